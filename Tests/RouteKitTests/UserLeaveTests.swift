import Testing

@_spi(Generated) @testable import RouteKit

/// What a host does with the user's back button, edge swipe and sheet swipe-down.
@MainActor
@Suite struct UserLeaveTests {
    private let contact = TestRoute.contact(name: "a")
    private let edit = TestRoute.contactEdit(name: "a")

    /// A controller showing contacts, contact(a) and contactEdit(a), with a sheet of the picker over them.
    private func controller() throws -> NavigationController<TestRoute> {
        let controller = NavigationController(state: State(stack: .contacts))
        try controller.perform(Transition([.push(contact), .push(edit)], animated: false), from: .main)
        try controller.perform(Transition([.present(.picker, style: .sheet)], animated: false), from: .main)
        return controller
    }

    @Test func withoutChecksEveryGestureIsAllowed() throws {
        let controller = try controller()
        #expect(controller.userLeave(popping: .main, toCount: 2) == .allowed)
        #expect(controller.userLeave(popping: .main, toCount: 1) == .allowed)
        #expect(controller.userLeave(dismissingFrom: 0) == .allowed)
    }

    @Test func aPopThatRemovesAGuardedScreenAsks() throws {
        let controller = try controller()
        try controller.setLeaveCheck({ true }, for: contact, at: .main)
        // Popping the editor leaves the guarded contact on screen.
        #expect(controller.userLeave(popping: .main, toCount: 2) == .allowed)
        #expect(controller.userLeave(popping: .main, toCount: 1) == .asks)
        #expect(controller.userLeave(dismissingFrom: 0) == .allowed)
    }

    @Test func aSwipeDownAsksForAGuardedScreenInThatPresentationOrAbove() throws {
        let controller = try controller()
        try controller.perform(Transition([.push(.contacts)], animated: false), from: .presentation(0))
        try controller.setLeaveCheck({ true }, for: .picker, at: .presentation(0))
        #expect(controller.userLeave(dismissingFrom: 0) == .asks)
        // Going back in the sheet keeps its guarded root.
        #expect(controller.userLeave(popping: .presentation(0), toCount: 1) == .allowed)
        #expect(controller.userLeave(popping: .main, toCount: 2) == .allowed)
    }

    @Test func everyGestureIsHeldWhileACheckRuns() async throws {
        let controller = try controller()
        try controller.setLeaveCheck({ false }, for: .picker, at: .presentation(0))
        controller.hostRequestsDismiss(fromIndex: 0)
        #expect(controller.isCheckingLeave)
        #expect(controller.userLeave(popping: .main, toCount: 2) == .held)
        #expect(controller.userLeave(dismissingFrom: 0) == .held)
        for _ in 0..<20 { await Task.yield() }
        #expect(!controller.isCheckingLeave)
        #expect(controller.userLeave(dismissingFrom: 0) == .asks)
        #expect(controller.userLeave(popping: .main, toCount: 2) == .allowed)
    }

    @Test func aPopNoStackCanMakeIsAllowedForTheHostToHandle() throws {
        let controller = try controller()
        try controller.setLeaveCheck({ true }, for: edit, at: .main)
        #expect(controller.userLeave(popping: .main, toCount: 3) == .allowed)
        #expect(controller.userLeave(popping: .secondary, toCount: 1) == .allowed)
        #expect(controller.userLeave(dismissingFrom: 1) == .allowed)
        #expect(controller.userLeave(popping: .main, toCount: 2) == .asks)
    }
}
