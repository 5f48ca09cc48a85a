import Testing

@_spi(Generated) @testable import RouteKit

@Suite struct NavigationErrorTests {
    static let failures: [(State, [Step], Location, Failure)] = [
        (State(stack: .contacts), [.pop], .main, .cannotPopRoot(.main)),
        (tabsState(), [.back], .tab(.employees), .cannotPopRoot(.tab(.employees))),
        (hireState(), [.popTo(.employee)], .tab(.contacts), .screenNotInStack(.employee, .tab(.contacts))),
        (State(stack: .contacts), [.dismiss], .main, .nothingToDismiss),
        (State(stack: .contacts), [.selectTab(.contacts)], .main, .noTabBar),
        (tabsState(), [.selectTab(.settings)], .tab(.contacts), .unknownTab(.settings)),
        (tabsState(), [.showDetail(.contacts)], .tab(.contacts), .noSplitView),
        (State(stack: .contacts), [.push(.picker)], .tab(.contacts), .noSuchStack(.tab(.contacts))),
        (tabsState(), [.push(.picker)], .tab(.settings), .noSuchStack(.tab(.settings))),
        (State(split: .contacts), [.pop], .secondary, .noSuchStack(.secondary)),
        (State(stack: .contacts), [.dismiss], .presentation(0), .noSuchStack(.presentation(0))),
        (State(stack: .contacts), [.present(.picker, style: .sheet)], .primary, .noSuchStack(.primary)),
    ]

    @Test(arguments: failures)
    func leavesTheStateUnchanged(state: State, steps: [Step], location: Location, failure: Failure) {
        var changed = state
        #expect(throws: failure) { try changed.apply(steps, from: location) }
        #expect(changed == state)
    }

    @Test func aFailingStepUndoesTheStepsBeforeIt() {
        var state = hireState()
        #expect(throws: Failure.screenNotInStack(.picker, .tab(.employees))) {
            try state.apply(
                [.popToRoot, .selectTab(.employees), .popTo(.picker), .push(.employee(name: "x"))],
                from: .tab(.contacts)
            )
        }
        #expect(state == hireState())
    }

    @Test func aFailingDismissalUndoesThePresentationBeforeIt() {
        var state = State(stack: .contacts)
        #expect(throws: Failure.nothingToDismiss) {
            try state.apply([.present(.picker, style: .sheet), .dismiss, .dismiss], from: .main)
        }
        #expect(state == State(stack: .contacts))
    }

    @Test func describesEachError() {
        #expect(Failure.cannotPopRoot(.tab(.contacts)).description == "Cannot pop the root of the tab(contacts) stack.")
        #expect(Failure.screenNotInStack(.contact, .main).description == "No contact below the top of the main stack.")
        #expect(Failure.nothingToDismiss.description == "Nothing is presented, so nothing can be dismissed.")
        #expect(Failure.notPresented(.main).description == "The main stack is not inside a presentation.")
        #expect(Failure.noTabBar.description == "The root is not a tab bar, so no tab can be selected.")
        #expect(Failure.unknownTab(.settings).description == "The tab bar has no settings tab.")
        #expect(Failure.noSplitView.description == "The root is not a split view, so no detail can be shown.")
        #expect(Failure.noSuchStack(.presentation(2)).description == "There is no presentation(2) stack.")
    }
}
