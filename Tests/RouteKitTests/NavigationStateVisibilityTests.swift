import Testing

@_spi(Generated) @testable import RouteKit

@Suite struct NavigationStateVisibilityTests {
    @Test func showsTheSelectedTab() throws {
        var state = hireState()
        #expect(state.visibleLocation == .tab(.contacts))
        #expect(state.visibleRoute == .contactEdit(name: "x"))
        try state.apply([.selectTab(.employees)], from: .tab(.contacts))
        #expect(state.visibleRoute == .employee(name: "a"))
        #expect(state.isVisible(.tab(.employees)))
        #expect(state.isVisible(.tab(.contacts)) == false)
    }

    @Test func showsTheTopMostPresentation() throws {
        var state = State(stack: .contacts)
        try state.apply(
            [.present(.picker, style: .sheet), .present(.fullScreenPhoto, style: .fullScreen)],
            from: .main
        )
        #expect(state.visibleLocation == .presentation(1))
        #expect(state.visibleRoute == .fullScreenPhoto)
        #expect(state.isVisible(.presentation(1)))
        #expect(state.isVisible(.presentation(0)) == false)
        #expect(state.isVisible(.main) == false)
    }

    @Test func showsBothColumnsOfASplitView() throws {
        var state = State(split: .contacts)
        #expect(state.visibleLocation == .primary)
        try state.apply([.showDetail(.contact(name: "x"))], from: .primary)
        #expect(state.visibleLocation == .secondary)
        #expect(state.isVisible(.primary))
        #expect(state.isVisible(.secondary))
        #expect(State(split: .contacts).isVisible(.secondary) == false)
    }

    @Test func takesTheBarsOfTheTopRoute() throws {
        var state = State(stack: .contacts)
        #expect(state.barsVisibility(for: .main).map { $0 == (.visible, .hidden) } == true)
        try state.apply([.push(.contactEdit(name: "x"))], from: .main)
        #expect(state.barsVisibility(for: .main).map { $0 == (.visible, .visible) } == true)
        try state.apply([.present(.fullScreenPhoto, style: .fullScreen)], from: .main)
        let photo = TestRoute.fullScreenPhoto
        #expect(state.barsVisibility(for: .presentation(0)).map { $0 == (photo.navigationBar, photo.toolbar) } == true)
        #expect(state.barsVisibility(for: .presentation(0))?.navigationBar == .hidden)
        #expect(state.barsVisibility(for: .tab(.contacts)) == nil)
    }
}
