import Testing

@testable import RouteCompiler

@Suite("Type translation")
struct TypeTranslationTests {
    @Test("Default dates, URLs and UUIDs render as Foundation initializers, written as the file writes the type")
    func defaultValues() {
        let text = { (value: DefaultValue, replacements: [String: SwiftType]) in
            value.swiftExpression(of: .named("Date"), replacing: replacements).text
        }
        #expect(text(.date(0.5), [:]) == "Date(timeIntervalSince1970: 0.5)")
        #expect(text(.url("https://example.com/a\"b"), [:]) == "URL(string: \"https://example.com/a\\\"b\")!")
        #expect(text(.uuid("ABC"), [:]) == "UUID(uuidString: \"ABC\")!")
        #expect(
            text(.date(0.5), ["Date": .named("Date", module: "Foundation")])
                == "Foundation.Date(timeIntervalSince1970: 0.5)"
        )
        #expect(
            text(.uuid("ABC"), ["UUID": .named("UUID", module: "Foundation")])
                == "Foundation.UUID(uuidString: \"ABC\")!"
        )
    }

    @Test("A Double that is not finite names Double's member as the file writes Double")
    func nonFiniteDoubles() {
        let text = { (value: DefaultValue, type: TypeReference, replacements: [String: SwiftType]) in
            value.swiftExpression(of: type, replacing: replacements).text
        }
        #expect(text(.double(.nan), .named("Double"), [:]) == "Double.nan")
        #expect(
            text(.double(.nan), .named("Double"), ["Double": .named("Double", module: "Swift")]) == "Swift.Double.nan"
        )
        #expect(
            text(.double(-.infinity), .optional(.named("Double")), ["Double": .named("Double", module: "Swift")])
                == "-Swift.Double.infinity"
        )
        #expect(
            text(.array([.double(.infinity), .double(1.5)]), .array(.named("Double")), [:]) == "[Double.infinity, 1.5]"
        )
    }

    @Test("A member of an optional custom type is written after its type, which .none would otherwise not mean")
    func membersOfOptionals() {
        let text = { (value: DefaultValue, type: TypeReference, replacements: [String: SwiftType]) in
            value.swiftExpression(of: type, replacing: replacements).text
        }
        #expect(text(.member("none"), .named("Mode"), [:]) == ".none")
        #expect(text(.member("none"), .optional(.named("Mode")), [:]) == "Mode.none")
        #expect(text(.member("none"), .optional(.named("Mode")), ["Mode": .named("_AppMode")]) == "_AppMode.none")
        #expect(text(.member("standard"), .optional(.named("Models.Mode")), [:]) == "Models.Mode.standard")
        #expect(text(.array([.member("none"), .null]), .array(.optional(.named("Mode"))), [:]) == "[Mode.none, nil]")
        #expect(text(.array([.member("none")]), .optional(.array(.named("Mode"))), [:]) == "[.none]")
        #expect(DefaultValue.member("none").swiftSourceText(of: .optional(.named("Mode"))) == "Mode.none")
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
