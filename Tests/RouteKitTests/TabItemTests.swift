import Testing

@testable import RouteKit

/// What tab bar items show: the tab's title and icon when it is a `NavigationTab`, else its name.
@Suite struct TabItemTests {
    /// A tab as the generated `<Name>Tab` is, declared a ``NavigationTab``.
    enum DescribedTab: String, Hashable, NavigationTab {
        case contacts, settings
        var title: String { self == .contacts ? "Contacts" : "Settings" }
        var icon: String? { self == .contacts ? "person.2" : nil }
    }

    @Test func readsTitleAndIconOfANavigationTab() {
        #expect(TabItem(DescribedTab.contacts) == TabItem(title: "Contacts", icon: "person.2"))
        #expect(TabItem(DescribedTab.settings) == TabItem(title: "Settings", icon: nil))
    }

    @Test func showsTheNameOfAnyOtherTab() {
        #expect(TabItem(TestRoute.Tab.employees) == TabItem(title: "employees", icon: nil))
    }
}
