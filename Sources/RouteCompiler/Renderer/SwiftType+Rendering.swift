/// Source text of types: the one place where a ``SwiftType`` becomes text.
extension SwiftType {
    /// The type's source text.
    var text: String {
        var text = ""
        write(into: &text)
        return text
    }

    /// Appends the type's source text to `text`.
    ///
    /// An optional of a function, `some` or `any` type is parenthesized (`(any Host)?`), since `?`
    /// would otherwise bind to the last part of it.
    func write(into text: inout String) {
        switch self {
        case .named(let name, let module, let arguments):
            if let module {
                text += module
                text += "."
            }
            text += name
            guard !arguments.isEmpty else { return }
            text += "<"
            Self.write(arguments, into: &text)
            text += ">"
        case .member(let base, let name):
            base.write(into: &text)
            text += "."
            text += name
        case .optional(let wrapped):
            if wrapped.needsParenthesesBeforeSuffix {
                text += "("
                wrapped.write(into: &text)
                text += ")?"
            } else {
                wrapped.write(into: &text)
                text += "?"
            }
        case .array(let element):
            text += "["
            element.write(into: &text)
            text += "]"
        case .tuple(let elements):
            text += "("
            Self.write(elements, into: &text)
            text += ")"
        case .function(let function):
            for index in function.attributes.indices {
                text += "@"
                text += function.attributes[index].name
                text += " "
            }
            text += "("
            Self.write(function.parameters, into: &text)
            text += function.isAsync ? ") async -> " : ") -> "
            function.result.write(into: &text)
        case .some(let constraint):
            text += "some "
            constraint.write(into: &text)
        case .any(let constraint):
            text += "any "
            constraint.write(into: &text)
        }
    }

    /// Appends `types`, separated by commas.
    private static func write(_ types: [SwiftType], into text: inout String) {
        for index in types.indices {
            if index > 0 { text += ", " }
            types[index].write(into: &text)
        }
    }

    /// Whether a suffix such as `?` needs the type in parentheses to apply to all of it.
    private var needsParenthesesBeforeSuffix: Bool {
        switch self {
        case .function, .some, .any: true
        case .named, .member, .optional, .array, .tuple: false
        }
    }
}

extension SwiftThrows {
    /// `throws` or `throws(Failure)`.
    var text: String {
        switch self {
        case .anyError: "throws"
        case .typed(let failure): "throws(" + failure.text + ")"
        }
    }
}

extension SwiftExpression {
    /// A type used as an expression: a callee (`NavigationState<AppRoute>(…)`) or a member's base.
    static func type(_ type: SwiftType) -> SwiftExpression {
        SwiftExpression(type.text)
    }
}
