/// The key types that synthesized `Codable` declares in the generated route enum, `CodingKeys` and
/// `<Case>CodingKeys` for each screen: names that a screen or a custom type must not reuse.
///
/// Writing every `<Case>CodingKeys` costs a string per screen, so the names are written only when a
/// name that may be one of them is looked up.
package struct CodingKeyTypeNames {
    /// The screens whose cases get a key type.
    private let screens: [Screen]
    /// The names, once written.
    private var names: Set<String>?

    /// The key types of a route enum with a case for each of `screens`.
    package init(screens: [Screen]) {
        self.screens = screens
    }

    /// Whether `name` is one of the key types.
    package mutating func contains(_ name: String) -> Bool {
        guard Self.mayBeOne(name) else { return false }
        if names == nil {
            var keyTypes: Set<String> = ["CodingKeys"]
            for screen in screens { keyTypes.insert(SwiftNaming.upperCamelCase(screen.name.value) + "CodingKeys") }
            names = keyTypes
        }
        return names?.contains(name) ?? false
    }

    /// Whether `name` may equal a key type's name: every one ends in the bytes of `CodingKeys`, which an
    /// equal ASCII name must end in too. A name that is not ASCII may equal one by canonical equivalence
    /// (`K` is also the Kelvin sign) without ending in those bytes, so it is always looked up.
    package static func mayBeOne(_ name: String) -> Bool {
        // Read straight from the string's storage: `String.UTF8View` steps index by index.
        name.utf8.withContiguousStorageIfAvailable { mayBeOne(utf8: $0) } ?? mayBeOne(utf8: name.utf8)
    }

    /// Whether a name of these UTF-8 `bytes` may equal a key type's name, as ``mayBeOne(_:)`` tells.
    private static func mayBeOne(utf8 bytes: some BidirectionalCollection<UInt8>) -> Bool {
        let suffix = "CodingKeys".utf8
        return !bytes.allSatisfy { $0 < 0x80 }
            || (bytes.count >= suffix.count && bytes.suffix(suffix.count).elementsEqual(suffix))
    }
}
