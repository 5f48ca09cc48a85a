/// Translates and renders the parts of a generated file on every core at once, then joins their text
/// in file order.
///
/// Each ``FilePart`` is translated and rendered into bytes of its own, so no part waits for another,
/// and the joined bytes are those of rendering the parts one after another. The largest parts start
/// first, so that the small ones fill in around them rather than leave one core alone at the end.
enum ConcurrentFileRendering {
    /// The order in which the parts start: the largest first, as measured on a large synthesized spec
    /// (the navigators and their moves, a method per transition of every screen, then the route's
    /// `visit(_:)`).
    static let startOrder: [FilePart] = [
        .navigators, .ownMoves, .routeVisit, .coordinator, .deepLinks, .screenFactory, .routeCoding, .routeEnum,
        .paramDefaults, .titleTemplates, .pathPatterns, .routeConformance, .screenEnum, .initialState,
        .routeIdentity, .tabEnum, .hiddenTypeAliases, .gates, .awaitingMoves,
    ]

    /// The generated file of `translator` as UTF-8, in pieces that follow each other in the file: its
    /// head, then the declarations of each part that has any.
    static func render(_ translator: RouteTranslator) -> [[UInt8]] {
        let rendered = renderParts(translator)
        return [rendered.head] + rendered.parts.map(\.text)
    }

    /// The head of the generated file of `translator` as UTF-8, and the declarations of each part
    /// that has any, in file order.
    static func renderParts(_ translator: RouteTranslator) -> (head: [UInt8], parts: [(part: FilePart, text: [UInt8])])
    {
        let texts = startOrder.concurrentMap { part in
            TextRenderer.renderContinuationUTF8 { emit in translator.translate(part, emit) }
        }
        var parts: [(part: FilePart, text: [UInt8])] = []
        for part in FilePart.allCases {
            guard let index = startOrder.firstIndex(of: part), !texts[index].isEmpty else { continue }
            parts.append((part, texts[index]))
        }
        return (TextRenderer.renderHeadUTF8(translator.translateFileHead()), parts)
    }
}
