import Foundation
import Testing

@testable import RouteCompiler

@Suite("Generated file")
struct GeneratedFileTests {
    static let pieces: [[UInt8]] = [Array("// head\n".utf8), [], Array("enum A {}\n".utf8)]

    @Test("A file in pieces is its pieces one after another")
    func piecesJoin() {
        let file = GeneratedFile(name: "A.swift", utf8Pieces: Self.pieces)
        #expect(file.utf8 == Array("// head\nenum A {}\n".utf8))
        #expect(file.data == Data("// head\nenum A {}\n".utf8))
        #expect(file.contents == "// head\nenum A {}\n")
        #expect(file.utf8Pieces == Self.pieces)
    }

    @Test("Files with the same name and text are equal and hash alike, however their text is split")
    func equalityIgnoresPieces() {
        let inPieces = GeneratedFile(name: "A.swift", utf8Pieces: Self.pieces)
        let whole = GeneratedFile(name: "A.swift", contents: "// head\nenum A {}\n")
        #expect(inPieces == whole)
        #expect(inPieces.hashValue == whole.hashValue)
        #expect(inPieces != GeneratedFile(name: "B.swift", contents: "// head\nenum A {}\n"))
        #expect(inPieces != GeneratedFile(name: "A.swift", contents: "// head\n"))
    }

    @Test("Setting the text replaces every piece")
    func settingText() {
        var file = GeneratedFile(name: "A.swift", utf8Pieces: Self.pieces)
        file.contents = "enum B {}\n"
        #expect(file.utf8 == Array("enum B {}\n".utf8))
        #expect(file.data == Data("enum B {}\n".utf8))
    }
}
