/// Decoding of `screens` and their parameters.
extension SpecDecoder {
    /// The keys of a screen.
    static let screenKeys = [
        "title", "params", "result", "path", "backStack", "navigationBar", "toolbar", "tabBar", "leave", "doc",
        "requires", "accepts", "arrive", "analyticsName",
    ]
    /// The keys of a parameter written as a mapping.
    static let paramKeys = ["type", "default", "doc"]

    /// The entries of `screens`, each a screen's name and definition, reporting an empty mapping and
    /// keeping at most ``SpecLimits/maxScreens``.
    static func screenEntries(of node: YAMLNode, diagnostics: inout DiagnosticCollector) -> [NamedEntry] {
        var entries = namedEntries(
            of: node,
            what: "'screens'",
            example: "screens: { home: { title: Home } }",
            diagnostics: &diagnostics
        )
        if entries.isEmpty, node.mapping != nil {
            diagnostics.error("'screens' is empty; a spec needs at least one screen", at: node.location)
        }
        if entries.count > SpecLimits.maxScreens {
            diagnostics.error(
                "the spec declares \(entries.count) screens; the limit is "
                    + "\(SpecLimits.maxScreens); split the app into several specs",
                at: node.location
            )
            entries.removeLast(entries.count - SpecLimits.maxScreens)
        }
        return entries
    }

    static func decodeScreen(
        named name: Located<String>,
        _ node: YAMLNode,
        diagnostics: inout DiagnosticCollector
    ) -> Screen {
        var screen = Screen(name: name)
        // `books:` with nothing after it is a screen with every default.
        if node.scalar?.value == .null { return screen }
        guard
            let reader = MappingReader(
                node,
                context: .screen(name.value),
                allowedKeys: screenKeys,
                diagnostics: &diagnostics
            )
        else { return screen }
        if let title = reader["title"]?.text("the title of screen '\(name.value)'", diagnostics: &diagnostics) {
            switch TitleTemplate.parse(title.value) {
            case .success(let template): screen.title = Located(template, at: title.location)
            case .failure(let failure): diagnostics.error("invalid title: \(failure.message)", at: title.location)
            }
        }
        if let params = reader["params"] {
            screen.params = decodeParams(params, of: name.value, diagnostics: &diagnostics)
        }
        if let result = reader["result"] {
            screen.result = decodeType(result, what: "the result of screen '\(name.value)'", diagnostics: &diagnostics)
        }
        if let path = reader["path"] {
            screen.pathLocation = path.location
            screen.paths = decodePaths(path, of: name.value, diagnostics: &diagnostics)
        }
        if let backStack = reader["backStack"] {
            screen.backStack = decodeBackStack(backStack, of: name.value, diagnostics: &diagnostics)
        }
        if let bar = reader["navigationBar"]?.word("'navigationBar'", as: BarVisibility.self, diagnostics: &diagnostics)
        {
            screen.navigationBar = bar.value
        }
        if let bar = reader["toolbar"]?.word("'toolbar'", as: BarVisibility.self, diagnostics: &diagnostics) {
            screen.toolbar = bar.value
        }
        screen.tabBar = reader["tabBar"]?.word("'tabBar'", as: BarVisibility.self, diagnostics: &diagnostics)
        if let leave = reader["leave"]?.word("'leave'", as: LeavePolicy.self, diagnostics: &diagnostics) {
            screen.leave = leave
        }
        screen.doc = reader["doc"]?.text("the doc of screen '\(name.value)'", diagnostics: &diagnostics)?.value
        if let requires = reader["requires"] {
            screen.requires = decodeRequires(requires, of: "screen '\(name.value)'", diagnostics: &diagnostics)
        }
        if let accepts = reader["accepts"] {
            screen.accepts = decodeAccepts(accepts, of: name.value, diagnostics: &diagnostics)
        }
        decodeArrivalAndAnalytics(reader, into: &screen, diagnostics: &diagnostics)
        return screen
    }

    /// Reads `path:`, one pattern or a list of them.
    private static func decodePaths(
        _ node: YAMLNode,
        of screen: String,
        diagnostics: inout DiagnosticCollector
    ) -> [Located<PathPattern>] {
        guard let items = node.sequence else {
            // One pattern, the usual case, needs no list of nodes to read it from.
            return decodePath(node, of: screen, diagnostics: &diagnostics).map { [$0] } ?? []
        }
        if items.isEmpty {
            diagnostics.error(
                "the path of screen '\(screen)' is an empty list; write at least one pattern, or remove 'path'",
                at: node.location
            )
        }
        return items.compactMap { decodePath($0, of: screen, diagnostics: &diagnostics) }
    }

