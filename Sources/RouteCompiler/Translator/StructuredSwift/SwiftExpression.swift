/// An expression in generated code, kept as the one line of source text it renders to.
///
/// An expression is always written on one line, whatever its indentation, so it is rendered once,
/// when it is made (see `SwiftExpression+Rendering.swift`): the translators build expressions with
/// `.call(…)`, `.member(…)`, `.identifier(…)` and the like, and a large file's millions of
/// expressions never exist as trees of their own. Rendering one into a line is appending its text.
struct SwiftExpression: Equatable {
    /// The expression's source text.
    let text: String

    /// An expression whose source text is `text`.
    init(_ text: String) {
        self.text = text
    }
}

/// A labeled argument of a call; `label == nil` passes it without a label.
struct SwiftArgument {
    var label: String?
    var value: SwiftExpression
}

/// `{ params in body }`.
struct SwiftClosure {
    var parameters: [String] = []
    var body: [SwiftStatement]
}

/// A part of an interpolated string: literal text, or an expression in `\(…)`.
enum SwiftInterpolationSegment {
    /// Literal text, escaped when rendered.
    case text(String)
    /// An interpolated expression.
    case expression(SwiftExpression)
}

/// A literal.
enum SwiftLiteral {
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
