// The custom types of optional-member-default.routes.yaml, with a member named like Optional.none.
enum Mode: Hashable, Codable, Sendable {
    case none, standard
}

struct Values: Hashable, Codable, Sendable {
    static let none = Values()
}
