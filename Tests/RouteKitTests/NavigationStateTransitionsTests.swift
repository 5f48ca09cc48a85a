import Testing

@_spi(Generated) @testable import RouteKit

@Suite struct NavigationStateTransitionsTests {
    // MARK: Stack steps on every kind of root

    static let rootStacks: [(State, Location)] = [
        (State(stack: .contacts), .main),
        (tabsState(), .tab(.employees)),
        (State(split: .contacts), .primary),
        (State(split: .contacts, secondary: .employees), .secondary),
        (State(root: .stack(Stack(root: .employees)), presentations: [sheet(.contacts)]), .presentation(0)),
    ]

    @Test(arguments: rootStacks)
    func pushesAndPopsOnTheCursorStack(state: State, location: Location) throws {
        var state = state
        let root = try #require(state.stack(at: location)).root
        try state.apply([.push(.contact(name: "a")), .push(.contact(name: "b"))], from: location)
        #expect(state.routes(at: location) == [root, .contact(name: "a"), .contact(name: "b")])
        try state.apply([.pop], from: location)
        #expect(state.routes(at: location) == [root, .contact(name: "a")])
        try state.apply([.back], from: location)
        #expect(state.routes(at: location) == [root])
    }

    @Test(arguments: rootStacks)
    func popsToTheNearestScreen(state: State, location: Location) throws {
        var state = state
        let root = try #require(state.stack(at: location)).root
        let pushes: [Step] = ["a", "b", "c"].map { .push(.contact(name: $0)) } + [.push(.contactEdit(name: "c"))]
        try state.apply(pushes + [.popTo(.contact)], from: location)
        #expect(state.routes(at: location) == [root, .contact(name: "a"), .contact(name: "b"), .contact(name: "c")])
        try state.apply([.popTo(.contact)], from: location)
        #expect(state.routes(at: location) == [root, .contact(name: "a"), .contact(name: "b")])
        try state.apply([.popToRoot], from: location)
        #expect(state.routes(at: location) == [root])
        try state.apply([.popToRoot], from: location)
        #expect(state.routes(at: location) == [root])
    }

    @Test func popToTheTopScreenWithNoOtherBelowChangesNothing() throws {
        var state = State(stack: .contacts)
        try state.apply([.push(.contact(name: "a")), .popTo(.contact)], from: .main)
        #expect(state.routes(at: .main) == [.contacts, .contact(name: "a")])
    }

    @Test(arguments: rootStacks)
    func replacesTheCursorStack(state: State, location: Location) throws {
        var state = state
        try state.apply([.push(.contact(name: "a")), .replace(.employee(name: "b"))], from: location)
        #expect(state.routes(at: location) == [.employee(name: "b")])
    }

    @Test func otherStacksAreUntouched() throws {
        var state = hireState()
        try state.apply([.push(.employee(name: "b"))], from: .tab(.employees))
        #expect(state.routes(at: .tab(.contacts)) == hireState().routes(at: .tab(.contacts)))
        #expect(state.routes(at: .tab(.employees)) == [.employees, .employee(name: "a"), .employee(name: "b")])
        #expect(state.presentations.isEmpty)
    }

    // MARK: Tabs

    @Test func theHireFlowResetsContactsAndPushesOnEmployees() throws {
        var state = hireState()
        try state.apply(
            [.popToRoot, .selectTab(.employees), .popToRoot, .push(.employee(name: "x"))],
            from: .tab(.contacts)
        )
        #expect(state.routes(at: .tab(.contacts)) == [.contacts])
        #expect(state.routes(at: .tab(.employees)) == [.employees, .employee(name: "x")])
        guard case .tabs(let tabs) = state.root else {
            Issue.record("Expected tabs")
            return
        }
        #expect(tabs.selected == .employees)
    }

    @Test func tabsKeepTheirStacksWhenSwitching() throws {
        var state = hireState()
        try state.apply([.selectTab(.employees), .selectTab(.contacts), .selectTab(.employees)], from: .tab(.contacts))
        #expect(state.routes(at: .tab(.contacts)) == hireState().routes(at: .tab(.contacts)))
        #expect(state.routes(at: .tab(.employees)) == hireState().routes(at: .tab(.employees)))
        #expect(state.visibleLocation == .tab(.employees))
    }

    @Test func selectingATabMovesTheCursor() throws {
        let change = try tabsState().applying(
            Transition([.selectTab(.employees), .push(.employee(name: "a"))]),
            from: .tab(.contacts)
        )
        #expect(change.location == .tab(.employees))
        #expect(change.state.routes(at: .tab(.employees)) == [.employees, .employee(name: "a")])
    }

    @Test func selectingATabFromAPresentationKeepsThePresentation() throws {
        var state = tabsState()
        try state.apply(
            [.present(.picker, style: .sheet), .selectTab(.employees), .push(.employee(name: "a"))],
            from: .tab(.contacts)
        )
        #expect(state.presentations.count == 1)
        #expect(state.routes(at: .tab(.employees)) == [.employees, .employee(name: "a")])
    }

    // MARK: Split

