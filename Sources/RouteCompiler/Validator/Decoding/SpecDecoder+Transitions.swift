/// Decoding of `transitions` and their steps.
extension SpecDecoder {
    /// The step keywords that a shorthand transition may use as a key.
    static let shorthandKeywords: [StepKeyword] = StepKeyword.allCases.filter(\.takesArgument)
    /// The other keys of a transition.
    static let transitionKeys = ["from", "steps", "exit", "style", "animated", "doc"]
    /// Every step keyword, for messages.
    static let stepKeywords = StepKeyword.allCases.map(\.rawValue)
    /// The step keywords that take no screen, which cannot be shorthand keys.
    static let argumentlessKeywords = StepKeyword.allCases.filter { !$0.takesArgument }.map(\.rawValue)
    /// Every key a transition's mapping may have (an argumentless keyword is reported on its own).
    static let allowedTransitionKeys = transitionKeys + shorthandKeywords.map(\.rawValue) + argumentlessKeywords

    static func decodeTransitions(_ node: YAMLNode, diagnostics: inout DiagnosticCollector) -> [Transition] {
        decodeNamedEntries(
            of: node,
            what: "'transitions'",
            example: "transitions: { showBooks: { from: authors, push: books } }",
            diagnostics: &diagnostics
        ) { name, value, diagnostics in
            decodeTransition(named: name, value, diagnostics: &diagnostics)
        }
    }

    private static func decodeTransition(
        named name: Located<String>,
        _ node: YAMLNode,
        diagnostics: inout DiagnosticCollector
    ) -> Transition? {
        let context = MappingContext.transition(name.value)
        let argumentless = argumentlessKeywords
        guard
            let reader = MappingReader(
                node,
                context: context,
                allowedKeys: allowedTransitionKeys,
                diagnostics: &diagnostics
            )
        else { return nil }

        let sources = reader.required(
            "from",
            hint: "add 'from: <screen>', a list of screens, or \"*\" for every screen",
            diagnostics: &diagnostics
        ).flatMap { decodeSources($0, diagnostics: &diagnostics) }

        for keyword in argumentless {
            if let key = reader.keyNode(keyword) {
                diagnostics.error(
                    "'\(keyword)' takes no screen, so it cannot be a shorthand step",
                    at: key.location,
                    fixIt: Diagnostic.FixIt(replacement: "steps: [\(keyword)]", message: "write 'steps: [\(keyword)]'")
                )
            }
        }

        var steps: [Located<Step>] = []
        var exit = reader["exit"].flatMap { $0.string("the exit of \(context)", diagnostics: &diagnostics) }
        let shorthands = shorthandKeywords.filter { reader.contains($0.rawValue) }
        if let stepsNode = reader["steps"] {
            if let extra = shorthands.first, let key = reader.keyNode(extra.rawValue) {
                diagnostics.error(
                    "\(context) has both 'steps' and '\(extra.rawValue)'; move '\(extra.rawValue)' into 'steps'",
                    at: key.location
                )
            }
            steps = decodeSteps(stepsNode, exit: &exit, diagnostics: &diagnostics)
        } else if shorthands.count > 1, let key = reader.keyNode(shorthands[1].rawValue) {
            let names = shorthands.map(\.rawValue)
            diagnostics.error(
                "\(context) has \(MappingReader.list(names)); a shorthand "
                    + "transition has exactly one step, use 'steps:' for more",
                at: key.location
            )
        } else if let keyword = shorthands.first, let value = reader[keyword.rawValue] {
            steps = decodeArgumentStep(keyword, value, diagnostics: &diagnostics).map { [$0] } ?? []
        } else if !argumentless.contains(where: reader.contains), exit == nil {
            diagnostics.error(
                "\(context) has no step; add one of "
                    + "\(MappingReader.list(shorthandKeywords.map(\.rawValue), conjunction: "or")), or 'steps:'",
                at: name.location
            )
        }

        let style = reader["style"]?.word("'style'", as: PresentationStyle.self, diagnostics: &diagnostics)
        let animated = reader["animated"]?.bool("'animated'", diagnostics: &diagnostics) ?? true
        let doc = reader["doc"]?.text("the doc of \(context)", diagnostics: &diagnostics)?.value
        guard let sources else { return nil }
        var transition = Transition(
            name: name,
            sources: sources,
            steps: steps,
            style: style,
            animated: animated,
            doc: doc
        )
        transition.exit = exit
        return transition
    }

    private static func decodeSources(_ node: YAMLNode, diagnostics: inout DiagnosticCollector) -> Transition.Sources? {
        if let items = node.sequence {
            if items.isEmpty {
                diagnostics.error(
                    "'from' is an empty list; name at least one screen, or \"*\" for every screen",
                    at: node.location
                )
            }
            return .screens(items.compactMap { $0.string("a screen in 'from'", diagnostics: &diagnostics) })
        }
        guard let screen = node.string("'from'", diagnostics: &diagnostics) else { return nil }
        return screen.value == "*" ? .all(screen.location) : .screens([screen])
    }

