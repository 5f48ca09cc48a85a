/// One screen of the spec: its parameters, title, result, deep-link path and bars.
///
/// A screen is a value, but its fields live in one shared box: rules and translators pass screens
/// around and copy them out of arrays and dictionaries constantly, and a copy then costs one
/// reference count instead of one per field. Setting a field copies the box first when it is shared.
struct Screen: Sendable {
    /// The fields of a screen.
    private struct Fields: Sendable {
        var name: Located<String>
        var title: Located<TitleTemplate>?
        var params: [Param]
        var result: Located<TypeReference>?
        var paths: [Located<PathPattern>]
        var pathLocation: SourceLocation?
        var backStack: Located<[Located<String>]>?
        var navigationBar: BarVisibility
        var toolbar: BarVisibility
        var doc: String?
    }

    private var box: CopyOnWriteBox<Fields>

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
        doc: String? = nil
    ) {
        box = CopyOnWriteBox(
            Fields(
                name: name,
                title: title,
                params: params,
                result: result,
                paths: paths,
                pathLocation: pathLocation,
                backStack: backStack,
                navigationBar: navigationBar,
                toolbar: toolbar,
                doc: doc
            )
        )
    }

    /// The screen's name, a case of the generated route enum.
    var name: Located<String> {
        get { box.value.name }
        set { box.value.name = newValue }
    }
    /// The title, with `{param}` interpolations; `nil` when the spec gives none.
    var title: Located<TitleTemplate>? {
        get { box.value.title }
        set { box.value.title = newValue }
    }
    /// The parameters, in order.
    var params: [Param] {
        get { box.value.params }
        set { box.value.params = newValue }
    }
    /// The type of the value the screen finishes with, when presented.
    var result: Located<TypeReference>? {
        get { box.value.result }
        set { box.value.result = newValue }
    }
    /// The deep-link patterns (`path:` as one pattern or a list); the first builds URLs.
    var paths: [Located<PathPattern>] {
        get { box.value.paths }
        set { box.value.paths = newValue }
    }
    /// Where `path:` is written, for diagnostics about the screen's links as a whole.
    var pathLocation: SourceLocation? {
        get { box.value.pathLocation }
        set { box.value.pathLocation = newValue }
    }
    /// The screens under the linked screen when a link opens it, bottom first (`backStack:`).
    var backStack: Located<[Located<String>]>? {
        get { box.value.backStack }
        set { box.value.backStack = newValue }
    }
    /// Whether the navigation bar shows while the screen is on top.
    var navigationBar: BarVisibility {
        get { box.value.navigationBar }
        set { box.value.navigationBar = newValue }
    }
    /// Whether the toolbar shows while the screen is on top.
    var toolbar: BarVisibility {
        get { box.value.toolbar }
        set { box.value.toolbar = newValue }
    }
    /// Documentation for the generated case.
    var doc: String? {
        get { box.value.doc }
        set { box.value.doc = newValue }
    }

    /// The deep-link pattern that builds URLs: the first of `paths`.
    var path: Located<PathPattern>? { box.value.paths.first }

    /// The parameter with this name, if any.
    func param(named name: String) -> Param? { box.value.params.first { $0.name.value == name } }

    /// Whether every parameter has a default, so that the screen can be built with no arguments.
    var canBeBuiltWithoutArguments: Bool { box.value.params.allSatisfy(\.declaresDefault) }
}

/// Whether a bar is shown.
enum BarVisibility: String, CaseIterable {
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
