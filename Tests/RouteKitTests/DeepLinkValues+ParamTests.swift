import Foundation
import Testing

@_spi(Generated) @testable import RouteKit

@Suite struct DeepLinkValuesParamTests {
    /// Values to read from a link to `/pages` with `id` captured as `7` and `query`.
    private static func values(_ query: [(name: String, value: String)] = []) -> DeepLinkValues {
        DeepLinkValues(path: "/pages", captures: ["id": "7"], query: query)
    }

    /// `values` with `param` read into them.
    private static func reading(
        _ param: DeepLinkValues.Param,
        _ values: DeepLinkValues
    ) throws(DeepLinkError)
        -> DeepLinkValues
    {
        var values = values
        try param.read(into: &values)
        return values
    }

    @Test("Each kind of param reads as DeepLinkValues' own method does, with its type")
    func kinds() throws {
        let query = [(name: "page", value: "3"), (name: "note", value: ""), (name: "zoom", value: "1.5")]
        var values = Self.values(query)
        for param: DeepLinkValues.Param in [
            .required("id", as: Int.self),
            .read("page", as: Int.self, default: 1),
            .read("size", as: Int.self, default: 10),
            .optional("note", as: String.self, default: "x"),
            .optional("zoom", as: Double.self),
            .optional("title", as: String.self),
            .optional("mode", as: String.self, default: "grid"),
            .fixed("tags", as: [String].self, ["a", "b"]),
        ] {
            try param.read(into: &values)
        }
        #expect(try values.value("id", default: 0) == 7)
        #expect(try values.value("page", default: 0) == 3)
        #expect(try values.value("size", default: 0) == 10)
        #expect(try values.value("note", default: "y" as String?) == nil)
        #expect(try values.value("zoom", default: 0 as Double?) == 1.5)
        #expect(try values.value("title", default: "y" as String?) == nil)
        #expect(try values.value("mode", default: nil as String?) == "grid")
        #expect(try values.value("tags", default: [String]()) == ["a", "b"])
        // An optional is stored as an optional: a non-optional lookup of it is the default.
        #expect(try values.value("zoom", default: 0 as Double) == 0)
    }

    @Test("A param that a link lacks or that does not read as its type throws the parameters' error")
    func errors() {
        #expect(throws: DeepLinkError.missingParameter(name: "title", path: "/pages")) {
            try Self.reading(.required("title", as: String.self), Self.values())
        }
        #expect(throws: DeepLinkError.invalidParameter(name: "page", value: "abc", type: "Int")) {
            try Self.reading(.read("page", as: Int.self, default: 1), Self.values([(name: "page", value: "abc")]))
        }
        #expect(throws: DeepLinkError.invalidParameter(name: "day", value: "x", type: "UUID")) {
            try Self.reading(.optional("day", as: UUID.self), Self.values([(name: "day", value: "x")]))
        }
    }

    @Test("A param's path type is the type its segment reads as; a fixed one has none")
    func pathTypes() {
        #expect(DeepLinkValues.Param.required("id", as: Int.self).pathType == Int.self)
        #expect(DeepLinkValues.Param.read("page", as: Double.self, default: 1).pathType == Double.self)
        #expect(DeepLinkValues.Param.optional("day", as: UUID.self).pathType == UUID.self)
        #expect(DeepLinkValues.Param.fixed("tags", as: [String].self, []).pathType == nil)
        #expect(DeepLinkValues.Param.fixed("tags", as: [String].self, []).name == "tags")
    }
}
