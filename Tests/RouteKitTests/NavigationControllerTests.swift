import Testing

@_spi(Generated) @testable import RouteKit

/// A result handler's calls, recorded.
@MainActor
private final class Results {
    var values: [String?] = []

    func handler() -> NavigationController<TestRoute>.ResultHandler {
        { [self] value in values.append(value.map { "\($0)" }) }
    }
}

@MainActor
@Suite struct NavigationControllerTests {
    private let host = RecordingNavigationHost<TestRoute>()

    /// A controller of `state` rendering on `host`, with the initial rendering forgotten.
    private func controller(_ state: State = State(stack: .contacts)) -> NavigationController<TestRoute> {
        let controller = NavigationController(state: state, host: host)
        host.reset()
        return controller
    }

    @Test func rendersTheInitialStateOnItsHost() {
        _ = NavigationController(state: tabsState(), host: host)
        #expect(host.log == ["setRoot tabs contacts [contacts], employees [employees] selected contacts"])
        #expect(host.state == tabsState())
    }

    @Test func rendersTheWholeStateOnANewHost() throws {
        let controller = NavigationController(state: State(stack: .contacts))
        try controller.perform(Transition([.push(.contact(name: "a"))]), from: .main)
        controller.host = host
        #expect(host.log == ["setRoot stack [contacts, contact(a)]"])
    }

