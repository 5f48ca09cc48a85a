import Testing

@_spi(Generated) @testable import RouteKit

@Suite struct RenderCommandDiffTests {
    /// The log lines of the commands that render `steps` applied to `state` from `location`.
    private func log(_ state: State, _ steps: [Step], from location: Location, animated: Bool = true) throws -> [String]
    {
        let change = try state.applying(Transition(steps), from: location)
        return Command.commands(
            from: state,
            to: change.state,
            keepingPresentations: change.keptPresentationCount,
            animated: animated
        ).map(\.description)
    }

    @Test func noChangeNeedsNoCommands() throws {
        #expect(Command.commands(from: hireState(), to: hireState(), animated: true).isEmpty)
        #expect(try log(hireState(), [.push(.contact(name: "y")), .pop], from: .tab(.contacts)).isEmpty)
        #expect(try log(tabsState(), [.selectTab(.contacts)], from: .tab(.contacts)).isEmpty)
    }

    @Test func setsTheMainStack() throws {
        #expect(
            try log(State(stack: .contacts), [.push(.contact(name: "a"))], from: .main) == [
                "setStack main [contacts, contact(a)] animated"
            ]
        )
        #expect(
            try log(State(stack: .contacts), [.push(.contact(name: "a"))], from: .main, animated: false) == [
                "setStack main [contacts, contact(a)]"
            ]
        )
    }

    @Test func theHireFlowChangesTheHiddenTabFirst() throws {
        #expect(
            try log(
                hireState(),
                [.popToRoot, .selectTab(.employees), .popToRoot, .push(.employee(name: "x"))],
                from: .tab(.contacts)
            ) == [
                "setStack tab(contacts) [contacts]",
                "selectTab employees animated",
                "setStack tab(employees) [employees, employee(x)] animated",
            ]
        )
    }

    @Test func selectsATab() throws {
        #expect(
            try log(tabsState(), [.selectTab(.employees)], from: .tab(.contacts)) == ["selectTab employees animated"]
        )
    }

    @Test func showsAndChangesTheDetail() throws {
        var state = State(split: .contacts)
        #expect(
            try log(state, [.showDetail(.contact(name: "a"))], from: .primary) == ["showDetail [contact(a)] animated"]
        )
        try state.apply([.showDetail(.contact(name: "a")), .push(.contactEdit(name: "a"))], from: .primary)
        #expect(
            try log(state, [.showDetail(.contact(name: "b"))], from: .primary) == ["showDetail [contact(b)] animated"]
        )
        #expect(
            try log(state, [.showDetail(.contact(name: "a"))], from: .primary) == [
                "setStack secondary [contact(a)] animated"
            ]
        )
        #expect(
            try log(state, [.push(.contact(name: "b"))], from: .primary) == [
                "setStack primary [contacts, contact(b)] animated"
            ]
        )
    }

    @Test func presentsAndDismisses() throws {
        var state = State(stack: .contacts)
        #expect(
            try log(state, [.present(.picker, style: .sheet), .push(.contact(name: "a"))], from: .main) == [
                "present 0 sheet [picker, contact(a)] animated"
            ]
        )
        try state.apply(
            [.present(.picker, style: .sheet), .present(.fullScreenPhoto, style: .fullScreen)],
            from: .main
        )
        #expect(try log(state, [.dismiss], from: .presentation(1)) == ["dismiss from 1 animated"])
        #expect(try log(state, [.dismiss], from: .main) == ["dismiss from 0 animated"])
        #expect(
            try log(state, [.dismiss, .push(.contact(name: "a"))], from: .presentation(1)) == [
                "dismiss from 1 animated", "setStack presentation(0) [picker, contact(a)] animated",
            ]
        )
        #expect(
            try log(state, [.dismiss, .present(.employees, style: .sheet)], from: .presentation(1)) == [
                "dismiss from 1 animated", "present 1 sheet [employees] animated",
            ]
        )
    }

    @Test func ordersDismissalsThenRootThenPresentedStacksThenPresentations() throws {
        var state = hireState()
        try state.apply(
            [.present(.picker, style: .sheet), .present(.fullScreenPhoto, style: .fullScreen)],
            from: .tab(.contacts)
        )
        let steps: [Step] = [
            .dismiss, .push(.contact(name: "b")), .selectTab(.employees), .push(.employee(name: "b")),
            .present(.contacts, style: .sheet),
        ]
        #expect(
            try log(state, steps, from: .presentation(1)) == [
                "dismiss from 1 animated",
                "selectTab employees animated",
                "setStack tab(employees) [employees, employee(a), employee(b)]",
                "setStack presentation(0) [picker, contact(b)]",
                "present 1 sheet [contacts] animated",
            ]
        )
    }

    @Test func aNewPresentationWithTheSameRootIsPresentedAgain() throws {
        var state = State(stack: .contacts)
        try state.apply([.present(.picker, style: .sheet)], from: .main)
        #expect(
            try log(state, [.dismiss, .present(.picker, style: .sheet)], from: .presentation(0)) == [
                "dismiss from 0 animated", "present 0 sheet [picker] animated",
            ]
        )
        // Without the change, states alone cannot tell, and nothing changes on screen.
        #expect(Command.commands(from: state, to: state, animated: true).isEmpty)
    }

    @Test func comparingStatesMatchesPresentationsByStylePresenterAndRoot() throws {
        var old = State(stack: .contacts)
        try old.apply([.present(.picker, style: .sheet)], from: .main)
        var pushed = old
        try pushed.apply([.push(.contact(name: "a"))], from: .presentation(0))
        #expect(
            Command.commands(from: old, to: pushed, animated: true).map(\.description) == [
                "setStack presentation(0) [picker, contact(a)] animated"
            ]
        )
        var replaced = old
        try replaced.apply([.replace(.employees)], from: .presentation(0))
        #expect(
            Command.commands(from: old, to: replaced, animated: true).map(\.description) == [
                "dismiss from 0 animated", "present 0 sheet [employees] animated",
            ]
        )
    }

    @Test func replacesTheRootWhenItsKindChanges() throws {
        var old = State(stack: .contacts)
        try old.apply([.present(.picker, style: .sheet)], from: .main)
        #expect(
            Command.commands(from: old, to: tabsState(), animated: true).map(\.description) == [
                "dismiss from 0", "setRoot tabs contacts [contacts], employees [employees] selected contacts",
            ]
        )
        #expect(
            Command.commands(
                from: State(split: .contacts, secondary: .employees),
                to: State(split: .contacts),
                animated: true
            ).map(\.description) == [
                "setRoot split [contacts] no detail"
            ]
        )
        let otherTabs = State(tabs: [(.employees, .employees), (.contacts, .contacts)], selected: .contacts)
        #expect(Command.commands(from: tabsState(), to: otherTabs, animated: true).count == 1)
    }

    @Test func rendersAStateFromNothing() throws {
        var state = State(stack: .contacts)
        try state.apply([.present(.picker, style: .sheet)], from: .main)
        #expect(
            Command.commands(rendering: state).map(\.description) == [
                "setRoot stack [contacts]", "present 0 sheet [picker]",
            ]
        )
    }

    /// How fast the diff stays among many stacks is `routegen-bench`'s to measure.
    @Test("One changed stack among 1,000 deep ones renders one command per move")
    func oneChangedStackAmongMany() throws {
        var state = manyTabs(count: 1_000, depth: 1_000)
        var commands: [RenderCommand<NumberRoute>] = []
        for index in 0..<200 {
            let change = try state.applying(
                NavigationState.Transition([.push(NumberRoute(value: index))]),
                from: .tab(0)
            )
            commands += RenderCommand.commands(from: state, to: change.state, animated: true)
            state = change.state
        }
        #expect(commands.count == 200)
    }
}
