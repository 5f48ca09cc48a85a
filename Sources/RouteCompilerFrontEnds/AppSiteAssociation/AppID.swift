import RouteCompiler

/// An application identifier as an association file names an app: `<prefix>.<bundle ID>`, where
/// the prefix is the ten-character team ID (or an older App ID prefix).
enum AppID {
    /// Why `text` is not an application identifier, or `nil` when it is one.
    static func problem(with text: String) -> String? {
        let example = "write it as <team ID>.<bundle ID>, such as ABCDE12345.com.example.app"
        guard let dot = text.firstIndex(of: "."), text.index(after: dot) != text.endIndex else {
            return "'\(text)' is not an app ID; \(example)"
        }
        let prefix = text[..<dot]
        let bundleID = text[text.index(after: dot)...]
        guard prefix.count == 10, prefix.unicodeScalars.allSatisfy(isUpperAlphanumeric) else {
            return "'\(prefix)' is not a team ID (ten upper-case letters and digits); \(example)"
        }
        guard bundleID.unicodeScalars.allSatisfy(isBundleIDCharacter), !bundleID.hasPrefix("."),
            !bundleID.hasSuffix("."), !bundleID.contains("..")
        else {
            return "'\(bundleID)' is not a bundle ID (letters, digits, '-' and '.'); \(example)"
        }
        return nil
    }

    private static func isUpperAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "0"..."9": true
        default: false
        }
    }

    private static func isBundleIDCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", ".": true
        default: false
        }
    }
}
