/// One requirement of a declaration's `where` clause.
enum SwiftGenericRequirement {
    /// `type: constraint`: the type conforms to the protocol, or inherits from the class.
    case conformance(type: SwiftType, constraint: SwiftType)
    /// `type == other`: the two types are the same.
    case sameType(SwiftType, SwiftType)
}
