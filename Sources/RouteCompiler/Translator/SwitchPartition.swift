/// Splits a switch with a case per screen into parts small enough for the Swift compiler.
///
/// Swift checks that a switch is exhaustive, and over an enum of about 900 cases with payloads it
/// gives up ("unable to check that this switch is exhaustive in reasonable time"). Above
/// ``maximumCases`` cases, each part becomes a private method whose switch ends in a reachable
/// `default: return nil`, and the member tries the parts in order. Smaller switches stay whole.
struct SwitchPartition {
    /// The most cases one switch gets.
    static let maximumCases = 256

    /// The body of the member, and the part methods it calls (none when the switch stays whole).
    var body: [SwiftStatement]
    var parts: [SwiftDeclaration]

    /// Partitions `switch subject { cases }`, whose cases all `return` a `returnType`.
    ///
    /// - Parameters:
    ///   - name: The member's name; parts are `<name>Part<k>`.
    ///   - subject: The value the switch matches.
    ///   - cases: The switch's cases, in order.
    ///   - returnType: The type every case returns.
    ///   - parameters: The parameters the parts take.
    ///   - arguments: What the member passes the parts for `parameters`.
    ///   - isStatic: Whether the member is static; its parts are too.
    ///   - genericParameters: The member's generic parameters, which its parts share.
    ///   - throwing: The member's `throws` clause, which its parts share.
    init(
        name: String,
        subject: SwiftExpression,
        cases: [SwiftSwitchCase],
        returnType: SwiftType,
        parameters: [SwiftParameter] = [],
        arguments: [SwiftArgument] = [],
        isStatic: Bool = false,
        genericParameters: [SwiftGenericParameter] = [],
        throwing: SwiftThrows? = nil
    ) {
        guard cases.count > Self.maximumCases else {
            body = [.switch(subject, cases)]
            parts = []
            return
        }
        var body: [SwiftStatement] = []
        var parts: [SwiftDeclaration] = []
        // A part returns `(returnType)?`. A value of a non-optional type converts to it by itself, and
        // `return x` type-checks faster than `return .some(x)`; an optional member's `nil` needs the
        // `.some`, or it would say "not in this part".
        let wrapsReturns = if case .optional = returnType { true } else { false }
        for (index, start) in stride(from: 0, to: cases.count, by: Self.maximumCases).enumerated() {
            let partName = "\(name)Part\(index)"
            let range = start..<min(start + Self.maximumCases, cases.count)
            let chunk: [SwiftSwitchCase] =
                wrapsReturns
                ? cases[range].map { SwiftSwitchCase(patterns: $0.patterns, body: $0.body.map(Self.wrappingReturns)) }
                : Array(cases[range])
            parts.append(
                .function(
                    SwiftFunction(
                        doc: [
                            "/// `\(name)` for the cases of part \(index) (a "
                                + "switch per \(Self.maximumCases) cases), or `nil`."
                        ],
                        access: .private,
                        isStatic: isStatic,
                        name: partName,
                        genericParameters: genericParameters,
                        parameters: parameters,
                        throwing: throwing,
                        returnType: .optional(.tuple([returnType])),
                        body: [
                            .switch(subject, chunk + [SwiftSwitchCase(patterns: [], body: [.return(.literal(.nil))])])
                        ]
                    )
                )
            )
            let call = SwiftExpression.call(.identifier(partName), arguments)
            body.append(
                .ifLet(
                    name: "value",
                    value: throwing == nil ? call : .try(call),
                    then: [.return(.identifier("value"))]
                )
            )
        }
        body.append(
            .expression(
                .call(
                    .identifier("preconditionFailure"),
                    [SwiftArgument(value: .literal(.string("every case is in one part")))]
                )
            )
        )
        self.body = body
        self.parts = parts
    }

    /// A statement whose `return x` becomes `return .some(x)`, so that a part of an optional
    /// member tells "handled, returning nil" from "not in this part".
    private static func wrappingReturns(_ statement: SwiftStatement) -> SwiftStatement {
        switch statement {
        case .return(let value?): .return(.call(.member(nil, "some"), SwiftArgument(value: value)))
        case .if(let condition, let then, let otherwise):
            .if(condition: condition, then: then.map(wrappingReturns), else: otherwise.map { $0.map(wrappingReturns) })
        case .ifLet(let name, let value, let then): .ifLet(name: name, value: value, then: then.map(wrappingReturns))
        case .switch(let subject, let cases):
            .switch(subject, cases.map { SwiftSwitchCase(patterns: $0.patterns, body: $0.body.map(wrappingReturns)) })
        case .return(nil), .expression, .variable, .throw, .textBlockCall: statement
        }
    }
}
