extension RouteTranslator {
    /// The title of a screen whose spec gives none: its name in words (`bookCover` → "Book Cover").
    ///
    /// A word ends at `_` and before an uppercase letter that follows a character that is not one;
    /// each word begins with its first character uppercased, and the words are joined by spaces.
    package static func defaultTitle(for name: String) -> String {
        name.utf8.allSatisfy { $0 < 0x80 } ? asciiDefaultTitle(for: name) : unicodeDefaultTitle(for: name)
    }

    /// ``defaultTitle(for:)`` of a name that is all ASCII, as most names are, byte by byte: a
    /// `Character` and its Unicode properties cost far more for each letter, as they handle grapheme
    /// clusters and look up Unicode tables.
    static func asciiDefaultTitle(for name: String) -> String {
        let isUppercase = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        var title: [UInt8] = []
        title.reserveCapacity(name.utf8.count + 4)
        var isInWord = false
        var last: UInt8 = 0
        for byte in name.utf8 {
            if byte == UInt8(ascii: "_") {
                isInWord = false
                continue
            }
            if isInWord, isUppercase(byte), !isUppercase(last) { isInWord = false }
            if isInWord {
                title.append(byte)
            } else {
                if !title.isEmpty { title.append(UInt8(ascii: " ")) }
                let isLowercase = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
                title.append(isLowercase ? byte - 0x20 : byte)
                isInWord = true
            }
            last = byte
        }
        return String(decoding: title, as: UTF8.self)
    }

    /// ``defaultTitle(for:)`` of any name, character by character.
    static func unicodeDefaultTitle(for name: String) -> String {
        var words: [String] = []
        var current = ""
        for character in name {
            if character == "_" {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character.isUppercase, let last = current.last, !last.isUppercase {
                words.append(current)
                current = String(character)
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
