import RouteCompiler
import Testing

@testable import StoryboardImport

@Suite struct StoryboardTranslatorTests {
    private let here = SourceLocation(line: 1, column: 1, file: "Main.storyboard")

    private func scene(
        _ id: String,
        _ kind: StoryboardScene.Kind = .content,
        storyboardID: String? = nil,
        tabTitle: String? = nil,
        segues: [StoryboardSegue] = []
    ) -> StoryboardScene {
        StoryboardScene(
            id: id,
            kind: kind,
            element: "viewController",
            storyboardIdentifier: storyboardID ?? (kind == .content ? id : nil),
            customClass: nil,
            title: nil,
            tabTitle: tabTitle,
            tabImage: nil,
            segues: segues,
            location: here
        )
    }

    private func segue(
        _ kind: String,
        to destination: String,
        identifier: String? = nil,
        relationship: String? = nil,
        unwindAction: String? = nil
    ) -> StoryboardSegue {
        StoryboardSegue(
            kind: kind,
            destination: destination,
            identifier: identifier,
            relationship: relationship,
            presentationStyle: nil,
            transitionStyle: nil,
            unwindAction: unwindAction,
            customClass: nil,
            location: here
        )
    }

    private func document(_ name: String = "Main", initial: String?, _ scenes: [StoryboardScene]) -> StoryboardDocument
    {
        StoryboardDocument(path: "\(name).storyboard", name: name, initialSceneID: initial, scenes: scenes)
    }

    private func translate(_ documents: [StoryboardDocument]) throws -> ImportedSpec {
        try StoryboardTranslator.translate(documents, name: "App").get()
    }

    @Test func tabsComeThroughNavigationControllersAndReferences() throws {
        let main = document(
            initial: "tabs",
            [
                scene(
                    "tabs",
                    .tabBar,
                    segues: [
                        segue("relationship", to: "nav", relationship: "viewControllers"),
                        segue("relationship", to: "ref", relationship: "viewControllers"),
                    ]
                ),
                scene(
                    "nav",
                    .navigation,
                    tabTitle: "Home",
                    segues: [segue("relationship", to: "home", relationship: "rootViewController")]
                ),
                scene("home"),
                scene("ref", .reference(storyboardName: "More", identifier: nil), tabTitle: "Réglages"),
            ]
        )
        let more = document("More", initial: "about", [scene("about")])
        let spec = try translate([main, more])
        #expect(
            spec.root
                == .tabs([
                    ImportedTab(id: "home", title: "Home", icon: nil, screen: "home"),
                    ImportedTab(id: "about", title: "Réglages", icon: nil, screen: "about"),
                ])
        )
    }

    @Test func showDetailNeedsASplitRoot() throws {
        let screens = [scene("list", segues: [segue("showDetail", to: "item")]), scene("item")]
        let stack = try translate([document(initial: "list", screens)])
        #expect(stack.transitions.map(\.step) == [.push("item")])
        #expect(
            stack.transitions[0].comments == [
                "import: a showDetail segue without a split view root: imported as a push"
            ]
        )

        let split = scene(
            "split",
            .split,
            segues: [
                segue("relationship", to: "list", relationship: "masterViewController"),
                segue("relationship", to: "item", relationship: "detailViewController"),
            ]
        )
        let columns = try translate([document(initial: "split", [split] + screens)])
        #expect(columns.root == .split(primary: "list", secondary: "item"))
        #expect(columns.transitions.map(\.step) == [.showDetail("item")])
        #expect(columns.transitions.map(\.name) == ["showDetailItem"])
    }

    @Test func unwindsPopAndDismissOutOfAPresentation() throws {
        let spec = try translate([
            document(
                initial: "home",
                [
                    scene("home", segues: [segue("show", to: "list")]),
                    scene("list", segues: [segue("presentation", to: "editor")]),
                    scene(
                        "editor",
                        segues: [
                            segue("unwind", to: "exit", unwindAction: "unwindToList:"),
                            segue("unwind", to: "exit", identifier: "cancel", unwindAction: "cancel:"),
                        ]
                    ),
                    scene("detail", segues: [segue("unwind", to: "exit", unwindAction: "backToHome:")]),
                ]
            )
        ])
        let unwinds = spec.transitions.filter { if case .popTo = $0.step { true } else { false } }
        #expect(unwinds.map(\.name) == ["unwindToList", "unwindToHome"])
        #expect(unwinds.map(\.dismissesFirst) == [true, false])
        #expect(
            spec.screens.first { $0.name == "editor" }?.comments == [
                "import: unwind segue 'cancel' (cancel:): its target is chosen at run time; add a popTo transition"
            ]
        )
    }

    @Test func sameNamesJoinOrAreRenamed() throws {
        let spec = try translate([
            document(
                initial: "a",
                [
                    scene(
                        "a",
                        segues: [
                            segue("show", to: "c", identifier: "next"),
                            segue("presentation", to: "c", identifier: "dismiss"),
                        ]
                    ),
                    scene(
                        "b",
                        segues: [
                            segue("show", to: "c", identifier: "next"), segue("show", to: "a", identifier: "next"),
                        ]
                    ),
                    scene("c"),
                ]
            )
        ])
        #expect(spec.transitions.map(\.name) == ["next", "dismissSegue", "next2"])
        #expect(spec.transitions[0].from == ["a", "b"])
        #expect(
            spec.transitions[1].comments == ["import: segue 'dismiss' is 'dismissSegue': 'dismiss' is a built-in move"]
        )
    }

    @Test func collidingScenesAreNumbered() throws {
        let spec = try translate([
            document(initial: "one", [scene("one", storyboardID: "Home"), scene("two", storyboardID: "home")])
        ])
        #expect(spec.screens.map(\.name) == ["home", "home2"])
        #expect(spec.notes.first == "the scene at Main.storyboard:1:1 is also named 'home': it is 'home2' here")
    }

    @Test func danglingReferencesAreErrors() {
        let result = StoryboardTranslator.translate(
            [
                document(
                    initial: "a",
                    [
                        scene("a", segues: [segue("show", to: "gone"), segue("show", to: "ref")]),
                        scene("ref", .reference(storyboardName: "Main", identifier: "Nobody")),
                    ]
                )
            ],
            name: "App"
        )
        guard case .failure(let failure) = result else {
            Issue.record("expected errors")
            return
        }
        #expect(
            failure.diagnostics.map(\.message) == [
                "dangling reference: no scene has the ID 'gone' in Main.storyboard",
                "dangling reference: Main.storyboard has no scene with the storyboard ID 'Nobody'",
            ]
        )
    }
}

