/// One screen of the spec: its parameters, title, result, deep-link path and bars.
struct Screen {
    /// The screen's name, a case of the generated route enum.
    var name: Located<String>
    /// The title, with `{param}` interpolations; `nil` when the spec gives none.
    var title: Located<TitleTemplate>?
    /// The parameters, in order.
    var params: [Param]
    /// The type of the value the screen finishes with, when presented.
    var result: Located<TypeReference>?
    /// The deep-link patterns (`path:` as one pattern or a list); the first builds URLs.
    var paths: [Located<PathPattern>] = []
    /// Where `path:` is written, for diagnostics about the screen's links as a whole.
    var pathLocation: SourceLocation?
    /// The screens under the linked screen when a link opens it, bottom first (`backStack:`).
    var backStack: Located<[Located<String>]>?
    /// Whether the navigation bar shows while the screen is on top.
    var navigationBar: BarVisibility
    /// Whether the toolbar shows while the screen is on top.
    var toolbar: BarVisibility
    /// Documentation for the generated case.
    var doc: String?

    /// The deep-link pattern that builds URLs: the first of `paths`.
    var path: Located<PathPattern>? { paths.first }

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
