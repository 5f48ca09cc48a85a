/// One screen of the spec: its parameters, title, result, deep-link path and bars.
package struct Screen: Sendable {
    /// The screen's name, a case of the generated route enum.
    package var name: Located<String>
    /// The title, with `{param}` interpolations; `nil` when the spec gives none.
    package var title: Located<TitleTemplate>?
    /// The parameters, in order.
    package var params: [Param]
    /// The type of the value the screen finishes with, when presented.
    package var result: Located<TypeReference>?
    /// The deep-link patterns (`path:` as one pattern or a list); the first builds URLs.
    package var paths: [Located<PathPattern>]
    /// Where `path:` is written, for diagnostics about the screen's links as a whole.
    package var pathLocation: SourceLocation?
    /// The screens under the linked screen when a link opens it, bottom first (`backStack:`).
    package var backStack: Located<[Located<String>]>?
    /// Whether the navigation bar shows while the screen is on top.
    package var navigationBar: BarVisibility
    /// Whether the toolbar shows while the screen is on top.
    package var toolbar: BarVisibility
    /// Whether the tab bar shows while the screen is on top (`tabBar:`), as written; `nil` when not written.
    package var tabBar: Located<BarVisibility>?
    /// `leave: confirm`: the screen's navigator can set a check that a change removing the screen waits for.
    package var leave: Located<LeavePolicy>?
    /// Documentation for the generated case.
    package var doc: String?
    /// The gates that must be open for the screen to be shown (`requires:`), as written.
    package var requires: [Located<String>] = []
    /// The values that screens above it may hand it as they pop back to it (`accepts:`), in the order written.
    package var accepts: [AcceptedValue] = []
    /// In an app spec, the feature whose spec declares the screen (its name is `<Feature>.<screen>`).
    package var feature: String?
    /// How a deep link to the screen arrives while the app runs (`arrive:`); `nil` is `replace`.
    package var arrive: ArrivalSetting?
    /// The stable name of the screen in analytics events (`analyticsName:`); `nil` uses its name.
    package var analyticsName: Located<String>?

    /// Creates a screen; the defaults are those of a screen that the spec declares with no keys.
    package init(
        name: Located<String>,
        title: Located<TitleTemplate>? = nil,
        params: [Param] = [],
        result: Located<TypeReference>? = nil,
        paths: [Located<PathPattern>] = [],
        pathLocation: SourceLocation? = nil,
        backStack: Located<[Located<String>]>? = nil,
        navigationBar: BarVisibility = .visible,
        toolbar: BarVisibility = .hidden,
        leave: Located<LeavePolicy>? = nil,
        doc: String? = nil
    ) {
        self.name = name
        self.title = title
        self.params = params
        self.result = result
        self.paths = paths
        self.pathLocation = pathLocation
        self.backStack = backStack
        self.navigationBar = navigationBar
        self.toolbar = toolbar
        self.leave = leave
        self.doc = doc
    }

    /// The deep-link pattern that builds URLs: the first of `paths`.
    package var path: Located<PathPattern>? { paths.first }

    /// Whether the tab bar hides while the screen is on top (`tabBar: hidden`).
    var hidesTabBar: Bool { tabBar?.value == .hidden }

    /// Whether the screen may refuse to be left (`leave: confirm`).
    package var confirmsLeaving: Bool { leave?.value == .confirm }

    /// The `accepts` key with this name, if any.
    package func acceptedValue(named name: String) -> AcceptedValue? { accepts.first { $0.name.value == name } }

    /// The parameter with this name, if any.
    package func param(named name: String) -> Param? { params.first { $0.name.value == name } }

    /// Whether every parameter has a default, so that the screen can be built with no arguments.
    package var canBeBuiltWithoutArguments: Bool { params.allSatisfy(\.declaresDefault) }
}

/// Whether a bar is shown.
package enum BarVisibility: String, CaseIterable {
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
