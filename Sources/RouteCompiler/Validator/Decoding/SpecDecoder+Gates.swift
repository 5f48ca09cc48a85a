/// Decoding of `gates` and of the `requires` that name them.
extension SpecDecoder {
    /// The keys of a gate.
    static let gateKeys = ["flow", "style", "doc"]

    /// Reads `gates:`, a mapping from gate names to gates.
    static func decodeGates(_ node: YAMLNode, diagnostics: inout DiagnosticCollector) -> [Gate] {
        decodeNamedEntries(
            of: node,
            what: "'gates'",
            example: "gates: { signedIn: { flow: signIn } }",
            diagnostics: &diagnostics
        ) { name, value, diagnostics in
            decodeGate(named: name, value, diagnostics: &diagnostics)
        }
    }

    private static func decodeGate(
        named name: Located<String>,
        _ node: YAMLNode,
        diagnostics: inout DiagnosticCollector
    ) -> Gate? {
        guard
            let reader = MappingReader(
                node,
                context: "gate '\(name.value)'",
                allowedKeys: gateKeys,
                diagnostics: &diagnostics
            )
        else { return nil }
        let flow = reader.required(
            "flow",
            hint: "add 'flow: <screen>', the screen that opens the gate",
            diagnostics: &diagnostics
        )?
        .string("the flow of gate '\(name.value)'", diagnostics: &diagnostics)
        let style = reader["style"]?.word(
            "the style of gate '\(name.value)'",
            as: GateStyle.self,
            diagnostics: &diagnostics
        )
        return Gate(
            name: name,
            flow: flow,
            style: style?.value ?? .sheet,
            doc: reader["doc"]?.text("the doc of gate '\(name.value)'", diagnostics: &diagnostics)?.value
        )
    }

    /// Reads `requires:`, one gate name or a list of them.
    static func decodeRequires(
        _ node: YAMLNode,
        of owner: @autoclosure () -> String,
        diagnostics: inout DiagnosticCollector
    ) -> [Located<String>] {
        guard let items = node.sequence else {
            return node.string("the gate that \(owner()) requires", diagnostics: &diagnostics).map { [$0] } ?? []
        }
        return items.compactMap { $0.string("a gate that \(owner()) requires", diagnostics: &diagnostics) }
    }
}
