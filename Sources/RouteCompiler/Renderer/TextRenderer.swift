/// Renders the structured Swift representation as source text, one
/// `render…` function per node kind.
struct TextRenderer {
    private var writer = IndentingWriter()

    /// Renders a whole file.
    static func render(_ file: SwiftFile) -> String {
        var renderer = TextRenderer()
        renderer.renderFile(file)
        return renderer.writer.text
    }

    private mutating func renderFile(_ file: SwiftFile) {
        for line in file.banner { writer.line(line.isEmpty ? "//" : "// " + line) }
        writer.blankLine()
        for module in file.imports {
            if let condition = module.condition {
                writer.line("#if " + condition)
                writer.line("import " + module.module)
                writer.line("#endif")
            } else {
                writer.line((module.spi.map { "@_spi(\($0)) " } ?? "") + "import " + module.module)
            }
        }
        for declaration in file.declarations {
            writer.blankLine()
            renderDeclaration(declaration)
        }
    }

    private mutating func renderDeclaration(_ declaration: SwiftDeclaration) {
        switch declaration {
        case .enumeration(let enumeration): renderEnum(enumeration)
        case .structure(let type): renderTypeDeclaration(type, keyword: "struct")
        case .class(let type): renderTypeDeclaration(type, keyword: "class")
        case .protocol(let type): renderTypeDeclaration(type, keyword: "protocol")
        case .extension(let extensionDeclaration): renderExtension(extensionDeclaration)
        case .property(let property): renderProperty(property)
        case .function(let function): renderFunction(function)
        case .typeAlias(let alias): renderTypeAlias(alias)
        case .associatedType(let associatedType): renderAssociatedType(associatedType)
        case .conditional(let condition, let declarations): renderConditional(condition, declarations)
        }
    }

    /// Writes `opening {`, what `body` renders one level deeper, then `}`.
    private mutating func block(_ opening: String, _ body: (inout TextRenderer) -> Void) {
        writer.line(opening + " {")
        indented(body)
        writer.line("}")
    }

    /// Writes what `body` renders one level deeper, into this renderer's text.
    private mutating func indented(_ body: (inout TextRenderer) -> Void) {
        writer.indent()
        body(&self)
        writer.outdent()
    }

    private mutating func renderAssociatedType(_ associatedType: SwiftAssociatedType) {
        renderDoc(associatedType.doc)
        writer.line("associatedtype " + associatedType.name)
    }

    private mutating func renderConditional(_ condition: String, _ declarations: [SwiftDeclaration]) {
        writer.line("#if " + condition)
        renderMembers(declarations)
        writer.line("#endif")
    }

    private mutating func renderDoc(_ doc: [String]) {
        for line in doc { writer.line(line) }
    }

    private func modifiers(_ parts: String?...) -> String {
        parts.compactMap { $0 }.map { $0 + " " }.joined()
    }

    private func inheritanceClause(_ inheritance: [String]) -> String {
        inheritance.isEmpty ? "" : ": " + inheritance.joined(separator: ", ")
    }

    private func genericClause(_ parameters: [String]) -> String {
        parameters.isEmpty ? "" : "<" + parameters.joined(separator: ", ") + ">"
    }

    private mutating func renderMembers(_ members: [SwiftDeclaration]) {
        for (index, member) in members.enumerated() {
            // Consecutive type aliases stay together; every other member stands apart.
            if index > 0, !(member.isTypeAlias && members[index - 1].isTypeAlias) { writer.blankLine() }
            renderDeclaration(member)
        }
    }

    private mutating func renderEnum(_ enumeration: SwiftEnum) {
        renderDoc(enumeration.doc)
        let head =
            modifiers(enumeration.access.keyword) + "enum " + enumeration.name
            + inheritanceClause(enumeration.inheritance)
        block(head) { renderer in
            for enumCase in enumeration.cases { renderer.renderEnumCase(enumCase) }
            if !enumeration.members.isEmpty {
                renderer.writer.blankLine()
                renderer.renderMembers(enumeration.members)
            }
        }
    }

    private mutating func renderEnumCase(_ enumCase: SwiftEnumCase) {
        renderDoc(enumCase.doc)
        let values =
            enumCase.associatedValues.isEmpty
            ? "" : "(" + enumCase.associatedValues.map(renderParameter).joined(separator: ", ") + ")"
        writer.line("case " + enumCase.name + values)
    }

