/// A Swift declaration of the generated file, with its documentation.
indirect enum SwiftDeclaration {
    /// An enum.
    case enumeration(SwiftEnum)
    /// A struct.
    case structure(SwiftTypeDeclaration)
    /// A class (`final` when the declaration says so).
    case `class`(SwiftTypeDeclaration)
    /// A protocol.
    case `protocol`(SwiftTypeDeclaration)
    /// An extension.
    case `extension`(SwiftExtension)
    /// A property.
    case property(SwiftProperty)
    /// A function or an initializer.
    case function(SwiftFunction)
    /// A type alias.
    case typeAlias(SwiftTypeAlias)
    /// A protocol's associated type.
    case associatedType(SwiftAssociatedType)
    /// Declarations compiled only where a condition holds: `#if condition … #endif`.
    case conditional(condition: String, [SwiftDeclaration])
}

/// An enum and its cases and members.
struct SwiftEnum {
    var doc: [String] = []
    var access: SwiftAccess = .internal
    var name: String
    var inheritance: [SwiftType] = []
    var cases: [SwiftEnumCase]
    var members: [SwiftDeclaration] = []
}

/// One case of an enum.
struct SwiftEnumCase {
    var doc: [String] = []
    var name: String
    var associatedValues: [SwiftParameter] = []
}

/// A struct, class or protocol: a name, attributes, conformances and members.
struct SwiftTypeDeclaration {
    var doc: [String] = []
    var attributes: [SwiftAttribute] = []
    var access: SwiftAccess = .internal
    var isFinal = false
    var name: String
    var genericParameters: [SwiftGenericParameter] = []
    var inheritance: [SwiftType] = []
    /// The requirements after `where`, such as a refined protocol's `Route == <Name>Route`; none
    /// writes no `where`.
    var whereClause: [SwiftGenericRequirement] = []
    var members: [SwiftDeclaration]
}

/// An extension of a type, optionally adding conformances.
struct SwiftExtension {
    var doc: [String] = []
    var attributes: [SwiftAttribute] = []
    var access: SwiftAccess = .internal
    var extendedType: SwiftType
    var conformances: [SwiftType] = []
    var whereClause: [SwiftGenericRequirement] = []
    var members: [SwiftDeclaration]
}

/// A stored or computed property, or a protocol property requirement.
struct SwiftProperty {
    /// How a property gets its value.
    enum Value {
        /// A stored property with an optional initial value.
        case stored(initialValue: SwiftExpression?)
        /// A computed property with a getter body.
        case computed([SwiftStatement])
        /// A protocol requirement: `{ get }`.
        case requirement
    }

    var doc: [String] = []
    var attributes: [SwiftAttribute] = []
    var access: SwiftAccess = .internal
    var isStatic = false
    var isMutable = false
    var setterAccess: String?
    var name: String
    var type: SwiftType?
    var value: Value
}

/// A function, an initializer (`name == "init"`), or a protocol requirement (no body).
struct SwiftFunction {
    var doc: [String] = []
    var attributes: [SwiftAttribute] = []
    var access: SwiftAccess = .internal
    var isStatic = false
    var name: String
    var genericParameters: [SwiftGenericParameter] = []
    var parameters: [SwiftParameter]
    /// Whether the function is `async`.
    var isAsync = false
    /// What the function throws; `nil` when it does not throw.
    var throwing: SwiftThrows?
    var returnType: SwiftType?
    var whereClause: [SwiftGenericRequirement] = []
    var body: [SwiftStatement]?
}

/// A parameter of a function or an associated value of an enum case.
struct SwiftParameter {
    /// The argument label; `"_"` for none, `nil` to use the name as the label.
    var label: String?
    /// The parameter's name, already escaped.
    var name: String?
    /// Whether the parameter is `inout`.
    var isInout = false
    /// The type.
    var type: SwiftType
    /// The default value.
    var defaultValue: SwiftExpression?
}

/// `typealias Name = Type`.
struct SwiftTypeAlias {
    var doc: [String] = []
    var access: SwiftAccess = .internal
    var name: String
    var type: SwiftType
}

/// `associatedtype Name`.
struct SwiftAssociatedType {
    var doc: [String] = []
    var name: String
}
