// The custom type of v2-contract-examples.routes.yaml, with the static member its default names.
enum Mode: String, Hashable, Codable, Sendable {
    case normalTabs, compact
}
