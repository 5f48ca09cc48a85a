import Foundation
import RouteCompiler
import RouteCompilerFrontEnds
// The preview moves as generated navigators do, through RouteKit's generated-code API.
@_spi(Generated) import RouteKit
import RouteKitTerminal

/// Any spec as a terminal app: placeholder screens whose actions are the spec's transitions,
/// asking for the typed params of the screens they show.
@MainActor
final class PreviewApp {
    let outline: SpecOutline
    let navigation: NavigationController<PreviewRoute>
    /// What the last presented screen finished with, shown on the next screen.
    private var lastResult: String?
    /// Asks before a `leave: confirm` screen is left: the terminal session shows its questions.
    let prompt = TerminalPrompt()
    /// Answers the spec's gates as the preview plays the app (see ``PreviewGatekeeper``).
    let gatekeeper: PreviewGatekeeper

    /// Creates the preview at the spec's initial state; `rootValues` holds the root screens' required params
    /// as text, by argument label (see ``SpecOutline/rootParams``).
    ///
    /// With gates, every gate starts closed, so a move to a gated screen shows the gate's flow first.
    init(outline: SpecOutline, rootValues: [String: String] = [:]) {
        self.outline = outline
        PreviewAnalyticsNames.shared.set(
            Dictionary(outline.screens.map { ($0.name, $0.analyticsName) }) { first, _ in first }
        )
        let gatekeeper = PreviewGatekeeper()
        self.gatekeeper = gatekeeper
        let state = Self.initialState(of: outline, rootValues: rootValues)
        guard !outline.gates.isEmpty else {
            navigation = NavigationController(state: state)
            return
        }
        let gates = outline.gates
        navigation = NavigationController(
            state: state,
            gatesRequiredBy: { screen in outline.screen(named: screen)?.requires ?? [] },
            rootGates: outline.rootRequires,
            flow: { name in
                let gate = gates.first { $0.name == name }
                let route = Self.route(gate?.flow ?? name, in: outline)
                return switch gate?.style {
                case .sheet?, nil: (route, .sheet)
                case .fullScreen?: (route, .fullScreen)
                case .root?: (route, nil)
                }
            },
            isOpen: { gatekeeper.isOpen($0) }
        )
        gatekeeper.navigation = navigation
        gatekeeper.flows = Dictionary(gates.map { ($0.name, $0.flow) }) { first, _ in first }
    }

    /// The state at launch: the spec's root with its root screens, built with the given root params.
    static func initialState(
        of outline: SpecOutline,
        rootValues: [String: String] = [:]
    ) -> NavigationState<PreviewRoute> {
        func route(_ screen: String) -> PreviewRoute {
            var values: [String: String] = [:]
            for param in outline.rootParams where param.screen == screen {
                values[param.value.name] = rootValues[param.label]
            }
            return Self.route(screen, values: values, in: outline)
        }
        return switch outline.root {
        case .stack(let screen):
            NavigationState(stack: route(screen))
        case .tabs(let tabs, let selected):
            NavigationState(tabs: tabs.map { ($0.id, route($0.screen)) }, selected: selected)
        case .split(let primary, let secondary):
            NavigationState(split: route(primary), secondary: secondary.map(route))
        }
    }

    /// The title of a tab.
    func tabTitle(_ id: String) -> String {
        if case .tabs(let tabs, _) = outline.root { tabs.first { $0.id == id }?.title ?? id } else { id }
    }

    /// The route of a screen with param values by name; params without one take their default.
    func route(_ name: String, values: [String: String] = [:]) -> PreviewRoute {
        Self.route(name, values: values, in: outline)
    }

    /// The route of a screen of `outline` with param values by name.
    static func route(_ name: String, values: [String: String] = [:], in outline: SpecOutline) -> PreviewRoute {
        guard let screen = outline.screen(named: name) else {
            return PreviewRoute(screen: name, values: [], title: name, navigationBar: .visible, toolbar: .hidden)
        }
        var shown: [String: String] = [:]
        for param in screen.params {
            shown[param.name] = PreviewValue.display(values[param.name] ?? param.defaultText, for: param)
        }
        let title = screen.title.map { $0.isParam ? shown[$0.text] ?? "" : $0.text }.joined()
        return PreviewRoute(
            screen: name,
            values: screen.params.map { "\($0.name): \(shown[$0.name] ?? "nil")" },
            title: title,
            navigationBar: screen.hidesNavigationBar ? .hidden : .visible,
            toolbar: screen.showsToolbar ? .visible : .hidden
        )
    }

