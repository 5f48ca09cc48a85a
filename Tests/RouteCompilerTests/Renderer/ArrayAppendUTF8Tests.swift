import Testing

@testable import RouteCompiler

@Suite("Appending a string's UTF-8 to bytes")
struct ArrayAppendUTF8Tests {
    @Test(
        "The bytes are the string's UTF-8, for empty, small, large and non-ASCII strings",
        arguments: [
            "", "tab:", "/section0/screen12/{uuid:UUID}/{name}", "Écran ✓ 🧭", String(repeating: "ab", count: 40),
        ]
    )
    func appendsUTF8(text: String) {
        var bytes: [UInt8] = [0x2F]
        bytes.appendUTF8(text)
        #expect(bytes == [0x2F] + Array(text.utf8))
    }

    @Test("A string made from a substring appends only its own bytes")
    func substring() {
        var bytes: [UInt8] = []
        bytes.appendUTF8(String("screen12 tab:tab1".dropFirst(9)))
        #expect(bytes == Array("tab:tab1".utf8))
    }
}
