import Foundation
import Testing

@testable import RouteCompiler

@Suite("Generated file groups")
struct GeneratedFileGroupTests {
    @Test("Each group's file is named after the whole file, as the build plugin declares it")
    func fileNames() {
        let names = GeneratedFileGroup.allCases.map { $0.fileName(forWholeFile: "Library.routes.generated.swift") }
        #expect(
            names == [
                "Library.routes.generated.swift", "Library.routes.values.generated.swift",
                "Library.routes.navigators.generated.swift", "Library.routes.moves.generated.swift",
                "Library.routes.factory.generated.swift", "Library.routes.results.generated.swift",
            ]
        )
        #expect(
            GeneratedFileGroup.navigators.fileName(forWholeFile: "LibraryRoutes.swift")
                == "LibraryRoutes.navigators.swift"
        )
    }

    @Test("Every part belongs to one group, and the groups keep the file's order")
    func partsInOrder() {
        let groups = FilePart.allCases.map(GeneratedFileGroup.group(of:))
        let order = groups.map { GeneratedFileGroup.allCases.firstIndex(of: $0) ?? -1 }
        #expect(order == order.sorted())
    }

    @Test("A file not made of parts gives every group its whole text")
    func commentFile() {
        let comment = GeneratedFile(name: "Orders.routes.generated.swift", contents: "// included\n")
        let files = comment.split()
        #expect(files.map(\.contents) == Array(repeating: "// included\n", count: 6))
        #expect(files.map(\.name).last == "Orders.routes.results.generated.swift")
    }
}
