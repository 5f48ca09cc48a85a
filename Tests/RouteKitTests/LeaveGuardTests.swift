import Testing

@_spi(Generated) @testable import RouteKit

/// A leave check whose answer the test gives when it likes: before, or long after, the change it holds.
@MainActor
private final class LateAnswer {
    /// How often the check was asked.
    private(set) var askedCount = 0
    /// The waiting askers.
    private var waiting: [CheckedContinuation<Bool, Never>] = []

    /// The check to set on a screen.
    var check: @MainActor @Sendable () async -> Bool {
        { [self] in
            askedCount += 1
            return await withCheckedContinuation { waiting.append($0) }
        }
    }

    /// Whether an asker waits for ``answer(_:)``.
    var isWaiting: Bool { !waiting.isEmpty }

    /// Answers every waiting asker.
    func answer(_ allowed: Bool) {
        let askers = waiting
        waiting.removeAll()
        for asker in askers { asker.resume(returning: allowed) }
    }
}

/// Lets the leave checks that run answer, until `controller` applies or refuses the change they hold, or
/// until `answer` waits to be given.
///
/// A late answer's check resumes through the global executor before it returns to the main actor, so no
/// fixed number of yields is enough when the machine is busy. After ten seconds it returns, and the test's
/// expectations say what did not happen.
@MainActor
private func settle(_ controller: NavigationController<TestRoute>, until answer: LateAnswer? = nil) async {
    let deadline = ContinuousClock.now + .seconds(10)
    while controller.isCheckingLeave, answer?.isWaiting != true, ContinuousClock.now < deadline {
        await Task.yield()
    }
}

@MainActor
@Suite struct LeaveGuardTests {
    private let host = RecordingNavigationHost<TestRoute>()
    private let contact = TestRoute.contact(name: "a")
    private let edit = TestRoute.contactEdit(name: "a")

    /// A controller showing contacts, contact(a) and contactEdit(a), recording its failures.
    private func controller(failures: Failures) throws -> NavigationController<TestRoute> {
        let controller = NavigationController(state: State(stack: .contacts), host: host)
        try controller.perform(Transition([.push(contact), .push(edit)], animated: false), from: .main)
        host.reset()
        controller.failureHandler = { failures.errors.append($0) }
        return controller
    }

    @Test func withoutACheckLeavingIsAllowed() throws {
        let failures = Failures()
        let controller = try controller(failures: failures)
        try controller.back(from: .main)
        #expect(controller.state.routes(at: .main) == [.contacts, contact])
        #expect(failures.errors.isEmpty)
    }

    @Test func trueAppliesTheChangeWhenTheCheckAnswers() async throws {
        let failures = Failures()
        let controller = try controller(failures: failures)
        let answer = LateAnswer()
        try controller.setLeaveCheck(answer.check, for: edit, at: .main)
        try controller.back(from: .main)
        #expect(controller.state.routes(at: .main) == [.contacts, contact, edit])
        #expect(controller.isCheckingLeave)
        await settle(controller, until: answer)
        #expect(answer.askedCount == 1)
        answer.answer(true)
        await settle(controller, until: answer)
        #expect(controller.state.routes(at: .main) == [.contacts, contact])
        #expect(host.state == controller.state)
        #expect(!controller.isCheckingLeave)
        #expect(failures.errors.isEmpty)
    }

    @Test func falseRefusesTheChange() async throws {
        let failures = Failures()
        let controller = try controller(failures: failures)
        try controller.setLeaveCheck({ false }, for: edit, at: .main)
        var events: [Event] = []
        let observation = controller.addObserver { events.append($0) }
        try controller.perform(Transition([.popToRoot]), from: .main)
        await settle(controller)
        #expect(controller.state.routes(at: .main) == [.contacts, contact, edit])
        #expect(failures.errors == [.leaveRefused(edit, .main)])
        #expect(events.isEmpty)
        #expect(host.commands.isEmpty)
        observation.cancel()
    }