extension StoryboardTranslatorTests {
    /// A container view's child is part of its screen: its segues are the screen's moves, and a segue
    /// to it leads to no screen.
    @Test func embeddedScenesBelongToTheirScreen() throws {
        let spec = try translate([
            document(
                initial: "home",
                [
                    scene("home", segues: [segue("embed", to: "list"), segue("show", to: "list", identifier: "open")]),
                    scene("list", segues: [segue("show", to: "detail")]),
                    scene("detail"),
                ]
            )
        ])
        #expect(spec.screens.map(\.name) == ["home", "detail"])
        #expect(spec.transitions.map(\.name) == ["showDetail"])
        #expect(spec.transitions[0].from == ["home"])
        #expect(
            spec.notes.contains(
                "home: show segue 'open' to a scene that a container view embeds (a child of its screen)"
            )
        )
    }

    /// Names that the compiler refuses (members of the generated enums, a navigator's `context`, names
    /// over its length limit) get a suffix, and the spec the import writes passes the compiler.
    @Test func namesTheCompilerRefusesAreRenamed() throws {
        let long = String(repeating: "Word", count: 30)
        let spec = try translate([
            document(
                initial: "tabs",
                [
                    scene(
                        "tabs",
                        .tabBar,
                        segues: [
                            segue("relationship", to: "deepLinks", relationship: "viewControllers"),
                            segue("relationship", to: "other", relationship: "viewControllers"),
                        ]
                    ),
                    scene("deepLinks", tabTitle: "Initial", segues: [segue("show", to: "long", identifier: "context")]),
                    scene("other", tabTitle: "All Cases"),
                    scene("long", storyboardID: long),
                ]
            )
        ])
        #expect(spec.screens.map(\.name).prefix(2) == ["deepLinksScreen", "other"])
        #expect(spec.screens[2].name.count <= SpecLimits.maxNameLength)
        guard case .tabs(let tabs) = spec.root else {
            Issue.record("expected tabs")
            return
        }
        #expect(tabs.map(\.id) == ["initialTab", "allCasesTab"])
        #expect(spec.transitions.map(\.name) == ["contextSegue"])
        var diagnostics = DiagnosticCollector()
        _ = GeneratorPipeline.parseAndValidate(Array(SpecYAMLWriter.text(of: spec).utf8), diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
    }

    @Test func aNavigationControllerAroundATabBarRootsTheTabs() throws {
        let spec = try translate([
            document(
                initial: "nav",
                [
                    scene(
                        "nav",
                        .navigation,
                        segues: [segue("relationship", to: "tabs", relationship: "rootViewController")]
                    ),
                    scene(
                        "tabs",
                        .tabBar,
                        segues: [segue("relationship", to: "feed", relationship: "viewControllers")]
                    ),
                    scene("feed", tabTitle: "Feed"),
                ]
            )
        ])
        #expect(spec.root == .tabs([ImportedTab(id: "feed", title: "Feed", icon: nil, screen: "feed")]))
        #expect(spec.notes.isEmpty)
    }

    /// A tab bar that is not the root, and a container's own segue, are noted where they apply.
    @Test func containersThatTheSpecCannotHoldAreNoted() throws {
        let spec = try translate([
            document(
                initial: "login",
                [
                    scene("login"),
                    scene(
                        "tabs",
                        .tabBar,
                        segues: [
                            segue("relationship", to: "feed", relationship: "viewControllers"),
                            segue("presentation", to: "compose", identifier: "compose"),
                        ]
                    ),
                    scene("feed"), scene("compose"),
                ]
            )
        ])
        #expect(
            spec.rootComments.first?.hasPrefix(
                "import: the viewController viewController at Main.storyboard:1:1 is not the root"
            ) == true
        )
        let compose = try #require(spec.screens.first { $0.name == "compose" })
        #expect(
            compose.comments.first
                == "import: the viewController viewController has a presentation segue 'compose' of its own to "
                + "'compose', which no screen makes: add the transition from the screens it shows"
        )
    }
}
