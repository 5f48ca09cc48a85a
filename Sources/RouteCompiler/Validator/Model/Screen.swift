/// One screen of the spec: its parameters, title, result, deep-link path and bars.
///
/// A screen is a value, but its fields live in one shared box: rules and translators pass screens
/// around and copy them out of arrays and dictionaries constantly, and a copy then costs one
/// reference count instead of one per field. Setting a field copies the box first when it is shared.
struct Screen {
    /// The fields of a screen, stored once and shared by its copies.
    private final class Storage {
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

        init(
            name: Located<String>,
            title: Located<TitleTemplate>?,
            params: [Param],
            result: Located<TypeReference>?,
            paths: [Located<PathPattern>],
            pathLocation: SourceLocation?,
            backStack: Located<[Located<String>]>?,
            navigationBar: BarVisibility,
            toolbar: BarVisibility,
            doc: String?
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
            self.doc = doc
        }

        /// A copy of the box, for a screen about to change a shared box.
        func copy() -> Storage {
            Storage(
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
        }
    }

    private var storage: Storage

    /// Creates a screen.
    init(
        name: Located<String>,
        title: Located<TitleTemplate>?,
        params: [Param],
        result: Located<TypeReference>?,
        paths: [Located<PathPattern>] = [],
        pathLocation: SourceLocation? = nil,
        backStack: Located<[Located<String>]>? = nil,
        navigationBar: BarVisibility,
        toolbar: BarVisibility,
        doc: String?
    ) {
        storage = Storage(
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
    }

    /// The box, copied first when another screen shares it, so that it can change.
    private var uniqueStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    /// The screen's name, a case of the generated route enum.
    var name: Located<String> {
        get { storage.name }
        set { uniqueStorage.name = newValue }
    }
    /// The title, with `{param}` interpolations; `nil` when the spec gives none.
    var title: Located<TitleTemplate>? {
        get { storage.title }
        set { uniqueStorage.title = newValue }
    }
    /// The parameters, in order.
    var params: [Param] {
        get { storage.params }
        set { uniqueStorage.params = newValue }
    }
    /// The type of the value the screen finishes with, when presented.
    var result: Located<TypeReference>? {
        get { storage.result }
        set { uniqueStorage.result = newValue }
    }
    /// The deep-link patterns (`path:` as one pattern or a list); the first builds URLs.
    var paths: [Located<PathPattern>] {
        get { storage.paths }
        set { uniqueStorage.paths = newValue }
    }
    /// Where `path:` is written, for diagnostics about the screen's links as a whole.
    var pathLocation: SourceLocation? {
        get { storage.pathLocation }
        set { uniqueStorage.pathLocation = newValue }
    }
    /// The screens under the linked screen when a link opens it, bottom first (`backStack:`).
    var backStack: Located<[Located<String>]>? {
        get { storage.backStack }
        set { uniqueStorage.backStack = newValue }
    }
    /// Whether the navigation bar shows while the screen is on top.
    var navigationBar: BarVisibility {
        get { storage.navigationBar }
        set { uniqueStorage.navigationBar = newValue }
    }
    /// Whether the toolbar shows while the screen is on top.
    var toolbar: BarVisibility {
        get { storage.toolbar }
        set { uniqueStorage.toolbar = newValue }
    }
    /// Documentation for the generated case.
    var doc: String? {
        get { storage.doc }
        set { uniqueStorage.doc = newValue }
    }

    /// The deep-link pattern that builds URLs: the first of `paths`.
    var path: Located<PathPattern>? { storage.paths.first }

    /// The parameter with this name, if any.
    func param(named name: String) -> Param? { storage.params.first { $0.name.value == name } }

    /// Whether every parameter has a default, so that the screen can be built with no arguments.
    var canBeBuiltWithoutArguments: Bool { storage.params.allSatisfy(\.declaresDefault) }
}

/// Whether a bar is shown.
enum BarVisibility: String, CaseIterable {
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// One parameter of a screen.
struct Param {
    /// The parameter's name: the associated value's label and the argument's label.
    var name: Located<String>
    /// The parameter's type.
    var type: Located<TypeReference>
    /// The default value, checked against the type; `nil` when there is none or it does not fit.
    var defaultValue: Located<DefaultValue>?
    /// Whether the spec gives a default, even one that does not fit the type
    /// (so that a bad default is reported once, not again as a missing one).
    var declaresDefault: Bool
    /// Documentation for the argument.
    var doc: String?
}