    @Test func pushingOverAGuardedScreenIsNotLeaving() throws {
        let failures = Failures()
        let controller = try controller(failures: failures)
        try controller.setLeaveCheck({ false }, for: edit, at: .main)
        try controller.perform(Transition([.push(.employee(name: "x"))]), from: .main)
        try controller.perform(Transition([.present(.picker, style: .sheet)]), from: .main)
        #expect(controller.state.routes(at: .main) == [.contacts, contact, edit, .employee(name: "x")])
        #expect(controller.state.presentations.count == 1)
        // Popping what was pushed over it does not leave it either.
        try controller.dismiss(from: .presentation(0))
        try controller.back(from: .main)
        #expect(controller.state.routes(at: .main) == [.contacts, contact, edit])
        #expect(failures.errors.isEmpty)
    }

    @Test func aLateTrueAfterAnotherChangeIsRefusedAsStale() async throws {
        let failures = Failures()
        let controller = try controller(failures: failures)
        let answer = LateAnswer()
        try controller.setLeaveCheck(answer.check, for: edit, at: .main)
        try controller.back(from: .main)
        await settle(controller, until: answer)
        // A change that needs no check applies while the check runs, and makes the waiting one stale.
        try controller.perform(Transition([.push(.employee(name: "x"))]), from: .main)
        answer.answer(true)
        await settle(controller, until: answer)
        #expect(controller.state.routes(at: .main) == [.contacts, contact, edit, .employee(name: "x")])
        #expect(failures.errors == [.staleLeave(edit, .main)])
    }

    @Test func aSecondGuardedChangeWhileChecksRunIsRefused() async throws {
        let failures = Failures()
        let controller = try controller(failures: failures)
        let answer = LateAnswer()
        try controller.setLeaveCheck(answer.check, for: edit, at: .main)
        try controller.back(from: .main)
        await settle(controller, until: answer)
        // A deep link that rebuilds the stack would leave the editor too: refused, not queued.
        controller.reset(to: State(stack: .contacts))
        #expect(failures.errors == [.leaveCheckInProgress(edit, .main)])
        answer.answer(true)
        await settle(controller, until: answer)
        #expect(controller.state.routes(at: .main) == [.contacts, contact])
        #expect(answer.askedCount == 1)
    }

    @Test func severalGuardedScreensAreAskedTopFirstUntilOneRefuses() async throws {
        let failures = Failures()
        let controller = try controller(failures: failures)
        var asked: [String] = []
        try controller.setLeaveCheck(
            {
                asked.append("contact")
                return true
            },
            for: contact,
            at: .main
        )
        try controller.setLeaveCheck(
            {
                asked.append("edit")
                return true
            },
            for: edit,
            at: .main
        )
        try controller.perform(Transition([.present(.picker, style: .sheet)]), from: .main)
        try controller.setLeaveCheck(
            {
                asked.append("picker")
                return false
            },
            for: .picker,
            at: .presentation(0)
        )
        controller.reset(to: State(stack: .contacts))
        await settle(controller)
        #expect(asked == ["picker"])
        #expect(failures.errors == [.leaveRefused(.picker, .presentation(0))])
        try controller.setLeaveCheck(
            {
                asked.append("picker")
                return true
            },
            for: .picker,
            at: .presentation(0)
        )
        controller.reset(to: State(stack: .contacts))
        await settle(controller)
        #expect(asked == ["picker", "picker", "edit", "contact"])
        #expect(controller.state == State(stack: .contacts))
    }

    @Test func aCheckSetWhileAnotherWaitsIsAskedToo() async throws {
        let failures = Failures()
        let controller = try controller(failures: failures)
        let answer = LateAnswer()
        try controller.setLeaveCheck(answer.check, for: edit, at: .main)
        try controller.perform(Transition([.popToRoot]), from: .main)
        await settle(controller, until: answer)
        try controller.setLeaveCheck({ false }, for: contact, at: .main)
        answer.answer(true)
        await settle(controller, until: answer)
        #expect(controller.state.routes(at: .main) == [.contacts, contact, edit])
        #expect(failures.errors == [.leaveRefused(contact, .main)])
    }

    @Test func aResetKeepingTheScreenIsNotLeaving() async throws {
        let failures = Failures()
        let controller = try controller(failures: failures)
        try controller.setLeaveCheck({ false }, for: contact, at: .main)
        controller.reset(to: State(root: .stack(Stack(routes: [.contacts, contact])!)))
        #expect(controller.state.routes(at: .main) == [.contacts, contact])
        #expect(failures.errors.isEmpty)
    }

