import RouteCompiler

extension SpecSurface {
    /// How a spec's screens, moves, links and root look and behave beyond the API and the saved states: what
    /// a change alters for users without breaking anything, except the root's launch arguments.
    struct Behavior {
        /// How a move shows one screen: a `push` or a `present` step, with its presentation.
        struct ShownScreen: Equatable {
            /// The screen shown.
            var screen: String
            /// Whether the step presents it, rather than pushing (or replacing) it.
            var isPresented: Bool
            /// The presentation style, for a `present` step.
            var style: PresentationStyle?
            /// The heights a sheet rests at, as written.
            var detents: [Detent]
            /// The animation; `nil` for the default.
            var animation: TransitionAnimation?
        }

        /// How a move shows its screens.
        struct Move: Equatable {
            /// Whether the move animates (`animated:`).
            var animated: Bool
            /// The screens its steps show, in step order.
            var shown: [ShownScreen]
        }

        /// How each linked screen's link arrives while the app runs, as `routegen links` shows it, by screen.
        var arrivals: [String: String] = [:]
        /// Each screen's bars, as `(key, value)` pairs in the order `navigationBar`, `toolbar`, `tabBar`.
        var bars: [String: [(key: String, value: String)]] = [:]
        /// How each move shows its screens, by move.
        var moves: [String: Move] = [:]
        /// The root's settings that change how it looks and behaves: its screens, the tabs' titles and icons,
        /// the selected tab, what a tap on the selected tab does.
        var root: [RootSetting] = []
        /// The root screens' required params, as `name: Type`: the arguments of the initial state.
        var launchArguments: [String] = []
        /// Each titled screen's title, as written (`{param}` for an interpolation), by screen.
        var titles: [String: String] = [:]
        /// The name each screen has in analytics events: its `analyticsName`, or its own name.
        var analyticsNames: [String: String] = [:]

        /// The behavior of a spec without errors.
        init(spec: RouteSpec) {
            let pushSources = PushSourceIndex(spec: spec)
            for screen in spec.screens {
                let name = screen.name.value
                titles[name] = screen.title?.value.written
                analyticsNames[name] = screen.analyticsName?.value ?? name
                bars[name] = [
                    ("navigationBar", screen.navigationBar.rawValue), ("toolbar", screen.toolbar.rawValue),
                    ("tabBar", (screen.tabBar?.value ?? .visible).rawValue),
                ]
                if !screen.paths.isEmpty {
                    arrivals[name] = GeneratorPipeline.arrivalText(of: screen, in: spec, pushSources: pushSources)
                }
            }
            for transition in spec.transitions {
                let shown = transition.steps.compactMap { step -> ShownScreen? in
                    switch step.value {
                    case .push(let screen, let options):
                        ShownScreen(
                            screen: screen.value,
                            isPresented: false,
                            detents: [],
                            animation: options.transition?.value
                        )
                    case .present(let screen, let options):
                        ShownScreen(
                            screen: screen.value,
                            isPresented: true,
                            style: transition.style(of: options),
                            detents: options.detents?.value.map(\.value) ?? [],
                            // `coverVertical` is a presentation's default: written or not, the same.
                            animation: options.transition?.value == .coverVertical ? nil : options.transition?.value
                        )
                    default: nil
                    }
                }
                moves[transition.name.value] = Move(animated: transition.animated, shown: shown)
            }
            switch spec.root?.kind {
            case .stack(let screen)?:
                root = [RootSetting(kind: .rootScreen, value: screen.value)]
            case .tabs(let tabBar)?:
                for tab in tabBar.tabs {
                    let id = tab.id.value
                    root += [
                        RootSetting(kind: .tabRootScreen(id), value: tab.screen.value),
                        RootSetting(kind: .tabTitle(id), value: tab.title.value),
                        RootSetting(kind: .tabIcon(id), value: tab.icon?.value ?? "none"),
                    ]
                }
                let selected = tabBar.selected?.value ?? tabBar.tabs.first?.id.value ?? ""
                root.append(RootSetting(kind: .selectedTab, value: selected))
                root.append(RootSetting(kind: .reselect, value: (spec.root?.reselect?.value ?? .popToRoot).rawValue))
            case .split(let split)?:
                root = [
                    RootSetting(kind: .primaryColumn, value: split.primary.value),
                    RootSetting(kind: .secondaryColumn, value: split.secondary?.value ?? "none"),
                ]
            case nil:
                break
            }
            launchArguments = spec.rootParams.map { "\($0.label): \($0.param.type.value.swiftSource)" }
        }
    }
}

extension TitleTemplate {
    /// The title as a spec writes it: `{param}` for an interpolation, `{{` and `}}` for literal braces.
    var written: String {
        segments.map { segment in
            switch segment {
            case .text(let text): Self.escapingBraces(in: text)
            case .param(let name): "{\(name)}"
            }
        }.joined()
    }
}
