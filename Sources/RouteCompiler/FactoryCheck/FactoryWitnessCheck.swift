/// Finds the app's `make…` methods that Swift would not take for their factory requirement.
///
/// Swift matches a protocol requirement only by its exact type, so in a factory with
/// `typealias Screen = UIViewController` a `func makeContacts(navigator:) -> ContactsViewController`
/// is another method: the requirement keeps its default and the app shows the placeholder, with
/// no word from the compiler. This check reports such a method as an error at its return type.
/// It looks only at types that declare `typealias Screen` (without one, Swift infers `Screen`
/// from the `make…` methods and reports any mismatch itself) and at methods whose name and
/// argument labels are those of a requirement. When the type names the factory protocols it
/// conforms to, only their requirements count.
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
        var findings: [Finding] = []
        for (file, scanner) in scanned {
            for function in scanner.functions {
                guard let type = function.enclosingType, let screenType = screenTypes[type],
                    let returnType = function.returnType,
                    !["Screen", "Self.Screen", screenType].contains(returnType)
                else { continue }
                // The requirements with the method's name and labels, one per factory that has one.
                let candidates = outlines.compactMap { outline in
                    outline.requirements.first { $0.name == function.name && $0.labels == function.labels }
                        .map { (outline: outline, requirement: $0) }
                }
                let declared = candidates.filter { inheritance[type, default: []].contains($0.outline.protocolName) }
                guard let (outline, requirement) = (declared.isEmpty ? candidates : declared).first else { continue }
                let diagnostic = Diagnostic.error(
                    "'\(requirement.signature)' returns '\(returnType)' instead of 'Screen' "
                        + "('\(screenType)' in '\(type)'), so Swift does not take it for the "
                        + "requirement of '\(outline.protocolName)' and the placeholder shows",
                    at: function.returnTypeLocation.inFile(file.path),
                    note: Diagnostic.Note(
                        "declare it '-> Screen' and return the '\(returnType)' from "
                            + "it: Swift matches a requirement only by its exact type"
                    )
                )
                findings.append(Finding(protocolName: outline.protocolName, diagnostic: diagnostic))
            }
        }
        return findings
    }
}
