/// One screen of the spec: its parameters, title, result, deep-link path and bars.
struct Screen: Sendable {
    /// The screen's name, a case of the generated route enum.
    var name: Located<String>
    /// The title, with `{param}` interpolations; `nil` when the spec gives none.
    var title: Located<TitleTemplate>?
    /// The parameters, in order.
    var params: [Param]
    /// The type of the value the screen finishes with, when presented.
    var result: Located<TypeReference>?
    /// The deep-link patterns (`path:` as one pattern or a list); the first builds URLs.
    var paths: [Located<PathPattern>]
    /// Where `path:` is written, for diagnostics about the screen's links as a whole.
    var pathLocation: SourceLocation?
    /// The screens under the linked screen when a link opens it, bottom first (`backStack:`).
    var backStack: Located<[Located<String>]>?
    /// Whether the navigation bar shows while the screen is on top.
    var navigationBar: BarVisibility
    /// Whether the toolbar shows while the screen is on top.
    var toolbar: BarVisibility
    /// `leave: confirm`: the screen's navigator can set a check that a change removing the screen waits for.
    var leave: Located<LeavePolicy>?
    /// Documentation for the generated case.
    var doc: String?
    /// The gates that must be open for the screen to be shown (`requires:`), as written.
    var requires: [Located<String>] = []
    /// How a deep link to the screen arrives while the app runs (`arrive:`); `nil` is `replace`.
    var arrive: ArrivalSetting?
    /// The stable name of the screen in analytics events (`analyticsName:`); `nil` uses its name.
    var analyticsName: Located<String>?

    /// Creates a screen; the defaults are those of a screen that the spec declares with no keys.
    init(
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
    var path: Located<PathPattern>? { paths.first }

    /// Whether the screen may refuse to be left (`leave: confirm`).
    var confirmsLeaving: Bool { leave?.value == .confirm }

    /// The parameter with this name, if any.
    func param(named name: String) -> Param? { params.first { $0.name.value == name } }

    /// Whether every parameter has a default, so that the screen can be built with no arguments.
    var canBeBuiltWithoutArguments: Bool { params.allSatisfy(\.declaresDefault) }
}

/// Whether a bar is shown.
enum BarVisibility: String, CaseIterable {
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
