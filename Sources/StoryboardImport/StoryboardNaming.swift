/// Spec names made from storyboard IDs, class names and segue identifiers.
enum StoryboardNaming {
    /// `name` in lower camel case, as a spec identifier: words split at non-alphanumerics and case
    /// changes (`book-detail`, `BookDetail` and `URLList` give `bookDetail`, `bookDetail`, `urlList`).
    static func lowerCamel(_ name: String) -> String {
        let words = words(of: name)
        guard let first = words.first else { return "" }
        var result = first.lowercased() + words.dropFirst().map(capitalized).joined()
        if let head = result.unicodeScalars.first, ("0"..."9").contains(head) { result = "screen" + result }
        return result
    }

    /// `name` in upper camel case (`bookDetail` gives `BookDetail`).
    static func upperCamel(_ name: String) -> String { words(of: name).map(capitalized).joined() }

    /// The screen name for a scene: its storyboard ID, else its class, each without a
    /// `ViewController` (or `Controller`) suffix; else its title; `nil` when it has none of these.
    static func screenName(storyboardIdentifier: String?, customClass: String?, title: String?) -> String? {
        for candidate in [storyboardIdentifier, customClass] {
            guard let candidate else { continue }
            var base = candidate
            // A module-qualified class (`App.BooksViewController`) keeps its last component.
            if let dot = base.lastIndex(of: ".") { base = String(base[base.index(after: dot)...]) }
            // Xcode's template class `ViewController` says nothing about the screen.
            if base == "ViewController" || base == "Controller" { continue }
            for suffix in ["ViewController", "Controller"] where base.hasSuffix(suffix) {
                base.removeLast(suffix.count)
                break
            }
            let name = lowerCamel(base)
            if !name.isEmpty { return name }
        }
        if let title {
            let name = lowerCamel(title)
            if !name.isEmpty { return name }
        }
        return nil
    }

    /// `base`, or `base2`, `base3`, … : the first that `taken` does not hold.
    static func unique(_ base: String, in taken: Set<String>) -> String {
        if !taken.contains(base) { return base }
        var number = 2
        while taken.contains("\(base)\(number)") { number += 1 }
        return "\(base)\(number)"
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst().lowercased()
    }

    /// The ASCII alphanumeric words of `name`: an upper-case run before a lower-case letter ends one
    /// letter early (`URLList` is `URL`, `List`).
    private static func words(of name: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(String(current)) }
                current = []
                continue
            }
            if character.isUppercase, let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    words.append(String(current))
                    current = []
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }
}