    /// The placeholder screen of a route: its params, and an action per move its navigator offers.
    func makeScreen(for route: PreviewRoute, at location: NavigationState<PreviewRoute>.StackLocation) -> TerminalScreen
    {
        let context = navigation.context(for: route, at: location)
        let screen = outline.screen(named: route.screen)
        var lines = ["\(route.screen) (placeholder)"] + route.values.map { "  " + $0 }
        if screen?.confirmsLeaving == true {
            // As an app's editor with unsaved work would: every change that leaves the screen asks first.
            lines.append("  leave: confirm")
            context.confirmLeaving { [prompt] in await prompt.confirm("Leave \(route.screen)?") }
        }
        if let path = screen?.path { lines.append("  link: \(path)") }
        if let required = screen?.requires, !required.isEmpty {
            lines.append("  requires: " + required.joined(separator: ", "))
        }
        for gate in outline.gates where gate.flowStack.contains(route.screen) {
            lines.append("  flow of gate: \(gate.name)")
        }
        // As an app's screen would: every key it accepts has a handler, which shows what arrived. A value that
        // came before the screen was made arrives as the handler is registered.
        for key in screen?.accepts ?? [] {
            lines.append("  accepts: \(key)")
            context.onDelivery(of: key, as: String.self) { [weak self] value in
                self?.lastResult = "delivered \(key) to \(route.screen): \(value)"
            }
        }
        if let lastResult {
            lines.append("")
            lines.append(lastResult)
            self.lastResult = nil
        }
        var actions = outline.transitions(from: route.screen).map { transition in
            action(for: transition, context: context)
        }
        if screen?.canGoBack == true { actions.append(TerminalAction("back()", detail: "built-in") { context.back() }) }
        actions += gateActions(for: route, context: context)
        if screen?.isPresented == true {
            actions.append(TerminalAction("dismiss()", detail: "built-in") { context.dismiss() })
            if let result = screen?.result {
                let field = TerminalField(name: "result", prompt: "result (\(result.type))")
                actions.append(
                    TerminalAction("finish(_:)", detail: "built-in", fields: [field]) { values in
                        let text = values["result"] ?? ""
                        if let problem = PreviewValue.problem(with: text, for: result) { return problem }
                        context.finish(text)
                        return nil
                    }
                )
            }
        }
        return TerminalScreen(lines: lines, actions: actions)
    }

    /// The built-in moves of a gate flow's screens: `passGate()`, which plays the app opening the gate (a
    /// sign-in that succeeded) and passes it, and `dismiss()` on a presented flow screen, which cancels.
    private func gateActions(for route: PreviewRoute, context: NavigatorContext<PreviewRoute>) -> [TerminalAction] {
        let gates = outline.gates.filter { $0.flowStack.contains(route.screen) }
        guard !gates.isEmpty else { return [] }
        var actions = [
            TerminalAction("passGate()", detail: "built-in") { [gatekeeper] in
                gatekeeper.openFlowInFront()
                context.passGate()
            }
        ]
        let isPresentedFlow = gates.contains { $0.flow == route.screen && $0.style != .root }
        if isPresentedFlow, outline.screen(named: route.screen)?.isPresented != true {
            actions.append(TerminalAction("dismiss()", detail: "built-in") { context.dismiss() })
        }
        return actions
    }

