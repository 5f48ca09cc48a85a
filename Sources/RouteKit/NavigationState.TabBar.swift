extension NavigationState {
    /// The state of a tab bar: ordered tabs, each with its own navigation stack, and the selected tab.
    ///
    /// The value counterpart of a `UITabBarController` whose tabs are navigation controllers: switching
    /// tabs keeps every tab's stack.
    public struct TabBar: Hashable, Sendable {
        /// The tabs in the order the tab bar shows them; never empty, without duplicates.
        public private(set) var tabs: [Route.Tab]
        /// The selected tab; always one of `tabs`.
        public private(set) var selected: Route.Tab
        /// The stack of every tab.
        private var stacks: [Route.Tab: NavigationState<Route>.Stack]

        /// Creates a tab bar whose tabs start with the given stacks.
        ///
        /// - Precondition: `stacks` is not empty, names each tab once, and names `selected`.
        public init(stacks: [(Route.Tab, NavigationState<Route>.Stack)], selected: Route.Tab) {
            precondition(Self.problem(tabs: stacks.map(\.0), selected: selected) == nil, "Invalid tabs")
            tabs = stacks.map(\.0)
            self.selected = selected
            self.stacks = Dictionary(uniqueKeysWithValues: stacks)
        }

        /// Creates a tab bar whose tabs start with one root route each.
        ///
        /// - Precondition: `tabs` is not empty, names each tab once, and names `selected`.
        public init(tabs: [(Route.Tab, Route)], selected: Route.Tab) {
            self.init(stacks: tabs.map { ($0.0, NavigationState.Stack(root: $0.1)) }, selected: selected)
        }

        /// The stack of `tab`, or `nil` when the tab bar has no such tab.
        public func stack(for tab: Route.Tab) -> NavigationState<Route>.Stack? {
            stacks[tab]
        }

        /// The stack of the selected tab.
        public var selectedStack: NavigationState<Route>.Stack {
            stacks[selected]!
        }

        /// Selects `tab` and returns whether the selection changed; returns `false` for an unknown tab.
        @discardableResult
        public mutating func select(_ tab: Route.Tab) -> Bool {
            guard tab != selected, stacks[tab] != nil else { return false }
            selected = tab
            return true
        }

        /// Calls `body` with the stack of `tab` in place, or returns `nil` when there is no such tab.
        mutating func modifyStack<Result>(
            for tab: Route.Tab,
            _ body: (inout NavigationState<Route>.Stack) throws(NavigationError<Route>) -> Result
        ) throws(NavigationError<Route>) -> Result? {
            guard stacks[tab] != nil else { return nil }
            return try body(&stacks[tab]!)
        }

        /// Why tabs and a selection cannot make a tab bar, or `nil` when they can.
        private static func problem(tabs: [Route.Tab], selected: Route.Tab) -> String? {
            if tabs.isEmpty { return "A tab bar needs at least one tab." }
            if Set(tabs).count != tabs.count { return "A tab bar cannot show a tab twice." }
            if !tabs.contains(selected) { return "The selected tab is not one of the tabs." }
            return nil
        }
    }
}

extension NavigationState.TabBar: Codable {
    /// The keys of an encoded tab bar.
    private enum CodingKeys: String, CodingKey {
        case tabs, selected
    }

    /// The keys of one encoded tab.
    private enum TabKeys: String, CodingKey {
        case tab, stack
    }

    /// Decodes a tab bar from its ordered tabs and selection, rejecting invalid combinations.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var tabsContainer = try container.nestedUnkeyedContainer(forKey: .tabs)
        var stacks: [(Route.Tab, NavigationState<Route>.Stack)] = []
        while !tabsContainer.isAtEnd {
            let tab = try tabsContainer.nestedContainer(keyedBy: TabKeys.self)
            stacks.append(
                (
                    try tab.decode(Route.Tab.self, forKey: .tab),
                    try tab.decode(NavigationState<Route>.Stack.self, forKey: .stack)
                )
            )
        }
        let selected = try container.decode(Route.Tab.self, forKey: .selected)
        if let problem = Self.problem(tabs: stacks.map(\.0), selected: selected) {
            throw DecodingError.dataCorruptedError(forKey: .tabs, in: container, debugDescription: problem)
        }
        self.init(stacks: stacks, selected: selected)
    }

    /// Encodes the tabs in order, each with its stack, and the selection.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var tabsContainer = container.nestedUnkeyedContainer(forKey: .tabs)
        for tab in tabs {
            var tabContainer = tabsContainer.nestedContainer(keyedBy: TabKeys.self)
            try tabContainer.encode(tab, forKey: .tab)
            try tabContainer.encode(stacks[tab]!, forKey: .stack)
        }
        try container.encode(selected, forKey: .selected)
    }
}
