import RouteCompiler

/// The `applinks` part of an `apple-app-site-association` file: the apps that open a domain's
/// universal links, and one component per link pattern of their specs.
struct AppSiteAssociation {
    /// The apps, as `<team ID>.<bundle ID>`.
    var appIDs: [String]
    /// The link patterns, in the order of their specs and screens.
    var links: [LinkPattern]

    /// The file as JSON, keys sorted, ending with a newline.
    var text: String {
        let details = JSONValue.object([
            "appIDs": .array(appIDs.map(JSONValue.string)),
            "components": .array(links.map(Self.component)),
        ])
        return JSONValue.object(["applinks": .object(["details": .array([details])])]).text
    }

    /// The component of one link pattern: its `/` pattern, the `?` items a URL must carry, and a
    /// comment naming the screen, the pattern and its query params.
    static func component(of link: LinkPattern) -> JSONValue {
        var members: [String: JSONValue] = [
            "/": .string(AppleURLPattern.path(of: link.pattern)),
            "comment": .string(comment(on: link)),
        ]
        if let query = AppleURLPattern.query(of: link) {
            members["?"] = .object(query.mapValues(JSONValue.string))
        }
        return .object(members)
    }

    /// `books (/authors/{author}); query: page: Int`.
    static func comment(on link: LinkPattern) -> String {
        var comment = "\(link.screen) (\(link.pattern.text))"
        if !link.queryParams.isEmpty {
            comment +=
                "; query: "
                + link.queryParams.map { "\($0.name): \($0.type.swiftSource)" + ($0.isRequired ? " (required)" : "") }
                .joined(separator: ", ")
        }
        return comment
    }
}
