import RouteCompiler

/// A validated spec in plain public values: what `routegen preview` needs to walk its flows
/// without generated code.
public struct SpecOutline: Sendable {
    /// The app's root container.
    public enum Root: Sendable {
        /// One navigation stack with this root screen.
        case stack(String)
        /// Tabs (id, title, root screen) and the initially selected tab's id.
        case tabs([(id: String, title: String, screen: String)], selected: String)
        /// A split view's primary screen and optional secondary screen.
        case split(primary: String, secondary: String?)
    }

    /// A parameter of a screen, or a result.
    public struct Value: Sendable {
        /// The param's name.
        public var name: String
        /// The type as written (`Int?`, `[String]`).
        public var type: String
        /// The type without optionals, for reading text (`Int` for `Int?`).
        public var baseType: String
        /// Whether the type is optional.
        public var isOptional: Bool
        /// The default as text, if any (`nil` for a `null` default).
        public var defaultText: String?
        /// Whether the param has a default (possibly `null`).
        public var hasDefault: Bool
    }

    /// A screen.
    public struct Screen: Sendable {
        /// The screen's name, as the spec writes it.
        public var name: String
        /// The title's parts: literal text, or a param name to interpolate.
        public var title: [(text: String, isParam: Bool)]
        /// The screen's params, in the order the spec declares them.
        public var params: [Value]
        /// The result type, when the screen finishes with a value.
        public var result: Value?
        /// The screen's deep-link path pattern, such as `/authors/{author}`; `nil` without one.
        public var path: String?
        /// Whether the screen hides the navigation bar.
        public var hidesNavigationBar: Bool
        /// Whether the screen shows the toolbar.
        public var showsToolbar: Bool
        /// Whether the navigator has `back()`.
        public var canGoBack: Bool
        /// Whether the navigator has `dismiss()` (and `finish(_:)` with a result).
        public var isPresented: Bool
        /// Whether the screen says `leave: confirm`: its navigator has `confirmLeaving(_:)`.
        public var confirmsLeaving = false
        /// The gates the screen requires (`requires:`), in the spec's order.
        public var requires: [String] = []
        /// The keys of the screen's `accepts`: values that moves popping back to it hand it.
        public var accepts: [String] = []
        /// The screen's stable name in analytics events: its `analyticsName`, else its name.
        public var analyticsName = ""
    }

    /// A gate: the screen that opens it, how that flow shows, and the flow's stack.
    public struct Gate: Sendable {
        /// The gate's name.
        public var name: String
        /// The flow screen, shown while a move waits for the gate.
        public var flow: String
        /// How the flow shows: over what is shown, or alone as the root.
        public var style: GateStyle
        /// The flow screen and every screen pushed over it, whose navigators pass the gate.
        public var flowStack: [String]
    }

    /// How a gate's flow shows.
    public enum GateStyle: Sendable {
        case sheet, fullScreen, root
    }

    /// A step of a transition.
    ///
    /// `bound` holds the values that the step's `with` fixes, as text by param name: the preview asks only for
    /// the others.
    public enum Step: Sendable {
        case push(String, bound: [String: String], singleTop: Bool, zoom: Bool)
        /// `style`, `detents` and `transition` are the spec's words (`overFullScreen`, `medium`, `zoom`).
        case present(String, bound: [String: String], style: String, detents: [String], transition: String)
        case replace(String, bound: [String: String])
        case showDetail(String, bound: [String: String])
        case selectTab(String)
        case popTo(String, inclusive: Bool, skipIfMissing: Bool)
        case pop, popToRoot, dismiss, dismissAll
    }

    /// A transition.
    public struct Transition: Sendable {
        /// The transition's name, which is also its navigator method's.
        public var name: String
        /// The screens it starts from; `nil` for every screen.
        public var sources: [String]?
        /// The steps, in the order they run.
        public var steps: [Step]
        /// Whether `present` steps use a full-screen cover rather than a sheet.
        public var isFullScreen: Bool
        /// Whether the steps animate.
        public var animated: Bool
        /// The method's arguments, in order: the delivered value first, when a `popTo` delivers one.
        public var arguments: [Value]
        /// The value that a `popTo` step hands down (`deliver:`), when one does.
        public var delivery: Delivery? = nil
    }

