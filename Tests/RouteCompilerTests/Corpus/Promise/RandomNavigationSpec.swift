import Foundation

/// Random valid specs for the navigation property test: every kind of root, pushes, presentations
/// (sheets and full screens, some with results), replaces, details, tab selections, pops, dismissals,
/// v2's long-form `popTo` (`inclusive`, `ifMissing: skip`), `push` with `singleTop` and `dismissAll`,
/// deep links whose patterns carry typed params (one may start with a param, as a URL's host),
/// `leave: confirm` screens, links that arrive by `replace`, `push` or `present`, screens with an
/// `analyticsName`, in half the specs a gate that some screens require, and results down the stack:
/// every other screen `accepts` a `gift`, which some `popTo` steps to it `deliver`.
enum RandomNavigationSpec {
    /// The params: one type per name across the spec, so that transitions can share them.
    static let params: [(name: String, type: String, defaultYAML: String)] = [
        ("name", "String", "\"Ada L\""), ("count", "Int", "7"), ("ratio", "Double", "0.5"), ("flag", "Bool", "true"),
        ("id", "UUID", "\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\""), ("note", "String?", "null"),
    ]

    /// A random spec named `name`, as YAML.
    static func yaml(name: String, _ generator: inout SplitMix64) -> String {
        func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &generator) < percent }
        let kind = Int.random(in: 0..<3, using: &generator)
        let rootCount = kind == 1 ? Int.random(in: 2...3, using: &generator) : kind == 2 ? 2 : 1
        let screenCount = rootCount + Int.random(in: 2...5, using: &generator)
        let screens = (0..<screenCount).map { "s\($0)" }
        var yaml = "name: \(name)\nroot:\n"
        switch kind {
        case 0: yaml = "name: \(name)\nroot: s0\n"
        case 1:
            yaml += "  tabs:\n"
            for tab in 0..<rootCount { yaml += "    - { id: t\(tab), title: T\(tab), screen: s\(tab) }\n" }
            if chance(50) { yaml += "  selected: t\(rootCount - 1)\n" }
        default:
            yaml += "  split:\n    primary: s0\n" + (chance(60) ? "    secondary: s1\n" : "")
        }
        yaml += "screens:\n"
        var hostPattern = chance(40)
        // Half the specs have a gate, `g0`, that some screens require; its flow is chosen below.
        let gated = chance(50) ? Set(screens.dropFirst(rootCount).filter { _ in chance(40) }) : []
        var buildable: [String] = []
        for (index, screen) in screens.enumerated() {
            yaml += "  \(screen):\n    title: \"Screen \(index)\"\n"
            if gated.contains(screen) { yaml += "    requires: g0\n" }
            let isRoot = index < rootCount
            let chosen = params.filter { _ in chance(30) }
            var allDefaulted = true
            defer { if allDefaulted, !isRoot, !gated.contains(screen) { buildable.append(screen) } }
            if !chosen.isEmpty {
                yaml += "    params:\n"
                for param in chosen {
                    let withDefault = isRoot || param.type == "String?" || chance(30)
                    allDefaulted = allDefaulted && withDefault
                    yaml +=
                        "      \(param.name): { type: \"\(param.type)\""
                        + (withDefault ? ", default: \(param.defaultYAML)" : "") + " }\n"
                }
            }
            if chance(25) { yaml += "    result: String\n" }
            // Without a draw of its own, so that the other choices stay those of earlier seeds.
            if index % 2 == 1 { yaml += "    accepts: { gift: Int }\n" }
            if chance(40) { yaml += "    leave: confirm\n" }
            if chance(60) {
                let inPath = chosen.filter { $0.type != "String?" && chance(60) }.prefix(2)
                if hostPattern, let first = inPath.first {
                    hostPattern = false
                    yaml += "    path: /{\(first.name)}/h/h/h\n"
                } else {
                    let segments = ["s\(index)"] + inPath.map { "{\($0.name)}" }
                    yaml += "    path: /" + segments.joined(separator: "/") + "\n"
                }
                // How the link arrives, settled once the transitions are known (`present` needs one).
                if chance(60) { yaml += "    #arrive \(screen)\n" }
            }
            if chance(25) { yaml += "    analyticsName: \"Screen \(index) view\"\n" }
        }
        yaml += "transitions:\n"
        let tabs = kind == 1 ? (0..<rootCount).map { "t\($0)" } : []
        for index in 0..<Int.random(in: 3...9, using: &generator) {
            let target = screens.randomElement(using: &generator)!
            let other = screens.randomElement(using: &generator)!
            let sources = chance(10) ? "\"*\"" : "[" + screens.filter { _ in chance(35) }.joined(separator: ", ") + "]"
            if sources == "[]" { continue }
            yaml += "  m\(index):\n    from: \(sources)\n"
            var templates = [
                "    push: \(target)\n", "    push: \(target)\n", "    present: \(target)\n",
                "    present: \(target)\n    style: fullScreen\n", "    replace: \(target)\n", "    popTo: \(target)\n",
                "    steps: [pop]\n", "    steps: [popToRoot]\n", "    steps: [dismiss]\n",
                "    steps: [dismiss, push: \(target)]\n", "    steps: [popToRoot, push: \(target)]\n",
                "    steps: [push: \(target), present: \(other)]\n",
                // v2 steps: popTo's long form, push singleTop, dismissAll.
                "    steps: [{ popTo: { screen: \(target), inclusive: true, ifMissing: skip } }, { push: \(other) }]\n",
                "    steps: [{ popTo: { screen: \(target), inclusive: true } }, { push: \(other) }]\n",
                "    steps: [{ popTo: { screen: \(target), ifMissing: skip } }]\n",
                // A screen shown only after a pop back to the root: its link's chain must follow both steps.
                "    steps: [{ popTo: { screen: s0, ifMissing: skip } }, { push: \(target) }]\n",
                "    steps: [{ push: { screen: \(target), singleTop: true } }]\n",
                "    steps: [dismissAll]\n", "    steps: [dismissAll, { push: \(target) }]\n",
            ]
            // Results down the stack: a `popTo` that hands the screen it returns to a value.
            if let place = screens.firstIndex(of: target), place % 2 == 1 {
                templates += [
                    "    steps: [{ popTo: { screen: \(target), deliver: gift } }]\n",
                    "    steps: [{ popTo: { screen: \(target), ifMissing: skip, deliver: gift } }, "
                        + "{ push: \(other) }]\n",
                ]
            }
            if let tab = tabs.randomElement(using: &generator) {
                templates += [
                    "    selectTab: \(tab)\n", "    steps: [popToRoot, selectTab: \(tab), push: \(target)]\n",
                    "    steps: [dismissAll, { selectTab: \(tab) }, popToRoot]\n",
                ]
            }
            if kind == 2 {
                templates += ["    showDetail: \(target)\n", "    steps: [showDetail: \(target), push: \(other)]\n"]
            }
            yaml += templates.randomElement(using: &generator)!
        }
        for screen in screens where yaml.contains("    #arrive \(screen)\n") {
            let presented = yaml.contains("present: \(screen)\n") || yaml.contains("present: \(screen)]")
            var arrival = ["replace", "push", "push", "present", "present"].randomElement(using: &generator)!
            if arrival == "present", !presented { arrival = "push" }
            yaml = yaml.replacingOccurrences(of: "    #arrive \(screen)\n", with: "    arrive: \(arrival)\n")
        }
        // A flow that needs no arguments and does not itself require the gate (a flow stack that pushes a
        // screen requiring it is a loop: the spec is invalid, and the test draws another).
        if !gated.isEmpty, let flow = buildable.randomElement(using: &generator) {
            yaml += "gates:\n  g0:\n    flow: \(flow)\n" + (chance(30) ? "    style: fullScreen\n" : "")
        }
        return yaml
    }
}
