// The custom type of optional-member-default.routes.yaml, with a member named like Optional.none.
enum Mode: Hashable, Codable, Sendable {
    case none, standard
}
