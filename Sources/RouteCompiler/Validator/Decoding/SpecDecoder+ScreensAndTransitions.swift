/// Decoding of `screens` and `transitions` at the same time.
extension SpecDecoder {
    /// What one task of ``decodeScreensAndTransitions(screens:transitions:diagnostics:)`` decoded, with
    /// the diagnostics it reported.
    private enum Outcome: Sendable {
        /// Every transition.
        case transitions([Transition], [Diagnostic])
        /// One screen.
        case screen(Screen, [Diagnostic])
    }

    /// Decodes the screens and the transitions, reporting the screens' diagnostics in document order,
    /// then the transitions'.
    ///
    /// A screen or the transitions decode without anything else, so they decode at the same time: the
    /// transitions in one task, which starts first, and each screen in a task of its own, on whichever
    /// core is free. The transitions are one pass rather than a task each: spread over the cores, they
    /// took longer in wall time than in one pass, and more CPU, while beside the screens' tasks they
    /// cost the pipeline almost nothing.
    static func decodeScreensAndTransitions(
        screens screensNode: YAMLNode?,
        transitions transitionsNode: YAMLNode?,
        diagnostics: inout DiagnosticCollector
    ) -> (screens: [Screen], transitions: [Transition]) {
        let entries = screensNode.map { screenEntries(of: $0, diagnostics: &diagnostics) } ?? []
        // Task 0 decodes the transitions; task `i` from 1 decodes screen `i - 1`.
        let outcomes = Array(0...entries.count).concurrentMap { task -> Outcome in
            var report = DiagnosticCollector()
            guard task > 0 else {
                let transitions = transitionsNode.map { decodeTransitions($0, diagnostics: &report) } ?? []
                return .transitions(transitions, report.diagnostics)
            }
            let entry = entries[task - 1]
            return .screen(decodeScreen(named: entry.name, entry.value, diagnostics: &report), report.diagnostics)
        }
        var screens: [Screen] = []
        screens.reserveCapacity(entries.count)
        var transitions: [Transition] = []
        var transitionDiagnostics: [Diagnostic] = []
        for outcome in outcomes {
            switch outcome {
            case .transitions(let decoded, let reported):
                transitions = decoded
                transitionDiagnostics = reported
            case .screen(let screen, let reported):
                screens.append(screen)
                for diagnostic in reported { diagnostics.emit(diagnostic) }
            }
        }
        for diagnostic in transitionDiagnostics { diagnostics.emit(diagnostic) }
        return (screens, transitions)
    }
}
