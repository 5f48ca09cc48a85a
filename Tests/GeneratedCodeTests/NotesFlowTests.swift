import Foundation
import RouteKit
import Testing

/// An editor's view model as an app writes one: main-actor state that a leave check reads, and an alert
/// whose answer comes later, as the user taps it.
@MainActor
private final class EditorModel {
    private(set) var alertsShown = 0
    private var alert: CheckedContinuation<Bool, Never>?
    var text = ""

    /// Shows "Discard changes?" and waits for the user's tap.
    func askToDiscard() async -> Bool {
        alertsShown += 1
        return await withCheckedContinuation { alert = $0 }
    }

    /// Whether the alert is up, waiting for the user's tap.
    var isAsking: Bool { alert != nil }

    /// The user taps "Discard" (`true`) or "Keep Editing" (`false`).
    func tap(discard: Bool) {
        alert?.resume(returning: discard)
        alert = nil
    }
}

/// Lets the leave checks that run answer, until `coordinator` applies or refuses the change they hold, or
/// until `model`'s alert waits for a tap.
///
/// The alert's check resumes through the global executor before it returns to the main actor, so no fixed
/// number of yields is enough when the machine is busy. After ten seconds it returns, and the test's
/// expectations say what did not happen.
@MainActor
private func settle(_ coordinator: NotesCoordinator<NotesPlaceholderFactory>, _ model: EditorModel) async {
    let deadline = ContinuousClock.now + .seconds(10)
    while coordinator.navigation.isCheckingLeave, !model.isAsking, ContinuousClock.now < deadline {
        await Task.yield()
    }
}

/// Notes flows: the generated `confirmLeaving(_:)` of a `leave: confirm` screen holds back every change
/// that would leave it until its check answers.
@MainActor
@Suite("Notes flows")
struct NotesFlowTests {
    /// A coordinator showing the editor of note 1 with unsaved text and a check set, its model, and the
    /// failures reported from now on.
    private func editing() throws -> (NotesCoordinator<NotesPlaceholderFactory>, EditorModel, Failures) {
        let coordinator = NotesCoordinator(factory: NotesPlaceholderFactory())
        try #require(coordinator.navigator(NotesNavigator.Notes.self)).edit(id: 1)
        let model = EditorModel()
        model.text = "Unsaved"
        try #require(coordinator.navigator(NotesNavigator.Editor.self)).confirmLeaving {
            model.text.isEmpty ? true : await model.askToDiscard()
        }
        let failures = Failures()
        coordinator.navigation.failureHandler = { failures.errors.append($0) }
        return (coordinator, model, failures)
    }

    @Test("done() waits for the alert; Discard leaves, reporting the pop then")
    func discardLeaves() async throws {
        let (coordinator, model, _) = try editing()
        var events: [NavigationEvent<NotesRoute>] = []
        let observation = coordinator.addObserver { events.append($0) }
        try #require(coordinator.navigator(NotesNavigator.Editor.self)).done()
        await settle(coordinator, model)
        #expect(model.alertsShown == 1)
        #expect(coordinator.state.visibleRoute == .editor(id: 1))
        #expect(events.isEmpty)
        model.tap(discard: true)
        await settle(coordinator, model)
        #expect(coordinator.state.visibleRoute == .notes)
        #expect(events == [.popped(.editor(id: 1), from: .main, reason: .pop), .screenShown(.notes, name: "notes")])
        observation.cancel()
    }

    @Test("Keep Editing refuses the move and reports it")
    func keepEditingStays() async throws {
        let (coordinator, model, failures) = try editing()
        try #require(coordinator.navigator(NotesNavigator.Editor.self)).back()
        await settle(coordinator, model)
        model.tap(discard: false)
        await settle(coordinator, model)
        #expect(coordinator.state.visibleRoute == .editor(id: 1))
        #expect(failures.errors == [.leaveRefused(.editor(id: 1), .main)])
    }

    @Test("A deep link that would leave the editor asks too; one during the alert is refused, not queued")
    func deepLinks() async throws {
        let (coordinator, model, failures) = try editing()
        try coordinator.open(try #require(URL(string: "notes://notes")))
        await settle(coordinator, model)
        #expect(model.alertsShown == 1)
        try coordinator.open(try #require(URL(string: "notes://notes/2")))
        #expect(failures.errors == [.leaveCheckInProgress(.editor(id: 1), .main)])
        model.tap(discard: true)
        await settle(coordinator, model)
        #expect(coordinator.state.visibleRoute == .notes)
    }

    @Test("A saved editor removes its check: done() applies at once")
    func savedLeavesAtOnce() throws {
        let (coordinator, model, failures) = try editing()
        let editor = try #require(coordinator.navigator(NotesNavigator.Editor.self))
        editor.confirmLeaving(nil)
        editor.done()
        #expect(coordinator.state.visibleRoute == .notes)
        #expect(model.alertsShown == 0)
        #expect(failures.errors.isEmpty)
    }

    @Test("Presenting over the editor is not leaving; finish(_:) of a guarded sheet hands its result once allowed")
    func sheetResult() async throws {
        let (coordinator, model, failures) = try editing()
        var shared: [Bool?] = []
        try #require(coordinator.navigator(NotesNavigator.Editor.self)).share { shared.append($0) }
        #expect(model.alertsShown == 0)
        let sheet = try #require(coordinator.navigator(NotesNavigator.Share.self))
        sheet.confirmLeaving { await model.askToDiscard() }
        sheet.finish(true)
        await settle(coordinator, model)
        #expect(shared.isEmpty)
        model.tap(discard: true)
        await settle(coordinator, model)
        #expect(shared == [true])
        #expect(coordinator.state.visibleRoute == .editor(id: 1))
        #expect(failures.errors.isEmpty)
    }
}

/// The failures a coordinator reported.
@MainActor
private final class Failures {
    var errors: [NavigationError<NotesRoute>] = []
}
