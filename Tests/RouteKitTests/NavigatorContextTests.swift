import Testing

@_spi(Generated) @testable import RouteKit

/// A navigator context's moves: one step alone is the same transition as an array of that step.
@MainActor
@Suite struct NavigatorContextTests {
    private let host = RecordingNavigationHost<TestRoute>()

    @Test func performsOneStepAsAnAnimatedTransition() {
        let controller = NavigationController(state: State(stack: .contacts), host: host)
        host.reset()
        controller.context(for: .contacts, at: .main).perform(step: .push(.contact(name: "a")))
        #expect(controller.state.routes(at: .main) == [.contacts, .contact(name: "a")])
        #expect(host.log == ["setStack main [contacts, contact(a)] animated"])
    }

    @Test func oneStepAloneMatchesAnArrayOfIt() {
        let alone = NavigationController(state: State(stack: .contacts))
        let array = NavigationController(state: State(stack: .contacts))
        var events: [[Event]] = [[], []]
        let observations = [
            alone.addObserver { events[0].append($0) }, array.addObserver { events[1].append($0) },
        ]
        alone.context(for: .contacts, at: .main).perform(step: .push(.contact(name: "a")))
        array.context(for: .contacts, at: .main).perform([.push(.contact(name: "a"))])
        #expect(alone.state == array.state)
        #expect(events[0] == events[1])
        observations.forEach { $0.cancel() }
    }

    @Test func oneStepFromAStaleScreenIsReported() {
        let controller = NavigationController(state: State(stack: .contacts), host: host)
        var failures: [NavigationError<TestRoute>] = []
        controller.failureHandler = { failures.append($0) }
        let stale = controller.context(for: .contact(name: "gone"), at: .main)
        stale.perform(step: .push(.contact(name: "a")))
        #expect(controller.state == State(stack: .contacts))
        #expect(failures.count == 1)
    }
}
