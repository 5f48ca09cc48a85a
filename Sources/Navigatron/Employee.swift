/// A person who works for the company.
struct Employee: Hashable, Sendable {
    /// The employee's full name, which identifies them.
    let name: String
    /// The employee's job title.
    let role: String
}