    @Test func showDetailReplacesTheDetailStackAndMovesTheCursor() throws {
        var state = State(split: .contacts)
        let change = try state.applying(
            Transition([.showDetail(.contact(name: "a")), .push(.contactEdit(name: "a"))]),
            from: .primary
        )
        #expect(change.location == .secondary)
        #expect(change.state.routes(at: .secondary) == [.contact(name: "a"), .contactEdit(name: "a")])
        state = change.state
        try state.apply([.showDetail(.contact(name: "b"))], from: .primary)
        #expect(state.routes(at: .secondary) == [.contact(name: "b")])
        #expect(state.routes(at: .primary) == [.contacts])
    }

    // MARK: Presentations

    @Test func presentMovesTheCursorIntoANewPresentation() throws {
        let change = try State(stack: .contacts).applying(
            Transition([.present(.picker, style: .sheet), .push(.contact(name: "a"))]),
            from: .main
        )
        #expect(change.location == .presentation(0))
        #expect(
            change.state.presentations == [
                Presentation(style: .sheet, stack: stack(.picker, .contact(name: "a")), presenter: .main)
            ]
        )
        #expect(change.state.routes(at: .main) == [.contacts])
        #expect(change.presentedIndices == 0..<1)
    }

    @Test func presentationsNest() throws {
        var state = State(stack: .contacts)
        try state.apply(
            [
                .present(.picker, style: .sheet), .present(.fullScreenPhoto, style: .fullScreen),
                .present(.employees, style: .sheet),
            ],
            from: .main
        )
        #expect(state.presentations.map(\.presenter) == [.main, .presentation(0), .presentation(1)])
        #expect(state.presentations.map(\.style) == [.sheet, .fullScreen, .sheet])

        let change = try state.applying(Transition([.dismiss, .push(.contact(name: "a"))]), from: .presentation(1))
        #expect(change.location == .presentation(0))
        #expect(change.state.presentations.count == 1)
        #expect(change.state.routes(at: .presentation(0)) == [.picker, .contact(name: "a")])
        #expect(change.keptPresentationCount == 1)
    }

    @Test func dismissingTheBottomPresentationReturnsToItsPresenter() throws {
        var state = hireState()
        let change = try state.applying(
            Transition([.present(.picker, style: .sheet), .present(.fullScreenPhoto, style: .fullScreen)]),
            from: .tab(.employees)
        )
        state = change.state
        let dismissal = try state.applying(Transition([.dismiss, .pop]), from: .presentation(0))
        #expect(dismissal.location == .tab(.employees))
        #expect(dismissal.state.presentations.isEmpty)
        #expect(dismissal.state.routes(at: .tab(.employees)) == [.employees])
    }

    @Test func dismissFromARootStackDismissesEverything() throws {
        var state = State(stack: .contacts)
        try state.apply(
            [.present(.picker, style: .sheet), .present(.fullScreenPhoto, style: .fullScreen)],
            from: .main
        )
        let change = try state.applying(Transition([.dismiss]), from: .main)
        #expect(change.state.presentations.isEmpty)
        #expect(change.location == .main)
        #expect(change.keptPresentationCount == 0)
    }

    @Test func dismissingThenPresentingCountsAsANewPresentation() throws {
        var state = State(stack: .contacts)
        try state.apply([.present(.picker, style: .sheet)], from: .main)
        let change = try state.applying(
            Transition([.dismiss, .present(.picker, style: .sheet)]),
            from: .presentation(0)
        )
        #expect(change.state == state)
        #expect(change.keptPresentationCount == 0)
        #expect(change.presentedIndices == 0..<1)
    }

    @Test func anEmptyTransitionChangesNothing() throws {
        let change = try hireState().applying(Transition([]), from: .tab(.contacts))
        #expect(change.state == hireState())
        #expect(change.events.isEmpty)
        #expect(change.location == .tab(.contacts))
    }

    // MARK: Size (how fast is `routegen-bench`'s to measure)

    @Test("A 1,000-deep stack pops back to its root")
    func aDeepStack() throws {
        var state = State(stack: .contacts)
        for index in 0..<1_000 {
            try state.apply([.push(.contact(name: "\(index)"))], from: .main)
        }
        try state.apply([.popTo(.contacts)], from: .main)
        #expect(state.routes(at: .main) == [.contacts])
    }

    @Test("Moves across 300 tabs 1,000 deep change only the stacks they name")
    func manyDeepTabs() throws {
        var state = manyTabs(count: 300, depth: 1_000)
        for index in 0..<300 {
            try state.apply(
                NavigationState.Transition([.selectTab(index), .push(NumberRoute(value: -1)), .pop, .popTo(500)]),
                from: .tab(0)
            )
        }
        #expect(state.stack(at: .tab(299))?.count == 501)
        #expect(state.stack(at: .tab(0))?.count == 501)
    }
}

/// A sheet holding `route`, presented from the main stack.
private func sheet(_ route: TestRoute) -> Presentation<TestRoute> {
    Presentation(style: .sheet, stack: Stack(root: route), presenter: .main)
}
