import Testing

@testable import RouteCompiler

@Suite("Rendering types")
struct SwiftTypeRenderingTests {
    @Test("A named type is written with its module and generic arguments, when it has them")
    func namedTypes() {
        #expect(SwiftType.named("Int").text == "Int")
        #expect(SwiftType.named("Int", module: "Swift").text == "Swift.Int")
        #expect(
            SwiftType.named("NavigationState", module: "RouteKit", genericArguments: [.named("AppRoute")]).text
                == "RouteKit.NavigationState<AppRoute>"
        )
        #expect(
            SwiftType.named("Pair", genericArguments: [.named("A"), .optional(.named("B"))]).text == "Pair<A, B?>"
        )
    }

    @Test("Nested types, metatypes, optionals, arrays and tuples")
    func compositeTypes() {
        #expect(SwiftType.member(.named("Factory"), "Screen").text == "Factory.Screen")
        #expect(SwiftType.member(.named("Navigator"), "Type").text == "Navigator.Type")
        #expect(
            SwiftType.member(.named("NavigationState", genericArguments: [.named("AppRoute")]), "StackLocation").text
                == "NavigationState<AppRoute>.StackLocation"
        )
        #expect(SwiftType.optional(.array(.named("String"))).text == "[String]?")
        #expect(SwiftType.array(.optional(.named("String"))).text == "[String?]")
        #expect(SwiftType.optional(.optional(.named("Int"))).text == "Int??")
        #expect(SwiftType.tuple([.named("A"), .named("B")]).text == "(A, B)")
        #expect(SwiftType.optional(.tuple([.named("AppRoute")])).text == "(AppRoute)?")
    }

    @Test("some and any; an optional of one is parenthesized")
    func opaqueAndExistentialTypes() {
        #expect(SwiftType.some(.named("RouteVisitor")).text == "some RouteVisitor")
        #expect(SwiftType.any(.named("Decoder", module: "Swift")).text == "any Swift.Decoder")
        #expect(
            SwiftType.optional(.any(.named("NavigationHost", genericArguments: [.named("AppRoute")]))).text
                == "(any NavigationHost<AppRoute>)?"
        )
    }

    @Test("Function types with their attributes; an optional one is parenthesized")
    func functionTypes() {
        let observer = SwiftFunctionType(
            attributes: [.escaping, SwiftAttribute(name: "MainActor"), .sendable],
            parameters: [.named("NavigationEvent", genericArguments: [.named("AppRoute")])],
            result: .named("Void")
        )
        #expect(
            SwiftType.function(observer).text == "@escaping @MainActor @Sendable (NavigationEvent<AppRoute>) -> Void"
        )
        let handler = SwiftFunctionType(
            attributes: [SwiftAttribute(name: "_Concurrency.MainActor")],
            parameters: [.optional(.named("Book"))],
            result: .named("Void", module: "Swift")
        )
        #expect(SwiftType.optional(.function(handler)).text == "(@_Concurrency.MainActor (Book?) -> Swift.Void)?")
        #expect(SwiftType.function(SwiftFunctionType(parameters: [], result: .named("Int"))).text == "() -> Int")
        let check = SwiftFunctionType(parameters: [], isAsync: true, result: .named("Bool"))
        #expect(SwiftType.optional(.function(check)).text == "(() async -> Bool)?")
    }

    @Test("Throws clauses, and a type as an expression")
    func throwsAndExpressions() {
        #expect(SwiftThrows.anyError.text == "throws")
        #expect(SwiftThrows.typed(.member(.named("Values"), "Failure")).text == "throws(Values.Failure)")
        #expect(
            SwiftExpression.member(.type(.named("DeepLinkRouter", genericArguments: [.named("AppRoute")])), "init")
                .text == "DeepLinkRouter<AppRoute>.init"
        )
    }

    @Test("A spec's type name is qualified by what comes before its last dot")
    func specTypes() {
        #expect(SwiftNaming.specType("Book") == .named("Book"))
        #expect(SwiftNaming.specType("Models.Book") == .named("Book", module: "Models"))
        #expect(SwiftNaming.specType("A.B.C").text == "A.B.C")
    }

    @Test("Parameters: inout, labels and defaults around the type")
    func parameters() {
        let function = SwiftFunction(
            name: "hash",
            genericParameters: [SwiftGenericParameter(name: "V", constraint: .named("RouteVisitor"))],
            parameters: [
                SwiftParameter(label: "into", name: "hasher", isInout: true, type: .named("Hasher")),
                SwiftParameter(label: "_", name: "visitor", isInout: true, type: .some(.named("RouteVisitor"))),
                SwiftParameter(name: "host", type: .optional(.any(.named("Host"))), defaultValue: .literal(.nil)),
            ],
            throwing: .typed(.named("Failure")),
            returnType: .named("Int"),
            body: nil
        )
        let file = SwiftFile(banner: [], imports: [], declarations: [.function(function)])
        let expected =
            "func hash<V: RouteVisitor>(into hasher: inout Hasher, _ visitor: inout some RouteVisitor, "
            + "host: (any Host)? = nil) throws(Failure) -> Int"
        #expect(TextRenderer.render(file).split(separator: "\n").last.map(String.init) == expected)
    }
}
