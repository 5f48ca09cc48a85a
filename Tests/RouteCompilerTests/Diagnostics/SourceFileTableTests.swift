import Testing

@testable import RouteCompiler

@Suite("SourceFileTable: locations name included files by index")
struct SourceFileTableTests {
    @Test("a path gets one index, whichever location asks for it")
    func internsOnce() {
        let table = SourceFileTable.shared
        let first = table.index(of: "SourceFileTableTests/a.routes.yaml")
        #expect(first != 0)
        #expect(table.index(of: "SourceFileTableTests/a.routes.yaml") == first)
        #expect(table.index(of: "SourceFileTableTests/b.routes.yaml") != first)
        #expect(table.path(at: first) == "SourceFileTableTests/a.routes.yaml")
    }

    @Test("a location's file reads back as written, and equal files make equal locations")
    func locationFile() {
        let included = SourceLocation(line: 2, column: 3, file: "SourceFileTableTests/c.routes.yaml")
        #expect(included.file == "SourceFileTableTests/c.routes.yaml")
        #expect(included == SourceLocation(line: 2, column: 3, file: "SourceFileTableTests/c.routes.yaml"))
        #expect(included != SourceLocation(line: 2, column: 3))
        #expect(SourceLocation(line: 2, column: 3).file == nil)
        #expect(included.formatted(path: "top.routes.yaml") == "SourceFileTableTests/c.routes.yaml:2:3")
    }

    @Test("inFile names the file only where no included file is named yet")
    func inFile() {
        let top = SourceLocation(line: 1, column: 1)
        #expect(top.inFile("SourceFileTableTests/d.routes.yaml").file == "SourceFileTableTests/d.routes.yaml")
        #expect(top.inFile(nil) == top)
        let included = top.inFile("SourceFileTableTests/d.routes.yaml")
        #expect(included.inFile("SourceFileTableTests/e.routes.yaml").file == "SourceFileTableTests/d.routes.yaml")
    }

    @Test("the compiled spec's locations sort first, then each included file's by path")
    func ordering() {
        let top = SourceLocation(line: 9, column: 1)
        let later = SourceLocation(line: 1, column: 1, file: "SourceFileTableTests/z.routes.yaml")
        let earlier = SourceLocation(line: 5, column: 1, file: "SourceFileTableTests/y.routes.yaml")
        #expect([later, earlier, top].sorted() == [top, earlier, later])
    }
}