    /// Reads one pattern of `path:`.
    private static func decodePath(
        _ node: YAMLNode,
        of screen: String,
        diagnostics: inout DiagnosticCollector
    ) -> Located<PathPattern>? {
        guard let path = node.string("the path of screen '\(screen)'", diagnostics: &diagnostics) else {
            return nil
        }
        switch PathPattern.parse(path.value) {
        case .success(let pattern): return Located(pattern, at: path.location)
        case .failure(let failure):
            diagnostics.error("invalid path '\(path.value)': \(failure.message)", at: path.location)
            return nil
        }
    }

    /// Reads `backStack:`, a list of screen names, bottom first.
    private static func decodeBackStack(
        _ node: YAMLNode,
        of screen: String,
        diagnostics: inout DiagnosticCollector
    ) -> Located<[Located<String>]>? {
        guard let items = node.sequence else {
            diagnostics.error(
                "the back stack of screen '\(screen)' must be a list of screens, bottom "
                    + "first, as in 'backStack: [home, sessionList]'; found \(node.kindDescription)",
                at: node.location
            )
            return nil
        }
        let names = items.compactMap {
            $0.string("a screen in the back stack of '\(screen)'", diagnostics: &diagnostics)
        }
        return Located(names, at: node.location)
    }

    static func decodeParams(
        _ node: YAMLNode,
        of screen: String,
        diagnostics: inout DiagnosticCollector
    ) -> [Param] {
        decodeNamedEntries(
            of: node,
            what: "the params of screen '\(screen)'",
            example: "params: { id: Int }",
            diagnostics: &diagnostics
        ) { name, value, diagnostics in
            decodeParam(named: name, value, of: screen, diagnostics: &diagnostics)
        }
    }

    /// Reads one param: its type, or a mapping with its `type`, `default` and `doc`.
    private static func decodeParam(
        named name: Located<String>,
        _ value: YAMLNode,
        of screen: String,
        diagnostics: inout DiagnosticCollector
    ) -> Param? {
        if value.scalar?.value == .null {
            diagnostics.error(
                "param '\(name.value)' of screen '\(screen)' has no type; write one, as in '\(name.value): String'",
                at: name.location
            )
            return nil
        }
        if value.mapping == nil {
            return decodeType(value, what: "the type of param '\(name.value)'", diagnostics: &diagnostics).map {
                Param(name: name, type: $0, defaultValue: nil, declaresDefault: false, doc: nil)
            }
        }
        guard
            let reader = MappingReader(
                value,
                context: .param(name.value, screen: screen),
                allowedKeys: paramKeys,
                diagnostics: &diagnostics
            ),
            let typeNode = reader.required(
                "type",
                hint: "add 'type: <Type>', as in '{ type: Int, default: 1 }'",
                diagnostics: &diagnostics
            ),
            let type = decodeType(typeNode, what: "the type of param '\(name.value)'", diagnostics: &diagnostics)
        else { return nil }
        var defaultValue: Located<DefaultValue>?
        if let node = reader["default"] {
            switch DefaultValue.check(node, against: type.value) {
            case .success(let value): defaultValue = Located(value, at: node.location)
            case .failure(let mismatch):
                diagnostics.error(
                    "invalid default for param '\(name.value)': \(mismatch.message)",
                    at: mismatch.location
                )
            }
        }
        return Param(
            name: name,
            type: type,
            defaultValue: defaultValue,
            declaresDefault: reader.contains("default"),
            doc: reader["doc"]?.text("the doc of param '\(name.value)'", diagnostics: &diagnostics)?.value
        )
    }

    /// Reads a type such as `Int?` or `"[String]"`.
    static func decodeType(
        _ node: YAMLNode,
        what: @autoclosure () -> String,
        diagnostics: inout DiagnosticCollector
    ) -> Located<TypeReference>? {
        if let items = node.sequence {
            // `[String]` unquoted is a YAML list holding the string "String".
            let inner = items.count == 1 ? items[0].scalar?.text : nil
            diagnostics.error(
                "\(what()) is a YAML list; write an array type in quotes",
                at: node.location,
                fixIt: inner.map { Diagnostic.FixIt(replacement: "\"[\($0)]\"", message: "write \"[\($0)]\"") }
            )
            return nil
        }
        guard let text = node.string(what(), diagnostics: &diagnostics) else { return nil }
        switch TypeReferenceParser.parse(text.value) {
        case .success(let type):
            return Located(type, at: text.location)
        case .failure(let failure):
            diagnostics.error(
                "invalid type '\(VisibleText.abbreviated(text.value))': \(failure.message)",
                at: text.location,
                fixIt: failure.suggestion.map(Diagnostic.FixIt.didYouMean)
            )
            return nil
        }
    }
}
