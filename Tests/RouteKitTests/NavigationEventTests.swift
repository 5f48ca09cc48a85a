import Testing

@_spi(Generated) @testable import RouteKit

@Suite struct NavigationEventTests {
    /// The events of applying `steps` to `state` from `location`.
    private func events(_ state: State, _ steps: [Step], from location: Location) throws -> [Event] {
        try state.applying(Transition(steps), from: location).events
    }

    @Test func pushesAndPops() throws {
        let events = try events(
            State(stack: .contacts),
            [.push(.contact(name: "a")), .pop, .push(.contact(name: "b")), .back],
            from: .main
        )
        #expect(
            events == [
                .pushed(.contact(name: "a"), in: .main),
                .popped(.contact(name: "a"), from: .main, reason: .pop),
                .pushed(.contact(name: "b"), in: .main),
                .popped(.contact(name: "b"), from: .main, reason: .back),
            ]
        )
    }

    @Test func popsTopFirst() throws {
        let contacts: Location = .tab(.contacts)
        #expect(
            try events(hireState(), [.popToRoot], from: contacts) == [
                .popped(.contactEdit(name: "x"), from: contacts, reason: .popToRoot),
                .popped(.contact(name: "x"), from: contacts, reason: .popToRoot),
            ]
        )
        #expect(
            try events(hireState(), [.popTo(.contacts)], from: contacts) == [
                .popped(.contactEdit(name: "x"), from: contacts, reason: .popTo),
                .popped(.contact(name: "x"), from: contacts, reason: .popTo),
            ]
        )
    }

    @Test func replacingPopsEverythingThenPushes() throws {
        let contacts: Location = .tab(.contacts)
        #expect(
            try events(hireState(), [.replace(.employees)], from: contacts) == [
                .popped(.contactEdit(name: "x"), from: contacts, reason: .replaced),
                .popped(.contact(name: "x"), from: contacts, reason: .replaced),
                .popped(.contacts, from: contacts, reason: .replaced),
                .pushed(.employees, in: contacts),
            ]
        )
    }

    @Test func replacingWithTheRootKeepsIt() throws {
        let contacts: Location = .tab(.contacts)
        #expect(
            try events(hireState(), [.replace(.contacts)], from: contacts) == [
                .popped(.contactEdit(name: "x"), from: contacts, reason: .replaced),
                .popped(.contact(name: "x"), from: contacts, reason: .replaced),
            ]
        )
    }

    @Test func theHireFlow() throws {
        let events = try events(
            hireState(),
            [.popToRoot, .selectTab(.employees), .popToRoot, .push(.employee(name: "x"))],
            from: .tab(.contacts)
        )
        #expect(
            events == [
                .popped(.contactEdit(name: "x"), from: .tab(.contacts), reason: .popToRoot),
                .popped(.contact(name: "x"), from: .tab(.contacts), reason: .popToRoot),
                .tabSelected(.employees),
                .popped(.employee(name: "a"), from: .tab(.employees), reason: .popToRoot),
                .pushed(.employee(name: "x"), in: .tab(.employees)),
            ]
        )
    }

    @Test func selectingTheSelectedTabReportsNothing() throws {
        #expect(try events(tabsState(), [.selectTab(.contacts)], from: .tab(.contacts)).isEmpty)
    }

    @Test func presentingAndDismissing() throws {
        let events = try events(
            State(stack: .contacts),
            [
                .present(.picker, style: .sheet), .push(.contact(name: "a")),
                .present(.fullScreenPhoto, style: .fullScreen), .dismiss, .dismiss,
            ],
            from: .main
        )
        #expect(
            events == [
                .presented(.picker, style: .sheet, from: .main),
                .pushed(.picker, in: .presentation(0)),
                .pushed(.contact(name: "a"), in: .presentation(0)),
                .presented(.fullScreenPhoto, style: .fullScreen, from: .presentation(0)),
                .pushed(.fullScreenPhoto, in: .presentation(1)),
                .popped(.fullScreenPhoto, from: .presentation(1), reason: .dismissed),
                .dismissed(.fullScreenPhoto),
                .popped(.contact(name: "a"), from: .presentation(0), reason: .dismissed),
                .popped(.picker, from: .presentation(0), reason: .dismissed),
                .dismissed(.picker),
            ]
        )
    }

    @Test func dismissingAParentDismissesTheTopFirst() throws {
        var state = State(stack: .contacts)
        try state.apply(
            [.present(.picker, style: .sheet), .present(.fullScreenPhoto, style: .fullScreen)],
            from: .main
        )
        #expect(
            try events(state, [.dismiss], from: .presentation(0)) == [
                .popped(.fullScreenPhoto, from: .presentation(1), reason: .dismissed),
                .dismissed(.fullScreenPhoto),
                .popped(.picker, from: .presentation(0), reason: .dismissed),
                .dismissed(.picker),
            ]
        )
    }

    @Test func showingDetails() throws {
        let events = try events(
            State(split: .contacts),
            [.showDetail(.contact(name: "a")), .showDetail(.contact(name: "b"))],
            from: .primary
        )
        #expect(
            events == [
                .pushed(.contact(name: "a"), in: .secondary),
                .popped(.contact(name: "a"), from: .secondary, reason: .replaced),
                .pushed(.contact(name: "b"), in: .secondary),
            ]
        )
    }
}
