import RouteCompiler

/// The pattern syntax of an `apple-app-site-association` file's components, in which `*` matches
/// any characters, none included, and `?` exactly one.
enum AppleURLPattern {
    /// The `/` pattern of a link pattern: each literal segment as it is, and each `{param}` as `?*`,
    /// one character or more, since a link never carries an empty path param.
    static func path(of pattern: PathPattern) -> String {
        guard !pattern.segments.isEmpty else { return "/" }
        return pattern.segments.map { segment in
            switch segment {
            case .literal(let literal): "/" + literal
            case .param: "/?*"
            }
        }.joined()
    }

    /// The `?` dictionary of a link pattern: each query param that a URL must carry, with any value;
    /// `nil` when every query param is optional, since the dictionary matches only URLs that carry
    /// each of its items.
    static func query(of link: LinkPattern) -> [String: String]? {
        let required = link.queryParams.filter(\.isRequired)
        guard !required.isEmpty else { return nil }
        return Dictionary(uniqueKeysWithValues: required.map { ($0.name, "*") })
    }
}
