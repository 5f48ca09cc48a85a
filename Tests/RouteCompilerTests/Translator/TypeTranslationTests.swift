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
}
