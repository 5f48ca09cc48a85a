/// A generated Swift file: a banner comment, imports and declarations.
struct SwiftFile {
    /// The lines of the banner comment, without the `//` prefix.
    var banner: [String]
    /// The imports, in order.
    var imports: [SwiftImport]
    /// The top-level declarations, in order.
    var declarations: [SwiftDeclaration]
}

/// `import Module`, optionally only where a condition holds (`#if canImport(UIKit)`).
struct SwiftImport {
    /// The module.
    var module: String
    /// The `#if` condition, or `nil` for an unconditional import.
    var condition: String?
    /// The SPI group imported too (`@_spi(Generated) import RouteKit`), or `nil`.
    var spi: String?
}

/// Who can see a declaration: the access modifier written before it.
enum SwiftAccess: String, Equatable, Sendable, CaseIterable {
    /// No modifier: visible in its module.
    case `internal`
    /// Visible in its package.
    case package
    /// Visible everywhere.
    case `public`
    /// Visible in its declaration only.
    case `private`

    /// The keyword to write before a declaration, or `nil` for `internal`, which is implied.
    var keyword: String? { self == .internal ? nil : rawValue }
}
