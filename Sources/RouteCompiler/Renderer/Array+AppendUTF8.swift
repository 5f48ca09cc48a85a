extension [UInt8] {
    /// Appends the UTF-8 of `text`, read where it is: one copy for most strings, rather than the
    /// byte-by-byte loop that `append(contentsOf: text.utf8)` runs.
    mutating func appendUTF8(_ text: String) {
        let appended: Void? = text.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        if appended == nil { append(contentsOf: text.utf8) }
    }
}
