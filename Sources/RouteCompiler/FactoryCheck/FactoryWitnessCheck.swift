/// Finds the app's `make…` methods that Swift would not take for their factory requirement.
///
/// Swift matches a protocol requirement only by its exact type, so in a factory with
/// `typealias Screen = UIViewController` a `func makeContacts(navigator:) -> ContactsViewController`
/// is another method: the requirement keeps its default and the app shows the placeholder, with
/// no word from the compiler. This check reports such a method as an error at its return type.
/// A method with a requirement's name but other argument labels (a label mistyped, a param the spec
/// renamed or added) is another method too; since a type may also have helpers of that name, it is
/// a warning at the name, unless the type also has the requirement's own method.
/// It looks only at types that declare `typealias Screen` (without one, Swift infers `Screen`
/// from the `make…` methods and reports any mismatch itself). When the type names the factory
/// protocols it conforms to, only their requirements count.
public enum FactoryWitnessCheck {
    /// A `make…` Swift would not take for the requirement of a factory protocol.
    public struct Finding: Sendable {
        /// The factory protocol whose requirement the method was meant for.
        public var protocolName: String
        /// The error, located in the Swift file.
        public var diagnostic: Diagnostic
    }

    /// The findings in `sources` against the factories of `outlines`, one per method.
    public static func findings(in sources: [SwiftSourceFile], against outlines: [FactoryOutline]) -> [Finding] {
        let scanned = sources.map { (file: $0, scanner: SwiftDeclarationScanner($0.bytes)) }
        // A type's `Screen` and conformances, wherever in the target they are declared.
        var screenTypes: [String: String] = [:]
        var inheritance: [String: Set<String>] = [:]
        for (_, scanner) in scanned {
            for alias in scanner.screenAliases { screenTypes[alias.enclosingType] = alias.type }
            inheritance.merge(scanner.inheritance) { $0.union($1) }
        }
        // The methods of each factory type, by name and labels, wherever in the target they are declared.
        var methods: [String: Set<FactoryOutline.Requirement>] = [:]
        for (_, scanner) in scanned {
            for function in scanner.functions {
                guard let type = function.enclosingType, screenTypes[type] != nil else { continue }
                methods[type, default: []].insert(
                    FactoryOutline.Requirement(name: function.name, labels: function.labels)
                )
            }
        }
        var findings: [Finding] = []
        for (file, scanner) in scanned {
            for function in scanner.functions {
                guard let type = function.enclosingType, let screenType = screenTypes[type] else { continue }
                let conformances = inheritance[type, default: []]
                if let finding = returnTypeFinding(
                    function,
                    in: file,
                    type: type,
                    screenType: screenType,
                    outlines,
                    conformances
                )
                    ?? labelFinding(
                        function,
                        in: file,
                        type: type,
                        methods: methods[type, default: []],
                        outlines,
                        conformances
                    )
                {
                    findings.append(finding)
                }
            }
        }
        return findings
    }

    /// The requirement that `matches` picks for a method of a type that conforms to `conformances`:
    /// of the factories that have one, the first the type names, else the first.
    private static func requirement(
        in outlines: [FactoryOutline],
        conformances: Set<String>,
        where matches: (FactoryOutline.Requirement) -> Bool
    ) -> (outline: FactoryOutline, requirement: FactoryOutline.Requirement)? {
        let candidates = outlines.compactMap { outline in
            outline.requirements.first(where: matches).map { (outline: outline, requirement: $0) }
        }
        let declared = candidates.filter { conformances.contains($0.outline.protocolName) }
        return (declared.isEmpty ? candidates : declared).first
    }

    /// An error for a method with a requirement's name and labels whose return type is not `Screen`.
    private static func returnTypeFinding(
        _ function: SwiftDeclarationScanner.Function,
        in file: SwiftSourceFile,
        type: String,
        screenType: String,
        _ outlines: [FactoryOutline],
        _ conformances: Set<String>
    ) -> Finding? {
        guard let returnType = function.returnType, !["Screen", "Self.Screen", screenType].contains(returnType),
            let (outline, requirement) = requirement(
                in: outlines,
                conformances: conformances,
                where: { $0.name == function.name && $0.labels == function.labels }
            )
        else { return nil }
        let diagnostic = Diagnostic.error(
            "'\(requirement.signature)' returns '\(returnType)' instead of 'Screen' "
                + "('\(screenType)' in '\(type)'), so Swift does not take it for the "
                + "requirement of '\(outline.protocolName)' and the placeholder shows",
            at: function.returnTypeLocation.inFile(file.path),
            note: Diagnostic.Note("declare it '-> Screen': Swift matches a requirement only by its exact type")
        )
        return Finding(protocolName: outline.protocolName, diagnostic: diagnostic)
    }

    /// A warning for a method with a requirement's name but not its labels, in a type that names the
    /// factory protocol and has no method of the requirement's own labels.
    private static func labelFinding(
        _ function: SwiftDeclarationScanner.Function,
        in file: SwiftSourceFile,
        type: String,
        methods: Set<FactoryOutline.Requirement>,
        _ outlines: [FactoryOutline],
        _ conformances: Set<String>
    ) -> Finding? {
        let method = FactoryOutline.Requirement(name: function.name, labels: function.labels)
        // Only the factories the type names: a helper of another factory's name is no near miss.
        guard !outlines.contains(where: { $0.requirements.contains(method) }),
            let outline = outlines.first(where: {
                conformances.contains($0.protocolName) && $0.requirements.contains { $0.name == function.name }
            }),
            let requirement = outline.requirements.first(where: { $0.name == function.name }),
            !methods.contains(requirement)
        else { return nil }
        let signature = method.signature
        let diagnostic = Diagnostic.warning(
            "'\(signature)' is not the requirement '\(requirement.signature)' of '\(outline.protocolName)', "
                + "so Swift does not take it and the placeholder shows",
            at: function.nameLocation.inFile(file.path),
            note: Diagnostic.Note(
                "give it the requirement's argument labels, or another name if it is a helper"
            )
        )
        return Finding(protocolName: outline.protocolName, diagnostic: diagnostic)
    }
}
