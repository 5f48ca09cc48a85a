import RouteKit
import Testing

/// Flows of the Navigatron sample, driven through its generated navigators and coordinator
/// and observed on a recording host: what an app's own flow tests look like.
@MainActor
@Suite("Navigatron flows")
struct NavigatronFlowTests {
    let host = RecordingNavigationHost<NavigatronRoute>()
    let coordinator: NavigatronCoordinator<NavigatronPlaceholderFactory>

    init() {
        coordinator = NavigatronCoordinator(factory: NavigatronPlaceholderFactory(), host: host)
        host.reset()
    }

    @Test("The initial state is the spec's tab bar, contacts selected")
    func initialState() {
        #expect(coordinator.state == .initial)
        #expect(coordinator.state.visibleRoute == .contacts)
        #expect(NavigatronTab.initial == .contacts)
        #expect(NavigatronTab.employees.rootRoute == .employees)
    }

    @Test("Hire: unwind the contacts tab, switch to employees, push the new employee")
    func hire() throws {
        try #require(coordinator.navigator(NavigatronNavigator.Contacts.self)).showContact(name: "Ada")
        try #require(coordinator.navigator(NavigatronNavigator.Contact.self)).edit(name: "Ada")
        host.reset()

        try #require(coordinator.navigator(NavigatronNavigator.ContactEdit.self)).hire(name: "Ada")

        #expect(
            host.log == [
                "setStack tab(contacts) [contacts]",
                "selectTab employees animated",
                "setStack tab(employees) [employees, employee(name: \"Ada\", role: \"New hire\")] animated",
            ]
        )
        #expect(coordinator.state.visibleRoute == .employee(name: "Ada", role: "New hire"))
        guard case .tabs(let tabs) = coordinator.state.root else {
            Issue.record("expected a tab bar")
            return
        }
        #expect(tabs.stack(for: .contacts)?.routes == [.contacts])
        #expect(tabs.stack(for: .employees)?.routes == [.employees, .employee(name: "Ada")])
    }

    @Test("Presenting the picker hands the caller the picked name, or nil when dismissed")
    func pickContact() throws {
        var results: [String?] = []
        coordinator.navigation.hostDidSelectTab(.employees)
        let employees = try #require(coordinator.navigator(NavigatronNavigator.Employees.self))

        employees.pickContact { results.append($0) }
        try #require(coordinator.navigator(NavigatronNavigator.ContactPicker.self)).finish("Grace")
        employees.pickContact { results.append($0) }
        try #require(coordinator.navigator(NavigatronNavigator.ContactPicker.self)).dismiss()

        #expect(results == ["Grace", nil])
        #expect(coordinator.state.presentations.isEmpty)
    }

    @Test("Tabs keep their stacks when switching")
    func tabsKeepStacks() throws {
        try #require(coordinator.navigator(NavigatronNavigator.Contacts.self)).showContact(name: "Ada")
        coordinator.navigation.hostDidSelectTab(.employees)
        coordinator.navigation.hostDidSelectTab(.contacts)
        #expect(coordinator.state.visibleRoute == .contact(name: "Ada"))
    }

    @Test("Events tell pushes and pops, with the reason")
    func events() throws {
        var events: [NavigationEvent<NavigatronRoute>] = []
        let observation = coordinator.addObserver { events.append($0) }
        try #require(coordinator.navigator(NavigatronNavigator.Contacts.self)).showContact(name: "Ada")
        try #require(coordinator.navigator(NavigatronNavigator.Contact.self)).back()
        #expect(
            events == [
                .pushed(.contact(name: "Ada"), in: .tab(.contacts)),
                .screenShown(.contact, name: "contact"),
                .popped(.contact(name: "Ada"), from: .tab(.contacts), reason: .back),
                .screenShown(.contacts, name: "contacts"),
            ]
        )
        observation.cancel()
    }

    @Test("A navigator whose screen is gone reports a failure and changes nothing")
    func staleNavigator() throws {
        var failures: [NavigationError<NavigatronRoute>] = []
        coordinator.navigation.failureHandler = { failures.append($0) }
        try #require(coordinator.navigator(NavigatronNavigator.Contacts.self)).showContact(name: "Ada")
        let contact = try #require(coordinator.navigator(NavigatronNavigator.Contact.self))
        contact.back()
        let before = coordinator.state

        contact.edit(name: "Ada")

        #expect(coordinator.state == before)
        #expect(failures == [.staleNavigator(.contact(name: "Ada"), .tab(.contacts))])
    }

    @Test("The coordinator builds each screen with the factory and its navigator")
    func makeScreen() {
        let screen = coordinator.makeScreen(for: .employee(name: "Ada"), at: .tab(.employees))
        #expect(screen == PlaceholderScreen(route: .employee(name: "Ada", role: "New hire")))
        #expect(screen.title == "Ada")
    }
}
