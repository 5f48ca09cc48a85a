import Foundation
import RouteCompiler

/// The String Catalog (`<table>.xcstrings`) of a spec's titles: `routegen strings`.
///
/// Each distinct title key (``TitleTemplate/localizationKey``) is one entry with its English value
/// and a comment naming the screens and tabs that show it. Merging into an existing catalog keeps
/// every translation; an entry whose key no spec title uses any more is marked
/// `"extractionState" : "stale"`, as Xcode marks strings that left the code, and one that is used
/// again loses that mark. Keys are sorted, so the output is the same on every run.
public enum StringCatalog {
    /// The source language of the catalogs RouteGen writes.
    static let sourceLanguage = "en"

    /// Why a catalog cannot be written.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The spec has errors (they are in the diagnostics).
        case invalidSpec
        /// The existing catalog is not a String Catalog.
        case unreadableCatalog(String)

        /// The reason as a message, in lower case, for `routegen` to print after `error:`.
        public var description: String {
            switch self {
            case .invalidSpec: "the spec has errors"
            case .unreadableCatalog(let reason): "the existing catalog cannot be merged: \(reason)"
            }
        }
    }

    /// The titles of a spec, by key, with what shows them: `[key: ["screen 'books'", …]]`, in spec order.
    static func titles(of spec: RouteSpec) -> [(key: String, users: [String])] {
        var order: [String] = []
        var users: [String: [String]] = [:]
        func add(_ key: String, _ user: String) {
            if users[key] == nil { order.append(key) }
            users[key, default: []].append(user)
        }
        for tab in spec.tabs { add(TitleTemplate.localizationKey(ofText: tab.title.value), "tab '\(tab.id.value)'") }
        for screen in spec.screens {
            let key =
                screen.title?.value.localizationKey
                ?? TitleTemplate.localizationKey(ofText: RouteTranslator.defaultTitle(for: screen.name.value))
            add(key, "screen '\(screen.name.value)'")
        }
        return order.map { ($0, users[$0] ?? []) }
    }

    /// The catalog of a spec and the files it includes, merged into `existing` (the current
    /// catalog's bytes) when there is one. Returns the table's file name and the catalog's text.
    public static func catalog(
        of source: SpecSource,
        existing: Data?
    ) -> (file: Result<GeneratedFile, Failure>, diagnostics: [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        guard let spec = GeneratorPipeline.parseAndValidate(source, diagnostics: &diagnostics), !diagnostics.hasErrors
        else { return (.failure(.invalidSpec), diagnostics.sorted) }
        let table = spec.localization?.table.value ?? Localization.defaultTable
        if spec.localization == nil {
            diagnostics.warning(
                "the spec has no 'localization', so its titles are not looked "
                    + "up; add 'localization: { table: \(table) }' to use this catalog",
                at: .start
            )
        }
        var strings: [String: JSONValue] = [:]
        if let existing {
            guard let root = JSONValue.parse(existing)?.object else {
                return (.failure(.unreadableCatalog("it is not a JSON object")), diagnostics.sorted)
            }
            guard case .object(let old)? = root["strings"] ?? .object([:]) else {
                return (.failure(.unreadableCatalog("its 'strings' is not an object")), diagnostics.sorted)
            }
            strings = old
        }
        let titles = titles(of: spec)
        let used = Set(titles.map(\.key))
        for (key, entry) in strings where !used.contains(key) {
            guard var members = entry.object else { continue }
            members["extractionState"] = .string("stale")
            strings[key] = .object(members)
        }
        for (key, users) in titles {
            var members = strings[key]?.object ?? [:]
            members["comment"] = .string("Title of " + users.joined(separator: ", "))
            members["extractionState"] = .string("manual")
            var localizations = members["localizations"]?.object ?? [:]
            if localizations[sourceLanguage] == nil {
                localizations[sourceLanguage] = .object([
                    "stringUnit": .object(["state": .string("translated"), "value": .string(key)])
                ])
            }
            members["localizations"] = .object(localizations)
            strings[key] = .object(members)
        }
        let catalog = JSONValue.object([
            "sourceLanguage": .string(sourceLanguage),
            "strings": .object(strings),
            "version": .string("1.0"),
        ])
        return (.success(GeneratedFile(name: table + ".xcstrings", contents: catalog.text)), diagnostics.sorted)
    }
}