    @Test func performsTheHireFlow() throws {
        let controller = controller(hireState())
        var events: [Event] = []
        let observation = controller.addObserver { events.append($0) }
        try controller.perform(
            Transition([.popToRoot, .selectTab(.employees), .popToRoot, .push(.employee(name: "x"))]),
            from: .tab(.contacts)
        )
        #expect(controller.state.routes(at: .tab(.contacts)) == [.contacts])
        #expect(controller.state.routes(at: .tab(.employees)) == [.employees, .employee(name: "x")])
        #expect(
            host.log == [
                "setStack tab(contacts) [contacts]",
                "selectTab employees animated",
                "setStack tab(employees) [employees, employee(x)] animated",
            ]
        )
        #expect(host.state == controller.state)
        #expect(events.count == 6)
        #expect(events[2] == .tabSelected(.employees))
        #expect(events.last == .screenShown(.employee, name: "employee"))
        observation.cancel()
    }

    @Test func aFailedTransitionRendersAndReportsNothing() {
        let controller = controller()
        var events: [Event] = []
        let observation = controller.addObserver { events.append($0) }
        #expect(throws: Failure.cannotPopRoot(.main)) {
            try controller.perform(Transition([.push(.contact(name: "a")), .pop, .pop]), from: .main)
        }
        #expect(controller.state == State(stack: .contacts))
        #expect(host.commands.isEmpty)
        #expect(events.isEmpty)
        observation.cancel()
    }

    @Test func backPopsWithTheBackReason() throws {
        let controller = controller()
        var events: [Event] = []
        let observation = controller.addObserver { events.append($0) }
        try controller.perform(Transition([.push(.contact(name: "a"))], animated: false), from: .main)
        try controller.back(from: .main)
        #expect(
            events.suffix(2) == [
                .popped(.contact(name: "a"), from: .main, reason: .back), .screenShown(.contacts, name: "contacts"),
            ]
        )
        #expect(host.log == ["setStack main [contacts, contact(a)]", "setStack main [contacts] animated"])
        #expect(throws: Failure.cannotPopRoot(.main)) { try controller.back(from: .main) }
        observation.cancel()
    }

    // MARK: Results

    @Test func finishHandsTheResultToThePresenter() throws {
        let controller = controller()
        let results = Results()
        try controller.perform(Transition([.present(.picker, style: .sheet)]), from: .main, onResult: results.handler())
        try controller.perform(Transition([.push(.contact(name: "a"))]), from: .presentation(0))
        host.reset()
        try controller.finish(with: "Ann", from: .presentation(0))
        #expect(results.values == ["Ann"])
        #expect(controller.state.presentations.isEmpty)
        #expect(host.log == ["dismiss from 0 animated"])
        #expect(throws: Failure.noSuchStack(.presentation(0))) {
            try controller.finish(with: 1, from: .presentation(0))
        }
        #expect(results.values == ["Ann"])
    }

    @Test func finishNeedsAPresentation() {
        let controller = controller()
        #expect(throws: Failure.notPresented(.main)) { try controller.finish(with: 1, from: .main) }
    }

    @Test func dismissingHandsNil() throws {
        let controller = controller()
        let results = Results()
        try controller.perform(Transition([.present(.picker, style: .sheet)]), from: .main, onResult: results.handler())
        try controller.dismiss(from: .presentation(0))
        #expect(results.values == [nil])
        #expect(throws: Failure.nothingToDismiss) { try controller.dismiss(from: .main) }
        #expect(results.values == [nil])
    }

    @Test func dismissingAParentHandsNilTopFirst() throws {
        let controller = controller()
        let picker = Results()
        let photo = Results()
        var order: [String] = []
        try controller.perform(Transition([.present(.picker, style: .sheet)]), from: .main) {
            picker.values.append($0.map { "\($0)" })
            order.append("picker")
        }
        try controller.perform(Transition([.present(.fullScreenPhoto, style: .fullScreen)]), from: .presentation(0)) {
            photo.values.append($0.map { "\($0)" })
            order.append("photo")
        }
        try controller.finish(with: "done", from: .presentation(0))
        #expect(photo.values == [nil])
        #expect(picker.values == ["done"])
        #expect(order == ["photo", "picker"])
    }

    @Test func theHandlerGoesToTheTopMostNewPresentation() throws {
        let controller = controller()
        let results = Results()
        try controller.perform(
            Transition([.present(.picker, style: .sheet), .present(.fullScreenPhoto, style: .fullScreen)]),
            from: .main,
            onResult: results.handler()
        )
        try controller.finish(with: "photo", from: .presentation(1))
        #expect(results.values == ["photo"])
        try controller.dismiss(from: .presentation(0))
        #expect(results.values == ["photo"])
    }

    @Test func replacingAPresentationHandsNilToTheOldOne() throws {
        let controller = controller()
        let first = Results()
        let second = Results()
        try controller.perform(Transition([.present(.picker, style: .sheet)]), from: .main, onResult: first.handler())
        try controller.perform(
            Transition([.dismiss, .present(.picker, style: .sheet)]),
            from: .presentation(0),
            onResult: second.handler()
        )
        #expect(first.values == [nil])
        #expect(second.values.isEmpty)
        try controller.finish(with: 2, from: .presentation(0))
        #expect(second.values == ["2"])
    }

    @Test func aTransitionWithoutPresentationNeverCallsTheHandler() throws {
        let controller = controller()
        let results = Results()
        try controller.perform(Transition([.push(.contact(name: "a"))]), from: .main, onResult: results.handler())
        try controller.perform(Transition([.present(.picker, style: .sheet)]), from: .main)
        try controller.dismiss(from: .presentation(0))
        #expect(results.values.isEmpty)
    }

    @Test func resettingHandsNilAndReportsTheDifference() throws {
        let controller = controller()
        let results = Results()
        try controller.perform(Transition([.present(.picker, style: .sheet)]), from: .main, onResult: results.handler())
        var events: [Event] = []
        let observation = controller.addObserver { events.append($0) }
        host.reset()
        controller.reset(to: tabsState())
        #expect(results.values == [nil])
        #expect(controller.state == tabsState())
        #expect(
            host.log == ["dismiss from 0", "setRoot tabs contacts [contacts], employees [employees] selected contacts"]
        )
        #expect(
            events == [
                .popped(.picker, from: .presentation(0), reason: .dismissed), .dismissed(.picker),
                .popped(.contacts, from: .main, reason: .replaced),
                .pushed(.contacts, in: .tab(.contacts)), .pushed(.employees, in: .tab(.employees)),
                .tabSelected(.contacts), .screenShown(.contacts, name: "contacts"),
            ]
        )
        observation.cancel()
    }

    @Test func resettingKeepsAPresentationThatStays() throws {
        let controller = controller()
        let results = Results()
        try controller.perform(Transition([.present(.picker, style: .sheet)]), from: .main, onResult: results.handler())
        var events: [Event] = []
        let observation = controller.addObserver { events.append($0) }
        var target = controller.state
        try target.apply(Transition([.push(.contact(name: "a"))]), from: .presentation(0))
        try target.apply(Transition([.push(.employee(name: "b"))]), from: .main)
        controller.reset(to: target)
        #expect(results.values.isEmpty)
        #expect(
            events == [
                .pushed(.employee(name: "b"), in: .main), .pushed(.contact(name: "a"), in: .presentation(0)),
                .screenShown(.contact, name: "contact"),
            ]
        )
        try controller.finish(with: "x", from: .presentation(0))
        #expect(results.values == ["x"])
        observation.cancel()
    }

    // MARK: Host reports

    @Test func hostDidPopUpdatesTheStateWithoutRendering() throws {
        let controller = controller()
        try controller.perform(Transition([.push(.contact(name: "a")), .push(.contactEdit(name: "a"))]), from: .main)
        var events: [Event] = []
        let observation = controller.addObserver { events.append($0) }
        host.reset()
        controller.hostDidPop(.main, toCount: 1)
        #expect(controller.state.routes(at: .main) == [.contacts])
        #expect(host.commands.isEmpty)
        #expect(
            events == [
                .popped(.contactEdit(name: "a"), from: .main, reason: .back),
                .popped(.contact(name: "a"), from: .main, reason: .back),
                .screenShown(.contacts, name: "contacts"),
            ]
        )
        controller.hostDidPop(.main, toCount: 0)
        controller.hostDidPop(.main, toCount: 1)
        controller.hostDidPop(.secondary, toCount: 1)
        #expect(events.count == 3)
        observation.cancel()
    }

    @Test func hostDidDismissHandsNilWithoutRendering() throws {
        let controller = controller()
        let results = Results()
        try controller.perform(Transition([.present(.picker, style: .sheet)]), from: .main, onResult: results.handler())
        var events: [Event] = []
        let observation = controller.addObserver { events.append($0) }
        host.reset()
        controller.hostDidDismiss(fromIndex: 0)
        #expect(controller.state.presentations.isEmpty)
        #expect(results.values == [nil])
        #expect(host.commands.isEmpty)
        #expect(
            events == [
                .popped(.picker, from: .presentation(0), reason: .dismissed), .dismissed(.picker),
                .screenShown(.contacts, name: "contacts"),
            ]
        )
        controller.hostDidDismiss(fromIndex: 0)
        #expect(results.values == [nil])
        observation.cancel()
    }

    @Test func hostDidSelectTabUpdatesTheStateWithoutRendering() {
        let controller = controller(tabsState())
        var events: [Event] = []
        let observation = controller.addObserver { events.append($0) }
        controller.hostDidSelectTab(.employees)
        controller.hostDidSelectTab(.settings)
        #expect(controller.state.visibleLocation == .tab(.employees))
        #expect(host.commands.isEmpty)
        #expect(events == [.tabSelected(.employees), .screenShown(.employees, name: "employees")])
        observation.cancel()
    }

    // MARK: Observers

    @Test func observersStopWhenCancelledOrReleased() throws {
        let controller = controller()
        var first: [Event] = []
        var second: [Event] = []
        let kept = controller.addObserver { first.append($0) }
        var released: NavigationController<TestRoute>.Observation? = controller.addObserver { second.append($0) }
        // Each change reports its event and then `screenShown`.
        try controller.perform(Transition([.push(.contact(name: "a"))]), from: .main)
        #expect(first.count == 2)
        #expect(second.count == 2)
        released = nil
        try controller.perform(Transition([.pop]), from: .main)
        #expect(first.count == 4)
        #expect(second.count == 2)
        kept.cancel()
        #expect(kept.isCancelled)
        try controller.perform(Transition([.push(.contact(name: "a"))]), from: .main)
        #expect(first.count == 4)
        #expect(released == nil)
    }

    /// How fast a deep stack stays is `routegen-bench`'s to measure; this checks what it does.
    @Test("A 1,000-deep stack takes one command per move")
    func aDeepStack() throws {
        let controller = controller()
        for index in 0..<1_000 {
            try controller.perform(Transition([.push(.contact(name: "\(index)"))]), from: .main)
        }
        try controller.perform(Transition([.popTo(.contact), .back]), from: .main)
        #expect(controller.state.stack(at: .main)?.count == 999)
        #expect(host.commands.count == 1_001)
    }
}
