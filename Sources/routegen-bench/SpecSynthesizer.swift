/// Writes valid route specs of any size, shaped like a large app's: a tab bar, screens with params,
/// titles, deep-link paths and results, and transitions that push, present, switch tabs and pop.
///
/// The same size always gives the same bytes, and every screen is reachable, so a spec compiles
/// without warnings and the pipeline does all of its work.
enum SpecSynthesizer {
    /// The number of tabs of every synthesized spec (fewer when the spec has fewer screens).
    static let tabCount = 5

    /// The YAML of a spec with `screenCount` screens.
    static func spec(screens screenCount: Int) -> [UInt8] {
        precondition(screenCount > 0, "A spec needs at least one screen.")
        let tabs = min(tabCount, screenCount)
        var yaml = "# A synthesized spec of \(screenCount) screens for routegen-bench.\n"
        yaml += "name: Bench\n"
        yaml += "root:\n  tabs:\n"
        for tab in 0..<tabs {
            yaml += "    - id: tab\(tab)\n      title: Tab \(tab)\n      icon: square.grid.\(tab)\n"
            yaml += "      screen: \(screenName(tab))\n"
        }
        yaml += "  selected: tab0\n\nscreens:\n"
        for index in 0..<screenCount {
            yaml += screen(index, isTabRoot: index < tabs)
        }
        yaml += "\ntransitions:\n"
        yaml += "  home:\n    from: \"*\"\n    steps: [dismiss, popToRoot, selectTab: tab0]\n"
        for index in tabs..<max(tabs, screenCount) {
            yaml += transitions(to: index, tabs: tabs)
        }
        return Array(yaml.utf8)
    }

    /// The name of screen `index`.
    static func screenName(_ index: Int) -> String { "screen\(index)" }

    /// The kind of screen `index`: which params it has and how it is shown.
    private enum Kind {
        /// No params; pushed.
        case plain
        /// An `id: Int` param in its path; pushed.
        case item
        /// Several params, one of them defaulted; pushed.
        case detail
        /// Presented, finishing with a result.
        case picker

        init(_ index: Int) {
            switch index % 10 {
            case 9: self = .picker
            case 1, 4, 7: self = .item
            case 2, 5: self = .detail
            default: self = .plain
            }
        }
    }

    /// One screen's entry under `screens:`.
    private static func screen(_ index: Int, isTabRoot: Bool) -> String {
        let name = screenName(index)
        let section = "section\(index / 100)"
        var yaml = "  \(name):\n"
        switch isTabRoot ? .plain : Kind(index) {
        case .plain:
            yaml += "    title: Screen \(index)\n"
            yaml += "    path: /\(section)/\(name)\n"
        // Screens below others in the tree have defaults for their path params, so that every
        // deep link can build its back stack (the compiler requires it).
        case .item:
            yaml += "    title: \"Item {id}\"\n"
            yaml += "    params:\n      id: { type: Int, default: 0 }\n"
            yaml += "    path: /\(section)/\(name)/{id}\n"
        case .detail:
            yaml += "    title: \"{name} ({page})\"\n"
            yaml += "    params:\n      uuid: { type: UUID, default: \"00000000-0000-0000-0000-000000000001\" }\n"
            yaml += "      name: { type: String, default: \"\" }\n"
            yaml += "      page: { type: Int, default: 1, doc: \"The 1-based page.\" }\n"
            yaml += "      filter: String?\n"
            yaml += "    path: /\(section)/\(name)/{uuid}/{name}\n"
        case .picker:
            yaml += "    params:\n      query: { type: String, default: \"\" }\n"
            yaml += "    result: String\n"
        }
        if index % 7 == 3 { yaml += "    navigationBar: hidden\n" }
        if index % 5 == 3 { yaml += "    toolbar: visible\n" }
        if index % 4 == 0 { yaml += "    doc: Screen number \(index) of the synthesized app.\n" }
        return yaml
    }

    /// The transitions that lead to screen `index`: one from a screen before it in a tree whose
    /// roots are the tabs, and for every tenth screen a deep link that switches tab first.
    private static func transitions(to index: Int, tabs: Int) -> String {
        let name = screenName(index)
        let parent = screenName(index < 2 * tabs ? index % tabs : index / 2)
        let isPicker = Kind(index) == .picker
        var yaml = "  open\(index):\n"
        if index % 3 == 0 && index > 2 * tabs {
            yaml += "    from: [\(parent), \(screenName(index - 1))]\n"
        } else {
            yaml += "    from: \(parent)\n"
        }
        yaml += isPicker ? "    present: \(name)\n    style: sheet\n" : "    push: \(name)\n"
        if index % 6 == 0 { yaml += "    doc: Opens screen \(index).\n" }
        if index % 10 == 0 {
            yaml += "  jump\(index):\n    from: \(parent)\n"
            yaml += "    steps:\n      - popToRoot\n      - selectTab: tab\(index % tabs)\n      - push: \(name)\n"
            yaml += "    animated: false\n"
        }
        return yaml
    }
}
