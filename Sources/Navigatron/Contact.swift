/// A person in the company's address book.
struct Contact: Hashable, Sendable {
    /// The contact's full name, which identifies them.
    let name: String
    /// The contact's phone number.
    let phone: String
    /// The contact's email address.
    let email: String
}
