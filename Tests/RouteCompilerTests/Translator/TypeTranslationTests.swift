import Testing

@testable import RouteCompiler

@Suite("Type translation")
struct TypeTranslationTests {
    @Test("Default dates, URLs and UUIDs render as Foundation initializers")
    func defaultValues() {
        let text = { (value: DefaultValue) in String(decoding: value.swiftExpression.utf8, as: UTF8.self) }
        #expect(text(.date(0.5)) == "Foundation.Date(timeIntervalSince1970: 0.5)")
        #expect(text(.url("https://example.com/a\"b")) == "Foundation.URL(string: \"https://example.com/a\\\"b\")!")
        #expect(text(.uuid("ABC")) == "Foundation.UUID(uuidString: \"ABC\")!")
    }

    @Test("A type that a URL carries as text, or an optional of one, is read and visited with its own method")
    func routeKitMethods() {
        let types: [TypeReference] = [
            .named("String"), .named("UUID"), .optional(.named("Int")), .optional(.named("Bool")),
            .named("Date"), .optional(.named("URL")), .array(.named("String")), .optional(.array(.named("Int"))),
            .named("Money"),
        ]
        #expect(
            types.map(\.routeValuesMethod) == [
                "string", "uuid", "optionalInt", "optionalBool", "value", "optionalValue", "value", "optionalValue",
                "value",
            ]
        )
        #expect(
            types.map(\.routeVisitorMethod) == [
                "visitString", "visitUUID", "visitOptionalInt", "visitOptionalBool", "visit", "visit", "visit", "visit",
                "visit",
            ]
        )
        // RouteKit's own reads keep a failure instead of throwing; only the generic ones need `try`.
        #expect(types.map(\.routeValuesMethodThrows) == [false, false, false, false, true, true, true, true, true])
    }
}
