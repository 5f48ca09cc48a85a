extension DeepLinkValues {
    /// How a linked screen reads one of its params from a link into its values: each row of a
    /// router (`link(_:to:in:over:presentedAs:reading:keepingRoot:)`) names each param,
    /// its type, and its default.
    ///
    /// A row lists them in the screen's order, so a link's first wrong or missing param is the one
    /// reported: `[.required("author", as: String.self), .read("page", as: Int.self, default: 1)]`.
    /// Hand-written routers use them; generated code writes a link table
    /// (`link(tabs:table:)`), whose linked screen's route reads its params as it asks for them.
    public struct Param: Sendable {
        /// The param's name, as in the spec and in the link.
        public let name: String
        /// The type that a `{name}` segment of a pattern reads as, `nil` for a param that a URL cannot carry.
        public let pathType: (any DeepLinkValue.Type)?
        /// Reads the param from the link's texts into the values.
        private let reader: @Sendable (inout DeepLinkValues) throws(DeepLinkError) -> Void

        private init(
            name: String,
            pathType: (any DeepLinkValue.Type)?,
            reader: @escaping @Sendable (inout DeepLinkValues) throws(DeepLinkError) -> Void
        ) {
            self.name = name
            self.pathType = pathType
            self.reader = reader
        }

        /// A param without a default, or one that every pattern of the screen carries in its path:
        /// ``DeepLinkValues/read(_:as:)``.
        public static func required<Value: DeepLinkValue>(_ name: String, as type: Value.Type) -> Param {
            Param(name: name, pathType: type) { values throws(DeepLinkError) in try values.read(name, as: type) }
        }

        /// A param with a default, which a link may leave out: ``DeepLinkValues/read(_:as:default:)``.
        public static func read<Value: DeepLinkValue>(
            _ name: String,
            as type: Value.Type,
            default defaultValue: Value
        ) -> Param {
            Param(name: name, pathType: type) { values throws(DeepLinkError) in
                try values.read(name, as: type, default: defaultValue)
            }
        }

        /// An optional param, `nil` when the link carries it empty and `defaultValue` when it leaves it out:
        /// ``DeepLinkValues/readOptional(_:as:default:)``.
        public static func optional<Value: DeepLinkValue>(
            _ name: String,
            as type: Value.Type,
            default defaultValue: Value? = nil
        ) -> Param {
            Param(name: name, pathType: type) { values throws(DeepLinkError) in
                try values.readOptional(name, as: type, default: defaultValue)
            }
        }

        /// A param that a URL cannot carry (an array, a custom type): always `value`, its default, as
        /// ``DeepLinkValues/set(_:_:as:)`` stores it.
        public static func fixed<Value: Sendable>(_ name: String, as type: Value.Type, _ value: Value) -> Param {
            Param(name: name, pathType: nil) { values throws(DeepLinkError) in values.set(name, value, as: type) }
        }

        /// Reads the param from the link that `values` were made from.
        func read(into values: inout DeepLinkValues) throws(DeepLinkError) {
            try reader(&values)
        }
    }
}