    /// Decodes a list of steps that has no `exit` (a binding's).
    static func decodeSteps(_ node: YAMLNode, diagnostics: inout DiagnosticCollector) -> [Located<Step>] {
        var exit: Located<String>?
        return decodeSteps(node, exit: &exit, diagnostics: &diagnostics)
    }

    /// Decodes a list of steps; an `exit` among them (the last step) goes to `exit`.
    private static func decodeSteps(
        _ node: YAMLNode,
        exit: inout Located<String>?,
        diagnostics: inout DiagnosticCollector
    ) -> [Located<Step>] {
        guard let items = node.sequence else {
            diagnostics.error(
                "'steps' must be a list of steps, as in 'steps: "
                    + "[popToRoot, { push: home }]'; found \(node.kindDescription)",
                at: node.location
            )
            return []
        }
        if items.isEmpty {
            diagnostics.error("'steps' is empty; a transition needs at least one step", at: node.location)
        }
        var steps: [Located<Step>] = []
        for item in items {
            if let name = decodeExitStep(item, diagnostics: &diagnostics) {
                if let earlier = exit {
                    diagnostics.error(
                        "a transition leaves its feature through one exit; remove this 'exit'",
                        at: name.location,
                        note: Diagnostic.Note("the exit '\(earlier.value)' is here", at: earlier.location)
                    )
                } else {
                    exit = name
                }
                continue
            }
            guard let step = decodeStep(item, diagnostics: &diagnostics) else { continue }
            if let exit {
                diagnostics.error(
                    "a step after 'exit' would move the app's screens, which the feature does not know: "
                        + "make 'exit' the last step, or move this step into the app's binding",
                    at: step.location,
                    note: Diagnostic.Note("the transition leaves the feature here", at: exit.location)
                )
            }
            steps.append(step)
        }
        return steps
    }

    static func decodeStep(_ node: YAMLNode, diagnostics: inout DiagnosticCollector) -> Located<Step>? {
        let keywords = stepKeywords
        if let word = node.scalar?.text {
            guard let keyword = StepKeyword(rawValue: word) else {
                diagnostics.error(
                    "unknown step '\(word)'; a step is one of \(MappingReader.list(keywords, conjunction: "or"))",
                    at: node.location,
                    fixIt: EditDistance.closest(to: word, in: keywords).map(Diagnostic.FixIt.didYouMean)
                )
                return nil
            }
            switch keyword {
            case .pop: return Located(.pop, at: node.location)
            case .popToRoot: return Located(.popToRoot, at: node.location)
            case .dismiss: return Located(.dismiss, at: node.location)
            case .dismissAll: return Located(.dismissAll, at: node.location)
            case .push, .present, .replace, .showDetail, .selectTab, .popTo:
                let target = keyword == .selectTab ? "tab" : "screen"
                diagnostics.error(
                    "step '\(word)' needs a \(target); write '\(word): <\(target)>'",
                    at: node.location
                )
                return nil
            }
        }
        guard let entries = node.mapping, entries.count == 1, let word = entries[0].key.scalar?.text else {
            diagnostics.error(
                "a step must be a word such as 'pop' or a single 'keyword: "
                    + "target' pair such as 'push: home'; found \(node.kindDescription)",
                at: node.location
            )
            return nil
        }
        guard let keyword = StepKeyword(rawValue: word) else {
            diagnostics.error(
                "unknown step '\(word)'; a step is one of \(MappingReader.list(keywords, conjunction: "or"))",
                at: entries[0].key.location,
                fixIt: EditDistance.closest(to: word, in: keywords).map(Diagnostic.FixIt.didYouMean)
            )
            return nil
        }
        guard keyword.takesArgument else {
            diagnostics.error("step '\(word)' takes no argument; write '- \(word)'", at: entries[0].key.location)
            return nil
        }
        return decodeArgumentStep(keyword, entries[0].value, diagnostics: &diagnostics)
    }

    private static func decodeArgumentStep(
        _ keyword: StepKeyword,
        _ node: YAMLNode,
        diagnostics: inout DiagnosticCollector
    ) -> Located<Step>? {
        if node.mapping != nil, !keyword.longFormKeys.isEmpty {
            return decodeLongFormStep(keyword, node, diagnostics: &diagnostics)
        }
        guard
            let target = node.string(
                keyword == .selectTab ? "the tab of '\(keyword.rawValue)'" : "the screen of '\(keyword.rawValue)'",
                diagnostics: &diagnostics
            )
        else { return nil }
        return Located(step(keyword, target, show: .none, popTo: .none), at: node.location)
    }

