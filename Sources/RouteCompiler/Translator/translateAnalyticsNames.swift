extension RouteTranslator {
    /// `static func analyticsName(of:)`, the stable names of screens in analytics events, when a screen
    /// has an `analyticsName`; without one, RouteKit's default (the screen's name) stands.
    func analyticsNameFunction() -> SwiftFunction? {
        let named = spec.screens.filter { $0.analyticsName != nil }
        guard !named.isEmpty else { return nil }
        var cases = named.map { screen in
            SwiftSwitchCase(
                patterns: [.enumCase(name: SwiftNaming.identifier(screen.name.value), bindings: nil)],
                body: [.return(.literal(.string(screen.analyticsName!.value)))]
            )
        }
        if named.count < spec.screens.count {
            cases.append(SwiftSwitchCase(patterns: [], body: [.return(.member(.identifier("screen"), "rawValue"))]))
        }
        return SwiftFunction(
            doc: documentation(
                "The stable name of `screen` in analytics events: its `analyticsName`, else its name."
            ),
            access: access,
            isStatic: true,
            name: "analyticsName",
            parameters: [SwiftParameter(label: "of", name: "screen", type: .named(names.screen))],
            returnType: refType("String"),
            body: [.switch(.identifier("screen"), cases)]
        )
    }
}
