import Foundation

/// The `apple-app-site-association` format as Apple's documentation of `applinks`
/// (`applinks.Details`, `applinks.Details.Components`, `applinks.Defaults`) and "Supporting
/// associated domains" describe it: which keys each object may hold, their types and values.
///
/// The association file of a universal-link domain is checked by Apple's CDN and the device, with
/// no error message; this check states the format in a test instead.
enum AppleAppSiteAssociationFormat {
    /// The services an association file may hold; `applinks` is the universal links'.
    static let topLevelKeys: Set<String> = ["applinks", "webcredentials", "appclips", "activitycontinuation"]
    /// The keys of `applinks`: `apps` is the pre-iOS 13 form, an empty array when present.
    static let applinksKeys: Set<String> = ["details", "defaults", "substitutionVariables", "apps"]
    /// The keys of one `details` entry: `appID` or `appIDs`, and `components` (`paths` is the
    /// pre-iOS 13 form, which a file with `components` does not need).
    static let detailsKeys: Set<String> = ["appID", "appIDs", "components", "defaults", "paths"]
    /// The keys of one component: the URL parts it matches, and how.
    static let componentKeys: Set<String> = ["/", "?", "#", "exclude", "comment", "caseSensitive", "percentEncoded"]
    /// The keys of `defaults`.
    static let defaultsKeys: Set<String> = ["caseSensitive", "percentEncoded"]

    /// Every way `data` departs from the format; empty when it follows it.
    static func problems(in data: Data) -> [String] {
        guard let file = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return ["the file is not a JSON object"]
        }
        var problems: [String] = []
        problems += unknownKeys(of: file, allowed: topLevelKeys, at: "the file")
        guard let applinks = file["applinks"] as? [String: Any] else { return problems + ["no 'applinks' object"] }
        problems += unknownKeys(of: applinks, allowed: applinksKeys, at: "applinks")
        if let apps = applinks["apps"], (apps as? [Any])?.isEmpty != true { problems.append("applinks.apps is not []") }
        if let defaults = applinks["defaults"] { problems += defaultsProblems(defaults, at: "applinks.defaults") }
        guard let details = applinks["details"] as? [Any], !details.isEmpty else {
            return problems + ["applinks.details is not a non-empty array"]
        }
        for (index, entry) in details.enumerated() {
            problems += detailsProblems(entry, at: "applinks.details[\(index)]")
        }
        return problems
    }

    private static func detailsProblems(_ value: Any, at place: String) -> [String] {
        guard let entry = value as? [String: Any] else { return ["\(place) is not an object"] }
        var problems = unknownKeys(of: entry, allowed: detailsKeys, at: place)
        var appIDs: [Any] = []
        if let ids = entry["appIDs"] {
            if let ids = ids as? [Any], !ids.isEmpty {
                appIDs += ids
            } else {
                problems.append("\(place).appIDs is not a non-empty array")
            }
        }
        if let id = entry["appID"] { appIDs.append(id) }
        if appIDs.isEmpty { problems.append("\(place) names no app: it needs appIDs or appID") }
        for id in appIDs where !isAppID(id) { problems.append("\(place): '\(id)' is not <team ID>.<bundle ID>") }
        if let defaults = entry["defaults"] { problems += defaultsProblems(defaults, at: "\(place).defaults") }
        guard let components = entry["components"] as? [Any] else {
            return problems + ["\(place).components is not an array"]
        }
        for (index, component) in components.enumerated() {
            problems += componentProblems(component, at: "\(place).components[\(index)]")
        }
        return problems
    }

    private static func componentProblems(_ value: Any, at place: String) -> [String] {
        guard let component = value as? [String: Any] else { return ["\(place) is not an object"] }
        var problems = unknownKeys(of: component, allowed: componentKeys, at: place)
        for key in ["/", "#", "comment"] where component[key] != nil && !(component[key] is String) {
            problems.append("\(place).\(key) is not a string")
        }
        for key in ["exclude", "caseSensitive", "percentEncoded"]
        where component[key] != nil && !isBool(component[key]!) {
            problems.append("\(place).\(key) is not a Boolean")
        }
        if let path = component["/"] as? String, !(path.hasPrefix("/") || path.hasPrefix("*")) {
            problems.append("\(place): the path pattern '\(path)' does not start with '/' or '*'")
        }
        switch component["?"] {
        case nil, is String: break
        case let items as [String: Any] where items.values.allSatisfy({ $0 is String }): break
        default: problems.append("\(place).? is neither a pattern nor a dictionary of query item patterns")
        }
        return problems
    }

    private static func defaultsProblems(_ value: Any, at place: String) -> [String] {
        guard let defaults = value as? [String: Any] else { return ["\(place) is not an object"] }
        return unknownKeys(of: defaults, allowed: defaultsKeys, at: place)
            + defaults.filter { !isBool($0.value) }.map { "\(place).\($0.key) is not a Boolean" }
    }

    private static func unknownKeys(of object: [String: Any], allowed: Set<String>, at place: String) -> [String] {
        object.keys.filter { !allowed.contains($0) }.sorted().map { "\(place) has the unknown key '\($0)'" }
    }

    /// `<Application Identifier Prefix>.<Bundle Identifier>`: ten upper-case letters and digits, a
    /// dot, and a bundle ID.
    private static func isAppID(_ value: Any) -> Bool {
        guard let text = value as? String, let dot = text.firstIndex(of: ".") else { return false }
        let prefix = text[..<dot]
        let bundle = text[text.index(after: dot)...]
        return prefix.count == 10 && prefix.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber) }
            && !bundle.isEmpty
            && bundle.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }
    }

    /// Whether JSONSerialization read a JSON `true` or `false`, not a number.
    private static func isBool(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    /// Whether `text` matches an Apple pattern: `*` matches any characters, none included, `?`
    /// exactly one, every other character itself (case-sensitively, the default).
    static func matches(_ text: String, pattern: String) -> Bool {
        let text = Array(text)
        let pattern = Array(pattern)
        // matched[i][j]: the first i characters of the pattern match the first j of the text.
        var matched = Array(repeating: Array(repeating: false, count: text.count + 1), count: pattern.count + 1)
        matched[0][0] = true
        for i in 1...max(pattern.count, 1) where i <= pattern.count {
            for j in 0...text.count {
                switch pattern[i - 1] {
                case "*": matched[i][j] = matched[i - 1][j] || (j > 0 && matched[i][j - 1])
                case "?": matched[i][j] = j > 0 && matched[i - 1][j - 1]
                case let character: matched[i][j] = j > 0 && matched[i - 1][j - 1] && text[j - 1] == character
                }
            }
        }
        return matched[pattern.count][text.count]
    }
}
