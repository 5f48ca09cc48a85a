import Foundation

/// Checks deep-link paths: every `{param}` is a param of the screen with a
/// type a URL can carry, every other param can come from the query or has a
/// default, and no two paths can match the same URL.
struct PathRule: SpecRule {
    func check(_ spec: RouteSpec, diagnostics: inout DiagnosticCollector) {
        var linked: [LinkedPath] = []
        // Room for every path up front, rather than copying the paths each time the array doubles.
        linked.reserveCapacity(spec.screens.reduce(0) { $0 + $1.paths.count })
        for screen in spec.screens {
            for path in screen.paths where checkParams(of: screen, path: path, diagnostics: &diagnostics) {
                linked.append(LinkedPath(screen: screen, path: path))
            }
        }
        reportAmbiguities(among: linked, diagnostics: &diagnostics)
    }

    /// Checks a screen's path against its params; returns whether the path is
    /// well-formed enough to compare with other paths.
    private func checkParams(
        of screen: Screen,
        path: Located<PathPattern>,
        diagnostics: inout DiagnosticCollector
    ) -> Bool {
        var isComparable = true
        let names = path.value.paramNames
        for (index, name) in names.enumerated() {
            guard !names[..<index].contains(name) else {
                diagnostics.error("the path of screen '\(screen.name.value)' uses '{\(name)}' twice", at: path.location)
                isComparable = false
                continue
            }
            guard let param = screen.param(named: name) else {
                diagnostics.error(
                    "the path of screen '\(screen.name.value)' uses '{\(name)}', which is not a param of the screen",
                    at: path.location,
                    fixIt: EditDistance.closest(to: name, in: screen.params.map(\.name.value)).map(
                        Diagnostic.FixIt.didYouMean
                    )
                )
                isComparable = false
                continue
            }
            if !param.type.value.isURLPathWritable {
                diagnostics.error(
                    "'{\(name)}' in the path of screen '\(screen.name.value)' has type "
                        + "'\(param.type.value.swiftSource)'; a path segment "
                        + "carries a String, Int, Double, Bool or UUID",
                    at: path.location,
                    note: Diagnostic.Note("'\(name)' is declared here", at: param.type.location)
                )
                isComparable = false
            }
        }
        for param in screen.params where !names.contains(param.name.value) {
            let type = param.type.value
            if !type.isURLQueryWritable && !param.declaresDefault && !type.isOptional {
                diagnostics.error(
                    "screen '\(screen.name.value)' has a path, but its param "
                        + "'\(param.name.value)' of type '\(type.swiftSource)' cannot be read "
                        + "from a URL; give it a default, make it optional, or put it in the path",
                    at: path.location,
                    note: Diagnostic.Note("'\(param.name.value)' is declared here", at: param.name.location)
                )
            }
        }
        return isComparable
    }

    /// Reports every pair of paths that can match one URL, by walking the
    /// paths segment by segment and only comparing paths that still overlap.
    private func reportAmbiguities(among paths: [LinkedPath], diagnostics: inout DiagnosticCollector) {
        var reported: Set<[Int]> = []
        let byLength = Dictionary(grouping: paths.indices, by: { paths[$0].segments.count })
        for length in byLength.keys.sorted() {
            findOverlaps(Array(byLength[length]!), at: 0, in: paths) { first, second in
                guard reported.insert([first, second]).inserted else { return }
                let (earlier, later) = (paths[first], paths[second])
                let screens =
                    earlier.screen.name.value == later.screen.name.value
                    ? "two paths of screen '\(earlier.screen.name.value)'"
                    : "the paths of screens '\(earlier.screen.name.value)' and '\(later.screen.name.value)'"
                diagnostics.error(
                    "\(screens) can match the same URL; make one of them distinct",
                    at: later.path.location,
                    note: Diagnostic.Note("'\(earlier.path.value.text)' is declared here", at: earlier.path.location)
                )
            }
        }
    }

    private func findOverlaps(_ group: [Int], at index: Int, in paths: [LinkedPath], report: (Int, Int) -> Void) {
        guard group.count > 1 else { return }
        guard index < paths[group[0]].segments.count else {
            let sorted = group.sorted()
            for other in sorted.dropFirst() { report(sorted[0], other) }
            return
        }
        var literals: [String: [Int]] = [:]
        var params: [(path: Int, type: String)] = []
        for member in group {
            switch paths[member].segments[index] {
            case .literal(let text): literals[text, default: []].append(member)
            case .param(let type): params.append((member, type))
            }
        }
        // Without params, a literal that only one path has overlaps nothing: only the others are put in
        // order (for messages in a stable order) and walked on.
        let overlapping = params.isEmpty ? literals.filter { $0.value.count > 1 } : literals
        for (literal, members) in overlapping.sorted(by: { $0.key < $1.key }) {
            let matchingParams = params.filter { Self.type($0.type, accepts: literal) }.map(\.path)
            findOverlaps(members + matchingParams, at: index + 1, in: paths, report: report)
        }
        // Params of types that overlap go on together; identical member sets once.
        var explored: Set<[Int]> = []
        for family in Self.overlappingTypeFamilies {
            let members = params.filter { family.contains($0.type) }.map(\.path)
            if members.count > 1, explored.insert(members).inserted {
                findOverlaps(members, at: index + 1, in: paths, report: report)
            }
        }
    }

    /// Sets of URL-writable types that some segment text satisfies at once.
    private static let overlappingTypeFamilies: [Set<String>] = [
        ["String", "Int", "Double"], ["String", "Bool"], ["String", "UUID"],
    ]

    /// Whether a param segment of this type matches a literal segment.
    private static func type(_ type: String, accepts literal: String) -> Bool {
        switch type {
        case "Int": Int(literal) != nil
        case "Double": Double(literal) != nil
        case "Bool": literal == "true" || literal == "false"
        case "UUID": UUID(uuidString: literal) != nil
        default: true
        }
    }
}

/// A screen's path in the form compared for ambiguity: literals and param types.
private struct LinkedPath {
    enum Segment {
        case literal(String)
        case param(type: String)
    }

    var screen: Screen
    var path: Located<PathPattern>
    var segments: [Segment]

    init(screen: Screen, path: Located<PathPattern>) {
        self.screen = screen
        self.path = path
        self.segments = path.value.segments.map { segment in
            switch segment {
            case .literal(let text): .literal(text)
            case .param(let name): .param(type: screen.param(named: name)?.type.value.swiftSource ?? "String")
            }
        }
    }
}
