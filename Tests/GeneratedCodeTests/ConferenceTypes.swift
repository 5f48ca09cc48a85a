/// The custom type of `Conference.routes.yaml`: its `default: .normalTabs` names a static member.
enum HomeMode: String, Hashable, Codable, Sendable {
    case normalTabs, compact
}
