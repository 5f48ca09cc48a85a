import Foundation
import RouteCompiler
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

    init(outline: SpecOutline) {
        self.outline = outline
        navigation = NavigationController(state: Self.initialState(of: outline))
    }

    /// The state at launch: the spec's root with its root screens.
    static func initialState(of outline: SpecOutline) -> NavigationState<PreviewRoute> {
        func route(_ screen: String) -> PreviewRoute { Self.route(screen, in: outline) }
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
    func makeScreen(for route: PreviewRoute, at location: StackLocation<PreviewRoute>) -> TerminalScreen {
        let context = navigation.context(for: route, at: location)
        let screen = outline.screen(named: route.screen)
        var lines = ["\(route.screen) (placeholder)"] + route.values.map { "  " + $0 }
        if let path = screen?.path { lines.append("  link: \(path)") }
        if let lastResult {
            lines.append("")
            lines.append(lastResult)
            self.lastResult = nil
        }
        var actions = outline.transitions(from: route.screen).map { transition in
            action(for: transition, context: context)
        }
        if screen?.canGoBack == true { actions.append(TerminalAction("back()", detail: "built-in") { context.back() }) }
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

    /// The action of a transition: asks for its arguments, then applies its steps.
    private func action(
        for transition: SpecOutline.Transition,
        context: NavigatorContext<PreviewRoute>
    ) -> TerminalAction {
        let detail = transition.steps.map(Self.describe).joined(separator: ", ")
        let label = transition.name + "(" + transition.arguments.map { $0.name + ":" }.joined() + ")"
        let run: @MainActor ([String: String]) -> String? = { [self] values in
            for argument in transition.arguments {
                if let problem = PreviewValue.problem(with: values[argument.name] ?? "", for: argument),
                    values[argument.name] != nil
                {
                    return problem
                }
            }
            let steps = transition.steps.map { step(for: $0, values: values, fullScreen: transition.isFullScreen) }
            let presentsResult = transition.steps.reversed().compactMap { step -> String? in
                if case .present(let screen) = step { screen } else { nil }
            }.first.flatMap { outline.screen(named: $0)?.result != nil ? $0 : nil }
            if let presented = presentsResult {
                context.perform(steps, animated: transition.animated, resultType: String.self) { [weak self] value in
                    self?.lastResult = "\(presented) finished with: \(value ?? "nothing (dismissed)")"
                }
            } else {
                context.perform(steps, animated: transition.animated)
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

    private func step(
        for step: SpecOutline.Step,
        values: [String: String],
        fullScreen: Bool
    ) -> NavigationStep<PreviewRoute> {
        switch step {
        case .push(let screen): .push(route(screen, values: values))
        case .present(let screen): .present(route(screen, values: values), style: fullScreen ? .fullScreen : .sheet)
        case .replace(let screen): .replace(route(screen, values: values))
        case .showDetail(let screen): .showDetail(route(screen, values: values))
        case .selectTab(let tab): .selectTab(tab)
        case .popTo(let screen): .popTo(screen)
        case .pop: .pop
        case .popToRoot: .popToRoot
        case .dismiss: .dismiss
        }
    }

    private static func describe(_ step: SpecOutline.Step) -> String {
        switch step {
        case .push(let screen): "push \(screen)"
        case .present(let screen): "present \(screen)"
        case .replace(let screen): "replace \(screen)"
        case .showDetail(let screen): "detail \(screen)"
        case .selectTab(let tab): "tab \(tab)"
        case .popTo(let screen): "popTo \(screen)"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .dismiss: "dismiss"
        }
    }
}
