import RouteKitTerminal

/// Builds Navigatron's screens for the terminal; each screen moves only with its navigator.
struct NavigatronScreens: NavigatronScreenFactory {
    /// The contacts and employees shown.
    let company: Company
    /// Asks the person at the terminal, as the contact form does before unsaved changes are lost.
    let prompt: TerminalPrompt

    /// The list of contacts.
    func makeContacts(navigator: NavigatronNavigator.Contacts) -> TerminalScreen {
        TerminalScreen(
            actions: company.contacts.map { contact in
                TerminalAction(contact.name, detail: company.employs(contact.name) ? "employee" : contact.phone) {
                    navigator.showContact(name: contact.name)
                }
            }
        )
    }

    /// One contact's details.
    func makeContact(name: String, navigator: NavigatronNavigator.Contact) -> TerminalScreen {
        TerminalScreen(
            lines: details(of: name) + (company.employs(name) ? ["", "Works here."] : []),
            actions: [TerminalAction("Edit") { navigator.edit(name: name) }]
        )
    }

    /// The contact form, whose toolbar hires the contact. A changed phone number that is not saved makes
    /// leaving the form ask first (the screen is `leave: confirm`).
    func makeContactEdit(name: String, navigator: NavigatronNavigator.ContactEdit) -> TerminalScreen {
        let draft = company.draftPhones[name]
        return TerminalScreen(
            lines: details(of: name) + (draft.map { ["", "New phone  \($0)  (not saved)"] } ?? []),
            actions: [
                TerminalAction("Change phone", fields: [TerminalField(name: "phone", prompt: "phone")]) { values in
                    company.draftPhone(values["phone"], for: name)
                    navigator.confirmLeaving { @MainActor [prompt, company] in
                        guard await prompt.confirm("Discard the new phone number of \(name)?") else { return false }
                        company.draftPhone(nil, for: name)
                        return true
                    }
                    return nil
                },
                TerminalAction("Save") {
                    company.saveDraft(of: name)
                    navigator.confirmLeaving(nil)
                    navigator.back()
                },
            ],
            toolbar: [
                TerminalAction("Hire this contact") {
                    company.hire(name)
                    navigator.hire(name: name)
                }
            ]
        )
    }

    /// The list of employees, from which a contact can be hired.
    func makeEmployees(navigator: NavigatronNavigator.Employees) -> TerminalScreen {
        TerminalScreen(
            actions: company.employees.map { employee in
                TerminalAction(employee.name, detail: employee.role) {
                    navigator.showEmployee(name: employee.name, role: employee.role)
                }
            } + [
                TerminalAction("Hire a contact…") { navigator.pickAndHire(in: company) }
            ]
        )
    }

    /// One employee's details.
    func makeEmployee(name: String, role: String, navigator: NavigatronNavigator.Employee) -> TerminalScreen {
        TerminalScreen(lines: ["Role   \(role)"] + (company.contact(named: name).map { ["Phone  \($0.phone)"] } ?? []))
    }

    /// The sheet that picks a contact to hire: the contacts who do not work here yet.
    func makeContactPicker(navigator: NavigatronNavigator.ContactPicker) -> TerminalScreen {
        TerminalScreen(
            lines: ["Who joins the company?"],
            actions: company.contacts.filter { !company.employs($0.name) }.map { contact in
                TerminalAction(contact.name) { navigator.finish(contact.name) }
            } + [TerminalAction("Cancel") { navigator.dismiss() }]
        )
    }

    /// The form lines of the contact named `name`.
    private func details(of name: String) -> [String] {
        guard let contact = company.contact(named: name) else { return ["Name   \(name)"] }
        return ["Name   \(contact.name)", "Phone  \(contact.phone)", "Email  \(contact.email)"]
    }
}
