/// The `make…` requirements of a generated screen factory protocol, for checking the app's factories.
public struct FactoryOutline: Hashable, Sendable {
    /// One `make…` requirement: its name and argument labels (`_` for none).
    public struct Requirement: Hashable, Sendable {
        /// The method's name, such as `makeContacts`.
        public var name: String
        /// The argument labels, such as `["name", "navigator"]`.
        public var labels: [String]

        /// Creates a requirement from a method's name and argument labels.
        public init(name: String, labels: [String]) {
            self.name = name
            self.labels = labels
        }

        /// The requirement as Swift names a method: `makeContact(name:navigator:)`.
        var signature: String { name + "(" + labels.map { $0 + ":" }.joined() + ")" }
    }

    /// The protocol's name, such as `NavigatronScreenFactory`.
    public var protocolName: String
    /// One requirement per screen.
    public var requirements: [Requirement]

    /// Creates the outline of a factory protocol.
    public init(protocolName: String, requirements: [Requirement]) {
        self.protocolName = protocolName
        self.requirements = requirements
    }
}

extension RouteTranslator {
    /// The outline of the generated `<Name>ScreenFactory`.
    func factoryOutline() -> FactoryOutline {
        FactoryOutline(
            protocolName: names.screenFactory,
            requirements: spec.screens.indices.map { place in
                let function = makeRequirement(forScreenAt: place)
                return FactoryOutline.Requirement(
                    name: function.name,
                    labels: function.parameters.map { SwiftNaming.unescaped($0.label ?? $0.name ?? "_") }
                )
            }
        )
    }
}
