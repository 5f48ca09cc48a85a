import Foundation

@testable import RouteCompiler

/// A random split of a random spec (``RandomNavigationSpec``) into an app spec and one or two feature
/// specs that the app uses, written as YAML files: the property test's app + feature specs.
///
/// The root's screens and the gate's flow stay in the app; every other screen goes to the app or to a
/// feature at random. Each transition goes, with the sources each spec owns, to every spec that owns
/// some of them (a `from: "*"` is written out). In a feature, a transition whose steps name only the
/// feature's screens keeps them; any other leaves through an exit of the same name, which the app
/// binds to the transition's steps, with a feature's screens named `<Feature>.<screen>` (and so made
/// entries). An exit carries the params of the last screen its steps show; a split needing any other
/// (a screen shown earlier with params the last one lacks, a `deliver`) is not written, and the
/// caller draws another.
struct RandomFeatureSplit {
    /// The app spec's name, which is the unsplit spec's.
    var name: String
    /// The files, by name: `<Name>.routes.yaml` and each feature's `<Feature>.routes.yaml`.
    var files: [String: String]
    /// The features' names, in the app's `uses` order.
    var features: [String]
    /// Each screen of the unsplit spec by its name in the app with its features merged.
    var renamed: [String: String]

    /// The app spec's file name.
    var appFile: String { name + ".routes.yaml" }

    /// One screen's or transition's lines in the unsplit YAML.
    private struct Block {
        var name: String
        var lines: [String]
    }

    /// A split of `yaml` (whose model is `spec`) drawn with `generator`, or `nil` when the drawn split
    /// cannot be written as features (see the type's documentation).
    static func draw(yaml: String, spec: RouteSpec, _ generator: inout SplitMix64) -> RandomFeatureSplit? {
        guard let name = spec.name?.value else { return nil }
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let screensAt = lines.firstIndex(of: "screens:"), let transitionsAt = lines.firstIndex(of: "transitions:")
        else { return nil }
        let gatesAt = lines.firstIndex(of: "gates:") ?? lines.count
        let header = Array(lines[1..<screensAt])
        let screenBlocks = blocks(lines[(screensAt + 1)..<transitionsAt])
        let transitionBlocks = blocks(lines[(transitionsAt + 1)..<gatesAt])
        let gates = lines[gatesAt...].filter { !$0.isEmpty }

        // Who owns each screen: "" for the app.
        let featureNames = (0..<Int.random(in: 1...2, using: &generator)).map { name + ["A", "B"][$0] }
        var fixed = Set(spec.root?.rootScreens.map(\.value) ?? [])
        for gate in spec.gates { if let flow = gate.flow { fixed.insert(flow.value) } }
        var owner: [String: String] = [:]
        for screen in spec.screens {
            // A screen that requires a gate goes to a feature more often: the app checks it there.
            let inApp =
                fixed.contains(screen.name.value)
                || Int.random(in: 0..<100, using: &generator) < (screen.requires.isEmpty ? 35 : 10)
            owner[screen.name.value] = inApp ? "" : featureNames.randomElement(using: &generator)!
        }
        let features = featureNames.filter { feature in owner.values.contains(feature) }
        guard !features.isEmpty else { return nil }
        func appName(_ screen: String) -> String {
            let feature = owner[screen] ?? ""
            return feature.isEmpty ? screen : FeatureParts.qualified(feature, screen)
        }
        var entries: [String: Set<String>] = [:]
        /// The step text in the app's terms, recording the features' screens it names as entries.
        func inApp(_ text: String) -> String {
            renamingScreens(text) { screen in
                if let feature = owner[screen], !feature.isEmpty { entries[feature, default: []].insert(screen) }
                return appName(screen)
            }
        }

        var appTransitions: [String] = []
        var bindings: [String] = []
        var featureTransitions: [String: [String]] = [:]
        var exits: [String: [String]] = [:]
        for block in transitionBlocks {
            guard let transition = spec.transitions.first(where: { $0.name.value == block.name }) else { return nil }
            let sources: [String]
            switch transition.sources {
            case .all: sources = spec.screens.map(\.name.value)
            case .screens(let named): sources = named.map(\.value)
            }
            let body = Array(block.lines.dropFirst(2))
            let named = Set(body.flatMap(screenNames))
            for part in [""] + features {
                let own = sources.filter { owner[$0] == part }
                guard !own.isEmpty else { continue }
                let from = "    from: [\(own.joined(separator: ", "))]"
                if part.isEmpty {
                    appTransitions.append((["  \(block.name):", from] + body.map(inApp)).joined(separator: "\n"))
                    continue
                }
                let keepsSteps =
                    named.allSatisfy { owner[$0] == part }
                    && !body.contains { $0.contains("selectTab") || $0.contains("showDetail") }
                if keepsSteps {
                    featureTransitions[part, default: []].append(
                        (["  \(block.name):", from] + body).joined(separator: "\n")
                    )
                    continue
                }
                guard let exit = exitParams(of: transition, in: spec, screenBlocks) else { return nil }
                featureTransitions[part, default: []].append(
                    ["  \(block.name):", from, "    exit: \(block.name)"].joined(separator: "\n")
                )
                exits[part, default: []].append(
                    "    \(block.name):" + (exit.isEmpty ? "" : "\n      params:\n" + exit.joined(separator: "\n"))
                )
                bindings.append("  \(FeatureParts.qualified(part, block.name)): \(inApp(bindingSteps(body)))")
            }
        }

        var files: [String: String] = [:]
        var app = ["name: \(name)", "uses:"]
        app += features.map { "  - { spec: \($0).routes.yaml, module: \($0)Module }" }
        app += header
        if !bindings.isEmpty { app += ["bind:"] + bindings }
        app += ["screens:"] + screenBlocks.filter { owner[$0.name] == "" }.flatMap(\.lines)
        // A section without entries would be `null`, which a spec rejects: leave it out.
        if !appTransitions.isEmpty { app += ["transitions:"] + appTransitions }
        app += gates
        files[name + ".routes.yaml"] = app.joined(separator: "\n") + "\n"
        for feature in features {
            let own = screenBlocks.filter { owner[$0.name] == feature }
            // A feature that the app never shows is left out of the comparison's reach: draw again.
            guard let shown = entries[feature], !shown.isEmpty else { return nil }
            var text = ["name: \(feature)", "feature:"]
            text.append("  entries: [\(own.map(\.name).filter(shown.contains).joined(separator: ", "))]")
            if let declared = exits[feature] { text += ["  exits:"] + declared }
            text += ["screens:"] + own.flatMap(\.lines)
            if let transitions = featureTransitions[feature] { text += ["transitions:"] + transitions }
            files[feature + ".routes.yaml"] = text.joined(separator: "\n") + "\n"
        }
        var renamed: [String: String] = [:]
        for screen in spec.screens { renamed[screen.name.value] = appName(screen.name.value) }
        return RandomFeatureSplit(name: name, files: files, features: features, renamed: renamed)
    }

