import Observation
@_spi(Generated) import RouteKit
import Testing

@testable import RouteKitSwiftUI

/// The SwiftUI host's held back buttons and sheet swipe-downs, as its model answers them.
@MainActor
@Suite struct NavigationModelLeaveGuardsTests {
    private let emma = ShelfRoute.book("Emma")

    /// A model showing the shelf with Emma pushed and the picker presented as a sheet.
    private func fixture() throws -> NavigationModelTests.Fixture {
        let fixture = NavigationModelTests.Fixture()
        try fixture.controller.perform(NavigationState.Transition([.push(emma)], animated: false), from: .main)
        try fixture.controller.perform(
            NavigationState.Transition([.present(.picker, style: .sheet)], animated: false),
            from: .main
        )
        return fixture
    }

    /// Lets the tasks that the main actor has queued run.
    private func settle() async {
        for _ in 0..<20 { await Task.yield() }
    }

    @Test func withoutChecksNothingIsHeld() throws {
        let fixture = try fixture()
        let sheet = try #require(fixture.model.presentation(at: 0))
        #expect(fixture.model.userLeave(backIn: .main) == .allowed)
        #expect(fixture.model.userLeave(dismissingPresentation: sheet.id) == .allowed)
    }

    @Test func aCheckHoldsTheBackButtonAndSwipeDownOfItsScreen() throws {
        let fixture = try fixture()
        let sheet = try #require(fixture.model.presentation(at: 0))
        try fixture.controller.setLeaveCheck({ true }, for: emma, at: .main)
        try fixture.controller.setLeaveCheck({ true }, for: .picker, at: .presentation(0))
        #expect(fixture.model.userLeave(backIn: .main) == .asks)
        #expect(fixture.model.userLeave(dismissingPresentation: sheet.id) == .asks)
        #expect(fixture.model.userLeave(backIn: .presentation(0)) == .allowed)
    }

    @Test func settingACheckIsObserved() throws {
        let fixture = try fixture()
        let changes = Changes()
        withObservationTracking {
            _ = fixture.model.userLeave(backIn: .main)
        } onChange: {
            changes.count += 1
        }
        try fixture.controller.setLeaveCheck({ true }, for: emma, at: .main)
        #expect(changes.count == 1)
    }

    @Test func theHeldBackButtonPopsOnceTheCheckAllows() async throws {
        let fixture = try fixture()
        try fixture.controller.perform(NavigationState.Transition([.dismiss], animated: false), from: .presentation(0))
        try fixture.controller.setLeaveCheck({ true }, for: emma, at: .main)
        fixture.model.userTappedHeldBack(at: .main)
        #expect(fixture.model.userLeave(backIn: .main) == .held)
        await settle()
        #expect(fixture.controller.state.stack(at: .main)?.routes == [.shelf])
        #expect(fixture.model.path(at: .main) == [])
        #expect(fixture.model.userLeave(backIn: .main) == .allowed)
    }

    @Test func theHeldBackButtonStaysWhenTheCheckRefuses() async throws {
        let fixture = try fixture()
        try fixture.controller.perform(NavigationState.Transition([.dismiss], animated: false), from: .presentation(0))
        try fixture.controller.setLeaveCheck({ false }, for: emma, at: .main)
        fixture.model.userTappedHeldBack(at: .main)
        await settle()
        #expect(fixture.model.path(at: .main) == [emma])
        #expect(fixture.model.userLeave(backIn: .main) == .asks)
    }
}

/// How often an observed value changed; Observation calls `onChange` synchronously here, on the main actor.
private final class Changes: @unchecked Sendable {
    var count = 0
}