    private mutating func renderTypeDeclaration(_ type: SwiftTypeDeclaration, keyword: String) {
        renderDoc(type.doc)
        for attribute in type.attributes { writer.line(attribute) }
        let head =
            modifiers(type.access.keyword, type.isFinal ? "final" : nil) + keyword + " " + type.name
            + genericClause(type.genericParameters) + inheritanceClause(type.inheritance)
        renderBlock(head, members: type.members)
    }

    private mutating func renderExtension(_ declaration: SwiftExtension) {
        renderDoc(declaration.doc)
        for attribute in declaration.attributes { writer.line(attribute) }
        let head =
            modifiers(declaration.access.keyword) + "extension " + declaration.extendedType
            + inheritanceClause(declaration.conformances) + (declaration.whereClause.map { " where " + $0 } ?? "")
        renderBlock(head, members: declaration.members)
    }

    private mutating func renderBlock(_ head: String, members: [SwiftDeclaration]) {
        if members.isEmpty {
            writer.line(head + " {}")
            return
        }
        block(head) { renderer in
            renderer.renderMembers(members)
        }
    }

    private mutating func renderProperty(_ property: SwiftProperty) {
        renderDoc(property.doc)
        for attribute in property.attributes { writer.line(attribute) }
        let head =
            modifiers(
                property.access.keyword,
                property.setterAccess.map { "\($0)(set)" },
                property.isStatic ? "static" : nil
            )
            + (property.isConstant ? "let " : "var ")
            + property.name + (property.type.map { ": " + $0 } ?? "")
        switch property.value {
        case .stored(let initialValue):
            writer.line(head + (initialValue.map { " = " + renderExpression($0) } ?? ""))
        case .computed(let body):
            renderBody(head, body)
        case .requirement:
            writer.line(head + " { get }")
        }
    }

    private mutating func renderFunction(_ function: SwiftFunction) {
        renderDoc(function.doc)
        for attribute in function.attributes { writer.line(attribute) }
        let keyword = function.name == "init" ? "init" : "func " + function.name
        let head =
            modifiers(function.access.keyword, function.isStatic ? "static" : nil) + keyword
            + genericClause(function.genericParameters)
            + "(" + function.parameters.map(renderParameter).joined(separator: ", ") + ")"
            + function.effects.map { " " + $0 }.joined()
            + (function.returnType.map { " -> " + $0 } ?? "")
            + (function.whereClause.map { " where " + $0 } ?? "")
        if let body = function.body {
            renderBody(head, body)
        } else {
            writer.line(head)
        }
    }

    private mutating func renderTypeAlias(_ alias: SwiftTypeAlias) {
        renderDoc(alias.doc)
        writer.line(modifiers(alias.access.keyword) + "typealias " + alias.name + " = " + alias.type)
    }

    private func renderParameter(_ parameter: SwiftParameter) -> String {
        var text = ""
        switch (parameter.label, parameter.name) {
        case (let label?, let name?): text = label + " " + name + ": "
        case (let label?, nil): text = label + ": "
        case (nil, let name?): text = name + ": "
        case (nil, nil): break
        }
        text += parameter.type
        if let defaultValue = parameter.defaultValue { text += " = " + renderExpression(defaultValue) }
        return text
    }

    private mutating func renderBody(_ head: String, _ body: [SwiftStatement]) {
        if body.isEmpty {
            writer.line(head + " {}")
            return
        }
        block(head) { renderer in
            for statement in body { renderer.renderStatement(statement) }
        }
    }

    private mutating func renderStatement(_ statement: SwiftStatement) {
        switch statement {
        case .expression(let expression):
            writer.line(renderExpression(expression))
        case .return(let value):
            writer.line("return" + (value.map { " " + renderExpression($0) } ?? ""))
        case .variable(let isMutable, let name, let type, let value):
            writer.line(
                (isMutable ? "var " : "let ") + name + (type.map { ": " + $0 } ?? "") + " = " + renderExpression(value)
            )
        case .ifLet(let name, let value, let then):
            writer.line("if let " + name + " = " + renderExpression(value) + " {")
            writer.indent()
            for statement in then { renderStatement(statement) }
            writer.outdent()
            writer.line("}")
        case .switch(let subject, let cases):
            renderSwitch(subject, cases)
        case .throw(let error):
            writer.line("throw " + renderExpression(error))
        case .table(let name, let type, let elements):
            writer.line("let " + name + ": " + type + " = [")
            indented { renderer in
                for element in elements { renderer.writer.line(renderer.renderExpression(element) + ",") }
            }
            writer.line("]")
        case .if(let condition, let then, let otherwise):
            writer.line("if " + renderExpression(condition) + " {")
            indented { renderer in
                for statement in then { renderer.renderStatement(statement) }
            }
            if let otherwise {
                writer.line("} else {")
                indented { renderer in
                    for statement in otherwise { renderer.renderStatement(statement) }
                }
            }
            writer.line("}")
        }
    }

