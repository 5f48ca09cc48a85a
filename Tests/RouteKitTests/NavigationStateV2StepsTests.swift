import Testing

@_spi(Generated) @testable import RouteKit

/// The steps of route spec v2: `popTo`'s long form, `push` with `singleTop`, and `dismissAll`.
@Suite struct NavigationStateV2StepsTests {
    // MARK: popTo: ifMissing

    @Test func popToSkipsAMissingScreenAndGoesOnWithTheNextSteps() throws {
        var state = State(stack: .contacts)
        let events = try state.apply(
            NavigationState.Transition([
                .popUpTo(.contactEdit, inclusive: false, ifMissing: .skip), .push(.contact(name: "a")),
            ]),
            from: .main
        )
        #expect(state.routes(at: .main) == [.contacts, .contact(name: "a")])
        #expect(events == [.pushed(.contact(name: "a"), in: .main)])
    }

    @Test func popToFailsOnAMissingScreenByDefaultAndChangesNothing() {
        var state = State(stack: .contacts)
        #expect(throws: NavigationError<TestRoute>.screenNotInStack(.contactEdit, .main)) {
            try state.apply(
                [.push(.contact(name: "a")), .popUpTo(.contactEdit, inclusive: false, ifMissing: .fail)],
                from: .main
            )
        }
        #expect(state == State(stack: .contacts))
    }

    @Test func popToWithoutOptionsIsV1PopTo() throws {
        var v1 = State(stack: .contacts)
        var v2 = v1
        let pushes: [Step] = [.push(.contact(name: "a")), .push(.contact(name: "b")), .push(.contactEdit(name: "b"))]
        let v1Events = try v1.apply(NavigationState.Transition(pushes + [.popTo(.contact)]), from: .main)
        let v2Events = try v2.apply(
            NavigationState.Transition(pushes + [.popUpTo(.contact, inclusive: false, ifMissing: .fail)]),
            from: .main
        )
        #expect(v1 == v2)
        #expect(v1Events == v2Events)
    }

    // MARK: popTo: inclusive

    @Test func inclusivePopsTheScreenItselfAndCountsTheTop() throws {
        var state = State(stack: .contacts)
        try state.apply(
            [.push(.contact(name: "a")), .push(.contactEdit(name: "a")), .push(.contact(name: "b"))],
            from: .main
        )
        try state.apply([.popUpTo(.contact, inclusive: true, ifMissing: .fail)], from: .main)
        #expect(state.routes(at: .main) == [.contacts, .contact(name: "a"), .contactEdit(name: "a")])
        try state.apply([.popUpTo(.contact, inclusive: true, ifMissing: .fail)], from: .main)
        #expect(state.routes(at: .main) == [.contacts])
    }

    @Test func inclusivePoppingTheRootIsRefusedWhenTheStackWouldEndEmpty() {
        var state = State(stack: .contacts)
        try? state.apply([.push(.contact(name: "a"))], from: .main)
        let before = state
        #expect(throws: NavigationError<TestRoute>.cannotPopRoot(.main)) {
            try state.apply([.popUpTo(.contacts, inclusive: true, ifMissing: .fail)], from: .main)
        }
        #expect(state == before)
    }

    @Test func inclusivePoppingTheRootIsAllowedWhenALaterStepGivesTheStackARoot() throws {
        var state = State(stack: .contacts)
        try state.apply([.push(.contact(name: "a"))], from: .main)
        let events = try state.apply(
            NavigationState.Transition([
                .popUpTo(.contacts, inclusive: true, ifMissing: .fail), .push(.employees), .push(.employee(name: "b")),
            ]),
            from: .main
        )
        #expect(state.routes(at: .main) == [.employees, .employee(name: "b")])
        #expect(
            events == [
                .popped(.contact(name: "a"), from: .main, reason: .popTo),
                .popped(.contacts, from: .main, reason: .popTo),
                .pushed(.employees, in: .main), .pushed(.employee(name: "b"), in: .main),
            ]
        )
    }

    @Test func anEmptiedStackTakesOnlyAPushOrAReplace() {
        var state = State(stack: .contacts)
        #expect(throws: NavigationError<TestRoute>.cannotPopRoot(.main)) {
            try state.apply([.popUpTo(.contacts, inclusive: true, ifMissing: .fail), .pop], from: .main)
        }
        #expect(throws: NavigationError<TestRoute>.cannotPopRoot(.main)) {
            try state.apply(
                [.popUpTo(.contacts, inclusive: true, ifMissing: .fail), .present(.picker, style: .sheet)],
                from: .main
            )
        }
        #expect(state == State(stack: .contacts))
    }

    @Test func anEmptiedTabStackLeftBehindBySelectTabIsRefused() {
        var state = tabs()
        #expect(throws: NavigationError<TestRoute>.cannotPopRoot(.tab(.contacts))) {
            try state.apply(
                [.popUpTo(.contacts, inclusive: true, ifMissing: .fail), .selectTab(.employees)],
                from: .tab(.contacts)
            )
        }
        #expect(state == tabs())
    }

    @Test func anEmptiedPresentationIsFineWhenDismissed() throws {
        var state = State(stack: .contacts)
        try state.apply([.present(.picker, style: .sheet)], from: .main)
        try state.apply([.popUpTo(.picker, inclusive: true, ifMissing: .fail), .dismiss], from: .presentation(0))
        #expect(state == State(stack: .contacts))
    }

    // MARK: push singleTop

    @Test func singleTopPushesWhenTheTopShowsAnotherScreen() throws {
        var state = State(stack: .contacts)
        let events = try state.apply(NavigationState.Transition([.pushSingleTop(.contact(name: "a"))]), from: .main)
        #expect(state.routes(at: .main) == [.contacts, .contact(name: "a")])
        #expect(events == [.pushed(.contact(name: "a"), in: .main)])
    }

    @Test func singleTopReplacesTheTopWithOtherParamsAsOneChange() throws {
        var state = State(stack: .contacts)
        try state.apply([.push(.contact(name: "a"))], from: .main)
        let change = try state.applying(NavigationState.Transition([.pushSingleTop(.contact(name: "b"))]), from: .main)
        #expect(change.state.routes(at: .main) == [.contacts, .contact(name: "b")])
        #expect(
            change.events == [
                .popped(.contact(name: "a"), from: .main, reason: .replaced), .pushed(.contact(name: "b"), in: .main),
            ]
        )
    }

    @MainActor
    @Test func singleTopWithTheSameParamsChangesNothingAndReportsNoEvent() throws {
        let controller = NavigationController(state: State(stack: .contacts))
        try controller.perform(NavigationState.Transition([.push(.contact(name: "a"))]), from: .main)
        var reported: [NavigationEvent<TestRoute>] = []
        let observation = controller.addObserver { reported.append($0) }
        let before = controller.state
        try controller.perform(NavigationState.Transition([.pushSingleTop(.contact(name: "a"))]), from: .main)
        #expect(controller.state == before)
        #expect(reported.isEmpty)
        observation.cancel()
    }

    @Test func singleTopOnARootOfTheSameScreenReplacesTheRoot() throws {
        var state = State(stack: .contact(name: "a"))
        try state.apply([.pushSingleTop(.contact(name: "b"))], from: .main)
        #expect(state.routes(at: .main) == [.contact(name: "b")])
    }

    // MARK: dismissAll

    @Test func dismissAllWithNothingPresentedIsANoOp() throws {
        var state = State(stack: .contacts)
        let events = try state.apply(
            NavigationState.Transition([.dismissAll, .push(.contact(name: "a"))]),
            from: .main
        )
        #expect(state.routes(at: .main) == [.contacts, .contact(name: "a")])
        #expect(events == [.pushed(.contact(name: "a"), in: .main)])
    }

    @Test func dismissAllDismissesTopFirstAndMovesTheCursorToTheRootContainer() throws {
        var state = State(stack: .contacts)
        try state.apply([.present(.picker, style: .sheet)], from: .main)
        try state.apply([.present(.fullScreenPhoto, style: .fullScreen)], from: .presentation(0))
        let events = try state.apply(
            NavigationState.Transition([.dismissAll, .push(.contact(name: "a"))]),
            from: .presentation(1)
        )
        #expect(state.presentations.isEmpty)
        #expect(state.routes(at: .main) == [.contacts, .contact(name: "a")])
        #expect(
            events == [
                .popped(.fullScreenPhoto, from: .presentation(1), reason: .dismissed), .dismissed(.fullScreenPhoto),
                .popped(.picker, from: .presentation(0), reason: .dismissed), .dismissed(.picker),
                .pushed(.contact(name: "a"), in: .main),
            ]
        )
    }

    private func tabs() -> State {
        State(tabs: [(.contacts, .contacts), (.employees, .employees)], selected: .contacts)
    }
}
