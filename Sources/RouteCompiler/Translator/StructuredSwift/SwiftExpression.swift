/// An expression in generated code.
///
/// Only the cases that hold an expression are `indirect`: names and literals, most of a file's
/// expressions, need no allocation of their own.
enum SwiftExpression: Equatable {
    /// A literal value.
    case literal(SwiftLiteral)
    /// A name: a variable, a type, `self`.
    case identifier(String)
    /// `.member` (implicit base) or `base.member`.
    indirect case member(SwiftExpression?, String)
    /// A call with labeled arguments, and an optional trailing closure.
    indirect case call(SwiftExpression, [SwiftArgument], trailingClosure: SwiftClosure? = nil)
    /// A string literal with interpolated expressions.
    case interpolatedString([SwiftInterpolationSegment])
    /// `lhs op rhs`.
    indirect case binary(SwiftExpression, String, SwiftExpression)
    /// `try expression`.
    indirect case `try`(SwiftExpression)
    /// `expression!`.
    indirect case forceUnwrap(SwiftExpression)
    /// A closure.
    case closure(SwiftClosure)
    /// An array literal.
    case array([SwiftExpression])
    /// A tuple: `(a, b)`.
    case tuple([SwiftExpression])
    /// A dictionary literal: `[key: value, …]`.
    case dictionary([(key: SwiftExpression, value: SwiftExpression)])
    /// Optional chaining: `expression?`, followed by a member.
    indirect case optionalChaining(SwiftExpression)

    static func == (lhs: SwiftExpression, rhs: SwiftExpression) -> Bool {
        switch (lhs, rhs) {
        case (.literal(let a), .literal(let b)): a == b
        case (.identifier(let a), .identifier(let b)): a == b
        case (.member(let a, let m), .member(let b, let n)): a == b && m == n
        case (.call(let a, let x, let c), .call(let b, let y, let d)): a == b && x == y && c == d
        case (.interpolatedString(let a), .interpolatedString(let b)): a == b
        case (.binary(let a, let o, let c), .binary(let b, let p, let d)): a == b && o == p && c == d
        case (.try(let a), .try(let b)), (.forceUnwrap(let a), .forceUnwrap(let b)),
            (.optionalChaining(let a), .optionalChaining(let b)):
            a == b
        case (.closure(let a), .closure(let b)): a == b
        case (.array(let a), .array(let b)), (.tuple(let a), .tuple(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }
}

/// A labeled argument of a call; `label == nil` passes it without a label.
struct SwiftArgument: Equatable {
    var label: String?
    var value: SwiftExpression
}

/// `{ params in body }`.
struct SwiftClosure: Equatable {
    var parameters: [String] = []
    var body: [SwiftStatement]
}

/// A part of an interpolated string: literal text, or an expression in `\(…)`.
enum SwiftInterpolationSegment: Equatable {
    /// Literal text, escaped when rendered.
    case text(String)
    /// An interpolated expression.
    case expression(SwiftExpression)
}

/// A literal.
enum SwiftLiteral: Equatable {
    /// A string literal, escaped when rendered.
    case string(String)
    /// An integer literal.
    case int(Int)
    /// A floating-point value, rendered so that it reads back exactly.
    case double(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `nil`.
    case `nil`
}
