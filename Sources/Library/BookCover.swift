/// A book's cover drawn in text: its title, an ornament, its author and its year, in a double frame.
struct BookCover {
    /// The width of the cover's inside, in characters.
    static let innerWidth = 28

    /// The book's title.
    let title: String
    /// The book's author.
    let author: String
    /// The year the book was first published, if known.
    let year: Int?

    /// The lines of the cover.
    var lines: [String] {
        let inside =
            [""] + Self.wrap(title.uppercased(), width: Self.innerWidth - 4) + ["", "~ ✦ ~", ""]
            + Self.wrap(author, width: Self.innerWidth - 4) + [year.map(String.init) ?? "", ""]
        let border = String(repeating: "═", count: Self.innerWidth)
        let framed = inside.map { "║" + Self.centered($0, width: Self.innerWidth) + "║" }
        return ["╔\(border)╗"] + framed + ["╚\(border)╝"]
    }

    /// `text` centered in `width` characters.
    private static func centered(_ text: String, width: Int) -> String {
        let left = max(0, (width - text.count) / 2)
        let right = max(0, width - text.count - left)
        return String(repeating: " ", count: left) + text + String(repeating: " ", count: right)
    }

    /// `text` broken into lines of at most `width` characters, at spaces.
    private static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + [line]
    }
}
