/// An attribute of a declaration, written `@name` on a line of its own above it.
struct SwiftAttribute: Equatable {
    /// The attribute's name, without `@`, as the file writes it (qualified by its module where the
    /// file's hygiene says so).
    var name: String

    /// `@escaping`: a closure parameter that outlives the call.
    static let escaping = SwiftAttribute(name: "escaping")

    /// `@Sendable`.
    static let sendable = SwiftAttribute(name: "Sendable")
}
