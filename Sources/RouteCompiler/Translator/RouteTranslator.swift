/// Translates a validated spec into the structured Swift of its generated file.
package struct RouteTranslator: Sendable {
    /// The validated spec: it has a name and a root, and every reference resolves.
    package let spec: RouteSpec
    /// The root container.
    package let root: Root
    /// The generated type names.
    let names: GeneratedNames
    /// Generation options.
    package let options: GeneratorOptions
    /// How to write the types that navigator types hide inside `<Name>Navigator`, computed once.
    let hiddenTypeReplacements: [String: SwiftType]
    /// How the file writes the names it uses but the spec does not define.
    package let hygiene: SwiftNaming.Hygiene
    /// The identifiers of every screen's params, which a generated function's own parameters avoid: computed once.
    package let paramIdentifiers: Set<String>
    /// The navigator type of each screen inside `<Name>Navigator` (``GeneratedNames/navigatorTypeName(forScreen:)``),
    /// by the screen's place in the spec: computed once, rather than by each part that names it.
    package let navigatorTypeNames: [String]
    /// The navigator handle type of each screen (`<Name>Navigator.<Screen>`), by the screen's place in
    /// the spec: computed once, rather than by each of the factory and coordinator functions that name it.
    package let navigatorHandles: [String]
    /// The screen factory's function that builds each screen (`make<Screen>`), by the screen's place in
    /// the spec: computed once, rather than by both the factory protocol and the coordinator's switch.
    package let factoryFunctionNames: [String]
    /// The case of each screen in the route and screen enums (its name as an identifier), by the
    /// screen's place in the spec: computed once, rather than by each part that names a screen's case.
    package let caseNames: [String]
    /// The transitions that several screens share, grouped: computed once, rather than by both the
    /// navigators and their `async` forms.
    let sharedMoves: SharedMoves
    /// The screen enum's getters that `visit(_:)` reads: `pathPattern` and `titleTemplate`, each
    /// followed by `_` when a screen has its name.
    let screenMemberNames: (pathPattern: String, titleTemplate: String)
    /// The route's nested enum that holds the params' defaults (``translateParamDefaults()``).
    let defaultsTypeName: String
    /// The member of the route's `Defaults` enum that holds each param's default, by the screen's place in
    /// the spec and the param's place in the screen; `nil` for a param without a default.
    let paramDefaultNames: [[String?]]

    /// Creates a translator for a spec that validated without errors.
    package init?(spec: RouteSpec, options: GeneratorOptions) {
        guard let name = spec.name?.value, let root = spec.root ?? Self.featureRoot(of: spec) else { return nil }
        self.spec = spec
        self.root = root
        self.names = GeneratedNames(prefix: name)
        self.options = options
        self.hygiene = SwiftNaming.Hygiene(specNames: spec.declaredNames)
        let navigatorTypeNames = spec.screens.map { GeneratedNames.navigatorTypeName(forScreen: $0.name.value) }
        self.navigatorTypeNames = navigatorTypeNames
        self.navigatorHandles = Self.featureNavigatorHandles(
            in: spec,
            names.navigatorHandles(typeNames: navigatorTypeNames)
        )
        self.factoryFunctionNames = spec.screens.map { SwiftNaming.prefixed("make", $0.name.value) }
        self.caseNames = spec.screens.map { SwiftNaming.identifier($0.name.value) }
        self.screenMemberNames = (
            SwiftNaming.uniqueName("pathPattern", avoiding: caseNames),
            SwiftNaming.uniqueName("titleTemplate", avoiding: caseNames)
        )
        let paramIdentifiers = Set(spec.screens.flatMap(\.params).map { SwiftNaming.identifier($0.name.value) })
        self.paramIdentifiers = paramIdentifiers
        self.defaultsTypeName = SwiftNaming.defaultsTypeName(avoiding: paramIdentifiers.union(caseNames))
        let paramDefaultNames = Self.paramDefaultNames(in: spec)
        self.paramDefaultNames = paramDefaultNames
        let hasParamDefaults = paramDefaultNames.contains { $0.contains { $0 != nil } }
        self.sharedMoves = SharedMoves(spec: spec, namespace: names.navigator, navigatorTypeNames: navigatorTypeNames)
        self.hiddenTypeReplacements = Self.hiddenTypeReplacements(
            in: spec,
            prefix: name,
            hygiene: hygiene,
            hidingNames: Set(navigatorTypeNames).union(
                [Self.valuesGenericParameter] + (hasParamDefaults ? [defaultsTypeName] : [])
            )
        )
    }

    /// A name from Swift, Foundation, RouteKit or UIKit as this file writes it: qualified with
    /// its module only when one of the spec's names could hide it (see ``SwiftNaming/Hygiene``).
    package func ref(_ name: String) -> String {
        hygiene.reference(name)
    }

    /// A type from Swift, Foundation, RouteKit or UIKit with its generic arguments, as this file writes it:
    /// qualified with its module only when one of the spec's names could hide it.
    func refType(_ name: String, _ genericArguments: SwiftType...) -> SwiftType {
        hygiene.type(name, genericArguments)
    }

    /// The access modifier of every generated declaration.
    var access: SwiftAccess { spec.feature == nil ? options.accessModifier : .public }

    /// Translates the whole file.
    func translateFile() -> SwiftFile {
        var declarations: [SwiftDeclaration] = []
        for part in FilePart.allCases { translate(part) { declarations.append($0) } }
        return SwiftFile(banner: banner, imports: imports, declarations: declarations)
    }

    /// The file's banner and imports, without its declarations (``translate(_:_:)`` makes those, part by part).
    func translateFileHead() -> SwiftFile {
        SwiftFile(banner: banner, imports: imports, declarations: [])
    }

    private var banner: [String] {
        [
            "Generated by RouteGen from \(options.specFileName).",
            "Do not edit: change the spec, then build again (or run `routegen generate`).",
        ]
    }

    private var imports: [SwiftImport] {
        var modules = ["Foundation", "RouteKit"]
        for module in spec.imports.map(\.value) + featureModules where !modules.contains(module) {
            modules.append(module)
        }
        // Generated code moves through RouteKit's `@_spi(Generated)` API, which view code does not see.
        // No UI framework: RouteKitUIKit and RouteKitSwiftUI give the factories their placeholders.
        return modules.map { SwiftImport(module: $0, spi: $0 == "RouteKit" ? "Generated" : nil) }
    }

    /// `doc` followed by a `- Remark:` line naming the spec file and line that `location` points at,
    /// so that a reader of the generated code finds what it came from.
    ///
    /// An included file is named by its last path component, as the banner names the compiled spec:
    /// the generated file never holds a path of the machine that generated it.
    package func documentation(_ doc: [String], generatedFrom location: SourceLocation) -> [String] {
        let file = location.file.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? options.specFileName
        let remark = SwiftNaming.documentationLines("- Remark: Generated from \(file):\(location.line)")
        return doc.isEmpty ? remark : doc + ["///"] + remark
    }

    /// A doc comment made of a summary line and optional details.
    ///
    /// The summary's lines are the comment's array itself, not copied into another.
    package func documentation(_ summary: String?, _ details: String? = nil) -> [String] {
        var lines = summary.map(SwiftNaming.documentationLines) ?? []
        if let details {
            if !lines.isEmpty { lines.append("///") }
            lines += SwiftNaming.documentationLines(details)
        }
        return lines
    }
}
