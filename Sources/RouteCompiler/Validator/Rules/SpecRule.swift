/// One group of checks of a decoded spec.
///
/// A rule reports every problem it finds and never stops at the first; rules
/// run independently of each other, each skipping the parts that decoding
/// could not read.
protocol SpecRule: Sendable {
    /// Checks the spec and reports problems.
    func check(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector)
}

extension RouteSpec {
    /// Reports a reference to a screen that the spec does not declare, with a "did you mean".
    /// Returns the screen when it exists.
    ///
    /// - Parameters:
    ///   - name: The screen's name, where the spec writes it.
    ///   - referrer: What names the screen, as in "'push'" or "the root of tab 'home'"; written only
    ///     for the message, so that a screen that exists costs no text.
    ///   - diagnostics: Where the error goes.
    @discardableResult
    func resolveScreen(
        _ name: Located<String>,
        referrer: @autoclosure () -> String,
        diagnostics: inout DiagnosticCollector
    ) -> Screen? {
        if let screen = screen(named: name.value) { return screen }
        guard screensAreKnown else { return nil }
        diagnostics.error(
            "\(referrer()) names '\(name.value)', which is not a screen of this spec",
            at: name.location,
            fixIt: EditDistance.closest(to: name.value, in: screenNames).map(Diagnostic.FixIt.didYouMean)
        )
        return nil
    }

    /// The names of the types the generated file declares.
    var generatedTypeNames: [String] {
        guard let name = name?.value else { return [] }
        let names = GeneratedNames(prefix: name)
        return [
            names.route, names.screen, names.tab, names.navigator, names.screenNavigator, names.screenFactory,
            names.placeholderFactory, names.coordinator,
        ]
    }
}
