/// The kinds of expression, each rendered to its source text as it is made.
///
/// These are the names the translators build expressions with; each writes its parts' text, already
/// rendered, into one new byte buffer (an ``ExpressionWriter``).
extension SwiftExpression {
    /// A literal value.
    static func literal(_ literal: SwiftLiteral) -> SwiftExpression {
        switch literal {
        // `SwiftNaming.stringLiteral(text)`.
        case .string(let text): SwiftExpression(.quoted(SwiftNaming.stringLiteralContent(text)))
        case .int(let value): SwiftExpression(.name(String(value)))
        case .double(let value): SwiftExpression(.name(SwiftNaming.doubleLiteral(value)))
        case .bool(let value): SwiftExpression(.name(value ? "true" : "false"))
        case .nil: SwiftExpression(.name("nil"))
        }
    }

    /// A name: a variable, a type, `self`.
    static func identifier(_ name: String) -> SwiftExpression {
        SwiftExpression(.name(name))
    }

    /// `.member` (implicit base) or `base.member`.
    static func member(_ base: SwiftExpression?, _ name: String) -> SwiftExpression {
        render { writer in
            if let base { writer.write(base) }
            writer.write(UInt8(ascii: "."))
            writer.write(name)
        }
    }

    /// A call with labeled arguments, and an optional trailing closure.
    ///
    /// Inlined where it is called, as is the one-argument form below: the translators make several
    /// calls for every screen, and inlining the two spares the render stage a call and its argument
    /// passing each time.
    @inline(__always)
    static func call(
        _ callee: SwiftExpression,
        _ arguments: [SwiftArgument],
        trailingClosure: SwiftClosure? = nil
    ) -> SwiftExpression {
        render { writer in
            writer.write(callee)
            if !(arguments.isEmpty && trailingClosure != nil) {
                writer.write(UInt8(ascii: "("))
                for index in arguments.indices {
                    if index > 0 { writer.write(", ") }
                    writer.writeArgument(arguments[index])
                }
                writer.write(UInt8(ascii: ")"))
            }
            if let trailingClosure {
                writer.write(UInt8(ascii: " "))
                writer.writeClosure(trailingClosure)
            }
        }
    }

    /// A call with one argument, as ``call(_:_:trailingClosure:)`` writes it, without an array made for
    /// the argument.
    ///
    /// Many of the calls that the translators make for each screen or move pass one argument (a step's
    /// route, a default's string); an array of one element is an allocation each.
    @inline(__always)
    static func call(_ callee: SwiftExpression, _ argument: SwiftArgument) -> SwiftExpression {
        render { writer in
            writer.write(callee)
            writer.write(UInt8(ascii: "("))
            writer.writeArgument(argument)
            writer.write(UInt8(ascii: ")"))
        }
    }

    /// A string literal with interpolated expressions.
    static func interpolatedString(_ segments: [SwiftInterpolationSegment]) -> SwiftExpression {
        render { writer in
            writer.write(UInt8(ascii: "\""))
            for segment in segments {
                switch segment {
                case .text(let literal):
                    writer.write(SwiftNaming.stringLiteralContent(literal))
                case .expression(let expression):
                    writer.write("\\(")
                    writer.write(expression)
                    writer.write(UInt8(ascii: ")"))
                }
            }
            writer.write(UInt8(ascii: "\""))
        }
    }

    /// `lhs op rhs`.
    static func binary(_ lhs: SwiftExpression, _ op: String, _ rhs: SwiftExpression) -> SwiftExpression {
        render { writer in
            writer.write(lhs)
            writer.write(UInt8(ascii: " "))
            writer.write(op)
            writer.write(UInt8(ascii: " "))
            writer.write(rhs)
        }
    }

    /// `try expression`.
    static func `try`(_ expression: SwiftExpression) -> SwiftExpression {
        render { writer in
            writer.write("try ")
            writer.write(expression)
        }
    }

    /// `expression!`.
    static func forceUnwrap(_ expression: SwiftExpression) -> SwiftExpression {
        render { writer in
            writer.write(expression)
            writer.write(UInt8(ascii: "!"))
        }
    }

    /// A closure.
    static func closure(_ closure: SwiftClosure) -> SwiftExpression {
        render { $0.writeClosure(closure) }
    }

