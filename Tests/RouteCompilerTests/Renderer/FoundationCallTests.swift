import Testing

@testable import RouteCompiler

@Suite("Foundation calls")
struct FoundationCallTests {
    @Test("A Foundation call is the text of a call of Foundation's member, force-unwrapped when asked")
    func sameTextAsComposed() {
        let argument = SwiftExpression.literal(.string("00000000-0000-0000-0000-000000000001"))
        let call = SwiftExpression.call(
            .member(.identifier("Foundation"), "UUID"),
            [SwiftArgument(label: "uuidString", value: argument)]
        )
        #expect(SwiftExpression.foundationCall("UUID", label: "uuidString", argument) == call)
        #expect(
            SwiftExpression.foundationCall("UUID", label: "uuidString", argument, forceUnwrapped: true)
                == .forceUnwrap(call)
        )
    }

    @Test("Default dates, URLs and UUIDs render as Foundation initializers")
    func defaultValues() {
        let text = { (value: DefaultValue) in String(decoding: value.swiftExpression.utf8, as: UTF8.self) }
        #expect(text(.date(0.5)) == "Foundation.Date(timeIntervalSince1970: 0.5)")
        #expect(text(.url("https://example.com/a\"b")) == "Foundation.URL(string: \"https://example.com/a\\\"b\")!")
        #expect(text(.uuid("ABC")) == "Foundation.UUID(uuidString: \"ABC\")!")
    }
}
