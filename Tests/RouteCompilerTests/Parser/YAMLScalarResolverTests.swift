import Testing

@testable import RouteCompiler

@Suite("YAMLScalarResolver: the YAML 1.2 core schema")
struct YAMLScalarResolverTests {
    @Test(
        "plain scalars resolve by the core schema",
        arguments: [
            ("null", YAMLValue.null), ("Null", .null), ("NULL", .null), ("~", .null), ("", .null),
            ("true", .bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)),
            ("false", .bool(false)), ("False", .bool(false)), ("FALSE", .bool(false)),
            ("0", .int(0)), ("42", .int(42)), ("-17", .int(-17)), ("+5", .int(5)), ("007", .int(7)),
            ("0o17", .int(15)), ("0x1F", .int(31)), ("0xff", .int(255)),
            ("9223372036854775807", .int(.max)), ("-9223372036854775808", .int(.min)),
            ("1.5", .double(1.5)), ("-0.25", .double(-0.25)), ("1e3", .double(1000)), ("1E-2", .double(0.01)),
            (".5", .double(0.5)), ("1.", .double(1)), ("+2.5e+2", .double(250)),
            (".inf", .double(.infinity)), (".Inf", .double(.infinity)), ("+.INF", .double(.infinity)),
            ("-.inf", .double(-.infinity)),
            ("yes", .string("yes")), ("no", .string("no")), ("on", .string("on")), ("off", .string("off")),
            ("y", .string("y")), ("n", .string("n")), ("nil", .string("nil")), ("none", .string("none")),
            ("tRUE", .string("tRUE")), ("0x", .string("0x")), ("0o8", .string("0o8")), ("0b101", .string("0b101")),
            ("1_000", .string("1_000")), ("-", .string("-")), (".", .string(".")), ("1e", .string("1e")),
            ("1.2.3", .string("1.2.3")), ("+-1", .string("+-1")), ("-0x1", .string("-0x1")), ("inf", .string("inf")),
            ("nan", .string("nan")), ("12:30", .string("12:30")), ("Books", .string("Books")),
            ("2001-12-14", .string("2001-12-14")),
        ]
    )
    func plainScalar(text: String, expected: YAMLValue) throws {
        #expect(try YAMLScalarResolver.value(of: text, style: .plain, tag: nil) == expected)
    }

    @Test("NaN spellings resolve to NaN", arguments: [".nan", ".NaN", ".NAN"])
    func notANumber(text: String) throws {
        let value = try YAMLScalarResolver.value(of: text, style: .plain, tag: nil)
        guard case .double(let double) = value else {
            Issue.record("expected a double, got \(value)")
            return
        }
        #expect(double.isNaN)
    }

    @Test(
        "quoted and block scalars are always strings",
        arguments: [YAMLScalar.Style.singleQuoted, .doubleQuoted, .literal, .folded]
    )
    func nonPlainStyles(style: YAMLScalar.Style) throws {
        for text in ["true", "42", "null", "", "1e3"] {
            #expect(try YAMLScalarResolver.value(of: text, style: style, tag: nil) == .string(text))
        }
    }

    @Test(
        "an integer too big for 64 bits is an error",
        arguments: ["9223372036854775808", "-9223372036854775809", "0xFFFFFFFFFFFFFFFFF"]
    )
    func integerOverflow(text: String) {
        #expect(
            throws: YAMLScalarResolver.Failure(
                message: "integer literal '\(text)' does not fit in 64 bits; quote it to keep it as text"
            )
        ) {
            try YAMLScalarResolver.value(of: text, style: .plain, tag: nil)
        }
    }

    @Test(
        "explicit core tags resolve to their kind, whatever the style",
        arguments: [
            ("1", YAMLScalar.Style.plain, YAMLTag.string, YAMLValue.string("1")),
            ("true", .plain, .nonSpecific, .string("true")),
            ("12", .doubleQuoted, .integer, .int(12)),
            ("0x10", .plain, .integer, .int(16)),
            ("1", .plain, .float, .double(1)),
            (".inf", .plain, .float, .double(.infinity)),
            ("TRUE", .singleQuoted, .boolean, .bool(true)),
            ("", .plain, .null, .null),
            ("~", .plain, .null, .null),
        ]
    )
    func taggedScalar(text: String, style: YAMLScalar.Style, tag: YAMLTag, expected: YAMLValue) throws {
        #expect(try YAMLScalarResolver.value(of: text, style: style, tag: tag) == expected)
    }

    @Test(
        "an explicit core tag on text of another kind is an error",
        arguments: [
            ("abc", YAMLTag.integer, "the tag '!!int' needs an integer, not 'abc'; fix the value or remove the tag"),
            ("1.5", .integer, "the tag '!!int' needs an integer, not '1.5'; fix the value or remove the tag"),
            ("x", .float, "the tag '!!float' needs a number, not 'x'; fix the value or remove the tag"),
            (
                "yes", .boolean,
                "the tag '!!bool' needs a boolean ('true' or 'false'), not 'yes'; fix the value or remove the tag"
            ),
            (
                "0", .null,
                "the tag '!!null' needs null (write 'null', '~' or nothing), not '0'; fix the value or remove the tag"
            ),
        ]
    )
    func mismatchedTag(text: String, tag: YAMLTag, message: String) {
        #expect(throws: YAMLScalarResolver.Failure(message: message)) {
            try YAMLScalarResolver.value(of: text, style: .plain, tag: tag)
        }
    }

    @Test("libyaml's resolved tag strings map to tags, and print as written")
    func tagNames() {
        #expect(YAMLTag("tag:yaml.org,2002:str") == .string)
        #expect(YAMLTag("!") == .nonSpecific)
        #expect(YAMLTag("tag:yaml.org,2002:binary") == .unsupported("!!binary"))
        #expect(YAMLTag("!custom").name == "!custom")
        #expect(YAMLTag("tag:yaml.org,2002:float").name == "!!float")
    }
}

@Suite("YAMLLoader: scalar values in a spec")
struct YAMLScalarLoadingTests {
    @Test(
        "scalars in a spec resolve by the core schema",
        arguments: [
            ("no", YAMLValue.string("no")), ("\"true\"", .string("true")), ("0x1F", .int(31)), ("1e3", .double(1000)),
            ("~", .null), ("", .null), (".inf", .double(.infinity)), ("!!str 1", .string("1")), ("'42'", .string("42")),
            ("!!float 3", .double(3)), ("!!int \"7\"", .int(7)), ("|\n  true", .string("true\n")),
        ]
    )
    func scalarValue(text: String, expected: YAMLValue) {
        let (node, diagnostics) = loadValue(text)
        #expect(diagnostics.isEmpty)
        #expect(node?.testValue == expected)
    }

    @Test("a bad scalar is an error at the scalar, and reads as a string")
    func badScalar() {
        let (node, diagnostics) = loadValue("99999999999999999999")
        #expect(
            diagnostics == [
                .error(
                    "integer literal '99999999999999999999' does not fit in 64 bits; quote it to keep it as text",
                    at: at(1, 8)
                )
            ]
        )
        #expect(node?.testValue == .string("99999999999999999999"))
    }
}
