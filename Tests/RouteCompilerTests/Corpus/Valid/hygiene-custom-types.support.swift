// The custom types of hygiene-custom-types.routes.yaml, declared in the module of the generated code.
struct Void: Swift.Hashable, Swift.Codable, Swift.Sendable {}
struct Never: Swift.Hashable, Swift.Codable, Swift.Sendable {}
struct Sendable: Swift.Hashable, Swift.Codable, Swift.Sendable {}
struct NavigationEvent: Swift.Hashable, Swift.Codable, Swift.Sendable {}
struct MainActor: Swift.Hashable, Swift.Codable, Swift.Sendable {}
struct Hashable: Swift.Hashable, Swift.Codable, Swift.Sendable {}
struct Data: Swift.Hashable, Swift.Codable, Swift.Sendable {}
struct DeepLinkPath: Swift.Hashable, Swift.Codable, Swift.Sendable {}
