/// The rows that `makeDeepLinkRouter()` adds for one linked screen: what a link to it opens, as data
/// that RouteKit's `DeepLinkRouter.link(…)` reads.
///
/// `router.link("/authors/{author}", to: .books, in: .tab(.library), over: [.authors], reading: [.required("author", as: String.self)])`:
/// the stack that shows the screen, the screens below it (without a root that the stack keeps), how it
/// is presented if it is, and how each of its params is read from the link, in the screen's order.
struct LinkRow {
    /// The arguments after the pattern, the same for each of the screen's patterns.
    private let arguments: [SwiftArgument]

    /// The rows of `screen`, whose destination is `plan`.
    init(_ translator: RouteTranslator, screen: Screen, plan: DeepLinkPlan) {
        // A root whose required params the link does not carry stays as the stack has it.
        let keepsRoot = translator.spec.keepsRoot(plan, for: screen)
        // The plan's stack ends with the linked screen unless the screen is presented over it.
        let below = plan.presented == nil ? plan.stack.dropLast() : plan.stack[...]
        var arguments = [
            SwiftArgument(label: "to", value: .member(nil, SwiftNaming.identifier(screen.name.value))),
            SwiftArgument(label: "in", value: Self.location(plan.container)),
        ]
        let backStack = below.dropFirst(keepsRoot ? 1 : 0)
        if !backStack.isEmpty {
            arguments.append(
                SwiftArgument(label: "over", value: .array(backStack.map { .member(nil, SwiftNaming.identifier($0)) }))
            )
        }
        if let presented = plan.presented {
            arguments.append(SwiftArgument(label: "presentedAs", value: .member(nil, presented.style.rawValue)))
        }
        // A param in every pattern's path is always captured; one that some pattern leaves out may come from
        // the query (or its default) like any other.
        let inPath = screen.paths.dropFirst().reduce(Set(screen.path?.value.paramNames ?? [])) {
            $0.intersection($1.value.paramNames)
        }
        let replacements = translator.hiddenTypeReplacements
        if !screen.params.isEmpty {
            arguments.append(
                SwiftArgument(
                    label: "reading",
                    value: .array(screen.params.map { Self.read($0, inPath: inPath, replacing: replacements) })
                )
            )
        }
        if keepsRoot { arguments.append(SwiftArgument(label: "keepingRoot", value: .literal(.bool(true)))) }
        self.arguments = arguments
    }

    /// The row of one of the screen's patterns, added to the router `router`.
    func link(path: PathPattern, in router: String) -> SwiftExpression {
        .call(.member(.identifier(router), "link"), [SwiftArgument(value: .literal(.string(path.text)))] + arguments)
    }

    /// How a param is read from a link, as a `DeepLinkParam`: `.read("page", as: Int.self, default: 1)`.
    private static func read(
        _ param: Param,
        inPath: Set<String>,
        replacing replacements: [String: String]
    )
        -> SwiftExpression
    {
        let type = param.type.value
        let defaultValue = param.defaultValue?.value.swiftExpression
        let make = { (kind: String, type: TypeReference, extra: [SwiftArgument]) in
            SwiftExpression.call(
                .member(nil, kind),
                [
                    SwiftArgument(value: .literal(.string(param.name.value))),
                    SwiftArgument(label: "as", value: .identifier(type.swiftType(replacing: replacements) + ".self")),
                ] + extra
            )
        }
        if inPath.contains(param.name.value) { return make("required", type, []) }
        guard type.isURLQueryWritable else {
            // A URL cannot carry it: its default (validation ensured one, or that it is optional).
            return make("fixed", type, [SwiftArgument(value: defaultValue ?? .literal(.nil))])
        }
        let defaultArgument = defaultValue.map { [SwiftArgument(label: "default", value: $0)] } ?? []
        if case .optional(let wrapped) = type { return make("optional", wrapped, defaultArgument) }
        return make(defaultValue == nil ? "required" : "read", type, defaultArgument)
    }

    /// The stack that a plan opens: `.main`, `.tab(.library)`, `.primary` or `.secondary`.
    private static func location(_ container: DeepLinkPlan.Container) -> SwiftExpression {
        switch container {
        case .main: .member(nil, "main")
        case .primary: .member(nil, "primary")
        case .secondary: .member(nil, "secondary")
        case .tab(let tab):
            .call(.member(nil, "tab"), [SwiftArgument(value: .member(nil, SwiftNaming.identifier(tab)))])
        }
    }
}