    /// A value that a transition's `popTo` step hands to the screen it returns to.
    public struct Delivery: Sendable {
        /// The key of the receiving screen's `accepts`, also the argument's name.
        public var key: String
        /// The receiving screen.
        public var screen: String
        /// The index of the `popTo` step among the transition's steps.
        public var step: Int
    }

    /// A required param of a root screen: the preview asks for its value at launch.
    public struct RootParam: Sendable {
        /// The root screen.
        public var screen: String
        /// The argument label of `NavigationState.initial(…)`: the param's name, or the screen's name and
        /// the param's when root screens share the name.
        public var label: String
        /// The param.
        public var value: Value
    }

    /// The spec's name, which prefixes its generated types.
    public var name: String
    /// The app's root container.
    public var root: Root
    /// The screens, in document order.
    public var screens: [Screen]
    /// The transitions, in document order.
    public var transitions: [Transition]
    /// The root screens' required params, in the order `NavigationState.initial(…)` takes them.
    public var rootParams: [RootParam] = []
    /// The gates, in the spec's order.
    public var gates: [Gate] = []
    /// The gates the root requires.
    public var rootRequires: [String] = []

    /// The screen with this name.
    public func screen(named name: String) -> Screen? { screens.first { $0.name == name } }

    /// The transitions offered from a screen, in document order.
    public func transitions(from screen: String) -> [Transition] {
        transitions.filter { $0.sources?.contains(screen) ?? true }
    }
}

extension GeneratorPipeline {
    /// The outline of a spec, with its diagnostics; `nil` when the spec has errors.
    public static func outline(of bytes: [UInt8]) -> (outline: SpecOutline?, diagnostics: [Diagnostic]) {
        outline(of: SpecSource(bytes))
    }

