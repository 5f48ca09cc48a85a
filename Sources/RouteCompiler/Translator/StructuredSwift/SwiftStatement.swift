/// A statement in a generated function or property body.
enum SwiftStatement {
    /// An expression evaluated for its effect.
    case expression(SwiftExpression)
    /// `return`, with an optional value.
    case `return`(SwiftExpression?)
    /// `let name: Type = value` or `var name: Type = value`; the type is optional.
    case variable(isMutable: Bool, name: String, type: SwiftType? = nil, value: SwiftExpression)
    /// A `switch` over a subject.
    case `switch`(SwiftExpression, [SwiftSwitchCase])
    /// `if condition { … } else { … }`.
    case `if`(condition: SwiftExpression, then: [SwiftStatement], else: [SwiftStatement]?)
    /// `if let name = value { … }`.
    case ifLet(name: String, value: SwiftExpression, then: [SwiftStatement])
    /// `throw error`.
    case `throw`(SwiftExpression)
    /// `callee(arguments, label: """`, then one line of text per element, then `""")`: a table that reads
    /// as one and costs the compiler one string literal.
    case textBlockCall(callee: SwiftExpression, arguments: [SwiftArgument], label: String, lines: [String])
}

/// One case of a `switch`.
struct SwiftSwitchCase {
    /// The patterns; empty for `default`.
    var patterns: [SwiftPattern]
    /// The statements.
    var body: [SwiftStatement]
}

/// A pattern of a `switch` case.
enum SwiftPattern {
    /// `.name`, or `.name(let a, let b)` when bindings are given: a local for each associated value.
    ///
    /// The locals are the very array that the case's body names them from, not a copy as `[String?]`.
    case enumCase(name: String, bindings: [String]?)
}
