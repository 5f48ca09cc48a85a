/// A generated Swift file: a banner comment, imports and declarations.
struct SwiftFile: Equatable {
    /// The lines of the banner comment, without the `//` prefix.
    var banner: [String]
    /// The imported modules, in order.
    var imports: [String]
    /// The top-level declarations, in order.
    var declarations: [SwiftDeclaration]
}

/// Who can see a declaration: the access modifier written before it.
enum SwiftAccess: String, Equatable, Sendable, CaseIterable {
    /// No modifier: visible in its module.
    case `internal`
    /// Visible in its package.
    case package
    /// Visible everywhere.
    case `public`

    /// The keyword to write before a declaration, or `nil` for `internal`, which is implied.
    var keyword: String? { self == .internal ? nil : rawValue }
}