    /// The blocks of a section: each line indented by two spaces opens one, named by its key.
    private static func blocks(_ lines: ArraySlice<String>) -> [Block] {
        var blocks: [Block] = []
        for line in lines where !line.isEmpty {
            if line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") {
                blocks.append(Block(name: String(line.dropFirst(2).dropLast()), lines: [line]))
            } else if !blocks.isEmpty {
                blocks[blocks.count - 1].lines.append(line)
            }
        }
        return blocks
    }

    /// The screens a line of steps names (`s<n>`).
    private static func screenNames(_ line: String) -> [String] {
        var names: [String] = []
        _ = renamingScreens(line) { screen in
            names.append(screen)
            return screen
        }
        return names
    }

    /// The param lines of the exit that `transition` leaves through (those of the last screen its steps
    /// show, indented for `exits:`), or `nil` when an exit cannot carry what its steps need.
    private static func exitParams(of transition: Transition, in spec: RouteSpec, _ blocks: [Block]) -> [String]? {
        if transition.steps.contains(where: { $0.value.delivery != nil }) { return nil }
        let shown = transition.steps.compactMap { $0.value.shownScreen?.value }
        guard let last = shown.last, let screen = spec.screen(named: last) else { return [] }
        let carried = Set(screen.params.map(\.name.value))
        for earlier in shown.dropLast() {
            guard let screen = spec.screen(named: earlier),
                screen.params.allSatisfy({ carried.contains($0.name.value) })
            else { return nil }
        }
        guard let block = blocks.first(where: { $0.name == last }) else { return nil }
        return block.lines.filter { $0.hasPrefix("      ") }.map { "  " + $0 }
    }

    /// `text` with every screen name (`s<n>`, a whole word) replaced by `rename`'s answer.
    private static func renamingScreens(_ text: String, _ rename: (String) -> String) -> String {
        var result = ""
        var word = ""
        func flush() {
            let isScreen = word.count > 1 && word.first == "s" && word.dropFirst().allSatisfy(\.isNumber)
            result += isScreen ? rename(word) : word
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    /// The body of a transition as the steps of a binding, in flow style.
    private static func bindingSteps(_ body: [String]) -> String {
        let joined = body.map { $0.trimmingCharacters(in: .whitespaces) }
        if let first = joined.first, first.hasPrefix("steps: ") { return String(first.dropFirst("steps: ".count)) }
        guard let first = joined.first, let colon = first.firstIndex(of: ":") else { return "[]" }
        let kind = String(first[..<colon])
        let target = first[first.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        if joined.contains("style: fullScreen") {
            return "[{ \(kind): { screen: \(target), style: fullScreen } }]"
        }
        return "[{ \(kind): \(target) }]"
    }
}
