/// Navigatron's data: the contacts of a small company and its employees, kept in memory.
@MainActor
final class Company {
    /// The contacts, in the order the address book lists them.
    private(set) var contacts = [
        Contact(name: "David Charleston", phone: "555-0142", email: "david@charleston.example"),
        Contact(name: "Maria Okafor", phone: "555-0178", email: "maria@okafor.example"),
        Contact(name: "Lena Fischer", phone: "555-0113", email: "lena@fischer.example"),
        Contact(name: "Sam Whitaker", phone: "555-0190", email: "sam@whitaker.example"),
    ]

    /// The employees, in the order they were hired.
    private(set) var employees = [
        Employee(name: "Priya Raman", role: "Engineer"),
        Employee(name: "Tom Becker", role: "Designer"),
    ]

    /// The contact named `name`, if there is one.
    func contact(named name: String) -> Contact? {
        contacts.first { $0.name == name }
    }

    /// Whether `name` works for the company.
    func employs(_ name: String) -> Bool {
        employees.contains { $0.name == name }
    }

    /// Phone numbers typed into a contact's form and not saved yet, by contact name.
    private(set) var draftPhones: [String: String] = [:]

    /// Keeps `phone` as the unsaved phone number of the contact named `name`; `nil` drops it.
    func draftPhone(_ phone: String?, for name: String) {
        draftPhones[name] = phone
    }

    /// Saves the unsaved phone number of the contact named `name`, if there is one.
    func saveDraft(of name: String) {
        guard let phone = draftPhones.removeValue(forKey: name),
            let index = contacts.firstIndex(where: { $0.name == name })
        else { return }
        let contact = contacts[index]
        contacts[index] = Contact(name: contact.name, phone: phone, email: contact.email)
    }

    /// Adds `name` to the employees as `role`, unless they already work here.
    func hire(_ name: String, role: String = "New hire") {
        guard !employs(name) else { return }
        employees.append(Employee(name: name, role: role))
    }
}

extension NavigatronNavigator.Employees {
    /// Lets the user pick a contact in a sheet, then hires them and shows them as an employee.
    func pickAndHire(in company: Company) {
        pickContact { name in
            guard let name else { return }
            company.hire(name)
            showEmployee(name: name)
        }
    }
}
