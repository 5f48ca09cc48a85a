import Testing

@_spi(Generated) @testable import RouteKit

/// The cause of the user's pops: the edge swipe told apart from the back button.
@MainActor
@Suite struct UserPopTrackerTests {
    @Test func aCompletedSwipeIsASwipe() {
        var tracker = NavigationController<TestRoute>.UserPopTracker()
        tracker.transitionWillStart(in: .main, isInteractive: true)
        tracker.interactionEnded(in: .main, isCancelled: false)
        #expect(tracker.popFinished(in: .main) == .swipe)
    }

    @Test func aPopWithoutInteractionIsTheBackButton() {
        var tracker = NavigationController<TestRoute>.UserPopTracker()
        #expect(tracker.popFinished(in: .main) == .back)
        tracker.transitionWillStart(in: .main, isInteractive: false)
        #expect(tracker.popFinished(in: .main) == .back)
    }

    @Test func aCancelledSwipeDoesNotMarkTheBackButtonsPopThatFollows() {
        var tracker = NavigationController<TestRoute>.UserPopTracker()
        tracker.transitionWillStart(in: .main, isInteractive: true)
        tracker.interactionEnded(in: .main, isCancelled: true)
        #expect(tracker.popFinished(in: .main) == .back)
        // A swipe whose end was not reported is replaced by the next transition.
        tracker.transitionWillStart(in: .main, isInteractive: true)
        tracker.transitionWillStart(in: .main, isInteractive: false)
        #expect(tracker.popFinished(in: .main) == .back)
    }

    @Test func aSwipeIsReportedOnceAndOnlyForItsStack() {
        var tracker = NavigationController<TestRoute>.UserPopTracker()
        tracker.transitionWillStart(in: .presentation(0), isInteractive: true)
        #expect(tracker.popFinished(in: .main) == .back)
        #expect(tracker.popFinished(in: .presentation(0)) == .swipe)
        #expect(tracker.popFinished(in: .presentation(0)) == .back)
    }

    @Test func theControllerReportsTheUsersMoveAsTheCause() throws {
        let controller = NavigationController(state: NavigationState<TestRoute>(stack: .contacts))
        try controller.perform(
            NavigationState.Transition([.push(.contact(name: "a")), .push(.contactEdit(name: "a"))], animated: false),
            from: .main
        )
        var causes: [NavigationEvent<TestRoute>.Cause] = []
        let observation = controller.addObserver { _, cause in causes.append(cause) }
        controller.hostDidPop(.main, toCount: 2, by: .swipe)
        controller.hostDidPop(.main, toCount: 1)
        #expect(causes == [.user(.swipe), .user(.swipe), .user(.back), .user(.back)])
        #expect(NavigationEvent<TestRoute>.Cause.user(.swipe).analyticsText == "user swipe")
        observation.cancel()
    }
}
