/// Declarations that several articles' examples assume, named by their markers' `with:` (`<!-- check: article
/// Navigatron with: NavigatronFlowTests -->`).
///
/// They live here rather than in the marker's comment when they begin with an attribute: DocC reads a line that
/// starts with `@` as a directive, even inside an HTML comment.
enum ArticleGivens {
    /// The givens by name.
    static let named: [String: String] = [
        // The suite of TestingFlows, whose tests the article shows one at a time; the check closes its
        // brace after the example.
        "NavigatronFlowTests": """
        import Testing

        @MainActor struct NavigatronFlowTests {
            let host = RecordingNavigationHost<NavigatronRoute>()
            let coordinator = NavigatronCoordinator(factory: NavigatronPlaceholderFactory())
        """,
        // A main-actor function around statements that only a function may hold, such as `return`.
        "MainActorFunction": "@MainActor func example() {",
        // RouteKit's API for generated code, which an example of transitions as values imports.
        "GeneratedSPI": "@_spi(Generated) import RouteKit",
    ]
}
