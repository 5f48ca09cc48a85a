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
    /// The type names of the screen's params that a path segment may carry, other than `String`.
    private let segmentTypes: [String: String]

    /// The rows of `screen` of `spec`, whose destination is `plan`.
    init(_ spec: RouteSpec, screen: Screen, plan: DeepLinkPlan) {
        // A root whose required params the link does not carry stays as the stack has it.
        let keepsRoot = spec.keepsRoot(plan, for: screen)
        // The plan's stack ends with the linked screen unless the screen is presented over it.
        let below = plan.presented == nil ? plan.stack.dropLast() : plan.stack[...]
        // Appended to one string: joining a slice of the stack goes through the standard library's
        // unspecialized `joined(separator:)`.
        var fields = screen.name.value + " " + Self.location(plan.container)
        let backStack = below.dropFirst(keepsRoot ? 1 : 0)
        for (index, screen) in backStack.enumerated() {
            fields += index == 0 ? " over:" : ","
            fields += screen
        }
        if let presented = plan.presented {
            fields += " presented:"
            fields += presented.style.rawValue
        }
        if keepsRoot { fields += " keepingRoot" }
        self.fields = fields
        var segmentTypes: [String: String] = [:]
        for param in screen.params {
            if case .named(let type) = param.type.value, type != "String", param.type.value.isURLPathWritable {
                segmentTypes[param.name.value] = type
            }
        }
        self.segmentTypes = segmentTypes
    }

    /// The row of one of the screen's patterns.
    func line(path: PathPattern) -> String {
        var line = path.text(typeOfParam: { segmentTypes[$0] })
        line += " "
        line += fields
        return line
    }

    /// The stack that a plan opens: `main`, `tab:<tab>`, `primary` or `secondary`.
    private static func location(_ container: DeepLinkPlan.Container) -> String {
        switch container {
        case .main: "main"
        case .primary: "primary"
        case .secondary: "secondary"
        case .tab(let tab): "tab:" + tab
        }
    }
}
