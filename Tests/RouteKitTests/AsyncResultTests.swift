import Testing

@_spi(Generated) @testable import RouteKit

/// Lets the tasks that the main actor has queued run.
@MainActor
private func settle() async {
    for _ in 0..<20 { await Task.yield() }
}

@MainActor
@Suite struct AsyncResultTests {
    /// A controller showing contacts, and a task awaiting the result of presenting the picker from there.
    private func presentPicker() async -> (NavigationController<TestRoute>, Task<String?, Never>) {
        let controller = NavigationController(state: State(stack: .contacts))
        let context = controller.context(for: .contacts, at: .main)
        let task = Task { await context.result(of: [.present(.picker, style: .sheet)], resultType: String.self) }
        await settle()
        return (controller, task)
    }

    @Test func theResultArrivesWhenThePresentedScreenFinishes() async throws {
        let (controller, task) = await presentPicker()
        #expect(controller.state.presentations.count == 1)
        controller.context(for: .picker, at: .presentation(0)).finish("Ada")
        #expect(await task.value == "Ada")
        #expect(controller.state.presentations.isEmpty)
    }

    @Test func aSwipeDownReturnsNil() async throws {
        let (controller, task) = await presentPicker()
        controller.hostDidDismiss(fromIndex: 0)
        #expect(await task.value == nil)
    }

    @Test func aDeepLinkThatReplacesTheStateReturnsNil() async throws {
        let (controller, task) = await presentPicker()
        controller.reset(to: State(stack: .employees))
        #expect(await task.value == nil)
    }

    @Test func aRefusedMoveReturnsNil() async throws {
        let controller = NavigationController(state: State(stack: .contacts))
        try controller.perform(Transition([.push(.contact(name: "a"))]), from: .main)
        // The contacts screen is covered: its navigator may not move.
        let result = await controller.context(for: .contacts, at: .main)
            .result(of: [.present(.picker, style: .sheet)], resultType: String.self)
        #expect(result == nil)
    }

    @Test func aDroppedControllerReturnsNil() async throws {
        var controller: NavigationController<TestRoute>? = NavigationController(state: State(stack: .contacts))
        let context = controller!.context(for: .contacts, at: .main)
        let task = Task { await context.result(of: [.present(.picker, style: .sheet)], resultType: String.self) }
        await settle()
        controller = nil
        #expect(await task.value == nil)
    }
}
