/// An expression in generated code, kept as the one line of source text it renders to.
///
/// An expression is always written on one line, whatever its indentation, so it is rendered once,
/// when it is made (see `SwiftExpression+Rendering.swift`): the translators build expressions with
/// `.call(…)`, `.member(…)`, `.identifier(…)` and the like, and a large file's millions of
/// expressions never exist as trees of their own. Rendering one into a line is appending its bytes.
struct SwiftExpression: Equatable {
    /// The expression's source text: a name as it is, anything else as UTF-8 bytes.
    ///
    /// Bytes, because appending bytes to an array costs far less than appending to a string; a
    /// name stays a string so that most names, which are short, need no allocation at all, and so
    /// does any rendered text short enough for a small string.
    enum Text: Equatable {
        /// A name, any text that is one string already, or rendered text of at most 15 bytes.
        case name(String)
        /// A string literal, kept as the text between its quotes (already escaped): the quotes are
        /// written around it where the literal is written.
        ///
        /// Most literals are a spec's text that needs no escaping (a path, a title, a UUID), so the
        /// literal shares that text's storage instead of a rendered copy of its own: several renders per
        /// screen spared, most of them an allocation.
        case quoted(String)
        /// Rendered source text, as UTF-8.
        case rendered([UInt8])
    }

    /// The expression's source text.
    let text: Text

    /// An expression whose source text is `text`.
    init(_ text: Text) {
        self.text = text
    }

    static func == (lhs: SwiftExpression, rhs: SwiftExpression) -> Bool {
        lhs.utf8 == rhs.utf8
    }

    /// The expression's source text as UTF-8.
    var utf8: [UInt8] {
        switch text {
        case .name(let name): Array(name.utf8)
        case .quoted(let content): [UInt8(ascii: "\"")] + content.utf8 + [UInt8(ascii: "\"")]
        case .rendered(let bytes): bytes
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