    @Test func aMoveThatEndsWithTheSameScreensKeepsIt() throws {
        let failures = Failures()
        let controller = try controller(failures: failures)
        try controller.setLeaveCheck({ false }, for: edit, at: .main)
        try controller.perform(Transition([.pop, .push(edit)]), from: .main)
        #expect(failures.errors.isEmpty)
        #expect(controller.hasLeaveCheck(for: edit, at: .main))
    }

    @Test func finishHandsItsResultOnlyOnceTheCheckAllows() async throws {
        let failures = Failures()
        let controller = try controller(failures: failures)
        var results: [String?] = []
        try controller.perform(
            Transition([.present(.picker, style: .sheet)]),
            from: .main,
            onResult: { results.append($0.map { "\($0)" }) }
        )
        let answer = LateAnswer()
        try controller.setLeaveCheck(answer.check, for: .picker, at: .presentation(0))
        try controller.finish(with: "Ann", from: .presentation(0))
        await settle(controller, until: answer)
        #expect(results.isEmpty)
        #expect(controller.state.presentations.count == 1)
        answer.answer(true)
        await settle(controller, until: answer)
        #expect(results == ["Ann"])
        #expect(controller.state.presentations.isEmpty)
    }

    @Test func theCheckGoesWithItsScreen() async throws {
        let failures = Failures()
        let controller = try controller(failures: failures)
        try controller.setLeaveCheck({ true }, for: edit, at: .main)
        try controller.back(from: .main)
        await settle(controller)
        try controller.perform(Transition([.push(edit)]), from: .main)
        #expect(!controller.hasLeaveCheck(for: edit, at: .main))
        try controller.back(from: .main)
        #expect(controller.state.routes(at: .main) == [.contacts, contact])
    }

    @Test func aCheckOnAScreenNotInItsStackIsStale() {
        let controller = NavigationController(state: State(stack: .contacts))
        #expect(throws: Failure.staleNavigator(edit, .main)) {
            try controller.setLeaveCheck({ true }, for: edit, at: .main)
        }
    }

    @Test func theUsersRefusedPopIsRenderedBack() async throws {
        let failures = Failures()
        let controller = try controller(failures: failures)
        try controller.setLeaveCheck({ false }, for: edit, at: .main)
        controller.hostDidPop(.main, toCount: 2)
        await settle(controller)
        #expect(controller.state.routes(at: .main) == [.contacts, contact, edit])
        #expect(host.state == controller.state)
        #expect(failures.errors == [.leaveRefused(edit, .main)])
    }

    @Test func theUsersHeldGesturesApplyRenderedOnceAllowed() async throws {
        let failures = Failures()
        let controller = try controller(failures: failures)
        try controller.perform(Transition([.present(.picker, style: .sheet)]), from: .main)
        try controller.setLeaveCheck({ true }, for: .picker, at: .presentation(0))
        try controller.setLeaveCheck({ true }, for: edit, at: .main)
        #expect(controller.hasLeaveCheck(inPresentationsFrom: 0))
        controller.hostRequestsDismiss(fromIndex: 0)
        await settle(controller)
        #expect(controller.state.presentations.isEmpty)
        controller.hostRequestsPop(.main, toCount: 2)
        await settle(controller)
        #expect(controller.state.routes(at: .main) == [.contacts, contact])
        #expect(host.state == controller.state)
        #expect(failures.errors.isEmpty)
    }

    @Test func theNavigatorContextSetsTheCheckOfItsScreen() async throws {
        let failures = Failures()
        let controller = try controller(failures: failures)
        controller.context(for: edit, at: .main).confirmLeaving { false }
        #expect(controller.hasLeaveCheck(for: edit, at: .main))
        controller.context(for: edit, at: .main).back()
        await settle(controller)
        #expect(failures.errors == [.leaveRefused(edit, .main)])
        controller.context(for: edit, at: .main).confirmLeaving(nil)
        controller.context(for: edit, at: .main).back()
        #expect(controller.state.routes(at: .main) == [.contacts, contact])
    }
}

/// The failures a controller reported.
@MainActor
private final class Failures {
    var errors: [Failure] = []
}
