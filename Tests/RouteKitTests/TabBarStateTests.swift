import Foundation
import Testing

@testable import RouteKit

@Suite struct TabBarStateTests {
    private let tabs = NavigationState<TestRoute>.TabBar(
        tabs: [(.contacts, .contacts), (.employees, .employees)],
        selected: .employees
    )

    @Test func keepsTheTabsInOrder() {
        #expect(tabs.tabs == [.contacts, .employees])
        #expect(tabs.selected == .employees)
        #expect(tabs.selectedStack == Stack(root: .employees))
        #expect(tabs.stack(for: .contacts) == Stack(root: .contacts))
        #expect(tabs.stack(for: .settings) == nil)
    }

    @Test func selectsOnlyKnownOtherTabs() {
        var tabs = tabs
        let reselected = tabs.select(.employees)
        let unknown = tabs.select(.settings)
        let other = tabs.select(.contacts)
        #expect(reselected == false)
        #expect(unknown == false)
        #expect(other)
        #expect(tabs.selected == .contacts)
    }

    @Test func encodesTabsInOrder() throws {
        let state = NavigationState<TestRoute>.TabBar(
            stacks: [(.employees, stack(.employees, .employee(name: "a"))), (.contacts, Stack(root: .contacts))],
            selected: .contacts
        )
        let decoded = try JSONDecoder().decode(
            NavigationState<TestRoute>.TabBar.self,
            from: JSONEncoder().encode(state)
        )
        #expect(decoded == state)
        #expect(decoded.tabs == [.employees, .contacts])
    }

    @Test(arguments: [
        #"{"tabs": [], "selected": "contacts"}"#,
        #"{"tabs": [{"tab": "contacts", "stack": ["contacts"]}], "selected": "employees"}"#,
        #"{"tabs": [{"tab": "contacts", "stack": ["contacts"]}, {"tab": "#
            + #""contacts", "stack": ["contacts"]}], "selected": "contacts"}"#,
    ])
    func refusesToDecodeInvalidTabs(json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationState<TestRoute>.TabBar.self, from: Data(json.utf8))
        }
    }
}
