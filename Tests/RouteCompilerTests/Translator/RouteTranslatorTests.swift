import Testing

@testable import RouteCompiler

@Suite("Route translator")
struct RouteTranslatorTests {
    @Test(
        "The names made once per screen, by place, are those that each screen's name gives",
        arguments: GoldenFileTests.specs.map(\.lastPathComponent)
    )
    func perScreenNamesMatchEachName(specName: String) throws {
        let (validated, translator) = try GoldenFileTests.translator(forSpecNamed: specName)

        #expect(translator.factoryFunctionNames.count == validated.screens.count)
        #expect(translator.navigatorHandles.count == validated.screens.count)
        #expect(translator.caseNames.count == validated.screens.count)
        for (place, screen) in validated.screens.enumerated() {
            #expect(translator.factoryFunctionNames[place] == SwiftNaming.prefixed("make", screen.name.value))
            let handle = translator.names.navigator + "." + SwiftNaming.navigatorTypeName(screen.name.value)
            #expect(translator.navigatorHandles[place] == handle)
            #expect(translator.caseNames[place] == SwiftNaming.identifier(screen.name.value))
        }
    }
}
