import Testing

@_spi(Generated) @testable import RouteKit

/// What a screen's handler received, and the stack it saw then.
@MainActor
private final class Received {
    var values: [String] = []
    var stacks: [[TestRoute]] = []
}

/// Lets the tasks that the main actor has queued run.
@MainActor
private func settle() async {
    for _ in 0..<20 { await Task.yield() }
}

@MainActor
@Suite struct DeliveryTests {
    private let contact = TestRoute.contact(name: "a")
    private let edit = TestRoute.contactEdit(name: "a")

    /// A controller showing contacts, contact(a) and contactEdit(a), whose contacts screen records what
    /// it receives under `picked`.
    private func controller(_ received: Received) throws -> NavigationController<TestRoute> {
        let controller = NavigationController(state: State(stack: .contacts))
        try controller.perform(Transition([.push(contact), .push(edit)], animated: false), from: .main)
        controller.context(for: .contacts, at: .main).onDelivery(of: "picked", as: String.self) { [controller] in
            received.values.append($0)
            received.stacks.append(controller.state.routes(at: .main) ?? [])
        }
        return controller
    }

    @Test func aPopToDeliversOnceAfterThePopIsApplied() throws {
        let received = Received()
        let controller = try controller(received)
        controller.context(for: edit, at: .main).perform(
            [.popUpTo(.contacts, inclusive: false, ifMissing: .fail)],
            delivering: "coupon",
            key: "picked",
            atStep: 0
        )
        #expect(received.values == ["coupon"])
        #expect(received.stacks == [[.contacts]])
        try controller.perform(Transition([.push(contact)]), from: .main)
        #expect(received.values == ["coupon"])
    }

    @Test func aValueBeforeTheHandlerWaitsForIt() throws {
        let controller = NavigationController(state: State(stack: .contacts))
        try controller.perform(Transition([.push(contact), .push(edit)], animated: false), from: .main)
        controller.context(for: edit, at: .main).perform([.popTo(.contacts)], delivering: 7, key: "count", atStep: 0)
        var counts: [Int] = []
        controller.context(for: .contacts, at: .main).onDelivery(of: "count", as: Int.self) { counts.append($0) }
        #expect(counts == [7])
        controller.context(for: .contacts, at: .main).onDelivery(of: "count", as: Int.self) { counts.append($0) }
        #expect(counts == [7])
    }

    @Test func aRefusedLeaveDeliversNothing() async throws {
        let received = Received()
        let controller = try controller(received)
        controller.context(for: edit, at: .main).confirmLeaving { false }
        controller.context(for: edit, at: .main).perform([.popTo(.contacts)], delivering: "x", key: "picked", atStep: 0)
        await settle()
        #expect(controller.state.routes(at: .main) == [.contacts, contact, edit])
        #expect(received.values.isEmpty)
    }

    @Test func anAllowedLeaveDeliversAfterTheCheck() async throws {
        let received = Received()
        let controller = try controller(received)
        controller.context(for: edit, at: .main).confirmLeaving { true }
        controller.context(for: edit, at: .main).perform([.popTo(.contacts)], delivering: "x", key: "picked", atStep: 0)
        #expect(received.values.isEmpty)
        await settle()
        #expect(received.values == ["x"])
        #expect(received.stacks == [[.contacts]])
    }

    @Test func aFailingStepDeliversNothing() throws {
        let received = Received()
        let controller = try controller(received)
        var failures: [Failure] = []
        controller.failureHandler = { failures.append($0) }
        controller.context(for: edit, at: .main).perform(
            [.popTo(.contacts), .selectTab(.contacts)],
            delivering: "x",
            key: "picked",
            atStep: 0
        )
        #expect(failures == [.noTabBar])
        #expect(received.values.isEmpty)
    }

    @Test func aSkippedPopToDeliversNothing() throws {
        let received = Received()
        let controller = try controller(received)
        controller.context(for: edit, at: .main).perform(
            [
                .popUpTo(.employees, inclusive: false, ifMissing: .skip),
                .popUpTo(.contacts, inclusive: false, ifMissing: .skip),
            ],
            delivering: "x",
            key: "picked",
            atStep: 0
        )
        #expect(controller.state.routes(at: .main) == [.contacts])
        #expect(received.values.isEmpty)
    }

    @Test func aLaterStepThatRemovesTheReceiverDropsTheValue() throws {
        let received = Received()
        let controller = try controller(received)
        controller.context(for: edit, at: .main).perform(
            [.popTo(.contacts), .replace(.employees)],
            delivering: "x",
            key: "picked",
            atStep: 0
        )
        #expect(controller.state.routes(at: .main) == [.employees])
        #expect(received.values.isEmpty)
    }

    @Test func aRemovedScreenTakesItsHandlerAndWaitingValueWithIt() throws {
        let controller = NavigationController(state: State(stack: .contacts))
        try controller.perform(Transition([.push(contact), .push(edit)], animated: false), from: .main)
        controller.context(for: edit, at: .main).perform([.popTo(.contact)], delivering: 1, key: "n", atStep: 0)
        try controller.back(from: .main)
        try controller.perform(Transition([.push(contact)]), from: .main)
        var counts: [Int] = []
        controller.context(for: contact, at: .main).onDelivery(of: "n", as: Int.self) { counts.append($0) }
        #expect(counts.isEmpty)
    }
}
