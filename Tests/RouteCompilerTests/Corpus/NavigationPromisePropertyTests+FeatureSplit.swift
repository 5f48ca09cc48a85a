import Foundation
import Testing

@testable import RouteCompiler

/// The promise across features: each random spec of the property test, split at random into an app
/// spec and feature specs (``RandomFeatureSplit``), compiles, and the app with its features merged
/// offers the same moves from every screen, reaches the same states, gives each move the same result
/// and plans every link as the whole spec does (``SpecNavigationModel`` of each, explored breadth
/// first up to ``splitStatesPerSpec`` states). The generated files of the first
/// ``splitTypechecks`` splits type-check together.
///
/// The split draws from its own generator, seeded by `PROMISE_SEED`, so the random specs are those of
/// ``promise()``; `PROMISE_SPLIT_TYPECHECKS` changes how many splits are type-checked.
extension NavigationPromisePropertyTests {
    static let splitTypechecks = environment["PROMISE_SPLIT_TYPECHECKS"].flatMap { Int($0) } ?? 8
    static let splitStatesPerSpec = 150
    static let splitDraws = 8

    /// A split compiled: its generated files, and the app spec with its features merged.
    struct CompiledSplit {
        var split: RandomFeatureSplit
        var merged: RouteSpec
        var generated: [GeneratedFile]
    }

