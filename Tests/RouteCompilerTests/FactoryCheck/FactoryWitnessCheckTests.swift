import Testing

@testable import RouteCompiler

@Suite("Factory witness check")
struct FactoryWitnessCheckTests {
    static let outline = FactoryOutline(
        protocolName: "LibraryScreenFactory",
        requirements: [
            .init(name: "makeAuthors", labels: ["navigator"]),
            .init(name: "makeBooks", labels: ["author", "navigator"]),
        ]
    )

    /// Another spec's factory of the same target, with a `makeBooks` of the same labels.
    static let otherOutline = FactoryOutline(
        protocolName: "ShopScreenFactory",
        requirements: [.init(name: "makeBooks", labels: ["author", "navigator"])]
    )

    static func diagnostics(_ files: [String: String]) -> [Diagnostic] {
        FactoryWitnessCheck.findings(
            in: files.sorted { $0.key < $1.key }.map { SwiftSourceFile(path: $0.key, bytes: Array($0.value.utf8)) },
            against: [outline, otherOutline]
        ).map(\.diagnostic)
    }

    @Test("A make… returning a subclass of Screen is an error at its return type, with a note saying what to write")
    func subclassIsAnError() throws {
        let diagnostics = Self.diagnostics([
            "AppScreens.swift":
                "struct AppScreens: LibraryScreenFactory {\n    typealias Screen = UIViewController\n}\n",
            "AppScreens+Books.swift": """
            extension AppScreens {
                func makeBooks(author: String, navigator: LibraryNavigator.Books) -> BooksViewController {
                    BooksViewController(author: author, navigator: navigator)
                }
            }
            """,
        ])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(
            diagnostic.formatted(path: "unused").split(separator: "\n").map(String.init) == [
                "AppScreens+Books.swift:2:74: error: 'makeBooks(author:navigator:)' returns "
                    + "'BooksViewController' instead of 'Screen' ('UIViewController' in 'AppScreens'), so Swift "
                    + "does not take it for the requirement of 'LibraryScreenFactory' and the placeholder shows",
                "AppScreens+Books.swift:2:74: note: declare it '-> Screen': Swift matches a requirement only by "
                    + "its exact type",
            ]
        )
    }

    @Test("Screen, Self.Screen and the aliased type itself are fine; so are other methods and types")
    func matchingReturnTypes() {
        let diagnostics = Self.diagnostics([
            "Screens.swift": """
            struct AppScreens: LibraryScreenFactory {
                typealias Screen = UIViewController
                func makeAuthors(navigator: LibraryNavigator.Authors) -> Screen { AuthorsViewController() }
                func makeBooks(author: String, navigator: LibraryNavigator.Books) -> UIViewController { fatalError() }
                func makeBooks(author: String) -> BooksViewController { fatalError() }
                func makeAuthors(_ navigator: LibraryNavigator.Authors) -> AuthorsViewController { fatalError() }
            }
            struct SwiftUIScreens: LibraryScreenFactory {
                typealias Screen = AnyView
                func makeAuthors(navigator: LibraryNavigator.Authors) -> Self.Screen { AnyView(Text("")) }
            }
            // Without an alias Swift infers `Screen` from the make… methods and reports mismatches itself.
            struct Inferred: LibraryScreenFactory {
                func makeAuthors(navigator: LibraryNavigator.Authors) -> TerminalScreen { fatalError() }
            }
            """
        ])
        #expect(diagnostics.isEmpty)
    }

    @Test("A SwiftUI make… returning some View is an error too")
    func opaqueViewIsAnError() {
        let diagnostics = Self.diagnostics([
            "Views.swift": """
            struct SwiftUIScreens: LibraryScreenFactory {
                typealias Screen = AnyView
                func makeAuthors(navigator: LibraryNavigator.Authors) -> some View { AuthorsView() }
            }
            """
        ])
        #expect(
            diagnostics.map(\.message).first?.contains(
                "returns 'some View' instead of 'Screen' ('AnyView' in 'SwiftUIScreens')"
            ) == true
        )
    }
}

extension FactoryWitnessCheckTests {
    @Test("With several specs in a target, a method is reported once, for the factory its type conforms to")
    func conformanceChoosesTheFactory() throws {
        let findings = FactoryWitnessCheck.findings(
            in: [
                SwiftSourceFile(
                    path: "Shop.swift",
                    bytes: Array(
                        """
                        struct ShopScreens {}
                        extension ShopScreens: ShopScreenFactory {
                            typealias Screen = UIViewController
                            func makeBooks(author: String, navigator: ShopNavigator.Books) -> BooksViewController { \
                        fatalError() }
                        }
                        """.utf8
                    )
                )
            ],
            against: [Self.outline, Self.otherOutline]
        )
        #expect(findings.map(\.protocolName) == ["ShopScreenFactory"])
    }
}

extension FactoryWitnessCheckTests {
    @Test("A make… with a requirement's name but other labels is a warning at its name")
    func otherLabelsAreAWarning() throws {
        let diagnostics = Self.diagnostics([
            "Screens.swift": """
            struct AppScreens: LibraryScreenFactory {
                typealias Screen = UIViewController
                func makeBooks(title: String, navigator: LibraryNavigator.Books) -> Screen { UIViewController() }
                func makeAuthors(navigator: LibraryNavigator.Authors, extra: Int = 0) -> Screen { UIViewController() }
            }
            """
        ])
        #expect(
            diagnostics.map { $0.formatted(path: "unused") } == [
                "Screens.swift:3:10: warning: 'makeBooks(title:navigator:)' is not the requirement "
                    + "'makeBooks(author:navigator:)' of 'LibraryScreenFactory', so Swift does not take it and the "
                    + "placeholder shows\nScreens.swift:3:10: note: give it the requirement's argument labels, or "
                    + "another name if it is a helper",
                "Screens.swift:4:10: warning: 'makeAuthors(navigator:extra:)' is not the requirement "
                    + "'makeAuthors(navigator:)' of 'LibraryScreenFactory', so Swift does not take it and the "
                    + "placeholder shows\nScreens.swift:4:10: note: give it the requirement's argument labels, or "
                    + "another name if it is a helper",
            ]
        )
    }

    @Test("A helper beside the requirement's own method, or in a type that names no factory, is fine")
    func helpersAreFine() {
        let diagnostics = Self.diagnostics([
            "Screens.swift": """
            struct AppScreens: LibraryScreenFactory {
                typealias Screen = UIViewController
                func makeBooks(author: String, navigator: LibraryNavigator.Books) -> Screen { makeBooks(for: author) }
                private func makeBooks(for author: String) -> Screen { UIViewController() }
            }
            struct Other {
                typealias Screen = UIView
                func makeBooks(title: String) -> Screen { UIView() }
            }
            """
        ])
        #expect(diagnostics.isEmpty)
    }
}
