// The custom types of type-builtin-typo.routes.yaml, named like misspelled built-in types.
struct Strng: Hashable, Codable, Sendable {}
struct Doubel: Hashable, Codable, Sendable {}
struct Bol: Hashable, Codable, Sendable {}
struct Dtae: Hashable, Codable, Sendable {}
struct UUDI: Hashable, Codable, Sendable {}
struct Itn: Hashable, Codable, Sendable {}
struct ULR: Hashable, Codable, Sendable {}
struct Strimg: Hashable, Codable, Sendable {}
struct Book: Hashable, Codable, Sendable {}
struct Stirng: Hashable, Codable, Sendable {}
