// The custom type of v2-steps.routes.yaml, with the static members its defaults and 'with' name.
enum Filter: String, Hashable, Codable, Sendable {
    case all, unread
}