    /// An array literal.
    static func array(_ elements: [SwiftExpression]) -> SwiftExpression {
        render { writer in
            writer.write(UInt8(ascii: "["))
            writer.writeList(elements)
            writer.write(UInt8(ascii: "]"))
        }
    }

    /// A tuple: `(a, b)`.
    static func tuple(_ elements: [SwiftExpression]) -> SwiftExpression {
        render { writer in
            writer.write(UInt8(ascii: "("))
            writer.writeList(elements)
            writer.write(UInt8(ascii: ")"))
        }
    }

    /// A dictionary literal: `[key: value, …]`.
    static func dictionary(_ entries: [(key: SwiftExpression, value: SwiftExpression)]) -> SwiftExpression {
        guard !entries.isEmpty else { return SwiftExpression(.name("[:]")) }
        return render { writer in
            writer.write(UInt8(ascii: "["))
            for (index, entry) in entries.enumerated() {
                if index > 0 { writer.write(", ") }
                writer.write(entry.key)
                writer.write(": ")
                writer.write(entry.value)
            }
            writer.write(UInt8(ascii: "]"))
        }
    }

    /// Optional chaining: `expression?`, followed by a member.
    static func optionalChaining(_ expression: SwiftExpression) -> SwiftExpression {
        render { writer in
            writer.write(expression)
            writer.write(UInt8(ascii: "?"))
        }
    }

    /// The expression that `write` renders.
    ///
    /// The text is written in scratch memory on the stack, then copied once into the expression's array.
    private static func render(_ write: (inout ExpressionWriter) -> Void) -> SwiftExpression {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { scratch in
            var writer = ExpressionWriter(scratch: scratch)
            write(&writer)
            return writer.expression
        }
    }
}

/// Writes the UTF-8 of one expression's source text, from its already rendered parts.
///
/// The text is written into a ``UTF8Buffer``, where a piece costs one copy, then copied once into
/// the expression's array. Lists are walked by index, as ``TextRenderer`` walks them, rather than
/// through an iterator's copies of their elements.
struct ExpressionWriter: ~Copyable {
    /// The bytes so far.
    private var buffer: UTF8Buffer

    /// Creates a writer that writes into `scratch` until it outgrows it.
    init(scratch: UnsafeMutableBufferPointer<UInt8>) {
        buffer = UTF8Buffer(scratch: scratch)
    }

    /// The expression whose text is the bytes written: a name when they fit in a small string, which
    /// needs no allocation, rendered text otherwise.
    var expression: SwiftExpression {
        buffer.count <= 15 ? SwiftExpression(.name(buffer.string)) : SwiftExpression(.rendered(buffer.bytes))
    }

    /// Appends text.
    mutating func write(_ text: String) {
        buffer.append(text)
    }

    /// Appends one ASCII `byte`, such as a bracket.
    mutating func write(_ byte: UInt8) {
        buffer.append(byte)
    }

    /// Appends an expression's text.
    mutating func write(_ expression: SwiftExpression) {
        switch expression.text {
        case .name(let name): buffer.append(name)
        case .quoted(let content): quoted(content)
        case .rendered(let rendered): buffer.append(rendered)
        }
    }

    /// Appends an argument of a call: its label, if it has one, then its value.
    mutating func writeArgument(_ argument: SwiftArgument) {
        if let label = argument.label {
            write(label)
            write(": ")
        }
        write(argument.value)
    }

    /// Appends `text` in double quotes.
    mutating func quoted(_ text: String) {
        write(UInt8(ascii: "\""))
        write(text)
        write(UInt8(ascii: "\""))
    }

    /// Appends the expressions, separated by commas.
    mutating func writeList(_ elements: [SwiftExpression]) {
        for index in elements.indices {
            if index > 0 { write(", ") }
            write(elements[index])
        }
    }

    /// Appends a closure on one line: its statements, each rendered alone, with their lines joined by `; `.
    mutating func writeClosure(_ closure: SwiftClosure) {
        write(UInt8(ascii: "{"))
        if !closure.parameters.isEmpty {
            write(UInt8(ascii: " "))
            write(closure.parameters.joined(separator: ", "))
            write(" in")
        }
        write(UInt8(ascii: " "))
        if let value = closure.body.singleReturnedValue {
            write(value)
            write(" }")
            return
        }
        for (index, statement) in closure.body.enumerated() {
            if index > 0 { write("; ") }
            write(TextRenderer.renderOnOneLine(statement))
        }
        write(" }")
    }
}
