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
