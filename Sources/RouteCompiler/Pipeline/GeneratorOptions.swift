/// Options of code generation.
public struct GeneratorOptions: Hashable, Sendable {
    /// The access level of the generated declarations.
    public enum AccessLevel: String, Hashable, Sendable, CaseIterable {
        /// Visible in the module that holds the generated file (the default).
        case `internal`
        /// Visible in the package.
        case package
        /// Visible to every module that imports the generated file's module.
        case `public`
    }

    /// The spec's file name, written in the generated file's banner (never its full path, so
    /// that output is the same on every machine).
    public var specFileName: String
    /// The access level of the generated declarations.
    public var accessLevel: AccessLevel
    /// Whether the result carries the outline of the generated screen factory
    /// (``CompilationResult/factory``), for checking the app's factories.
    public var outlinesFactory: Bool

    /// Creates options.
    public init(specFileName: String, accessLevel: AccessLevel = .internal, outlinesFactory: Bool = false) {
        self.specFileName = specFileName
        self.accessLevel = accessLevel
        self.outlinesFactory = outlinesFactory
    }

    /// The access modifier for generated declarations.
    var accessModifier: SwiftAccess {
        switch accessLevel {
        case .internal: .internal
        case .package: .package
        case .public: .public
        }
    }
}
