import RouteCompiler

extension SpecSurface.Behavior {
    /// One setting of the root and its value as the spec writes it.
    struct RootSetting: Equatable {
        /// Which setting it is.
        enum Kind: Equatable {
            /// The screen of a stack root.
            case rootScreen
            /// The root screen of the tab with this identifier.
            case tabRootScreen(String)
            /// The title of the tab with this identifier.
            case tabTitle(String)
            /// The icon of the tab with this identifier.
            case tabIcon(String)
            /// The tab selected at launch.
            case selectedTab
            /// What a tap on the selected tab does (`reselect`).
            case reselect
            /// The primary column's root screen of a split.
            case primaryColumn
            /// The screen the secondary column of a split shows at launch.
            case secondaryColumn
        }

        /// Which setting it is.
        var kind: Kind
        /// Its value, as the spec writes it.
        var value: String

        /// The setting, as a report names it.
        var described: String {
            switch kind {
            case .rootScreen: "the root screen"
            case .tabRootScreen(let tab): "tab \(tab)'s root screen"
            case .tabTitle(let tab): "tab \(tab)'s title"
            case .tabIcon(let tab): "tab \(tab)'s icon"
            case .selectedTab: "the tab selected at launch"
            case .reselect: "a tap on the selected tab"
            case .primaryColumn: "the primary column's root screen"
            case .secondaryColumn: "the secondary column's screen at launch"
            }
        }

        /// Whether it is a screen that starts a stack: saved states keep their own.
        var isRootScreen: Bool {
            switch kind {
            case .rootScreen, .tabRootScreen, .primaryColumn: true
            default: false
            }
        }
    }
}
