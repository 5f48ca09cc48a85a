/// Writes a spec shaped like a real app's navigation graph: by default 90 screens with two params
/// each, 120 transitions of which 40 go `from: "*"`, and 20 presented screens.
///
/// It is the shape where shared transitions dominate the generated code: the compile-cost benchmark
/// measures it next to the synthesized specs of ``SpecSynthesizer``. Larger graphs keep its
/// proportions (`--print-spec app:226` stands in for a large app's main graph in the edit-loop
/// benchmark, `.ci/edit-loop`).
enum AppShapedSpec {
    /// The number of screens of the default spec.
    static let screenCount = 90
    /// The number of tabs.
    static let tabCount = 5

    /// The YAML of the spec of `screenCount` screens; the same bytes on every call.
    static func spec(screens screenCount: Int = screenCount) -> [UInt8] {
        precondition(screenCount >= 2 * tabCount + 10, "an app-shaped spec needs at least 20 screens")
        // Presented screens (the last ones), moves shared by a list of screens and `from: "*"`
        // jumps grow with the screens, in the default spec's proportions.
        let presentedCount = screenCount * 20 / 90
        let sharedCount = screenCount * 15 / 90
        let jumpCount = screenCount * 20 / 90
        let pushed = screenCount - presentedCount
        var yaml =
            screenCount == Self.screenCount
            ? "# A spec shaped like an 89-screen app's graph, for routegen-bench.\n"
            : "# A spec shaped like a \(screenCount)-screen app's graph, for routegen-bench.\n"
        yaml += "name: App\nroot:\n  tabs:\n"
        for tab in 0..<tabCount {
            yaml += "    - id: tab\(tab)\n      title: Tab \(tab)\n      screen: screen\(tab)\n"
        }
        yaml += "\nscreens:\n"
        for index in 0..<screenCount {
            yaml += "  screen\(index):\n"
            yaml += "    title: \"Screen \(index): {label}\"\n"
            yaml += "    params:\n"
            yaml += "      itemId: { type: Int, default: 0 }\n"
            yaml += "      label: { type: String, default: \"\", doc: \"What the screen shows.\" }\n"
            if index % 2 == 0 { yaml += "    path: /s\(index)/{itemId}\n" }
            if index >= pushed && index % 2 == 1 { yaml += "    result: String\n" }
            if index % 3 == 0 { yaml += "    doc: Screen \(index) of the app.\n" }
        }
        yaml += "\ntransitions:\n"
        // Pushes along a tree whose roots are the tabs (65 in the default spec).
        var count = 0
        for index in tabCount..<pushed {
            yaml += "  show\(index):\n    from: screen\(index < 2 * tabCount ? index % tabCount : index / 2)\n"
            yaml += "    push: screen\(index)\n"
            count += 1
        }
        // Moves shared by a list of screens (15).
        for index in 0..<sharedCount {
            let sources = (0..<4).map { "screen\(tabCount + (index * 4 + $0) % (pushed - tabCount))" }
            yaml += "  share\(index):\n    from: [\(sources.joined(separator: ", "))]\n"
            yaml += "    push: screen\(tabCount + (index * 7) % (pushed - tabCount))\n"
            count += 1
        }
        // Global moves (40): some present the presented screens (20), others open a screen of a tab (20).
        for index in 0..<presentedCount {
            yaml += "  present\(pushed + index):\n    from: \"*\"\n    present: screen\(pushed + index)\n"
            if index % 4 == 0 { yaml += "    style: fullScreen\n" }
            yaml += "    doc: Presents screen \(pushed + index) over any screen.\n"
            count += 1
        }
        for index in 0..<jumpCount {
            yaml += "  jump\(index):\n    from: \"*\"\n"
            yaml +=
                "    steps: [popToRoot, selectTab: tab\(index % tabCount), "
                + "popToRoot, push: screen\(tabCount + (index * 3) % (pushed - tabCount))]\n"
            count += 1
        }
        precondition(screenCount != Self.screenCount || count == 120)
        return Array(yaml.utf8)
    }
}
