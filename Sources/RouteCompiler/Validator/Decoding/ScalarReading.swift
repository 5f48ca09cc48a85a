/// Reading scalar values out of YAML nodes, reporting a node of the wrong kind.
extension YAMLNode {
    /// The text of a string scalar; reports anything else as not being `what`.
    ///
    /// A plain scalar that YAML reads as another type (`true`, `42`, `null`) is
    /// reported with a hint to quote it.
    func string(_ what: @autoclosure () -> String, diagnostics: inout DiagnosticCollector) -> Located<String>? {
        guard let scalar else {
            diagnostics.error("\(what()) must be a string; found \(kindDescription)", at: location)
            return nil
        }
        guard case .string(let text) = scalar.value else {
            diagnostics.error(
                "\(what()) must be a string; '\(scalar.text)' is \(scalar.value.kindDescription) in YAML",
                at: location,
                fixIt: Diagnostic.FixIt(
                    replacement: "\"\(scalar.text)\"",
                    message: "write it in quotes: \"\(scalar.text)\""
                )
            )
            return nil
        }
        return Located(text, at: location)
    }

    /// The text of any non-null scalar, for free text such as titles and docs
    /// (`title: 2048` is the title "2048").
    func text(_ what: @autoclosure () -> String, diagnostics: inout DiagnosticCollector) -> Located<String>? {
        guard let scalar, scalar.value != .null else {
            diagnostics.error("\(what()) must be text; found \(kindDescription)", at: location)
            return nil
        }
        return Located(scalar.text, at: location)
    }

    /// The value of a boolean scalar.
    func bool(_ what: @autoclosure () -> String, diagnostics: inout DiagnosticCollector) -> Bool? {
        guard case .bool(let value) = scalar?.value else {
            let found = scalar.map { "'\($0.text)'" } ?? kindDescription
            diagnostics.error("\(what()) must be true or false; found \(found)", at: location)
            return nil
        }
        return value
    }

    /// A string scalar that must be one of a closed set of words (an enum's raw values).
    func word<Word: RawRepresentable & CaseIterable>(
        _ what: @autoclosure () -> String,
        as type: Word.Type,
        diagnostics: inout DiagnosticCollector
    ) -> Located<Word>? where Word.RawValue == String {
        guard let text = scalar?.text, let word = Word(rawValue: text) else {
            let words = Word.allCases.map(\.rawValue)
            let found = scalar.map { "'\($0.text)'" } ?? kindDescription
            let suggestion = scalar.flatMap { EditDistance.closest(to: $0.text, in: words) }
            diagnostics.error(
                "\(what()) must be \(MappingReader.list(words, conjunction: "or")); found \(found)",
                at: location,
                fixIt: suggestion.map(Diagnostic.FixIt.didYouMean)
            )
            return nil
        }
        return Located(word, at: location)
    }
}
