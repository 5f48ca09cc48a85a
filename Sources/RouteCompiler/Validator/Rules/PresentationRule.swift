/// Checks the presentation keys: `detents` only on a sheet style, presentation transitions only on a
/// `present`, and `tabBar` and `reselect` only with a tab root.
struct PresentationRule: SpecRule {
    func check(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        for transition in spec.transitions {
            for step in transition.steps {
                switch step.value {
                case .present(_, let options):
                    checkDetents(of: options, in: transition, diagnostics: &diagnostics)
                case .push(_, let options):
                    checkPushTransition(options.transition, diagnostics: &diagnostics)
                default:
                    break
                }
            }
        }
        let tabRoot: Bool
        switch spec.root?.kind {
        case .tabs: tabRoot = true
        case .stack, .split: tabRoot = false
        case nil: return
        }
        guard !tabRoot else { return }
        let rootKind = spec.root.map(Self.describe) ?? ""
        for screen in spec.screens {
            guard let tabBar = screen.tabBar else { continue }
            diagnostics.error(
                "'tabBar' of screen '\(screen.name.value)' needs a tab root; the root is \(rootKind), "
                    + "which has no tab bar; remove 'tabBar'",
                at: tabBar.location
            )
        }
        if let reselect = spec.root?.reselect {
            diagnostics.error(
                "'reselect' needs a tab root; the root is \(rootKind), which has no tab to tap; remove 'reselect'",
                at: reselect.location
            )
        }
    }

    /// Reports `detents` on a presentation whose style is not a sheet, pointing at the style too.
    private func checkDetents(
        of options: ShowOptions,
        in transition: Transition,
        diagnostics: inout DiagnosticCollector
    ) {
        guard let detents = options.detents else { return }
        let style = transition.style(of: options)
        guard !style.takesDetents else { return }
        let styleLocation = options.style?.location ?? transition.style?.location
        diagnostics.error(
            "'detents' apply only to a 'sheet' or 'pageSheet' presentation; this one is '\(style.rawValue)'; "
                + "remove 'detents' or change the style",
            at: detents.location,
            note: styleLocation.map { Diagnostic.Note("the style is set here", at: $0) }
        )
    }

    /// Reports a presentation-only transition on a `push`.
    private func checkPushTransition(
        _ transition: Located<TransitionAnimation>?,
        diagnostics: inout DiagnosticCollector
    ) {
        guard let transition, !transition.value.appliesToPush else { return }
        diagnostics.error(
            "transition '\(transition.value.rawValue)' applies only to a 'present' step; a 'push' takes "
                + "only 'zoom'",
            at: transition.location
        )
    }

    /// The root's kind, for messages.
    private static func describe(_ root: Root) -> String {
        switch root.kind {
        case .stack: "one navigation stack"
        case .tabs: "a tab bar"
        case .split: "a split view"
        }
    }
}