    /// The action of a transition: asks for its arguments, then applies its steps.
    private func action(
        for transition: SpecOutline.Transition,
        context: NavigatorContext<PreviewRoute>
    ) -> TerminalAction {
        let detail =
            transition.steps.map(Self.describe).joined(separator: ", ")
            + (transition.delivery.map { " deliver \($0.key)" } ?? "")
        let label = transition.name + "(" + transition.arguments.map { $0.name + ":" }.joined() + ")"
        let run: @MainActor ([String: String]) -> String? = { [self] values in
            for argument in transition.arguments {
                if let problem = PreviewValue.problem(with: values[argument.name] ?? "", for: argument),
                    values[argument.name] != nil
                {
                    return problem
                }
            }
            let steps = transition.steps.map { step(for: $0, values: values) }
            let presentsResult = transition.steps.reversed().compactMap { step -> String? in
                if case .present(let screen, _, _, _, _) = step { screen } else { nil }
            }.first.flatMap { outline.screen(named: $0)?.result != nil ? $0 : nil }
            if let delivery = transition.delivery {
                context.perform(
                    steps,
                    animated: transition.animated,
                    delivering: values[delivery.key] ?? "",
                    key: delivery.key,
                    atStep: delivery.step,
                    name: transition.name
                )
            } else if let presented = presentsResult {
                context.perform(
                    steps,
                    animated: transition.animated,
                    resultType: String.self,
                    onResult: { [weak self] value in
                        self?.lastResult = "\(presented) finished with: \(value ?? "nothing (dismissed)")"
                    },
                    name: transition.name
                )
            } else {
                // The transition's spec name is the cause of its change, as a generated method's is.
                context.perform(steps, animated: transition.animated, name: transition.name)
            }
            return nil
        }
        guard !transition.arguments.isEmpty else { return TerminalAction(label, detail: detail) { _ = run([:]) } }
        let fields = transition.arguments.map { argument in
            TerminalField(
                name: argument.name,
                prompt: "\(argument.name) (\(argument.type))",
                defaultValue: argument.defaultText ?? (argument.isOptional || argument.hasDefault ? "nil" : nil)
            )
        }
        return TerminalAction(label, detail: detail, fields: fields, handler: run)
    }

    /// A step as RouteKit applies it; the values a step's `with` binds win over the typed ones.
    private func step(for step: SpecOutline.Step, values: [String: String]) -> NavigationStep<PreviewRoute> {
        func bound(_ fixed: [String: String]) -> [String: String] { values.merging(fixed) { _, fixed in fixed } }
        switch step {
        case .push(let screen, let fixed, let singleTop, let zoom):
            let route = route(screen, values: bound(fixed))
            return singleTop ? .pushSingleTop(route, zoom: zoom) : .push(route, zoom: zoom)
        case .present(let screen, let fixed, let style, let detents, let transition):
            return .present(
                route(screen, values: bound(fixed)),
                style: Presentation<PreviewRoute>.Style(rawValue: style) ?? .sheet,
                detents: detents.compactMap(Presentation<PreviewRoute>.Detent.init(rawValue:)),
                transition: Presentation<PreviewRoute>.Transition(rawValue: transition) ?? .coverVertical
            )
        case .replace(let screen, let fixed): return .replace(route(screen, values: bound(fixed)))
        case .showDetail(let screen, let fixed): return .showDetail(route(screen, values: bound(fixed)))
        case .selectTab(let tab): return .selectTab(tab)
        case .popTo(let screen, let inclusive, let skipIfMissing):
            return inclusive || skipIfMissing
                ? .popUpTo(screen, inclusive: inclusive, ifMissing: skipIfMissing ? .skip : .fail) : .popTo(screen)
        case .pop: return .pop
        case .popToRoot: return .popToRoot
        case .dismiss: return .dismiss
        case .dismissAll: return .dismissAll
        }
    }

    private static func describe(_ step: SpecOutline.Step) -> String {
        func with(_ fixed: [String: String]) -> String {
            fixed.isEmpty
                ? ""
                : " with " + fixed.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        }
        switch step {
        case .push(let screen, let fixed, let singleTop, let zoom):
            return "push \(screen)\(singleTop ? " singleTop" : "")\(zoom ? " zoom" : "")" + with(fixed)
        case .present(let screen, let fixed, let style, _, _):
            return "present \(screen)\(style == "sheet" ? "" : " " + style)" + with(fixed)
        case .replace(let screen, let fixed): return "replace \(screen)" + with(fixed)
        case .showDetail(let screen, let fixed): return "detail \(screen)" + with(fixed)
        case .selectTab(let tab): return "tab \(tab)"
        case .popTo(let screen, let inclusive, let skipIfMissing):
            return "popTo \(screen)\(inclusive ? " inclusive" : "")\(skipIfMissing ? " ifMissing skip" : "")"
        case .pop: return "pop"
        case .popToRoot: return "popToRoot"
        case .dismiss: return "dismiss"
        case .dismissAll: return "dismissAll"
        }
    }
}
