import RouteCompiler

/// A sample URL of a link pattern, as `routegen links --urls` writes it: each path param and each
/// query param filled with its ``LinkSampleValue``, in the order the generated code writes them, so
/// that the route it opens writes the same URL back.
enum SampleLinkURL {
    /// The path and query of the sample URL of `link`, such as `/stages/42?showNotes=true`.
    static func path(of link: LinkPattern) -> String {
        let values = Dictionary(
            link.pathParams.map { ($0.name, LinkSampleValue.text(for: $0.type, avoiding: nil) ?? "") },
            uniquingKeysWith: { first, _ in first }
        )
        let path =
            link.pattern.segments.isEmpty
            ? "/"
            : link.pattern.segments.map { segment in
                switch segment {
                case .literal(let literal): "/" + literal
                case .param(let name): "/" + (values[name] ?? "")
                }
            }.joined()
        let query = link.queryParams.compactMap { param in
            LinkSampleValue.text(for: param.type, avoiding: param.defaultValue).map { param.name + "=" + $0 }
        }
        return query.isEmpty ? path : path + "?" + query.joined(separator: "&")
    }
}
