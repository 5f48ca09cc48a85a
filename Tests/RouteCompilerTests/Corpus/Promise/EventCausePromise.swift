import Foundation

@testable import RouteCompiler

/// The promise about events a product team counts: every event names one cause, the one its step made
/// (a transition, the user, a link's pattern, a restore, a gate), and `screenShown`, with the visible
/// screen's stable name, ends every change whose visible screen differs.
extension NavigationPromisePropertyTests {
    /// What is wrong with the causes and `screenShown` events of one step's output, given its command and
    /// the state before it; empty when nothing is.
    static func eventProblems(
        _ output: [String: Any],
        command: [String],
        from before: ModelState,
        model: SpecNavigationModel
    ) -> [String] {
        let events = output["events"] as? [[Any]] ?? []
        let causes = output["causes"] as? [String] ?? []
        guard causes.count == events.count else {
            return ["\(events.count) events with \(causes.count) causes: \(causes)"]
        }
        var problems: [String] = []
        let kinds = ["transition ", "user ", "deepLink /", "restore", "gate "]
        for cause in causes where !kinds.contains(where: cause.hasPrefix) {
            problems.append("the cause '\(cause)' is none of a transition, the user, a link, a restore or a gate")
        }
        // A late answer applies a change that an earlier step asked for; every other step makes one change.
        guard command[0] != "answer", let cause = causes.first else { return problems }
        if Set(causes).count != 1 { problems.append("one step's events have several causes: \(causes)") }
        let expected: String? =
            switch command[0] {
            case "call": "transition "
            case "hostPop": "user back"
            case "hostDismiss": "user dismissal"
            case "hostTab": "user tab"
            case "link", "open": "deepLink /"
            case "restore": "restore"
            case "pass": "gate "
            default: nil
            }
        if let expected, !cause.hasPrefix(expected) {
            problems.append("the step \(command[0]) reports the cause '\(cause)', not '\(expected)…'")
        }
        if cause.hasPrefix("deepLink "),
            !model.spec.screens.contains(where: { screen in
                screen.paths.contains { "deepLink " + $0.value.text == cause }
            })
        {
            problems.append("the cause '\(cause)' is not one of the spec's patterns")
        }
        let shown = events.filter { $0.first as? String == "screenShown" }
        if shown.count > 1 { problems.append("one change reports \(shown.count) screenShown events") }
        guard let after = ModelState(json: output, spec: model.spec) else { return problems }
        let screen = after.routes(at: after.visibleLocation)?.last?.screen ?? ""
        if visibleScreen(of: before) != visibleScreen(of: after) {
            let name = model.spec.screen(named: screen)?.analyticsName?.value ?? screen
            if events.last?.first as? String != "screenShown" || events.last?[1] as? String != name {
                problems.append(
                    "the visible screen became \(screen), but the events do not end with screenShown \(name)"
                )
            }
        }
        return problems
    }

    /// The visible screen of a state: its stack, its depth there and its route.
    static func visibleScreen(of state: ModelState) -> String {
        let location = state.visibleLocation
        let routes = state.routes(at: location) ?? []
        return "\(location) \(routes.count) \(routes.last.map { "\($0)" } ?? "")"
    }
}
