/// The rows of the link table that `makeDeepLinkRouter()` adds for one linked screen: what a link to
/// it opens, as a line of text that RouteKit's `DeepLinkRouter.link(tabs:table:)` reads.
///
/// `/authors/{author}/books/{page:Int} book tab:library over:authors,books`: the pattern (with the
/// type of each segment that is not a `String`), the screen, the stack that shows it, the screens
/// below it (without a root that the stack keeps), how it is presented if it is, and whether the
/// stack keeps its root. The linked screen's route reads its params from the link, so a row says
/// nothing of them.
struct LinkRow {
    /// The fields after the pattern, the same for each of the screen's patterns.
    private let fields: String
    /// The type names of the screen's params that a path segment may carry, other than `String`: a
    /// screen has few, which a linear search finds without hashing.
    private let segmentTypes: [(param: String, type: String)]

    /// The rows of `screen`, whose destination is `plan`; `keepsRoot` says whether the stack keeps the
    /// root it has (``RouteSpec/keepsRoot(_:for:)``); `arrival` is the row's `arrive:` field, if any
    /// (``RouteSpec/arrivalField(of:pushSources:)``).
    init(screen: Screen, plan: DeepLinkPlan, keepsRoot: Bool, arrival: String? = nil) {
        // The plan's stack ends with the linked screen unless the screen is presented over it.
        let below = plan.presented == nil ? plan.stack.dropLast() : plan.stack[...]
        var fields = screen.name.value + " "
        Self.appendLocation(plan.container, to: &fields)
        // A root whose required params the link does not carry stays as the stack has it.
        let backStack = below.dropFirst(keepsRoot ? 1 : 0)
        for index in backStack.indices {
            fields.append(index == backStack.startIndex ? " over:" : ",")
            fields.append(backStack[index])
        }
        if let presented = plan.presented {
            fields.append(" presented:")
            fields.append(presented.style.rawValue)
        }
        if keepsRoot { fields.append(" keepingRoot") }
        if let arrival {
            fields.append(" ")
            fields.append(arrival)
        }
        self.fields = fields
        segmentTypes = screen.params.compactMap { param in
            guard case .named(let type) = param.type.value, type != "String", param.type.value.isURLPathWritable
            else { return nil }
            return (param.name.value, type)
        }
    }

    /// The row of one of the screen's patterns.
    func line(path: PathPattern) -> String {
        var line = ""
        path.appendText(to: &line) { name in segmentTypes.first { $0.param == name }?.type }
        return line + " " + fields
    }

    /// Appends the stack that a plan opens: `main`, `tab:<tab>`, `primary` or `secondary`.
    private static func appendLocation(_ container: DeepLinkPlan.Container, to fields: inout String) {
        switch container {
        case .main: fields.append("main")
        case .primary: fields.append("primary")
        case .secondary: fields.append("secondary")
        case .tab(let tab):
            fields.append("tab:")
            fields.append(tab)
        }
    }
}
