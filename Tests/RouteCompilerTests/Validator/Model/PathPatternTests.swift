import Testing

@testable import RouteCompiler

@Suite("Path pattern")
struct PathPatternTests {
    @Test(
        "Paths split into literal and param segments and print back as written",
        arguments: [
            ("/", [PathPattern.Segment]()),
            ("/authors", [.literal("authors")]),
            ("/authors/{author}", [.literal("authors"), .param("author")]),
            ("/{id}", [.param("id")]),
            ("/{a}/{b}", [.param("a"), .param("b")]),
            ("/a/{id}/edit", [.literal("a"), .param("id"), .literal("edit")]),
            ("/v1.2/a-b_c~d/E9", [.literal("v1.2"), .literal("a-b_c~d"), .literal("E9")]),
            ("/{_private}/{default}", [.param("_private"), .param("default")]),
        ]
    )
    func parse(path: String, segments: [PathPattern.Segment]) throws {
        let pattern = try PathPattern.parse(path).get()
        #expect(pattern.segments == segments)
        #expect(pattern.text == path)
    }

    @Test(
        "Malformed paths say what is wrong",
        arguments: [
            ("", "a path starts with '/', as in '/'"),
            ("authors", "a path starts with '/', as in '/authors'"),
            ("{id}", "a path starts with '/', as in '/{id}'"),
            ("//", "segment 1 of the path is empty; remove the extra '/'"),
            ("/authors/", "segment 2 of the path is empty; remove the extra '/'"),
            ("/a//b", "segment 2 of the path is empty; remove the extra '/'"),
            ("/{}", "'{}' must name one parameter, as in '{id}'"),
            ("/{2fa}", "'{2fa}' must name one parameter, as in '{id}'"),
            ("/{a b}", "'{a b}' must name one parameter, as in '{id}'"),
            ("/{x}{y}", "'{x}{y}' must name one parameter, as in '{id}'"),
            (
                "/a{id}",
                "'{' cannot appear in the path segment 'a{id}'; a parameter takes a whole "
                    + "segment, as in '/books/{id}'; use letters, digits, '-', '.', '_' and '~'"
            ),
            (
                "/{id",
                "'{' cannot appear in the path segment '{id'; a parameter takes a whole "
                    + "segment, as in '/books/{id}'; use letters, digits, '-', '.', '_' and '~'"
            ),
            (
                "/id}",
                "'}' cannot appear in the path segment 'id}'; a parameter takes a whole "
                    + "segment, as in '/books/{id}'; use letters, digits, '-', '.', '_' and '~'"
            ),
            ("/a?b", "'?' cannot appear in the path segment 'a?b'; use letters, digits, '-', '.', '_' and '~'"),
            ("/b c", "' ' cannot appear in the path segment 'b c'; use letters, digits, '-', '.', '_' and '~'"),
            ("/café", "'é' cannot appear in the path segment 'café'; use letters, digits, '-', '.', '_' and '~'"),
            ("/a%20b", "'%' cannot appear in the path segment 'a%20b'; use letters, digits, '-', '.', '_' and '~'"),
            // Text that is not ASCII is split by characters: `/` with a combining mark is no separator.
            ("/a//é", "segment 2 of the path is empty; remove the extra '/'"),
            (
                "/a/\u{301}b",
                "'/' cannot appear in the path segment 'a/\u{301}b'; use letters, digits, '-', '.', '_' and '~'"
            ),
        ]
    )
    func failure(path: String, message: String) {
        #expect(PathPattern.parse(path) == .failure(PathPattern.Failure(message: message)))
    }

    @Test(
        "Param names are the param segments in order",
        arguments: [
            ("/", [String]()),
            ("/authors", []),
            ("/authors/{author}/books/{book}", ["author", "book"]),
            ("/{b}/{a}", ["b", "a"]),
        ]
    )
    func paramNames(path: String, names: [String]) throws {
        #expect(try PathPattern.parse(path).get().paramNames == names)
    }

    @Test("A pattern built from segments prints as a path")
    func textOfSegments() {
        #expect(PathPattern(segments: []).text == "/")
        #expect(PathPattern(segments: [.literal("a"), .param("id")]).text == "/a/{id}")
    }
}
