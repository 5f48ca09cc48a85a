import Testing

@testable import RouteCompiler

@Suite("Swift declaration scanner")
struct SwiftDeclarationScannerTests {
    static func scan(_ text: String) -> SwiftDeclarationScanner { SwiftDeclarationScanner(Array(text.utf8)) }

    @Test("Finds functions with their type, labels, return type and its location")
    func functions() {
        let scanner = Self.scan(
            """
            struct AppScreens: LibraryScreenFactory {
                typealias Screen = UIViewController

                func makeBooks(author: String, navigator: LibraryNavigator.Books) -> BooksViewController {
                    BooksViewController(author: author)
                }
            }

            extension Outer.AppScreens {
                func makeCover(_ author: String, title t: String, navigator: Nav) async throws(E) -> \
            Dictionary<String, [Int]>? { fatalError() }
                static func `default`() {}
            }

            func free() -> Int { 1 }
            """
        )
        #expect(
            scanner.functions == [
                .init(
                    enclosingType: "AppScreens",
                    name: "makeBooks",
                    nameLocation: SourceLocation(line: 4, column: 10),
                    labels: ["author", "navigator"],
                    returnType: "BooksViewController",
                    returnTypeLocation: SourceLocation(line: 4, column: 74)
                ),
                .init(
                    enclosingType: "AppScreens",
                    name: "makeCover",
                    nameLocation: SourceLocation(line: 10, column: 10),
                    labels: ["_", "title", "navigator"],
                    returnType: "Dictionary<String, [Int]>?",
                    returnTypeLocation: SourceLocation(line: 10, column: 90)
                ),
                .init(
                    enclosingType: "AppScreens",
                    name: "default",
                    nameLocation: SourceLocation(line: 11, column: 17),
                    labels: [],
                    returnType: nil,
                    returnTypeLocation: SourceLocation(line: 11, column: 17)
                ),
                .init(
                    enclosingType: nil,
                    name: "free",
                    nameLocation: SourceLocation(line: 14, column: 6),
                    labels: [],
                    returnType: "Int",
                    returnTypeLocation: SourceLocation(line: 14, column: 16)
                ),
            ]
        )
        #expect(scanner.screenAliases == [.init(enclosingType: "AppScreens", type: "UIViewController")])
    }

    @Test("Comments and string literals, with interpolations and raw and multi-line forms, hold no declarations")
    func commentsAndStrings() {
        let scanner = Self.scan(
            ##"""
            // func commented() -> A
            /* func block() -> B /* nested */ func stillComment() -> C */
            let a = "func inString() -> D \(call("func inInterpolation() -> E")) }"
            let b = #"func raw() -> F \#(x) "quoted" "#
            let c = """
                func multiLine() -> G
                """
            final class Box { class func make() -> some View { fatalError() } }
            """##
        )
        #expect(scanner.functions.map(\.name) == ["make"])
        #expect(scanner.functions.first?.enclosingType == "Box")
        #expect(scanner.functions.first?.returnType == "some View")
    }

    @Test("Columns count Unicode scalars; an unterminated string or comment ends the scan without a crash")
    func unicodeAndBrokenInput() {
        let scanner = Self.scan("struct É { func é(ü: Int) -> Ö {} }\nlet s = \"open\nstruct Z { /* never closed")
        #expect(scanner.functions.first?.returnTypeLocation == SourceLocation(line: 1, column: 30))
        #expect(scanner.functions.first?.labels == ["ü"])
        for text in ["func", "func f(", "func f() ->", "struct { func }", "\"\\(", "#\"", "`", "}}}{"] {
            _ = Self.scan(text)
        }
    }
}
