import Testing

@testable import RouteCompiler

@Suite("YAMLTextPosition")
struct YAMLTextPositionTests {
    @Test(
        "byte offsets map to 1-based lines and character columns",
        arguments: [
            ("ab\ncd", 0, at(1, 1)), ("ab\ncd", 2, at(1, 3)), ("ab\ncd", 3, at(2, 1)), ("ab\ncd", 4, at(2, 2)),
            ("a\r\nb", 3, at(2, 1)), ("a\rb", 2, at(2, 1)), ("é€😀x", 9, at(1, 4)),
            ("a\u{85}b", 3, at(2, 1)), ("a\u{2028}b", 4, at(2, 1)), ("\u{FEFF}ab", 4, at(1, 2)),
            ("ab", 99, at(1, 3)),
        ]
    )
    func locationOfOffset(text: String, offset: Int, expected: RouteCompiler.SourceLocation) {
        #expect(YAMLTextPosition.location(ofByteOffset: offset, in: Array(text.utf8)) == expected)
    }

    @Test(
        "locations map back to byte offsets",
        arguments: [
            ("ab\ncd", at(2, 2), 4 as Int?), ("é€😀x", at(1, 4), 9), ("a\r\nb", at(2, 1), 3),
            ("\u{FEFF}ab", at(1, 1), 3),
            ("ab\ncd", at(1, 3), 2), ("ab\ncd", at(1, 4), nil), ("ab\ncd", at(3, 1), nil),
        ]
    )
    func offsetOfLocation(text: String, location: RouteCompiler.SourceLocation, expected: Int?) {
        #expect(YAMLTextPosition.byteOffset(of: location, in: Array(text.utf8)) == expected)
    }
}

@Suite("UTF8Validator")
struct UTF8ValidatorTests {
    @Test("well-formed UTF-8 passes, including the largest code point")
    func wellFormed() {
        #expect(UTF8Validator.firstFailure(in: Array("aé€😀\u{10FFFF}\u{D7FF}\u{E000}".utf8)) == nil)
        #expect(UTF8Validator.firstFailure(in: []) == nil)
    }

    @Test(
        "ill-formed sequences fail at the start of the bad character",
        arguments: [
            ([0x61, 0xFF], UTF8Validator.Failure.invalidByte(0xFF, offset: 1)),
            ([0xBF], .invalidByte(0xBF, offset: 0)),
            ([0xC1, 0xBF], .invalidByte(0xC1, offset: 0)),
            ([0xE0, 0x9F, 0xBF], .invalidSequence(lead: 0xE0, next: 0x9F, offset: 0)),
            ([0xF0, 0x8F, 0xBF, 0xBF], .invalidSequence(lead: 0xF0, next: 0x8F, offset: 0)),
            ([0xF4, 0x90, 0x80, 0x80], .invalidSequence(lead: 0xF4, next: 0x90, offset: 0)),
            ([0x61, 0xF0, 0x9F, 0x98], .incompleteSequence(lead: 0xF0, offset: 1)),
            ([0xE2, 0x82, 0x41], .incompleteSequence(lead: 0xE2, offset: 0)),
        ] as [([UInt8], UTF8Validator.Failure)]
    )
    func illFormed(bytes: [UInt8], expected: UTF8Validator.Failure) {
        #expect(UTF8Validator.firstFailure(in: bytes) == expected)
    }

    @Test("a bad byte after a long ASCII run is found at its offset, wherever it falls in a word", arguments: 0..<20)
    func badByteAfterASCII(offset: Int) {
        var bytes = Array(repeating: UInt8(ascii: "a"), count: 24)
        bytes[offset] = 0xFF
        #expect(UTF8Validator.firstFailure(in: bytes) == .invalidByte(0xFF, offset: offset))
        #expect(UTF8Validator.firstFailure(in: bytes, from: offset + 1) == nil)
        bytes[offset] = 0xC3
        bytes[offset + 1] = 0xA9
        #expect(UTF8Validator.firstFailure(in: bytes) == nil)
    }
}