    @Test("A random split of every random spec into features keeps its moves, states, results and links")
    func randomFeatureSplits() throws {
        var generator = SplitMix64(state: Self.seed)
        var splitting = SplitMix64(state: Self.seed &+ 0x5EED)
        var specs = 0
        var attempts = 0
        var compiled: [CompiledSplit] = []
        var redraws = 0
        var unsplit: [String] = []
        var counts = (features: 0, exits: 0, gated: 0, states: 0, moves: 0, tiedLinks: 0)
        // The specs that `promise()` draws, with the same names and generator.
        while specs < Self.randomSpecCount, attempts < Self.randomSpecCount * 20 {
            attempts += 1
            let name = "Promise\(attempts)"
            let yaml = RandomNavigationSpec.yaml(name: name, &generator)
            guard let subject = Self.subject(name: name, yaml: yaml) else { continue }
            specs += 1
            var drawn: CompiledSplit?
            var failure = ""
            for _ in 0..<Self.splitDraws where drawn == nil {
                guard let split = RandomFeatureSplit.draw(yaml: yaml, spec: subject.model.spec, &splitting) else {
                    redraws += 1
                    continue
                }
                switch try Self.compile(split) {
                case .success(let result): drawn = result
                case .failure(let problem):
                    redraws += 1
                    failure = problem.message
                }
            }
            guard let drawn else {
                unsplit.append(name + (failure.isEmpty ? "" : ": " + failure))
                continue
            }
            compiled.append(drawn)
            counts.features += drawn.split.features.count
            // The features' screens that require the app's gate.
            counts.gated += drawn.split.features.map { feature in
                (drawn.split.files[feature + ".routes.yaml"] ?? "").components(separatedBy: "    requires: ").count - 1
            }.reduce(0, +)
            counts.exits += drawn.split.files.values.map { $0.components(separatedBy: "    exit: ").count - 1 }.reduce(
                0,
                +
            )
            let outcome = Self.compare(
                whole: subject.model,
                split: SpecNavigationModel(spec: drawn.merged),
                drawn.split
            )
            counts.states += outcome.states
            counts.moves += outcome.moves
            counts.tiedLinks += outcome.tiedLinks
            if !outcome.problems.isEmpty {
                let files = drawn.split.files.sorted { $0.key < $1.key }.map { "# \($0.key)\n\($0.value)" }
                Issue.record(
                    """
                    \(name): \(outcome.problems.prefix(5).joined(separator: "\n"))
                    \(yaml)
                    \(files.joined(separator: "\n"))
                    """
                )
            }
        }
        #expect(
            compiled.count * 4 >= specs * 3 || Self.randomSpecCount < 4,
            "too few random specs split into features: \(unsplit.joined(separator: "\n"))"
        )
        #expect(counts.exits > 0 || Self.randomSpecCount < 4, "no split leaves a feature through an exit")
        #expect(counts.gated > 0 || Self.randomSpecCount < 4, "no feature's screen requires a gate")
        var sources: [String: String] = [:]
        for split in compiled.prefix(Self.splitTypechecks) {
            for file in split.generated {
                var text = file.contents
                for feature in split.split.features {
                    text = text.replacingOccurrences(of: "import \(feature)Module\n", with: "")
                }
                sources[file.name] = text
            }
        }
        if !sources.isEmpty {
            let outcome = try SwiftCompiler.typecheck(sources)
            #expect(
                outcome.succeeded,
                "the split specs' generated code does not type-check:\n\(outcome.output.prefix(4_000))"
            )
        }
        print(
            "feature splits: \(compiled.count) of \(specs) random specs split into \(counts.features) features "
                + "with \(counts.exits) exits and \(counts.gated) gated screens (\(redraws) draws redrawn), "
                + "\(counts.states) states and \(counts.moves) moves compared, "
                + "\(counts.tiedLinks) links planned through a tied chain, "
                + "\(min(compiled.count, Self.splitTypechecks)) splits type-checked, seed \(Self.seed)"
        )
    }

    /// Why a split does not compile.
    struct SplitFailure: Error {
        var message: String
    }

    /// Writes a split's files to a temporary folder and compiles each, as each target's plugin would.
    static func compile(_ split: RandomFeatureSplit) throws -> Result<CompiledSplit, SplitFailure> {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("promise-split-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in split.files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        var generated: [GeneratedFile] = []
        for name in split.files.keys.sorted() {
            let url = folder.appendingPathComponent(name)
            let source = SpecSource(path: url.path, bytes: Array(try Data(contentsOf: url)))
            let result = GeneratorPipeline.compile(source, options: GeneratorOptions(specFileName: name))
            guard let output = result.output else {
                let errors = result.diagnostics.filter { $0.severity == .error }.map { $0.formatted(path: name) }
                return .failure(SplitFailure(message: errors.prefix(3).joined(separator: "; ")))
            }
            generated.append(output)
        }
        let url = folder.appendingPathComponent(split.appFile)
        var diagnostics = DiagnosticCollector()
        guard
            let merged = GeneratorPipeline.parseAndValidate(
                SpecSource(path: url.path, bytes: Array(try Data(contentsOf: url))),
                diagnostics: &diagnostics
            )
        else { return .failure(SplitFailure(message: "the app spec does not read")) }
        return .success(CompiledSplit(split: split, merged: merged, generated: generated))
    }

    /// A move as the comparison names it: its kind, its transition's name in its own spec, and its arguments.
    static func key(_ move: SpecNavigationModel.Move) -> String {
        switch move {
        case .transition(let transition, let arguments):
            let name = transition.name.value.split(separator: ".").last.map(String.init) ?? ""
            return name + "("
                + arguments.map { "\($0.name.value): \($0.type.value.swiftSource)" }.joined(separator: ", ") + ")"
        case .back: return "back()"
        case .dismiss: return "dismiss()"
        case .finish(let type): return "finish(\(type.swiftSource))"
        }
    }

    /// The problems of `split` against `whole`: moves offered, states reached, the result of each move
    /// from each reached state, and link plans; with the numbers of states and moves compared, and of
    /// links planned through another chain of the same length.
    static func compare(
        whole: SpecNavigationModel,
        split: SpecNavigationModel,
        _ names: RandomFeatureSplit
    ) -> (problems: [String], states: Int, moves: Int, tiedLinks: Int) {
        var problems: [String] = []
        var tiedLinks = 0
        func rename(_ route: ModelRoute) -> ModelRoute {
            ModelRoute(screen: names.renamed[route.screen] ?? route.screen, params: route.params)
        }
        func rename(_ state: ModelState) -> ModelState {
            ModelState(
                stacks: state.stacks.mapValues { $0.map(rename) },
                selected: state.selected,
                presentations: state.presentations.map {
                    ModelPresentation(style: $0.style, presenter: $0.presenter, routes: $0.routes.map(rename))
                }
            )
        }
        for screen in whole.spec.screens.map(\.name.value) {
            let mine = (whole.moves[screen] ?? []).map(key).sorted()
            let theirs = (split.moves[names.renamed[screen] ?? screen] ?? []).map(key).sorted()
            if mine != theirs { problems.append("\(screen) offers \(mine) whole, \(theirs) split") }
        }
        if rename(whole.initial) != split.initial { problems.append("the initial states differ") }
        // Breadth first over the whole spec's states, each move applied to both.
        var queue = [whole.initial]
        var seen: Set<String> = [whole.initial.description]
        var moves = 0
        var next = 0
        while next < queue.count, problems.count < 5 {
            let state = queue[next]
            next += 1
            for location in state.locations {
                guard let top = state.routes(at: location)?.last else { continue }
                let splitMoves = split.moves[names.renamed[top.screen] ?? top.screen] ?? []
                for move in whole.moves[top.screen] ?? [] {
                    guard let twin = splitMoves.first(where: { key($0) == key(move) }) else { continue }
                    moves += 1
                    let mine = whole.apply(move, arguments: [:], by: top, at: location, to: state)
                    let theirs = split.apply(twin, arguments: [:], by: rename(top), at: location, to: rename(state))
                    switch (mine, theirs) {
                    case (.success(let after), .success(let splitAfter)):
                        if rename(after) != splitAfter {
                            problems.append("\(key(move)) from \(top) in \(state): \(after) whole, \(splitAfter) split")
                        }
                        if seen.count < splitStatesPerSpec, seen.insert(after.description).inserted {
                            queue.append(after)
                        }
                    case (.failure(let refusal), .failure(let splitRefusal)):
                        var renamed = refusal.refusal
                        if case .covered(let route) = renamed { renamed = .covered(by: rename(route)) }
                        if renamed != splitRefusal.refusal {
                            problems.append("\(key(move)) from \(top): \(refusal) whole, \(splitRefusal) split")
                        }
                    default:
                        problems.append("\(key(move)) from \(top) in \(state): \(mine) whole, \(theirs) split")
                    }
                }
            }
        }
        for (screen, plan) in whole.spec.plannedDeepLinks {
            let name = names.renamed[screen.name.value] ?? screen.name.value
            guard case .success(let splitPlan)? = split.spec.deepLinkPlan(forScreen: name) else {
                problems.append("the split does not plan the link of \(name)")
                continue
            }
            // Chains of one length tie, and the planner takes the first in the spec's order, which a
            // split changes (the app's transitions come before its features'): another plan must still
            // open a state that the moves reach.
            if splitPlan.stack != plan.stack.map({ names.renamed[$0] ?? $0 })
                || splitPlan.presented?.screen != plan.presented.map({ names.renamed[$0.screen] ?? $0.screen })
            {
                tiedLinks += 1
                if case .problem = split.checkLinkState(forScreen: name) {
                    problems.append(
                        "the link of \(name) is planned \(splitPlan.stack) split, \(plan.stack) whole, and "
                            + "its state is not one the split's moves reach"
                    )
                }
            }
        }
        return (problems, queue.count, moves, tiedLinks)
    }
}
