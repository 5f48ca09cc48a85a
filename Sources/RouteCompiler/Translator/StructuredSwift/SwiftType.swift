/// A type in generated code: a named type, or a type made of other types.
///
/// Only the shapes the translators write are modelled; `SwiftType+Rendering.swift` writes them as
/// source text, in one place.
indirect enum SwiftType: Equatable, Sendable {
    /// A named type with its generic arguments (`NavigationState<AppRoute>`), qualified by `module`
    /// when one is given (`RouteKit.NavigationState<AppRoute>`).
    case named(String, module: String? = nil, genericArguments: [SwiftType] = [])
    /// A type nested in `base` (`Factory.Screen`), or the metatype `base.Type`.
    case member(SwiftType, String)
    /// `Wrapped?`.
    case optional(SwiftType)
    /// `[Element]`.
    case array(SwiftType)
    /// `(A, B)`; one element is a parenthesized type, `(A)`.
    case tuple([SwiftType])
    /// A function type, such as a closure parameter's.
    case function(SwiftFunctionType)
    /// `some Constraint`: an opaque type.
    case some(SwiftType)
    /// `any Constraint`: an existential type.
    case any(SwiftType)
}

/// A function type: `@escaping @MainActor @Sendable (Event) -> Void`, or `() async -> Bool`.
struct SwiftFunctionType: Equatable, Sendable {
    /// The attributes before the parameters, in order (`@escaping` for a closure that outlives the call).
    var attributes: [SwiftAttribute] = []
    /// The parameters' types.
    var parameters: [SwiftType]
    /// Whether the function is `async`.
    var isAsync = false
    /// The result type.
    var result: SwiftType
}

/// The errors a function throws.
enum SwiftThrows: Equatable {
    /// `throws`: any error.
    case anyError
    /// `throws(Failure)`: errors of one type.
    case typed(SwiftType)
}

/// A generic parameter of a type or function: `Name` or `Name: Constraint`.
struct SwiftGenericParameter: Equatable {
    /// The parameter's name.
    var name: String
    /// The protocol or class the parameter conforms to, if any.
    var constraint: SwiftType?
}
