/// The kinds of expression, each rendered to its source text as it is made.
///
/// These are the names the translators build expressions with; each writes its parts' text, already
/// rendered, into one new string (with an ``ExpressionWriter``).
extension SwiftExpression {
    /// A literal value.
    static func literal(_ literal: SwiftLiteral) -> SwiftExpression {
        switch literal {
        // `SwiftNaming.stringLiteral(text)`.
        case .string(let text): SwiftExpression("\"" + SwiftNaming.stringLiteralContent(text) + "\"")
        case .int(let value): SwiftExpression(String(value))
        case .double(let value): SwiftExpression(SwiftNaming.doubleLiteral(value))
        case .bool(let value): SwiftExpression(value ? "true" : "false")
        case .nil: SwiftExpression("nil")
        }
    }

    /// A name: a variable, a type, `self`.
    static func identifier(_ name: String) -> SwiftExpression {
        SwiftExpression(name)
    }

    /// `.member` (implicit base) or `base.member`.
    static func member(_ base: SwiftExpression?, _ name: String) -> SwiftExpression {
        render { writer in
            if let base { writer.write(base) }
            writer.write(".")
            writer.write(name)
        }
    }

    /// A call with labeled arguments, and an optional trailing closure.
    ///
    static func call(
        _ callee: SwiftExpression,
        _ arguments: [SwiftArgument],
        trailingClosure: SwiftClosure? = nil
    ) -> SwiftExpression {
        render { writer in
            writer.write(callee)
            if !(arguments.isEmpty && trailingClosure != nil) {
                writer.write("(")
                for index in arguments.indices {
                    if index > 0 { writer.write(", ") }
                    writer.writeArgument(arguments[index])
                }
                writer.write(")")
            }
            if let trailingClosure {
                writer.write(" ")
                writer.writeClosure(trailingClosure)
            }
        }
    }

    /// A call with one argument, as ``call(_:_:trailingClosure:)`` writes it.
    static func call(_ callee: SwiftExpression, _ argument: SwiftArgument) -> SwiftExpression {
        render { writer in
            writer.write(callee)
            writer.write("(")
            writer.writeArgument(argument)
            writer.write(")")
        }
    }

    /// A string literal with interpolated expressions.
    static func interpolatedString(_ segments: [SwiftInterpolationSegment]) -> SwiftExpression {
        render { writer in
            writer.write("\"")
            for segment in segments {
                switch segment {
                case .text(let literal):
                    writer.write(SwiftNaming.stringLiteralContent(literal))
                case .expression(let expression):
                    writer.write("\\(")
                    writer.write(expression)
                    writer.write(")")
                }
            }
            writer.write("\"")
        }
    }

    /// `lhs op rhs`.
    static func binary(_ lhs: SwiftExpression, _ op: String, _ rhs: SwiftExpression) -> SwiftExpression {
        render { writer in
            writer.write(lhs)
            writer.write(" ")
            writer.write(op)
            writer.write(" ")
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

    /// `await expression`.
    static func await(_ expression: SwiftExpression) -> SwiftExpression {
        render { writer in
            writer.write("await ")
            writer.write(expression)
        }
    }

    /// `expression!`.
    static func forceUnwrap(_ expression: SwiftExpression) -> SwiftExpression {
        render { writer in
            writer.write(expression)
            writer.write("!")
        }
    }

    /// A closure.
    static func closure(_ closure: SwiftClosure) -> SwiftExpression {
        render { $0.writeClosure(closure) }
    }

    /// An array literal.
    static func array(_ elements: [SwiftExpression]) -> SwiftExpression {
        render { writer in
            writer.write("[")
            writer.writeList(elements)
            writer.write("]")
        }
    }

    /// A tuple: `(a, b)`.
    static func tuple(_ elements: [SwiftExpression]) -> SwiftExpression {
        render { writer in
            writer.write("(")
            writer.writeList(elements)
            writer.write(")")
        }
    }

    /// A tuple with labeled elements: `(a: x, b: y)`; an element without a label has none.
    static func tuple(_ elements: [SwiftArgument]) -> SwiftExpression {
        render { writer in
            writer.write("(")
            for index in elements.indices {
                if index > 0 { writer.write(", ") }
                writer.writeArgument(elements[index])
            }
            writer.write(")")
        }
    }

    /// A dictionary literal: `[key: value, …]`.
    static func dictionary(_ entries: [(key: SwiftExpression, value: SwiftExpression)]) -> SwiftExpression {
        guard !entries.isEmpty else { return SwiftExpression("[:]") }
        return render { writer in
            writer.write("[")
            for (index, entry) in entries.enumerated() {
                if index > 0 { writer.write(", ") }
                writer.write(entry.key)
                writer.write(": ")
                writer.write(entry.value)
            }
            writer.write("]")
        }
    }

    /// Optional chaining: `expression?`, followed by a member.
    static func optionalChaining(_ expression: SwiftExpression) -> SwiftExpression {
        render { writer in
            writer.write(expression)
            writer.write("?")
        }
    }

    /// The expression that `write` renders.
    private static func render(_ write: (inout ExpressionWriter) -> Void) -> SwiftExpression {
        var writer = ExpressionWriter()
        write(&writer)
        return SwiftExpression(writer.text)
    }
}

/// Writes one expression's source text, from its already rendered parts.
struct ExpressionWriter {
    /// The text so far.
    private(set) var text = ""

    /// Appends text.
    mutating func write(_ text: String) {
        self.text += text
    }

    /// Appends an expression's text.
    mutating func write(_ expression: SwiftExpression) {
        text += expression.text
    }

    /// Appends an argument of a call: its label, if it has one, then its value.
    mutating func writeArgument(_ argument: SwiftArgument) {
        if let label = argument.label {
            write(label)
            write(": ")
        }
        write(argument.value)
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
        write("{")
        if !closure.parameters.isEmpty {
            write(" ")
            write(closure.parameters.joined(separator: ", "))
            write(" in")
        }
        write(" ")
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
