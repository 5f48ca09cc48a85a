/// Renders the structured Swift representation as source text, one
/// `render…` function per declaration or statement kind.
///
/// Everything is appended to one string as it is rendered: a line's parts (heads, parameters) are
/// written piece by piece into the line, and expressions, rendered when they were made, are appended
/// as they are.
///
/// Arrays of the representation are walked by index, not with `for … in` or `enumerated()`, whose
/// iterators hand out a copy of each element (retaining every string and array in it) that is destroyed
/// after: reading `array[index]` where the element is used costs fewer retains and releases, which
/// the render stage makes for every element of a large spec.
package struct TextRenderer {
    private var writer = IndentingWriter()

    /// Renders a whole file.
    static func render(_ file: SwiftFile) -> String {
        var renderer = TextRenderer()
        renderer.renderHead(file)
        for declaration in file.declarations { renderer.renderTopLevel(declaration) }
        return renderer.writer.text
    }

    /// Renders a file's banner and imports, the text before its first declaration, as UTF-8 (its
    /// declarations are ignored).
    static func renderHeadUTF8(_ head: SwiftFile) -> [UInt8] {
        var renderer = TextRenderer()
        renderer.renderHead(head)
        return Array(renderer.writer.text.utf8)
    }

    /// Renders top-level declarations that continue a file after other text, each after a blank line,
    /// as UTF-8: empty when `declarations` emits none.
    ///
    /// A generated file's text is that of its head (``renderHeadUTF8(_:)``) followed by that of each
    /// run of its declarations, as ``render(_:)`` writes them all at once.
    static func renderContinuationUTF8(
        _ declarations: (_ emit: (SwiftDeclaration) -> Void) -> Void
    ) -> [UInt8] {
        var renderer = TextRenderer(writer: IndentingWriter(continuingAfterLine: true))
        declarations { renderer.renderTopLevel($0) }
        return Array(renderer.writer.output.utf8)
    }

    /// Renders a top-level declaration after a blank line.
    private mutating func renderTopLevel(_ declaration: SwiftDeclaration) {
        writer.blankLine()
        renderDeclaration(declaration)
    }

    /// Renders a file's banner and imports.
    private mutating func renderHead(_ file: SwiftFile) {
        // A banner line quotes a file name, which may hold a line break: escaped, it stays one comment line.
        for line in file.banner { writer.line(line.isEmpty ? "//" : "// " + VisibleText.escaped(line)) }
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

    /// Ends the current line with ` {` and indents the lines that follow, until ``closeBlock()``.
    private mutating func openBlock() {
        writer.write(" {")
        writer.endLine()
        writer.indent()
    }

    /// Ends the level that ``openBlock()`` began and writes its `}`.
    private mutating func closeBlock() {
        writer.outdent()
        writer.line("}")
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

    /// Writes a doc comment, each line wrapped at ``DocCommentWrapping/columnLimit``.
    private mutating func renderDoc(_ lines: [String]) {
        for index in lines.indices {
            for wrapped in DocCommentWrapping.wrapped(lines[index], indentation: writer.indentation) {
                writer.line(wrapped)
            }
        }
    }

    /// Writes each of a declaration's attributes on a line of its own.
    private mutating func renderAttributes(_ attributes: [SwiftAttribute]) {
        for index in attributes.indices { writer.line("@" + attributes[index].name) }
    }

    /// Writes ` where` and the requirements, if there are any.
    private mutating func writeWhereClause(_ requirements: [SwiftGenericRequirement]) {
        guard !requirements.isEmpty else { return }
        writer.write(" where ")
        writeList(requirements) { renderer, requirement in
            switch requirement {
            case .conformance(let type, let constraint):
                renderer.writer.write(type)
                renderer.writer.write(": ")
                renderer.writer.write(constraint)
            case .sameType(let type, let other):
                renderer.writer.write(type)
                renderer.writer.write(" == ")
                renderer.writer.write(other)
            }
        }
    }

    /// Writes `keyword` and a space, if there is one.
    private mutating func writeModifier(_ keyword: String?) {
        guard let keyword else { return }
        writer.write(keyword)
        writer.write(" ")
    }

    /// Writes each element with `writeElement`, separated by `separator`.
    private mutating func writeList<Element>(
        _ elements: [Element],
        separator: String = ", ",
        _ writeElement: (inout TextRenderer, Element) -> Void
    ) {
        for index in elements.indices {
            if index > 0 { writer.write(separator) }
            writeElement(&self, elements[index])
        }
    }

    private mutating func writeInheritanceClause(_ inheritance: [SwiftType]) {
        guard !inheritance.isEmpty else { return }
        writer.write(": ")
        writeList(inheritance) { $0.writer.write($1) }
    }

    private mutating func writeGenericClause(_ parameters: [SwiftGenericParameter]) {
        guard !parameters.isEmpty else { return }
        writer.write("<")
        writeList(parameters) { renderer, parameter in
            renderer.writer.write(parameter.name)
            if let constraint = parameter.constraint {
                renderer.writer.write(": ")
                renderer.writer.write(constraint)
            }
        }
        writer.write(">")
    }

    private mutating func renderMembers(_ members: [SwiftDeclaration]) {
        for index in members.indices {
            // Consecutive type aliases stay together; every other member stands apart.
            if index > 0, !(members[index].isTypeAlias && members[index - 1].isTypeAlias) { writer.blankLine() }
            renderDeclaration(members[index])
        }
    }

    private mutating func renderEnum(_ enumeration: SwiftEnum) {
        renderDoc(enumeration.doc)
        writer.beginLine()
        writeModifier(enumeration.access.keyword)
        writer.write("enum ")
        writer.write(enumeration.name)
        writeInheritanceClause(enumeration.inheritance)
        openBlock()
        for index in enumeration.cases.indices { renderEnumCase(enumeration.cases[index]) }
        if !enumeration.members.isEmpty {
            writer.blankLine()
            renderMembers(enumeration.members)
        }
        closeBlock()
    }

    private mutating func renderEnumCase(_ enumCase: SwiftEnumCase) {
        renderDoc(enumCase.doc)
        writer.beginLine()
        writer.write("case ")
        writer.write(enumCase.name)
        if !enumCase.associatedValues.isEmpty {
            writer.write("(")
            writeList(enumCase.associatedValues) { $0.writeParameter($1) }
            writer.write(")")
        }
        writer.endLine()
    }

    private mutating func renderTypeDeclaration(_ type: SwiftTypeDeclaration, keyword: String) {
        renderDoc(type.doc)
        renderAttributes(type.attributes)
        writer.beginLine()
        writeModifier(type.access.keyword)
        if type.isFinal { writer.write("final ") }
        writer.write(keyword)
        writer.write(" ")
        writer.write(type.name)
        writeGenericClause(type.genericParameters)
        writeInheritanceClause(type.inheritance)
        writeWhereClause(type.whereClause)
        writeMembersBlock(type.members)
    }

    private mutating func renderExtension(_ declaration: SwiftExtension) {
        renderDoc(declaration.doc)
        renderAttributes(declaration.attributes)
        writer.beginLine()
        writeModifier(declaration.access.keyword)
        writer.write("extension ")
        writer.write(declaration.extendedType)
        writeInheritanceClause(declaration.conformances)
        writeWhereClause(declaration.whereClause)
        writeMembersBlock(declaration.members)
    }

    /// Ends the current line, a declaration's head, with the block of `members` (`{}` when there are none).
    private mutating func writeMembersBlock(_ members: [SwiftDeclaration]) {
        if members.isEmpty {
            writer.write(" {}")
            writer.endLine()
            return
        }
        openBlock()
        renderMembers(members)
        closeBlock()
    }

    private mutating func renderProperty(_ property: SwiftProperty) {
        renderDoc(property.doc)
        renderAttributes(property.attributes)
        writer.beginLine()
        writeModifier(property.access.keyword)
        if let setterAccess = property.setterAccess {
            writer.write(setterAccess)
            writer.write("(set) ")
        }
        if property.isStatic { writer.write("static ") }
        writer.write(property.isConstant ? "let " : "var ")
        writer.write(property.name)
        if let type = property.type {
            writer.write(": ")
            writer.write(type)
        }
        switch property.value {
        case .stored(let initialValue):
            if let initialValue {
                writer.write(" = ")
                writeExpression(initialValue)
            }
            writer.endLine()
        case .computed(let body):
            writeBody(body)
        case .requirement:
            writer.write(" { get }")
            writer.endLine()
        }
    }

    /// Whether a function's name is an operator (`==`), read from its first character: the names that
    /// translators make are identifiers or operators, and no identifier starts with an operator character.
    private static func isOperator(_ name: String) -> Bool {
        guard let first = name.first else { return false }
        return "=!<>+-*/%&|^~".contains(first)
    }

    private mutating func renderFunction(_ function: SwiftFunction) {
        renderDoc(function.doc)
        renderAttributes(function.attributes)
        writer.beginLine()
        writeModifier(function.access.keyword)
        if function.isStatic { writer.write("static ") }
        if function.name != "init", function.name != "init?" { writer.write("func ") }
        writer.write(function.name)
        // An operator is followed by a space, as in `static func == (lhs:rhs:)`.
        if Self.isOperator(function.name) { writer.write(" ") }
        writeGenericClause(function.genericParameters)
        writer.write("(")
        writeList(function.parameters) { $0.writeParameter($1) }
        writer.write(")")
        if let throwing = function.throwing {
            writer.write(" ")
            writer.write(throwing.text)
        }
        if let returnType = function.returnType {
            writer.write(" -> ")
            writer.write(returnType)
        }
        writeWhereClause(function.whereClause)
        if let body = function.body {
            writeBody(body)
        } else {
            writer.endLine()
        }
    }

    private mutating func renderTypeAlias(_ alias: SwiftTypeAlias) {
        renderDoc(alias.doc)
        writer.beginLine()
        writeModifier(alias.access.keyword)
        writer.write("typealias ")
        writer.write(alias.name)
        writer.write(" = ")
        writer.write(alias.type)
        writer.endLine()
    }

    private mutating func writeParameter(_ parameter: SwiftParameter) {
        if let label = parameter.label {
            writer.write(label)
            writer.write(parameter.name == nil ? ": " : " ")
        }
        if let name = parameter.name {
            writer.write(name)
            writer.write(": ")
        }
        if parameter.isInout { writer.write("inout ") }
        writer.write(parameter.type)
        if let defaultValue = parameter.defaultValue {
            writer.write(" = ")
            writeExpression(defaultValue)
        }
    }

    /// Ends the current line, a head, with the block of `body` (`{}` when it is empty).
    ///
    /// A body that only returns a value is written as that value alone, as Swift allows for one
    /// expression.
    private mutating func writeBody(_ body: [SwiftStatement]) {
        if body.isEmpty {
            writer.write(" {}")
            writer.endLine()
            return
        }
        openBlock()
        if let value = body.singleReturnedValue {
            writer.beginLine()
            writeExpression(value)
            writer.endLine()
        } else {
            renderStatements(body)
        }
        closeBlock()
    }

    /// Renders `statements` in order.
    private mutating func renderStatements(_ statements: [SwiftStatement]) {
        for index in statements.indices { renderStatement(statements[index]) }
    }

    private mutating func renderStatement(_ statement: SwiftStatement) {
        switch statement {
        case .expression(let expression):
            writer.beginLine()
            writeExpression(expression)
            writer.endLine()
        case .return(let value):
            writer.beginLine()
            writer.write("return")
            if let value {
                writer.write(" ")
                writeExpression(value)
            }
            writer.endLine()
        case .variable(let isMutable, let name, let type, let value):
            writer.beginLine()
            writer.write(isMutable ? "var " : "let ")
            writer.write(name)
            if let type {
                writer.write(": ")
                writer.write(type)
            }
            writer.write(" = ")
            writeExpression(value)
            writer.endLine()
        case .ifLet(let name, let value, let then):
            writer.beginLine()
            writer.write("if let ")
            writer.write(name)
            writer.write(" = ")
            writeExpression(value)
            openBlock()
            renderStatements(then)
            closeBlock()
        case .switch(let subject, let cases):
            renderSwitch(subject, cases)
        case .throw(let error):
            writer.beginLine()
            writer.write("throw ")
            writeExpression(error)
            writer.endLine()
        case .textBlockCall(let callee, let arguments, let label, let lines):
            writer.beginLine()
            writeExpression(callee)
            writer.write("(")
            for argument in arguments {
                if let label = argument.label {
                    writer.write(label)
                    writer.write(": ")
                }
                writeExpression(argument.value)
                writer.write(", ")
            }
            writer.write(label)
            writer.write(": \"\"\"")
            writer.endLine()
            // The closing delimiter's indentation is what Swift strips from every line.
            writer.indent()
            for line in lines {
                writer.line(SwiftNaming.stringLiteralContent(line))
            }
            writer.line("\"\"\")")
            writer.outdent()
        case .if(let condition, let then, let otherwise):
            writer.beginLine()
            writer.write("if ")
            writeExpression(condition)
            openBlock()
            renderStatements(then)
            if let otherwise {
                writer.outdent()
                writer.line("} else {")
                writer.indent()
                renderStatements(otherwise)
            }
            closeBlock()
        }
    }

    private mutating func renderSwitch(_ subject: SwiftExpression, _ cases: [SwiftSwitchCase]) {
        writer.beginLine()
        writer.write("switch ")
        writeExpression(subject)
        writer.write(" {")
        writer.endLine()
        for caseIndex in cases.indices {
            writer.beginLine()
            if cases[caseIndex].patterns.isEmpty {
                writer.write("default:")
            } else {
                writer.write("case ")
                writeList(cases[caseIndex].patterns) { $0.writePattern($1) }
                writer.write(":")
            }
            writer.endLine()
            writer.indent()
            renderStatements(cases[caseIndex].body)
            writer.outdent()
        }
        writer.line("}")
    }

    private mutating func writePattern(_ pattern: SwiftPattern) {
        switch pattern {
        case .enumCase(let name, let bindings):
            writer.write(".")
            writer.write(name)
            guard let bindings else { return }
            writer.write("(")
            writeList(bindings) { renderer, binding in
                renderer.writer.write("let ")
                renderer.writer.write(binding)
            }
            writer.write(")")
        }
    }

    /// Renders one statement alone on one line, its lines joined by `; `: a statement of a closure.
    static func renderOnOneLine(_ statement: SwiftStatement) -> String {
        var renderer = TextRenderer()
        renderer.renderStatement(statement)
        return renderer.writer.text.dropLast().split(separator: "\n").joined(separator: "; ")
    }

    /// Writes an expression, rendered when it was made.
    private mutating func writeExpression(_ expression: SwiftExpression) {
        writer.write(expression.text)
    }
}

extension SwiftProperty {
    /// Whether the property is declared with `let`: stored and not mutable.
    fileprivate var isConstant: Bool {
        if case .stored = value { !isMutable } else { false }
    }
}

extension [SwiftStatement] {
    /// The value of a body that is one `return value`, which can be written as the value alone.
    var singleReturnedValue: SwiftExpression? {
        guard count == 1, case .return(let value?) = self[0] else { return nil }
        return value
    }
}

extension SwiftDeclaration {
    /// Whether the declaration is a type alias.
    fileprivate var isTypeAlias: Bool {
        if case .typeAlias = self { true } else { false }
    }
}
