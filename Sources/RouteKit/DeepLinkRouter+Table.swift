extension DeepLinkRouter where Route.Screen: RawRepresentable, Route.Screen.RawValue == String {
    /// Adds the rows of a link table, one per line: the form generated code writes its links in.
    ///
    /// ```swift
    /// router.link(tabs: LibraryTab.init(rawValue:), table: """
    ///     /authors authors tab:library
    ///     /authors/{author} books tab:library over:authors
    ///     /authors/{author}/books/{page:Int} book tab:library over:authors,books
    ///     """)
    /// ```
    ///
    /// Each row is a pattern, the screen it links to and the stack that shows that screen, with the
    /// screens below it; `DeepLinkValues` tells how the linked screen's route reads its params from
    /// the link, and the routes below it take theirs from what it read. The fields of a row, separated
    /// by spaces:
    ///
    /// 1. The pattern. A `{param}` segment is a `String`; `{param:Int}`, `{param:Double}`,
    ///    `{param:Bool}` and `{param:UUID}` give another type. The router's pattern leaves the type out.
    /// 2. The linked screen, by raw value.
    /// 3. The stack that shows it: `main`, `primary`, `secondary`, or `tab:<tab>` with a tab's raw value.
    /// 4. Then, each at most once and in any order: `over:<screen>,<screen>,…`, the screens below the
    ///    linked one, root first (with `keepingRoot`, those over the stack's current root);
    ///    `presented:<style>`, a ``Presentation/Style`` to present the screen over the stack; and
    ///    `keepingRoot`, when the stack keeps the root it has (``DeepLinkRouter/Destination/keepsRoot``).
    ///
    /// A table costs the compiler one string literal, where a call per row costs it the row's
    /// arguments. A row that names no screen, tab or stack of the routes is a programming error: it
    /// stops the program with the row's line and what is wrong, as an out-of-range index does. A row
    /// added earlier is tried first when two patterns have the same shape.
    ///
    /// - Parameters:
    ///   - tab: Finds a tab by its raw value, such as `<Name>Tab.init(rawValue:)`; leave it out for
    ///     routes without tabs.
    ///   - table: The rows, one per line; blank lines and leading spaces are ignored.
    @_spi(Generated)
    public mutating func link(tabs tab: (String) -> Route.Tab? = { _ in nil }, table: String) {
        for (index, line) in table.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let row = line.drop { $0 == " " }
            if row.isEmpty { continue }
            do {
                add(try Link(tableRow: row, screen: Route.Screen.init(rawValue:), tab: tab))
            } catch {
                preconditionFailure("line \(index + 1) of the link table: \(error.message): \(row)")
            }
        }
    }
}
