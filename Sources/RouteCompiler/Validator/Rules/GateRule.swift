/// Checks the gates and what requires them: every named gate and flow exists, a flow screen can be
/// shown without arguments, `style: root` gates gate only the root and the root only those, no gate
/// waits on itself through flows, and every gate is required somewhere (a warning).
///
/// A feature spec declares no gates: its screens' `requires` name gates of the app that uses it,
/// checked when the app is (``RequiresPlace``).
struct GateRule: SpecRule {
    func check(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        var gates: [String: Gate] = [:]
        for gate in spec.gates where gates[gate.name.value] == nil { gates[gate.name.value] = gate }
        let names = spec.gates.map(\.name.value)
        for gate in spec.gates {
            guard let flow = gate.flow,
                let screen = spec.resolveScreen(
                    flow,
                    referrer: "the flow of gate '\(gate.name.value)'",
                    diagnostics: &diagnostics
                )
            else { continue }
            if let required = screen.params.first(where: { !$0.declaresDefault }) {
                diagnostics.error(
                    "screen '\(flow.value)' is the flow of gate '\(gate.name.value)', shown without "
                        + "arguments, so its param '\(required.name.value)' needs a default",
                    at: flow.location,
                    note: Diagnostic.Note("'\(required.name.value)' is declared here", at: required.name.location)
                )
            }
        }
        var required: Set<String> = []
        // A feature's `requires` are checked against the gates of each app that uses it.
        for screen in spec.screens where spec.feature == nil {
            for name in screen.requires {
                let place = RequiresPlace(name, of: screen, in: spec)
                guard let gate = resolve(name, at: place, in: gates, names: names, diagnostics: &diagnostics) else {
                    continue
                }
                required.insert(gate.name.value)
                if gate.style == .root {
                    diagnostics.error(
                        place.prefix + "screen '\(screen.name.value)' requires gate '\(name.value)', whose style "
                            + "is 'root': only 'root' may require it; give the gate 'style: sheet' or "
                            + "'fullScreen', or require it at the root",
                        at: place.location,
                        note: place.note
                            ?? Diagnostic.Note("gate '\(name.value)' is declared here", at: gate.name.location)
                    )
                }
            }
        }
        for name in spec.root?.requires ?? [] {
            guard let gate = resolve(name, at: RequiresPlace(name), in: gates, names: names, diagnostics: &diagnostics)
            else { continue }
            required.insert(gate.name.value)
            if gate.style != .root {
                diagnostics.error(
                    "the root requires gate '\(name.value)', whose style is '\(gate.style.rawValue)': a root "
                        + "may require only 'style: root' gates, "
                        + "since a sheet cannot cover a root that is not shown yet",
                    at: name.location,
                    note: Diagnostic.Note("gate '\(name.value)' is declared here", at: gate.name.location)
                )
            }
        }
        checkLoops(spec, gates: gates, diagnostics: &diagnostics)
        for gate in spec.gates where !required.contains(gate.name.value) {
            diagnostics.warning(
                "gate '\(gate.name.value)' is required by nothing; add 'requires: \(gate.name.value)' "
                    + "to a screen or the root, or remove the gate",
                at: gate.name.location
            )
        }
    }

    /// The gate a `requires` names, reporting an unknown one with a "did you mean".
    private func resolve(
        _ name: Located<String>,
        at place: RequiresPlace,
        in gates: [String: Gate],
        names: [String],
        diagnostics: inout DiagnosticCollector
    ) -> Gate? {
        if let gate = gates[name.value] { return gate }
        let closest = EditDistance.closest(to: name.value, in: names)
        guard place.note == nil else {
            // The fix is in the app (declare the gate) or, for a misspelling, in the feature's file.
            diagnostics.error(
                place.prefix + "'requires' names '\(name.value)', which is not a gate of this spec; declare it "
                    + "under 'gates:', with its 'flow' screen" + (closest.map { " (did you mean '\($0)'?)" } ?? ""),
                at: place.location,
                note: place.note
            )
            return nil
        }
        diagnostics.error(
            "'requires' names '\(name.value)', which is not a gate of this spec",
            at: name.location,
            note: names.isEmpty ? Diagnostic.Note("declare it under 'gates:', with its 'flow' screen") : nil,
            fixIt: closest.map(Diagnostic.FixIt.didYouMean)
        )
        return nil
    }

    /// One `requires` of a screen in a gate's flow stack: the edge from that gate to the required one.
    private struct Edge {
        /// The gate required.
        var gate: String
        /// The screen of the flow stack that requires it.
        var screen: String
        /// Where the `requires` names the gate, and where its diagnostic goes.
        var place: RequiresPlace
        /// Where the `requires` names the gate.
        var location: SourceLocation { place.name.location }
    }

    /// Reports every loop of gates through flows, once, at the `requires` that closes it, with a note at
    /// each other `requires` of the loop.
    private func checkLoops(_ spec: RouteSpec, gates: [String: Gate], diagnostics: inout DiagnosticCollector) {
        let stacks = GateFlowStacks(spec: spec)
        var edges: [String: [Edge]] = [:]
        for gate in spec.gates {
            for name in stacks.screens[gate.name.value] ?? [] {
                guard let screen = spec.screen(named: name) else { continue }
                for required in screen.requires where gates[required.value] != nil {
                    edges[gate.name.value, default: []].append(
                        Edge(gate: required.value, screen: name, place: RequiresPlace(required, of: screen, in: spec))
                    )
                }
            }
        }
        var reported: Set<SourceLocation> = []
        var done: Set<String> = []
        /// Walks from `gate` along `path`, the edges taken so far from the walk's first gate.
        func walk(_ gate: String, path: [(from: String, edge: Edge)]) {
            for edge in edges[gate] ?? [] {
                if let start = path.firstIndex(where: { $0.from == edge.gate })
                    ?? (edge.gate == gate ? path.count : nil)
                {
                    guard reported.insert(edge.location).inserted else { continue }
                    let loop = path[start...] + [(from: gate, edge: edge)]
                    let cycle = loop.map(\.from) + [edge.gate]
                    diagnostics.error(
                        edge.place.prefix + "gate '\(edge.gate)' waits on itself: "
                            + "\(cycle.map { "'\($0)'" }.joined(separator: " → ")); screen '\(edge.screen)' is in "
                            + "the flow of gate '\(gate)' and requires '\(edge.gate)', "
                            + "so that flow could never be shown",
                        at: edge.place.location,
                        note: edge.place.note
                            ?? (loop.count > 1
                                ? Diagnostic.Note(
                                    "screen '\(loop[loop.startIndex].edge.screen)', in the flow of gate "
                                        + "'\(loop[loop.startIndex].from)', "
                                        + "requires '\(loop[loop.startIndex].edge.gate)' here",
                                    at: loop[loop.startIndex].edge.location
                                ) : nil)
                    )
                } else if !done.contains(edge.gate) {
                    walk(edge.gate, path: path + [(from: gate, edge: edge)])
                }
            }
        }
        for gate in spec.gates where !done.contains(gate.name.value) {
            walk(gate.name.value, path: [])
            done.insert(gate.name.value)
        }
    }
}
