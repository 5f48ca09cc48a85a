import RouteCompiler

extension SpecDiff {
    /// The links of the old spec that the new one no longer opens, or opens on another screen, or
    /// refuses for some values or without a query item.
    ///
    /// Each old pattern is looked up among the new ones by its shape (its literal segments and where
    /// its params are); a pattern of another shape that matches the old pattern's sample URL
    /// (``SampleLinkURL``) opens it too.
    var deepLinkChanges: [SpecChange] {
        old.links.compactMap { link in
            guard let reasons = linkBreaks(link), !reasons.isEmpty else { return nil }
            return SpecChange(
                kind: .deepLinks,
                subject: link.pattern.text,
                message: "\(link.pattern.text) (\(link.screen)): " + reasons.joined(separator: "; ")
            )
        }
    }

    /// What breaks for links of the old pattern `link`; `nil` or empty when nothing does.
    private func linkBreaks(_ link: LinkPattern) -> [String]? {
        let opening =
            new.links(shapedLike: link.pattern).first
            ?? new.links.first { Self.matches($0, samplePathOf: link) }
        guard let opening else {
            return ["no pattern of the new spec matches it: such links now fail"]
        }
        if opening.screen != link.screen {
            return ["now opens '\(opening.screen)' (\(opening.pattern.text)) instead"]
        }
        var reasons: [String] = []
        if Self.sameShape(opening.pattern, link.pattern) {
            for (before, after) in zip(link.pathParams, opening.pathParams) where before.type != after.type {
                reasons.append(
                    "{\(after.name)} is now \(after.type.swiftSource), not \(before.type.swiftSource): "
                        + "links with other values fail"
                )
            }
        }
        for param in opening.queryParams {
            guard let before = link.queryParams.first(where: { $0.name == param.name }) else {
                if param.isRequired {
                    reasons.append("query item '\(param.name)' is now required: links without it fail")
                }
                continue
            }
            if before.type.unwrappingOptional != param.type.unwrappingOptional {
                reasons.append(
                    "query item '\(param.name)' is now \(param.type.swiftSource), not \(before.type.swiftSource): "
                        + "links with other values fail"
                )
            } else if param.isRequired && !before.isRequired {
                reasons.append("query item '\(param.name)' is now required: links without it fail")
            }
        }
        return reasons
    }

    /// Whether two patterns have the same literal segments and params in the same places.
    static func sameShape(_ first: PathPattern, _ second: PathPattern) -> Bool {
        guard first.segments.count == second.segments.count else { return false }
        return zip(first.segments, second.segments).allSatisfy { pair in
            switch pair {
            case (.literal(let a), .literal(let b)): a == b
            case (.param, .param): true
            default: false
            }
        }
    }

    /// Whether `pattern` matches the path of the sample URL of `link`, each param segment by its type.
    static func matches(_ pattern: LinkPattern, samplePathOf link: LinkPattern) -> Bool {
        let path = SampleLinkURL.path(of: link).prefix { $0 != "?" }
        let segments = path == "/" ? [] : path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        guard segments.count == pattern.pattern.segments.count else { return false }
        return zip(pattern.pattern.segments, segments).allSatisfy { segment, text in
            switch segment {
            case .literal(let literal): return literal == text
            case .param(let name):
                let type = pattern.pathParams.first { $0.name == name }?.type ?? .named("String")
                return Self.text(String(text), reads: type)
            }
        }
    }

    /// Whether a link's text reads as a value of `type`, as RouteKit's `DeepLinkValue` reads it.
    static func text(_ text: String, reads type: TypeReference) -> Bool {
        switch type.unwrappingOptional {
        case .named("Int"): Int(text) != nil
        case .named("Double"): Double(text) != nil
        case .named("Bool"): text == "true" || text == "false"
        case .named("UUID"): text.count == 36 && text.split(separator: "-").count == 5
        default: true
        }
    }
}
