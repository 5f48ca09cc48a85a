import Foundation

/// Looks up screen titles in a strings table, for specs with `localization`.
///
/// Generated titles call ``localizedTitle(_:table:bundle:arguments:)`` with the title's key (its
/// text, `%@` for each `{param}` and `%%` for a `%`, as String Catalogs write keys) and the params'
/// `titleText(_:)`. A key the table lacks shows the title's text as written.
///
/// The language is the first of ``languages`` (or, unset, ``processLanguages``) that the bundle has
/// a localization of, found with `Bundle.preferredLocalizations(from:forPreferences:)`; otherwise the
/// bundle's own choice (`Bundle.localizedString(forKey:value:table:)`, its development language).
/// Choosing the language here, not in `Bundle`, makes titles follow the process's locale on Linux
/// too, where swift-corelibs-foundation reads `.strings` tables but ignores `LANG` and `LC_ALL`
/// when it picks a localization.
public enum TitleLocalization {
    /// Languages to show titles in, most preferred first, for this task and its children; `nil`
    /// (the default) uses ``processLanguages``. Tests and previews set it with `withValue`.
    @TaskLocal public static var languages: [String]?

    /// The process's languages: on Apple platforms `Locale.preferredLanguages`; elsewhere the
    /// language of `LC_ALL`, `LC_MESSAGES` or `LANG` (the first set, `fr_FR.UTF-8` → `fr-FR`),
    /// after the `:`-separated list of `LANGUAGE`; empty for the `C` and `POSIX` locales.
    public static let processLanguages: [String] = {
        #if canImport(Darwin)
        return Locale.preferredLanguages
        #else
        return languages(fromEnvironment: ProcessInfo.processInfo.environment)
        #endif
    }()

    /// The languages a POSIX environment asks for (see ``processLanguages``).
    public static func languages(fromEnvironment environment: [String: String]) -> [String] {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale, locale != "C", locale != "POSIX", !locale.hasPrefix("C.") else { return [] }
        let list = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init) + [locale]
        return list.map { entry in
            let language = entry.split(separator: ".").first.map(String.init) ?? entry
            return (language.split(separator: "@").first.map(String.init) ?? language)
                .replacingOccurrences(of: "_", with: "-")
        }
    }

    /// The title for `key` from `table` in `bundle`, with `arguments` in place of its `%@`s.
    public static func localizedTitle(
        _ key: String,
        table: String,
        bundle: Bundle,
        arguments: [String] = []
    ) -> String {
        let format = localizedFormat(key, table: table, bundle: bundle, languages: languages ?? processLanguages)
        return String(format: format, arguments: arguments.map { $0 as any CVarArg })
    }

    /// The translation of `key`, or `key` itself when the table lacks it.
    static func localizedFormat(_ key: String, table: String, bundle: Bundle, languages: [String]) -> String {
        if let localization = preferredLocalization(of: bundle, for: languages),
            let path = bundle.path(
                forResource: table,
                ofType: "strings",
                inDirectory: nil,
                forLocalization: localization
            ),
            let localized = Bundle(path: (path as NSString).deletingLastPathComponent)
        {
            return localized.localizedString(forKey: key, value: key, table: table)
        }
        return bundle.localizedString(forKey: key, value: key, table: table)
    }

    /// The bundle's localization for the first of `languages` it has, matching the language code.
    private static func preferredLocalization(of bundle: Bundle, for languages: [String]) -> String? {
        let available = bundle.localizations
        for language in languages {
            guard let match = Bundle.preferredLocalizations(from: available, forPreferences: [language]).first,
                languageCode(match) == languageCode(language)
            else { continue }
            return match
        }
        return nil
    }

    private static func languageCode(_ language: String) -> Substring {
        language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first?.lowercased()[...] ?? ""
    }
}