    /// The outline of a spec and the files it includes, with its diagnostics; `nil` when it has errors.
    public static func outline(of source: SpecSource) -> (outline: SpecOutline?, diagnostics: [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        guard let spec = parseAndValidate(source, diagnostics: &diagnostics), !diagnostics.hasErrors,
            let name = spec.name?.value, let root = spec.root
        else { return (nil, diagnostics.sorted) }
        let builtIns = BuiltInMoves(spec: spec)
        let outlineRoot: SpecOutline.Root =
            switch root.kind {
            case .stack(let screen): .stack(screen.value)
            case .tabs(let tabBar):
                .tabs(
                    tabBar.tabs.map { (id: $0.id.value, title: $0.title.value, screen: $0.screen.value) },
                    selected: tabBar.selected?.value ?? tabBar.tabs.first?.id.value ?? ""
                )
            case .split(let split): .split(primary: split.primary.value, secondary: split.secondary?.value)
            }
        let screens = spec.screens.enumerated().map { place, screen in
            SpecOutline.Screen(
                name: screen.name.value,
                title: (screen.title?.value.segments ?? [.text(RouteTranslator.defaultTitle(for: screen.name.value))])
                    .map {
                        switch $0 {
                        case .text(let text): (text, false)
                        case .param(let name): (name, true)
                        }
                    },
                params: screen.params.map(value),
                result: screen.result.map {
                    value(name: "result", type: $0.value, defaultValue: nil, declaresDefault: false)
                },
                path: screen.path?.value.text,
                hidesNavigationBar: screen.navigationBar == .hidden,
                showsToolbar: screen.toolbar == .visible,
                canGoBack: builtIns.canGoBack(screenAt: place),
                isPresented: builtIns.isPresented(screenAt: place),
                confirmsLeaving: screen.confirmsLeaving,
                requires: screen.requires.map(\.value),
                accepts: screen.accepts.map(\.name.value),
                analyticsName: screen.analyticsName?.value ?? screen.name.value
            )
        }
        let transitions = spec.transitions.map { transition in
            let sources: [String]? =
                switch transition.sources {
                case .all: nil
                case .screens(let screens): screens.map(\.value)
                }
            let delivery = transition.steps.indices.lazy.compactMap { index in
                transition.steps[index].value.delivery.map {
                    SpecOutline.Delivery(key: $0.key.value, screen: $0.screen.value, step: index)
                }
            }.first
            let delivered = delivery.flatMap { delivery in
                spec.screen(named: delivery.screen)?.acceptedValue(named: delivery.key).map {
                    value(name: delivery.key, type: $0.type.value, defaultValue: nil, declaresDefault: false)
                }
            }
            return SpecOutline.Transition(
                name: transition.name.value,
                sources: sources,
                steps: transition.steps.map { step -> SpecOutline.Step in
                    switch step.value {
                    case .push(let screen, let options):
                        .push(
                            screen.value,
                            bound: boundText(options, of: screen.value, in: spec),
                            singleTop: options.singleTop,
                            zoom: options.transition?.value == .zoom
                        )
                    case .present(let screen, let options):
                        .present(
                            screen.value,
                            bound: boundText(options, of: screen.value, in: spec),
                            style: transition.style(of: options).rawValue,
                            detents: options.detents?.value.map(\.value.rawValue) ?? [],
                            transition: (options.transition?.value ?? .coverVertical).rawValue
                        )
                    case .replace(let screen, let options):
                        .replace(screen.value, bound: boundText(options, of: screen.value, in: spec))
                    case .showDetail(let screen, let options):
                        .showDetail(screen.value, bound: boundText(options, of: screen.value, in: spec))
                    case .selectTab(let tab): .selectTab(tab.value)
                    case .popTo(let screen, let options):
                        .popTo(screen.value, inclusive: options.inclusive, skipIfMissing: options.ifMissing == .skip)
                    case .pop: .pop
                    case .popToRoot: .popToRoot
                    case .dismiss: .dismiss
                    case .dismissAll: .dismissAll
                    }
                },
                isFullScreen: transition.style?.value == .fullScreen,
                animated: transition.animated,
                arguments: (delivered.map { [$0] } ?? [])
                    + transition.arguments(in: spec).arguments.map { value($0.param) },
                delivery: delivery
            )
        }
        return (
            SpecOutline(
                name: name,
                root: outlineRoot,
                screens: screens,
                transitions: transitions,
                rootParams: spec.rootParams.map {
                    SpecOutline.RootParam(screen: $0.screen, label: $0.label, value: value($0.param))
                },
                gates: gates(of: spec),
                rootRequires: root.requires.map(\.value)
            ),
            diagnostics.sorted
        )
    }

    /// The gates of `spec`, with their flow stacks.
    private static func gates(of spec: RouteSpec) -> [SpecOutline.Gate] {
        let stacks = GateFlowStacks(spec: spec)
        return spec.gates.compactMap { gate in
            guard let flow = gate.flow?.value else { return nil }
            let style: SpecOutline.GateStyle =
                switch gate.style {
                case .sheet: .sheet
                case .fullScreen: .fullScreen
                case .root: .root
                }
            return SpecOutline.Gate(
                name: gate.name.value,
                flow: flow,
                style: style,
                flowStack: stacks.screens[gate.name.value] ?? [flow]
            )
        }
    }

    private static func value(_ param: Param) -> SpecOutline.Value {
        value(
            name: param.name.value,
            type: param.type.value,
            defaultValue: param.defaultValue?.value,
            declaresDefault: param.declaresDefault
        )
    }

    private static func value(
        name: String,
        type: TypeReference,
        defaultValue: DefaultValue?,
        declaresDefault: Bool
    ) -> SpecOutline.Value {
        var base = type
        var isOptional = false
        while case .optional(let wrapped) = base {
            base = wrapped
            isOptional = true
        }
        return SpecOutline.Value(
            name: name,
            type: type.swiftSource,
            baseType: base.swiftSource,
            isOptional: isOptional,
            defaultText: defaultValue.flatMap(\.previewText),
            hasDefault: declaresDefault
        )
    }
}

extension GeneratorPipeline {
    /// The values a step's `with` binds, as text by param name.
    fileprivate static func boundText(_ options: ShowOptions, of screen: String, in spec: RouteSpec) -> [String: String]
    {
        var bound: [String: String] = [:]
        for binding in options.bindings {
            guard let param = spec.screen(named: screen)?.param(named: binding.name.value),
                case .success(let value) = DefaultValue.check(binding.value, against: param.type.value)
            else { continue }
            bound[binding.name.value] = value.previewText ?? ""
        }
        return bound
    }
}

extension DefaultValue {
    /// The default as a person types it, or `nil` for `null`.
    var previewText: String? {
        switch self {
        case .null: nil
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): value.description
        case .string(let value), .uuid(let value), .url(let value): value
        case .date(let seconds): String(seconds)
        case .array(let values): "[" + values.map { $0.previewText ?? "nil" }.joined(separator: ", ") + "]"
        case .member(let name): "." + name
        }
    }
}