    /// The step for a keyword, its target and its long-form options.
    private static func step(
        _ keyword: StepKeyword,
        _ target: Located<String>,
        show: ShowOptions,
        popTo: PopToOptions
    ) -> Step {
        switch keyword {
        case .push: .push(target, show)
        case .present: .present(target, show)
        case .replace: .replace(target, show)
        case .showDetail: .showDetail(target, show)
        case .selectTab: .selectTab(target)
        case .popTo: .popTo(target, popTo)
        case .pop: .pop
        case .popToRoot: .popToRoot
        case .dismiss: .dismiss
        case .dismissAll: .dismissAll
        }
    }

    /// Reads a step's long form: `popTo: { screen: home, inclusive: true, ifMissing: skip }`,
    /// `push: { screen: detail, singleTop: true, with: { source: schedule } }`.
    private static func decodeLongFormStep(
        _ keyword: StepKeyword,
        _ node: YAMLNode,
        diagnostics: inout DiagnosticCollector
    ) -> Located<Step>? {
        let word = keyword.rawValue
        let everyLongFormKey = [
            "screen", "inclusive", "ifMissing", "deliver", "singleTop", "style", "detents", "transition", "with",
        ]
        guard
            let reader = MappingReader(
                node,
                context: .step(word),
                allowedKeys: everyLongFormKey,
                diagnostics: &diagnostics
            )
        else { return nil }
        for key in everyLongFormKey where !keyword.longFormKeys.contains(key) {
            guard let keyNode = reader.keyNode(key) else { continue }
            let owners = StepKeyword.allCases.filter { $0.longFormKeys.contains(key) }.map(\.rawValue)
            diagnostics.error(
                "'\(key)' does not apply to a '\(word)' step; it is a key of "
                    + "\(MappingReader.list(owners, conjunction: "or")); remove it",
                at: keyNode.location,
                note: Diagnostic.Note("the keys of a '\(word)' step are \(MappingReader.list(keyword.longFormKeys))")
            )
        }
        let target = reader.required(
            "screen",
            hint: "add 'screen: <screen>', as in '\(word): { screen: home }'",
            diagnostics: &diagnostics
        )?.string("the screen of '\(word)'", diagnostics: &diagnostics)

        var show = ShowOptions.none
        var popTo = PopToOptions.none
        if keyword.longFormKeys.contains("singleTop") {
            show.singleTop = reader["singleTop"]?.bool("'singleTop'", diagnostics: &diagnostics) ?? false
        }
        if keyword.longFormKeys.contains("style") {
            show.style = reader["style"]?.word("'style'", as: PresentationStyle.self, diagnostics: &diagnostics)
        }
        if keyword.longFormKeys.contains("detents"), let detents = reader["detents"] {
            show.detents = decodeDetents(detents, diagnostics: &diagnostics)
        }
        if keyword.longFormKeys.contains("transition") {
            show.transition = reader["transition"]?.word(
                "'transition'",
                as: TransitionAnimation.self,
                diagnostics: &diagnostics
            )
        }
        if keyword.longFormKeys.contains("with"), let with = reader["with"] {
            show.bindings = decodeBindings(with, step: word, diagnostics: &diagnostics)
        }
        if keyword.longFormKeys.contains("inclusive") {
            popTo.inclusive = reader["inclusive"]?.bool("'inclusive'", diagnostics: &diagnostics) ?? false
        }
        if keyword.longFormKeys.contains("ifMissing") {
            popTo.ifMissing =
                reader["ifMissing"]?.word("'ifMissing'", as: IfMissing.self, diagnostics: &diagnostics)?.value ?? .fail
        }
        if keyword.longFormKeys.contains("deliver"), let deliver = reader["deliver"] {
            popTo.deliver = decodeDeliver(deliver, diagnostics: &diagnostics)
        }
        guard let target else { return nil }
        return Located(step(keyword, target, show: show, popTo: popTo), at: target.location)
    }

    /// Reads `with: { param: value, … }`: the values are checked against the params' types in validation.
    private static func decodeBindings(
        _ node: YAMLNode,
        step: String,
        diagnostics: inout DiagnosticCollector
    ) -> [ParamBinding] {
        guard node.mapping != nil else {
            diagnostics.error(
                "'with' of the '\(step)' step must be a mapping from param names to "
                    + "values, as in 'with: { source: schedule }'; found \(node.kindDescription)",
                at: node.location
            )
            return []
        }
        return decodeNamedEntries(
            of: node,
            what: "'with' of the '\(step)' step",
            example: "with: { source: schedule }",
            diagnostics: &diagnostics
        ) { name, value, _ in
            ParamBinding(name: name, value: value)
        }
    }
}
