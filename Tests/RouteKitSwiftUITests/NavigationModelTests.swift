import Foundation
import Observation
@_spi(Generated) import RouteKit
import Testing

@testable import RouteKitSwiftUI

/// The SwiftUI host's model: it shows what the controller renders, and reports what the user does
/// through the views' bindings to the controller, with the same events the UIKit host causes.
@MainActor
@Suite struct NavigationModelTests {
    /// A controller on a stack root, shown by a model, with the events it reports.
    @MainActor final class Fixture {
        let model = NavigationModel<ShelfRoute>()
        let controller: NavigationController<ShelfRoute>
        var events: [NavigationEvent<ShelfRoute>] = []
        var observation: NavigationController<ShelfRoute>.Observation?

        init(_ state: NavigationState<ShelfRoute> = NavigationState(stack: .shelf)) {
            controller = NavigationController(state: state)
            controller.host = model
            observation = controller.addObserver { [unowned self] in self.events.append($0) }
        }
    }

    @Test func attachingWiresBothDirections() {
        let fixture = Fixture()
        #expect(fixture.model.controller === fixture.controller)
        #expect(fixture.model.state == fixture.controller.state)
        #expect(fixture.model.root(at: .main) == .shelf)
        #expect(fixture.model.path(at: .main) == [])
    }

    @Test func showsTheNavigatorsMoves() throws {
        let fixture = Fixture()
        try fixture.controller.perform(NavigationState.Transition([.push(.book("Emma"))]), from: .main)
        #expect(fixture.model.path(at: .main) == [.book("Emma")])
    }

    @Test func reportsTheUsersBackAsAPop() throws {
        let fixture = Fixture()
        try fixture.controller.perform(
            NavigationState.Transition([.push(.book("Emma")), .push(.book("Persuasion"))]),
            from: .main
        )
        fixture.events = []
        fixture.model.userChangedPath([.book("Emma")], at: .main)
        #expect(fixture.controller.state.stack(at: .main)?.routes == [.shelf, .book("Emma")])
        #expect(fixture.model.path(at: .main) == [.book("Emma")])
        #expect(
            fixture.events == [
                .popped(.book("Persuasion"), from: .main, reason: .back), .screenShown(.book, name: "book"),
            ]
        )
    }

    @Test func ignoresPathsTheUserCannotMake() throws {
        let fixture = Fixture()
        try fixture.controller.perform(NavigationState.Transition([.push(.book("Emma"))]), from: .main)
        fixture.events = []
        fixture.model.userChangedPath([.book("Emma"), .book("Persuasion")], at: .main)
        fixture.model.userChangedPath([.book("Persuasion")], at: .main)
        #expect(fixture.controller.state.stack(at: .main)?.routes == [.shelf, .book("Emma")])
        #expect(fixture.events.isEmpty)
    }

    @Test func reportsTabTaps() {
        let fixture = Fixture(NavigationState(tabs: [(.shelf, .shelf), (.settings, .settings)], selected: .shelf))
        #expect(fixture.model.tabs == [.shelf, .settings])
        fixture.model.userSelectedTab(.shelf)
        #expect(fixture.events.isEmpty)
        fixture.model.userSelectedTab(.settings)
        #expect(fixture.model.selectedTab == .settings)
        #expect(fixture.controller.state.root.frontLocation == .tab(.settings))
        #expect(fixture.events == [.tabSelected(.settings), .screenShown(.settings, name: "settings")])
    }

    @Test func reportsASheetSwipedDown() throws {
        let fixture = Fixture()
        var results: [String?] = []
        try fixture.controller.perform(
            NavigationState.Transition([.present(.picker, style: .sheet)]),
            from: .main,
            onResult: { results.append($0 as? String) }
        )
        let sheet = try #require(fixture.model.presentation(at: 0))
        #expect(sheet.presentation.stack.routes == [.picker])
        #expect(sheet.location == .presentation(0))
        fixture.events = []
        fixture.model.userDismissedPresentation(id: sheet.id)
        #expect(fixture.controller.state.presentations.isEmpty)
        #expect(fixture.model.presentation(at: 0) == nil)
        #expect(
            fixture.events == [
                .popped(.picker, from: .presentation(0), reason: .dismissed), .dismissed(.picker),
                .screenShown(.shelf, name: "shelf"),
            ]
        )
        #expect(results == [nil])
        // The same sheet cannot be dismissed twice.
        fixture.model.userDismissedPresentation(id: sheet.id)
        #expect(fixture.events.count == 3)
    }

    @Test func givesEachPresentationItsOwnIdentity() throws {
        let fixture = Fixture()
        try fixture.controller.perform(NavigationState.Transition([.present(.picker, style: .sheet)]), from: .main)
        let first = try #require(fixture.model.presentation(at: 0))
        try fixture.controller.perform(
            NavigationState.Transition([.dismiss, .present(.settings, style: .fullScreen)]),
            from: .presentation(0)
        )
        let second = try #require(fixture.model.presentation(at: 0))
        #expect(first.id != second.id)
        #expect(second.presentation.style == .fullScreen)
        // A late swipe-down of the first sheet does not dismiss the second.
        fixture.model.userDismissedPresentation(id: first.id)
        #expect(fixture.controller.state.presentations.count == 1)
    }

    @Test func isObservable() throws {
        let fixture = Fixture()
        let changes = ChangeCounter()
        withObservationTracking {
            _ = fixture.model.path(at: .main)
        } onChange: {
            changes.increment()
        }
        try fixture.controller.perform(NavigationState.Transition([.push(.book("Emma"))]), from: .main)
        #expect(changes.count == 1)
    }

    @Test func showsASplitViewsColumns() throws {
        let fixture = Fixture(NavigationState(split: .shelf))
        #expect(fixture.model.root(at: .primary) == .shelf)
        #expect(fixture.model.root(at: .secondary) == nil)
        try fixture.controller.perform(NavigationState.Transition([.showDetail(.book("Emma"))]), from: .primary)
        #expect(fixture.model.root(at: .secondary) == .book("Emma"))
        try fixture.controller.perform(NavigationState.Transition([.push(.book("Persuasion"))]), from: .secondary)
        fixture.events = []
        fixture.model.userChangedPath([], at: .secondary)
        #expect(
            fixture.events == [
                .popped(.book("Persuasion"), from: .secondary, reason: .back), .screenShown(.book, name: "book"),
            ]
        )
        #expect(fixture.model.tabs.isEmpty)
        #expect(fixture.model.selectedTab == nil)
    }

    @Test func readsTabItems() {
        #expect(TabItem(ShelfRoute.Tab.shelf) == TabItem(title: "Shelf", icon: "books.vertical"))
        #expect(TabItem(ShelfRoute.Tab.settings) == TabItem(title: "Settings", icon: nil))
    }
}

/// Counts changes reported from any thread.
final class ChangeCounter: @unchecked Sendable {
    /// Guards ``count``.
    private let lock = NSLock()
    /// The number of changes so far.
    private var value = 0

    /// The number of changes so far.
    var count: Int { lock.withLock { value } }

    /// Counts one change.
    func increment() { lock.withLock { value += 1 } }
}