    private mutating func renderSwitch(_ subject: SwiftExpression, _ cases: [SwiftSwitchCase]) {
        writer.line("switch " + renderExpression(subject) + " {")
        for switchCase in cases {
            writer.line(
                switchCase.patterns.isEmpty
                    ? "default:" : "case " + switchCase.patterns.map(renderPattern).joined(separator: ", ") + ":"
            )
            indented { renderer in
                for statement in switchCase.body { renderer.renderStatement(statement) }
            }
        }
        writer.line("}")
    }

    private func renderPattern(_ pattern: SwiftPattern) -> String {
        switch pattern {
        case .enumCase(let name, nil):
            "." + name
        case .enumCase(let name, let bindings?):
            "." + name + "(" + bindings.map { $0.map { "let " + $0 } ?? "_" }.joined(separator: ", ") + ")"
        }
    }

    private func renderExpression(_ expression: SwiftExpression) -> String {
        switch expression {
        case .literal(let literal):
            renderLiteral(literal)
        case .identifier(let name):
            name
        case .member(let base, let name):
            (base.map(renderExpression) ?? "") + "." + name
        case .call(let callee, let arguments, let trailingClosure):
            renderExpression(callee) + renderArguments(arguments, hasTrailingClosure: trailingClosure != nil)
                + (trailingClosure.map { " " + renderClosure($0) } ?? "")
        case .interpolatedString(let segments):
            "\"" + segments.map(renderInterpolationSegment).joined() + "\""
        case .binary(let lhs, let op, let rhs):
            renderExpression(lhs) + " " + op + " " + renderExpression(rhs)
        case .try(let expression):
            "try " + renderExpression(expression)
        case .forceUnwrap(let expression):
            renderExpression(expression) + "!"
        case .closure(let closure):
            renderClosure(closure)
        case .array(let elements):
            "[" + elements.map(renderExpression).joined(separator: ", ") + "]"
        case .tuple(let elements):
            "(" + elements.map(renderExpression).joined(separator: ", ") + ")"
        case .dictionary(let entries):
            entries.isEmpty
                ? "[:]"
                : "["
                    + entries.map { renderExpression($0.key) + ": " + renderExpression($0.value) }.joined(
                        separator: ", "
                    ) + "]"
        case .optionalChaining(let expression):
            renderExpression(expression) + "?"
        }
    }

    private func renderArguments(_ arguments: [SwiftArgument], hasTrailingClosure: Bool) -> String {
        if arguments.isEmpty && hasTrailingClosure { return "" }
        return "("
            + arguments.map { ($0.label.map { $0 + ": " } ?? "") + renderExpression($0.value) }.joined(separator: ", ")
            + ")"
    }

    private func renderClosure(_ closure: SwiftClosure) -> String {
        let parameters = closure.parameters.isEmpty ? "" : " " + closure.parameters.joined(separator: ", ") + " in"
        let statements = closure.body.map { statement -> String in
            var renderer = TextRenderer()
            renderer.renderStatement(statement)
            return renderer.writer.text.dropLast().split(separator: "\n").joined(separator: "; ")
        }
        return "{" + parameters + " " + statements.joined(separator: "; ") + " }"
    }

    private func renderInterpolationSegment(_ segment: SwiftInterpolationSegment) -> String {
        switch segment {
        case .text(let text): SwiftNaming.stringLiteralContent(text)
        case .expression(let expression): "\\(" + renderExpression(expression) + ")"
        }
    }

    private func renderLiteral(_ literal: SwiftLiteral) -> String {
        switch literal {
        case .string(let text): SwiftNaming.stringLiteral(text)
        case .int(let value): String(value)
        case .double(let value): SwiftNaming.doubleLiteral(value)
        case .bool(let value): value ? "true" : "false"
        case .nil: "nil"
        }
    }
}

extension SwiftProperty {
    /// Whether the property is declared with `let`: stored and not mutable.
    fileprivate var isConstant: Bool {
        if case .stored = value { !isMutable } else { false }
    }
}

extension SwiftDeclaration {
    /// Whether the declaration is a type alias.
    fileprivate var isTypeAlias: Bool {
        if case .typeAlias = self { true } else { false }
    }
}
