/// The rows of the link table that `makeDeepLinkRouter()` adds for one linked screen: what a link to
/// it opens, as a line of text that RouteKit's `DeepLinkRouter.link(tabs:table:)` reads.
///
/// `/authors/{author}/books/{page:Int} book tab:library over:authors,books`: the pattern (with the
/// type of each segment that is not a `String`), the screen, the stack that shows it, the screens
/// below it (without a root that the stack keeps), how it is presented if it is, and whether the
/// stack keeps its root. The linked screen's route reads its params from the link, so a row says
/// nothing of them.
struct LinkRow {
    /// The UTF-8 of the fields after the pattern, the same for each of the screen's patterns.
    private let fields: [UInt8]
    /// The type names of the screen's params that a path segment may carry, other than `String`.
    private let segmentTypes: [String: String]

    /// The rows of `screen` of `spec`, whose destination is `plan`.
    init(_ spec: RouteSpec, screen: Screen, plan: DeepLinkPlan) {
        // A root whose required params the link does not carry stays as the stack has it.
        let keepsRoot = spec.keepsRoot(plan, for: screen)
        // The plan's stack ends with the linked screen unless the screen is presented over it.
        let below = plan.presented == nil ? plan.stack.dropLast() : plan.stack[...]
        // Appended to one run of bytes, which costs a fraction of appending to a string (and joining a
        // slice of the stack goes through the standard library's unspecialized `joined(separator:)`).
        var fields: [UInt8] = []
        fields.reserveCapacity(64)
        fields += screen.name.value.utf8
        fields.append(UInt8(ascii: " "))
        Self.appendLocation(plan.container, to: &fields)
        let backStack = below.dropFirst(keepsRoot ? 1 : 0)
        for (index, screen) in backStack.enumerated() {
            fields += (index == 0 ? " over:" : ",").utf8
            fields += screen.utf8
        }
        if let presented = plan.presented {
            fields += " presented:".utf8
            fields += presented.style.rawValue.utf8
        }
        if keepsRoot { fields += " keepingRoot".utf8 }
        self.fields = fields
        var segmentTypes: [String: String] = [:]
        for param in screen.params {
            if case .named(let type) = param.type.value, type != "String", param.type.value.isURLPathWritable {
                segmentTypes[param.name.value] = type
            }
        }
        self.segmentTypes = segmentTypes
    }

    /// The row of one of the screen's patterns, written as bytes and made a string once.
    func line(path: PathPattern) -> String {
        var line: [UInt8] = []
        line.reserveCapacity(64 + fields.count)
        path.appendUTF8(typeOfParam: { segmentTypes[$0] }, to: &line)
        line.append(UInt8(ascii: " "))
        line += fields
        return String(decoding: line, as: UTF8.self)
    }

    /// Appends the stack that a plan opens: `main`, `tab:<tab>`, `primary` or `secondary`.
    private static func appendLocation(_ container: DeepLinkPlan.Container, to fields: inout [UInt8]) {
        switch container {
        case .main: fields += "main".utf8
        case .primary: fields += "primary".utf8
        case .secondary: fields += "secondary".utf8
        case .tab(let tab):
            fields += "tab:".utf8
            fields += tab.utf8
        }
    }
}
