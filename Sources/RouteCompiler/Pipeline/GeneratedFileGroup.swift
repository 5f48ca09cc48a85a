/// One of the files that the build plugin's tool writes for a spec: the generated code split by
/// ``FilePart`` so that a spec edit rewrites, and Swift recompiles, only the files whose text changes.
///
/// The route's enum and its conformances share `private` members (`visit(_:)`, `route(_:_:)`), so
/// they stay in one file; the values that a title or a default edit changes, the navigators, the
/// moves of one screen alone, the screen factory with the coordinator, and the `async` forms of moves
/// get a file each. A deep-link path changes only the first; a title or a param's default only the
/// values; a new transition from one screen only the moves; a move shared by several screens the
/// navigators and, through their types, what depends on them. Every file starts with the whole
/// file's head (its comment and imports), so each compiles on its own.
public enum GeneratedFileGroup: String, CaseIterable, Sendable {
    /// The route, its screens and tabs, their conformances, the initial state and the deep links.
    case routes
    /// The screens' title templates and the route's `Defaults` enum: values that the other files name
    /// without seeing them (each in a computed property's body), so that a title or a default edit
    /// changes this file alone.
    case values
    /// The navigators, the moves that several screens share, and the top-level aliases of the types
    /// the navigators would hide.
    case navigators
    /// The moves that one screen alone makes: the part that a new transition from one screen changes.
    case moves
    /// The screen factory, its placeholder defaults, the coordinator, and the gates its initializer takes.
    case factory
    /// The `async` forms of the moves that present a screen with a result: the only coroutines of the
    /// code, apart, since a file with a coroutine has LLVM run its coroutine passes over all its functions.
    case results

    /// The group whose file holds `part`.
    static func group(of part: FilePart) -> GeneratedFileGroup {
        switch part {
        case .routeEnum, .screenEnum, .tabEnum, .routeConformance, .routeCoding, .routeVisit, .pathPatterns,
            .routeIdentity, .initialState, .deepLinks:
            .routes
        case .paramDefaults, .titleTemplates: .values
        case .hiddenTypeAliases, .navigators: .navigators
        case .ownMoves: .moves
        case .screenFactory, .coordinator, .gates: .factory
        case .awaitingMoves: .results
        }
    }

    /// The name of this group's file, given the name of the whole generated file: the routes keep
    /// it, the others insert their name before `.generated.swift` (or `.swift`), so
    /// `Library.routes.generated.swift` gives `Library.routes.navigators.generated.swift`.
    ///
    /// The build plugin names its outputs the same way (`RouteGenCommandBuilder`), since it must
    /// declare them before the tool reads the specs.
    public func fileName(forWholeFile name: String) -> String {
        guard self != .routes else { return name }
        let suffix = [".generated.swift", ".swift"].first(where: name.hasSuffix) ?? ""
        return "\(name.dropLast(suffix.count)).\(rawValue)\(suffix)"
    }
}

extension GeneratedFile {
    /// The file split into one file per ``GeneratedFileGroup``, in their order, each with the head
    /// of this file and then its parts' declarations in file order.
    ///
    /// A file not rendered from a spec's parts (the comment written for an included spec) gives
    /// every group's file its whole text.
    public func split() -> [GeneratedFile] {
        let pieces = utf8Pieces
        guard !pieceParts.isEmpty, pieces.count == pieceParts.count + 1 else {
            return GeneratedFileGroup.allCases.map {
                GeneratedFile(name: $0.fileName(forWholeFile: name), utf8Pieces: pieces)
            }
        }
        return GeneratedFileGroup.allCases.map { group in
            var file = GeneratedFile(
                name: group.fileName(forWholeFile: name),
                utf8Pieces: [pieces[0]]
                    + zip(pieceParts, pieces.dropFirst()).filter { GeneratedFileGroup.group(of: $0.0) == group }.map(
                        \.1
                    )
            )
            file.pieceParts = pieceParts.filter { GeneratedFileGroup.group(of: $0) == group }
            return file
        }
    }
}
