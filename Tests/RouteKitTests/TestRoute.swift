@_spi(Generated) @testable import RouteKit

/// The routes of a small contacts app, standing in for a generated route enum.
enum TestRoute: NavigationRoute, CustomStringConvertible {
    case contacts
    case contact(name: String)
    case contactEdit(name: String)
    case employees
    case employee(name: String)
    case picker
    case fullScreenPhoto

    /// The screens of the test app.
    enum Screen: String, Hashable, Codable, Sendable {
        case contacts, contact, contactEdit, employees, employee, picker, fullScreenPhoto
    }

    /// The tabs of the test app.
    enum Tab: String, Hashable, Codable, Sendable {
        case contacts, employees, settings
    }

    var screen: Screen {
        switch self {
        case .contacts: .contacts
        case .contact: .contact
        case .contactEdit: .contactEdit
        case .employees: .employees
        case .employee: .employee
        case .picker: .picker
        case .fullScreenPhoto: .fullScreenPhoto
        }
    }

    var title: String {
        switch self {
        case .contacts: "Contacts"
        case .contact(let name), .contactEdit(let name), .employee(let name): name
        case .employees: "Employees"
        case .picker: "Pick"
        case .fullScreenPhoto: "Photo"
        }
    }

    var navigationBar: BarVisibility {
        self == .fullScreenPhoto ? .hidden : .visible
    }

    var toolbar: BarVisibility {
        if case .contactEdit = self { return .visible }
        return .hidden
    }

    var description: String {
        switch self {
        case .contact(let name): "contact(\(name))"
        case .contactEdit(let name): "contactEdit(\(name))"
        case .employee(let name): "employee(\(name))"
        default: screen.rawValue
        }
    }
}

typealias State = NavigationState<TestRoute>
typealias Stack = NavigationState<TestRoute>.Stack
typealias Location = NavigationState<TestRoute>.StackLocation
typealias Step = NavigationStep<TestRoute>
typealias Transition = NavigationState<TestRoute>.Transition
typealias Event = NavigationEvent<TestRoute>
typealias Command = RenderCommand<TestRoute>
typealias Failure = NavigationError<TestRoute>

/// A stack holding `routes`, root first.
func stack(_ routes: TestRoute...) -> Stack {
    Stack(routes: routes)!
}

/// The contacts/employees tab bar of the hire flow: contacts [contacts, contact(x), contactEdit(x)] and
/// employees [employees, employee(a)], with contacts selected.
func hireState() -> State {
    State(
        root: .tabs(
            NavigationState.TabBar(
                stacks: [
                    (.contacts, stack(.contacts, .contact(name: "x"), .contactEdit(name: "x"))),
                    (.employees, stack(.employees, .employee(name: "a"))),
                ],
                selected: .contacts
            )
        )
    )
}

/// A tab bar with the contacts and employees tabs at their roots, contacts selected.
func tabsState() -> State {
    State(tabs: [(.contacts, .contacts), (.employees, .employees)], selected: .contacts)
}

extension NavigationState {
    /// Applies `steps` from `location`, as a transition.
    mutating func apply(
        _ steps: [NavigationStep<Route>],
        from location: NavigationState<Route>.StackLocation
    ) throws(NavigationError<Route>) {
        try apply(NavigationState.Transition(steps), from: location)
    }

    /// The routes of the stack at `location`, or `nil` when there is none.
    func routes(at location: NavigationState<Route>.StackLocation) -> [Route]? {
        stack(at: location)?.routes
    }
}

/// A route that is a number, with numbered tabs: for tests with many tabs and deep stacks.
struct NumberRoute: NavigationRoute {
    var value: Int
    var screen: Int { value }
    typealias Tab = Int
    var title: String { "\(value)" }
    var navigationBar: BarVisibility { .visible }
    var toolbar: BarVisibility { .hidden }
}

/// A tab bar of `count` numbered tabs, each with a stack of `depth` routes; tab 0 is selected.
func manyTabs(count: Int, depth: Int) -> NavigationState<NumberRoute> {
    let routes = (0..<depth).map(NumberRoute.init)
    return NavigationState(
        root: .tabs(
            NavigationState.TabBar(
                stacks: (0..<count).map { ($0, NavigationState.Stack(routes: routes)!) },
                selected: 0
            )
        )
    )
}
