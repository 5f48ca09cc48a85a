#if canImport(SwiftUI)
import RouteKit
import RouteKitSwiftUI
import SwiftUI

// Navigatron's SwiftUI front end: the same routes and navigators as the terminal one, shown by
// RouteKitSwiftUI (a tab bar of two navigation stacks and a sheet). An iOS app's root view is
// `NavigatronRootView()`.

/// Owns Navigatron's navigation for as long as the app runs.
@MainActor final class NavigatronNavigation {
    /// The model the SwiftUI views show.
    let model = NavigationModel<NavigatronRoute>()
    /// The coordinator that builds the screens and applies their moves.
    let coordinator: NavigatronCoordinator<NavigatronSwiftUIScreens>

    /// Creates the navigation of a company's app, rendered on the model.
    init(company: Company = Company()) {
        coordinator = NavigatronCoordinator(factory: NavigatronSwiftUIScreens(company: company))
        coordinator.navigation.host = model
    }
}

/// The app's root view: the tab bar, its stacks and the picker sheet.
struct NavigatronRootView: View {
    /// The navigation, kept for the view's lifetime.
    @State private var navigation = NavigatronNavigation()

    var body: some View {
        NavigationRootView(model: navigation.model) { route, location in
            navigation.coordinator.makeScreen(for: route, at: location)
        }
    }
}

/// Builds Navigatron's screens as SwiftUI views; each screen moves only with its navigator.
struct NavigatronSwiftUIScreens: NavigatronScreenFactory {
    /// The contacts and employees shown.
    let company: Company

    /// Views, type-erased; a screen without a `make…` shows its title (RouteKitSwiftUI's `AnyView` placeholder).
    typealias Screen = AnyView

    /// The list of contacts.
    func makeContacts(navigator: NavigatronNavigator.Contacts) -> AnyView {
        AnyView(
            List {
                ForEach(company.contacts, id: \.name) { contact in
                    Button(contact.name) { navigator.showContact(name: contact.name) }
                }
            }
        )
    }

    /// One contact's details.
    func makeContact(name: String, navigator: NavigatronNavigator.Contact) -> AnyView {
        AnyView(
            List {
                ContactDetails(contact: company.contact(named: name))
                Button("Edit") { navigator.edit(name: name) }
            }
        )
    }

    /// The contact form, from which the contact can be hired.
    func makeContactEdit(name: String, navigator: NavigatronNavigator.ContactEdit) -> AnyView {
        AnyView(
            List {
                ContactDetails(contact: company.contact(named: name))
                Button("Save") { navigator.back() }
                Button("Hire this contact") {
                    company.hire(name)
                    navigator.hire(name: name)
                }
            }
        )
    }

    /// The list of employees, from which a contact can be hired.
    func makeEmployees(navigator: NavigatronNavigator.Employees) -> AnyView {
        AnyView(
            List {
                ForEach(company.employees, id: \.name) { employee in
                    Button(employee.name) { navigator.showEmployee(name: employee.name, role: employee.role) }
                }
                Button("Hire a contact…") { navigator.pickAndHire(in: company) }
            }
        )
    }

    /// One employee's details.
    func makeEmployee(name: String, role: String, navigator: NavigatronNavigator.Employee) -> AnyView {
        AnyView(
            List {
                LabeledContent("Role", value: role)
                ContactDetails(contact: company.contact(named: name))
            }
        )
    }

    /// The sheet that picks a contact to hire: the contacts who do not work here yet.
    func makeContactPicker(navigator: NavigatronNavigator.ContactPicker) -> AnyView {
        AnyView(
            List {
                Section("Who joins the company?") {
                    ForEach(company.contacts.filter { !company.employs($0.name) }, id: \.name) { contact in
                        Button(contact.name) { navigator.finish(contact.name) }
                    }
                }
                Button("Cancel") { navigator.dismiss() }
            }
        )
    }
}

/// The phone and email of a contact, if the address book has them.
struct ContactDetails: View {
    /// The contact shown.
    let contact: Contact?

    var body: some View {
        if let contact {
            LabeledContent("Phone", value: contact.phone)
            LabeledContent("Email", value: contact.email)
        }
    }
}
#endif
