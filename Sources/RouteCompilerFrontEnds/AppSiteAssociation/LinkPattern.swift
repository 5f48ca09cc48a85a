import RouteCompiler

/// One deep-link pattern of a spec with the typed params that a URL of it carries: what the
/// association file, the sample URLs and `routegen diff` read of a link.
struct LinkPattern: Sendable {
    /// A param that a URL of the pattern carries, in its path or its query.
    struct CarriedParam: Sendable, Equatable {
        /// The param's name.
        var name: String
        /// The param's type.
        var type: TypeReference
        /// The param's default, when it has one.
        var defaultValue: DefaultValue?
        /// Whether the URL must carry the param: a query param without a default that is not optional.
        var isRequired: Bool
    }

    /// The linked screen.
    var screen: String
    /// The pattern.
    var pattern: PathPattern
    /// Whether the pattern is the screen's first, the one that builds URLs.
    var isFirst: Bool
    /// The params in the path, in the path's order.
    var pathParams: [CarriedParam]
    /// The params that may come from the query string, in the screen's order.
    var queryParams: [CarriedParam]

    /// Every pattern of the spec's linked screens, in the order of its screens and their `path:` lists.
    static func patterns(of spec: RouteSpec) -> [LinkPattern] {
        spec.screens.flatMap { screen in
            screen.paths.enumerated().map { index, path in
                LinkPattern(screen: screen, pattern: path.value, isFirst: index == 0)
            }
        }
    }

    /// The pattern `pattern` of `screen`.
    init(screen: Screen, pattern: PathPattern, isFirst: Bool) {
        self.screen = screen.name.value
        self.pattern = pattern
        self.isFirst = isFirst
        let inPath = pattern.paramNames
        func carried(_ param: Param) -> CarriedParam {
            CarriedParam(
                name: param.name.value,
                type: param.type.value,
                defaultValue: param.defaultValue?.value,
                isRequired: !param.declaresDefault && !param.type.value.isOptional
            )
        }
        pathParams = inPath.compactMap { name in screen.param(named: name).map(carried) }
        queryParams = screen.params.filter { !inPath.contains($0.name.value) && $0.type.value.isURLQueryWritable }
            .map(carried)
    }
}
