import Foundation
import Testing

@testable import RouteCompiler

@Suite("The naming table knows RouteKit's public types")
struct RouteKitTypeNamesTests {
    /// The names of the types that RouteKit's sources declare `public`.
    static func publicTypesOfRouteKit() throws -> Set<String> {
        let sources = RepositoryPaths.root.appendingPathComponent("Sources/RouteKit")
        let declaration = try Regex(
            #"^(?:@\w+ )*public (?:final )?(?:class|struct|enum|protocol|typealias|actor) (\w+)"#
        )
        .anchorsMatchLineEndings()
        var names: Set<String> = []
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: declaration) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        return names
    }

    @Test("routeKitTypeNames lists exactly RouteKit's public types, so hygiene and clash checks see new ones")
    func listMatchesSources() throws {
        let declared = try Self.publicTypesOfRouteKit()
        #expect(declared.count > 30)
        #expect(SwiftNaming.routeKitTypeNames.subtracting(declared).sorted() == [])
        #expect(declared.subtracting(SwiftNaming.routeKitTypeNames).sorted() == [])
    }
}
