import Foundation
import Testing

@testable import RouteCompiler
@testable import RouteCompilerFrontEnds

/// The independent check of RouteGen's promise: every change of the navigation state is one move the spec
/// allows, made from the screen that asked, and observers and the host see exactly that change.
///
/// A model built from the spec alone (``SpecNavigationModel``, not RouteKit's code) knows each screen's
/// moves and what they do. Random call sequences drive the generated coordinators of the repository's
/// specs and of random specs, compiled into one program per batch against this build's RouteKit:
/// navigators of visible, covered and stale screens, the user's back swipes, sheet swipe-downs and tab
/// taps, links (round trips with hostile values, and broken URLs), and restoration data (valid, from
/// another spec, truncated). After every step the state must be the model's, unchanged for a refused
/// move; replaying the events that observers received on the previous state must give the new one; the
/// host must show it. Specs with gates (the repository's and half the random ones) have their gates open
/// and closed at random, flipping before every step: a screen that requires a gate is never newly shown
/// while it is closed, and once a gate has redirected a move, the sequence checks that, the host and the
/// events. Links arrive as their screens' `arrive` says: an `arrive: push` link is pushed only where a
/// transition of the spec pushes its screen from the stack's top (the model's state, else the replace
/// state). Every event names one cause, the one its step made, and `screenShown` with the visible
/// screen's stable name ends every change whose visible screen differs.
///
/// `PROMISE_SEED`, `PROMISE_SPECS` (random specs) and `PROMISE_SEQUENCES` (per spec) change the run; the
/// test prints a summary line with the numbers. `PROMISE_KEEP=<directory>` keeps each batch's driver program
/// and script there (`batch<first spec>/`), to replay a failure: `swiftc` its sources against RouteKit's
/// module and objects, then run the program with `script.tsv`.
@Suite("Corpus: every move is one the spec allows")
struct NavigationPromisePropertyTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed = environment["PROMISE_SEED"].flatMap { UInt64($0) } ?? 12
    static let randomSpecCount = environment["PROMISE_SPECS"].flatMap { Int($0) } ?? 11
    static let sequencesPerSpec = environment["PROMISE_SEQUENCES"].flatMap { Int($0) } ?? 24
    static let keepDirectory = environment["PROMISE_KEEP"].map { URL(fileURLWithPath: $0, isDirectory: true) }
    static let stepsPerSequence = 30
    static let specsPerProgram = 8

    /// One spec under test.
    struct Subject {
        var name: String
        var yaml: String
        var generated: String
        var model: SpecNavigationModel
    }

    /// What one step asked and what the model expects.
    enum Expectation {
        /// The state becomes this one, reported by events.
        case state(ModelState)
        /// A navigator's move is refused for this reason.
        case refused(SpecNavigationModel.Refusal)
        /// Nothing changes, and nothing is reported or thrown.
        case nothing
        /// Nothing changes, and the call throws this error (any error when `nil`).
        case thrown(String?)
        /// A link: `nil`, or the URL opens the route.
        case link(ModelRoute)
        /// A change that leave checks hold back: nothing changes now, and this failure is reported (none
        /// while the change waits for a late answer).
        case held(String?)
    }

    @Test("Random call sequences change the state only by allowed moves, and observers and hosts see each change")
    func promise() throws {
        let start = Date()
        var generator = SplitMix64(state: Self.seed)
        var subjects = try Self.repositorySpecs()
        let repositoryCount = subjects.count
        var attempts = 0
        while subjects.count < repositoryCount + Self.randomSpecCount, attempts < Self.randomSpecCount * 20 {
            attempts += 1
            let name = "Promise\(attempts)"
            if let subject = Self.subject(name: name, yaml: RandomNavigationSpec.yaml(name: name, &generator)) {
                subjects.append(subject)
            }
        }
        #expect(subjects.count == repositoryCount + Self.randomSpecCount, "too few random specs are valid")
        let v2Steps = ["inclusive: true", "ifMissing: skip", "singleTop: true", "dismissAll"]
        let usingV2 = subjects.dropFirst(repositoryCount).filter { subject in
            v2Steps.contains { subject.yaml.contains($0) }
        }
        #expect(!usingV2.isEmpty || Self.randomSpecCount < 4, "no random spec has a v2 step")
        let usingLeave = subjects.filter { $0.yaml.contains("leave: confirm") }
        #expect(!usingLeave.isEmpty || Self.randomSpecCount < 4, "no spec has a leave guard")
        let usingArrival = subjects.dropFirst(repositoryCount).filter {
            $0.yaml.contains("arrive: push") || $0.yaml.contains("arrive: present")
        }
        #expect(!usingArrival.isEmpty || Self.randomSpecCount < 4, "no random spec has a link that pushes or presents")
        let usingGates = subjects.dropFirst(repositoryCount).filter { !$0.model.spec.gates.isEmpty }
        #expect(!usingGates.isEmpty || Self.randomSpecCount < 4, "no random spec has a gate")
        var steps = 0
        var sequences = 0
        var leftAllowed = 0
        var tally: [String: Int] = [:]
        for first in stride(from: 0, to: subjects.count, by: Self.specsPerProgram) {
            let batch = Array(subjects[first..<min(first + Self.specsPerProgram, subjects.count)])
            let counted = try Self.check(batch, &generator, tally: &tally)
            leftAllowed += counted.leftAllowed
            sequences += counted.sequences
            steps += counted.steps
        }
        #expect(leftAllowed > 0 || Self.randomSpecCount < 4, "no guarded screen was left after its check allowed it")
        #expect(tally["value delivered", default: 0] > 0 || Self.randomSpecCount < 4, "no value was delivered")
        #expect(
            tally["value owed to a handler", default: 0] > 0 || Self.randomSpecCount < 4,
            "no delivered value was owed to a registered handler"
        )
        let seconds = Date().timeIntervalSince(start)
        let kinds = tally.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        print(
            "navigation promise: \(subjects.count) specs (\(repositoryCount) of the "
                + "repository, \(usingV2.count) random with v2 steps, \(usingLeave.count) with leave guards, "
                + "\(usingGates.count) with gates), "
                + "\(sequences) sequences, \(leftAllowed) guarded screens left after their check allowed it, "
                + "\(steps) steps, seed \(Self.seed), \(String(format: "%.1f", seconds)) s (\(kinds))"
        )
    }

    @Test("Every link opens a state the spec's moves reach, or falls back over its stack's root")
    func linkStates() throws {
        var generator = SplitMix64(state: Self.seed)
        var subjects = try Self.repositorySpecs().map { ($0.name, $0.yaml, $0.model) }
        // The states need no compiled code, so many more random specs than the call sequences use.
        for index in 0..<(Self.randomSpecCount * 20) {
            let name = "Links\(index)"
            let yaml = RandomNavigationSpec.yaml(name: name, &generator)
            var diagnostics = DiagnosticCollector()
            guard let spec = GeneratorPipeline.parseAndValidate(Array(yaml.utf8), diagnostics: &diagnostics) else {
                continue
            }
            subjects.append((name, yaml, SpecNavigationModel(spec: spec)))
        }
        var links = 0
        var multiStep = 0
        var undecided = 0
        for (name, yaml, model) in subjects {
            for (screen, _) in model.linkedScreens {
                links += 1
                if case .success(let plan)? = model.spec.deepLinkPlan(forScreen: screen.name.value),
                    plan.origin == .transitions, model.isShownOnlyByMultiStepMoves(screen.name.value)
                {
                    multiStep += 1
                }
                switch model.checkLinkState(forScreen: screen.name.value) {
                case .fits: break
                case .undecided: undecided += 1
                case .problem(let problem): Issue.record("\(name): \(problem)\n\(yaml)")
                }
            }
        }
        #expect(multiStep > 0 || Self.randomSpecCount < 4, "no link's chain passes a multi-step move only")
        #expect(undecided * 20 <= links, "the search decided too few links: \(undecided) of \(links)")
        print(
            "link states: \(subjects.count) specs, \(links) links (\(multiStep) "
                + "reached only by multi-step moves, \(undecided) undecided)"
        )
    }

    /// The repository's specs whose params the model covers.
    static func repositorySpecs() throws -> [Subject] {
        let files =
            RepositoryPaths.specs(in: RepositoryPaths.sampleSpecs)
            + RepositoryPaths.specs(in: RepositoryPaths.goldenSpecs)
        var seen: Set<String> = []
        return try files.compactMap { file in
            guard seen.insert(file.lastPathComponent).inserted else { return nil }
            let subject = Self.subject(name: nil, yaml: try String(contentsOf: file, encoding: .utf8))
            // Keywords has names the driver does not spell; Minimal has no moves; Conference has a custom type
            // (HomeMode) that the driver's module does not declare (its v2 moves have flow tests of their own);
            // a spec with required root params (Kiosk) starts from values the driver does not give
            // (KioskFlowTests covers it).
            return subject.flatMap {
                ["Keywords", "Minimal", "Conference"].contains($0.name) || !$0.model.spec.rootParams.isEmpty
                    ? nil : $0
            }
        }
    }

    /// A spec compiled and modelled, or `nil` when it has errors (a random spec whose link needs a param).
    static func subject(name: String?, yaml: String) -> Subject? {
        let bytes = Array(yaml.utf8)
        var diagnostics = DiagnosticCollector()
        guard let spec = GeneratorPipeline.parseAndValidate(bytes, diagnostics: &diagnostics),
            let specName = spec.name?.value,
            let output = GeneratorPipeline.compile(
                bytes,
                options: GeneratorOptions(specFileName: specName + ".routes.yaml")
            ).output
        else { return nil }
        return Subject(
            name: name ?? specName,
            yaml: yaml,
            generated: output.contents,
            model: SpecNavigationModel(spec: spec)
        )
    }

    // MARK: Running a batch

    /// Writes random sequences for `batch`, runs them, and checks every step; returns the counts.
    static func check(
        _ batch: [Subject],
        _ generator: inout SplitMix64,
        tally: inout [String: Int]
    ) throws -> (sequences: Int, steps: Int, leftAllowed: Int) {
        var script = ""
        var plans: [(subject: Subject, commands: [(command: [String], expectation: Expectation)])] = []
        for subject in batch {
            for _ in 0..<sequencesPerSpec {
                var writer = SequenceWriter(model: subject.model)
                var commands = try writer.write(steps: stepsPerSequence, &generator)
                // A gated spec's flows pass now and then: the visible screen's `passGate()`.
                if !subject.model.spec.gates.isEmpty {
                    for _ in 0..<(stepsPerSequence / 5) {
                        commands.insert(
                            (["pass"], .thrown(nil)),
                            at: Int.random(in: 0...commands.count, using: &generator)
                        )
                    }
                }
                script +=
                    "begin\t\(subject.name)\n" + commands.map { $0.command.joined(separator: "\t") + "\n" }.joined()
                plans.append((subject, commands))
            }
        }
        var sources = ["main.swift": NavigationDriverSource.main(batch.map { ($0.name, $0.model) })]
        for subject in batch { sources[subject.name + "Routes.swift"] = subject.generated }
        let scriptFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "promise-\(UUID().uuidString).tsv"
        )
        try Data(script.utf8).write(to: scriptFile)
        defer { try? FileManager.default.removeItem(at: scriptFile) }
        if let keepDirectory = Self.keepDirectory {
            let directory = keepDirectory.appendingPathComponent("batch\(batch[0].name)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(script.utf8).write(to: directory.appendingPathComponent("script.tsv"))
            for (name, contents) in sources {
                try Data(contents.utf8).write(to: directory.appendingPathComponent(name))
            }
        }
        let outcome = try SwiftCompiler.run(sources, arguments: [scriptFile.path])
        guard outcome.succeeded else {
            Issue.record(
                "the driver failed:\n\(outcome.output.suffix(4_000))\n\(batch.map(\.yaml).joined(separator: "\n---\n"))"
            )
            return (0, 0, 0)
        }
        var lines = outcome.output.split(separator: "\n")[...]
        var steps = 0
        var leftAllowed = 0
        for plan in plans {
            var state = plan.subject.model.initial
            // Once a gate has redirected, passed or cancelled a move, the state leaves the model's (which
            // knows no gates): from then on the sequence checks the gates' promise, the host and the events.
            var gated = false
            var deliveries = DeliveryPromise(model: plan.subject.model)
            defer {
                tally["value owed to a handler", default: 0] += deliveries.owedAndArrived
                tally["value waiting for a handler", default: 0] += deliveries.waited
            }
            for (index, step) in plan.commands.enumerated() {
                guard let line = lines.popFirst(),
                    let output = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                else {
                    Issue.record("missing output at \(step.command)")
                    return (plans.count, steps, leftAllowed)
                }
                steps += 1
                leftAllowed += output["leftAllowed"] as? Int ?? 0
                tally["value delivered", default: 0] += (output["delivered"] as? [Any])?.count ?? 0
                tally[kind(of: step), default: 0] += 1
                // The steps so far, so that a failure can be replayed by hand.
                let sequence = plan.commands[...index].enumerated()
                    .map { "  \($0.offset): \($0.element.command.joined(separator: " "))" }.joined(separator: "\n")
                let context =
                    "\(plan.subject.name) step \(index) \(step.command.prefix(3)) from \(state)\n"
                    + "steps:\n\(sequence)\n\(plan.subject.yaml)"
                if let violations = output["gateViolations"] as? [String], !violations.isEmpty {
                    Issue.record("shown while a gate it requires is closed: \(violations)\n\(context)")
                }
                let events = output["events"] as? [[Any]] ?? []
                let eventIssues = eventProblems(output, command: step.command, from: state, model: plan.subject.model)
                if !eventIssues.isEmpty {
                    Issue.record("\(eventIssues.joined(separator: "\n"))\n\(context)")
                }
                gated = gated || step.command[0] == "pass" || events.contains { Self.isGateEvent($0) }
                let owed = deliveries.problems(
                    step.command,
                    step.expectation,
                    output: output,
                    before: state,
                    gated: gated
                )
                if !owed.isEmpty { Issue.record("\(owed.joined(separator: "\n"))\n\(context)") }
                if gated {
                    tally["gated step", default: 0] += 1
                    guard let next = verifyGated(output, from: state, model: plan.subject.model, context: context)
                    else {
                        lines = lines.dropFirst(plan.commands.count - index - 1)
                        break
                    }
                    state = next
                    continue
                }
                guard
                    let next = verify(
                        output,
                        step.expectation,
                        from: state,
                        model: plan.subject.model,
                        context: context
                    )
                else {
                    lines = lines.dropFirst(plan.commands.count - index - 1)
                    break
                }
                state = next
            }
        }
        return (plans.count, steps, leftAllowed)
    }

    /// What kind of step a command is, for the summary: `covered move`, `stale move`, `link without URL`, ….
    static func kind(of step: (command: [String], expectation: Expectation)) -> String {
        switch (step.command[0], step.expectation) {
        case (_, .held(let failure)): "move held by a leave check (\(failure ?? "waiting"))"
        case ("guard", _): "leave check set"
        case ("answer", _): "late leave answer"
        case ("call", .state): "allowed move"
        case ("call", .refused(.covered)): "covered move"
        case ("call", .refused(.stale)): "stale move"
        case ("call", .refused(.step)): "impossible move"
        case ("link", .link(let route)): route.params.isEmpty ? "link" : "link with params"
        case ("open", .thrown): "broken link"
        case ("open", _): "typed link"
        case ("restore", _): "restoration"
        case ("restoreForeign", _), ("restoreTruncated", _): "bad restoration"
        case (let command, .nothing) where command.hasPrefix("host"): "ignored host report"
        case (let command, _): command
        }
    }

    /// Whether a driver's event reports a gate.
    static func isGateEvent(_ event: [Any]) -> Bool {
        ["gateRequired", "gatePassed", "gateCancelled"].contains(event.first as? String ?? "")
    }

    /// Checks one step of a sequence whose state a gate has taken away from the model's: the host shows
    /// the state, and the events (without the gate events, which change no stack) replay to it.
    static func verifyGated(
        _ output: [String: Any],
        from before: ModelState,
        model: SpecNavigationModel,
        context: String
    ) -> ModelState? {
        guard let after = ModelState(json: output, spec: model.spec), let events = output["events"] as? [[Any]] else {
            Issue.record("unreadable output \(output)\n\(context)")
            return nil
        }
        var problems = deliveryProblems(output, nil)
        if output["inSync"] as? Bool != true { problems.append("the host does not show the state") }
        switch model.replaying(events.filter { !isGateEvent($0) }, on: before) {
        case .success(let replayed) where replayed == after: break
        case .success(let replayed): problems.append("the events \(events) replay to \(replayed), not \(after)")
        case .failure(let problem): problems.append("the events \(events) do not replay: \(problem)")
        }
        guard problems.isEmpty else {
            Issue.record("\(problems.joined(separator: "\n"))\n\(context)")
            return nil
        }
        return after
    }

    /// The broken promises of results down the stack in one step's output: a value delivered twice, to a
    /// screen not at its place, before its move's change was made, or by a move that was refused.
    static func deliveryProblems(_ output: [String: Any], _ expectation: Expectation?) -> [String] {
        var problems: [String] = []
        if let violations = output["deliveryViolations"] as? [Any], !violations.isEmpty {
            problems.append("delivered values broke their promise: \(violations)")
        }
        let delivered = output["delivered"] as? [String] ?? []
        switch expectation {
        case .refused?, .held?, .thrown?:
            if !delivered.isEmpty { problems.append("a refused move delivered \(delivered)") }
        default: break
        }
        return problems
    }

    /// Checks one step's output against the model; returns the new state, or `nil` after a failure.
    static func verify(
        _ output: [String: Any],
        _ expectation: Expectation,
        from before: ModelState,
        model: SpecNavigationModel,
        context: String
    ) -> ModelState? {
        guard let after = ModelState(json: output, spec: model.spec), let events = output["events"] as? [[Any]],
            let failures = output["failures"] as? [[Any]]
        else {
            Issue.record("unreadable output \(output)\n\(context)")
            return nil
        }
        var problems: [String] = []
        if output["inSync"] as? Bool != true { problems.append("the host does not show the state") }
        if let violations = output["leaveViolations"] as? [Any], !violations.isEmpty {
            problems.append("guarded screens left without their check answering true: \(violations)")
        }
        problems += deliveryProblems(output, expectation)
        let error = output["error"] as? String
        var expected = before
        switch expectation {
        case .state(let state):
            expected = state
            if !failures.isEmpty || error != nil { problems.append("unexpected failure \(failures) \(error ?? "")") }
        case .refused(let refusal):
            let kind = failures.first?.first as? String
            let fits: Bool
            switch refusal {
            case .stale: fits = kind == "stale"
            case .step: fits = kind == "step"
            case .covered(let top):
                fits =
                    kind == "covered" && failures[0].count == 2
                    && ModelRoute(json: failures[0][1], spec: model.spec) == top
            }
            if failures.count != 1 || !fits { problems.append("expected \(refusal), got \(failures)") }
        case .nothing:
            if !failures.isEmpty || error != nil { problems.append("unexpected failure \(failures) \(error ?? "")") }
        case .held(let failure):
            let kinds = failures.map { $0.first as? String }
            if error != nil || kinds != (failure.map { [$0] } ?? []) {
                problems.append("expected the change held (\(failure ?? "waiting")), got \(failures) \(error ?? "")")
            }
        case .thrown(let kind):
            if error == nil || (kind != nil && error != kind) {
                problems.append("expected the error \(kind ?? "any"), got \(error ?? "none")")
            }
        case .link(let route):
            if model.linkIsNil(route) {
                if !(output["url"] is NSNull) {
                    problems.append("\(route) has a link, \(output["url"]!), though it cannot round-trip")
                }
            } else if let text = output["url"] as? String, let url = URL(string: text) {
                if case .success(let read) = model.linkedRoute(for: url), read == route {
                    expected = model.arrive(route, in: before)
                } else {
                    problems.append("the link \(text) of \(route) reads as \(model.linkedRoute(for: url))")
                }
                if error != nil { problems.append("opening \(text) threw \(error!)") }
            } else {
                problems.append("\(route) has no link")
            }
        }
        if after != expected { problems.append("expected the state \(expected)\ngot \(after)") }
        switch model.replaying(events, on: before) {
        case .success(let replayed) where replayed == after: break
        case .success(let replayed): problems.append("the events \(events) replay to \(replayed), not \(after)")
        case .failure(let problem): problems.append("the events \(events) do not replay: \(problem)")
        }
        guard problems.isEmpty else {
            Issue.record("\(problems.joined(separator: "\n"))\n\(context)")
            return nil
        }
        return after
    }
}
