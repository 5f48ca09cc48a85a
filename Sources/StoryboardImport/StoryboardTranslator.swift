import RouteCompiler

/// Turns storyboards into a route spec: scenes into screens, segues into transitions.
///
/// Pure: it reads ``StoryboardDocument`` values (the inputs first, then the storyboards their
/// references name) and never touches files, so every rule is unit-tested on small documents.
struct StoryboardTranslator {
    /// A scene by its storyboard and object ID.
    struct SceneKey: Hashable {
        var document: Int
        var id: String
    }

    /// Where a segue or a relationship leads.
    enum Target: Equatable {
        case screen(String)
        /// A scene that is not a screen; the reason says what it is.
        case notCarried(String)
    }

    let documents: [StoryboardDocument]
    let name: String
    private var scenes: [SceneKey: StoryboardScene] = [:]
    private var screenNames: [SceneKey: String] = [:]
    /// The scene whose container view embeds each embedded scene: a child of it, not a screen.
    private var embeddingScenes: [SceneKey: SceneKey] = [:]
    /// The scenes that each scene's container views embed, in storyboard order.
    private var embeddedScenes: [SceneKey: [SceneKey]] = [:]
    private var nameCheck: SpecNameCheck
    private var documentsByName: [String: Int] = [:]
    private var errors: [Diagnostic] = []
    private var notes: [String] = []
    /// The tab bar or split view controller that became the root, if one did.
    private var initialContainer: SceneKey?

    /// The spec of `documents`, or every error that stops the import.
    static func translate(_ documents: [StoryboardDocument], name: String) -> Result<ImportedSpec, ImportFailure> {
        var translator = StoryboardTranslator(documents: documents, name: name)
        return translator.translate()
    }

    private init(documents: [StoryboardDocument], name: String) {
        self.documents = documents
        self.name = name
        nameCheck = SpecNameCheck(specName: name)
        for (index, document) in documents.enumerated() {
            documentsByName[document.name] = documentsByName[document.name] ?? index
            for scene in document.scenes {
                scenes[SceneKey(document: index, id: scene.id)] = scene
                for segue in scene.segues where segue.kind == "embed" {
                    let child = SceneKey(document: index, id: segue.destination)
                    embeddingScenes[child] = SceneKey(document: index, id: scene.id)
                    embeddedScenes[SceneKey(document: index, id: scene.id), default: []].append(child)
                }
            }
        }
    }

    private mutating func translate() -> Result<ImportedSpec, ImportFailure> {
        var screens: [ImportedScreen] = []
        var order: [SceneKey] = []
        var taken = Set<String>()
        for (index, document) in documents.enumerated() {
            // A scene that a container view embeds is a child of its scene, not a screen.
            for scene in document.scenes
            where scene.kind == .content && embeddingScenes[SceneKey(document: index, id: scene.id)] == nil {
                let key = SceneKey(document: index, id: scene.id)
                let base =
                    StoryboardNaming.screenName(
                        storyboardIdentifier: scene.storyboardIdentifier,
                        customClass: scene.customClass,
                        title: scene.title
                    ) ?? "screen"
                let name = acceptedName(base, as: .screen, suffix: "Screen", taken: taken)
                var comments: [String] = []
                if name != base {
                    let reason =
                        taken.contains(base)
                        ? "is also named '\(base)'" : "would be named '\(base)', which \(Self.refusal)"
                    let note = "the scene at \(place(scene.location)) \(reason): it is '\(name)' here"
                    notes.append(note)
                    comments.append("import: " + note)
                }
                taken.insert(name)
                screenNames[key] = name
                order.append(key)
                screens.append(
                    ImportedScreen(
                        name: name,
                        title: scene.title,
                        doc: origin(of: scene, in: document),
                        comments: comments
                    )
                )
            }
        }
        guard !screens.isEmpty else {
            let location = SourceLocation(line: 1, column: 1, file: documents.first?.path)
            return .failure(
                ImportFailure(.error("the storyboard has no view controller scenes to import", at: location))
            )
        }
        var rootComments: [String] = []
        let root = makeRoot(fallback: screens[0].name, comments: &rootComments)
        var transitions: [ImportedTransition] = []
        var screenComments: [String: [String]] = [:]
        for key in order {
            let source = screenNames[key]!
            // A child's segues are its screen's moves: they act on the screen's navigation controller.
            for (segue, document) in segues(of: key) {
                switch makeTransition(segue, from: source, in: document, root: root) {
                case .none: break
                case .comment(let text):
                    screenComments[source, default: []].append("import: " + text)
                    notes.append("\(source): \(text)")
                case .transition(let transition): add(transition, to: &transitions)
                }
            }
        }
        for (key, scene) in containerScenes() {
            noteContainer(scene, key: key, rootComments: &rootComments, screenComments: &screenComments)
        }
        guard errors.isEmpty else { return .failure(ImportFailure(errors)) }
        Self.dismissBeforeUnwinding(&transitions)
        let reached = reachable(from: root, transitions: transitions)
        for index in screens.indices {
            screens[index].comments += screenComments[screens[index].name] ?? []
            if !reached.contains(screens[index].name) {
                let text = "no segue reaches this scene: the app shows it from code; add the transitions that do"
                screens[index].comments.append("import: " + text)
                notes.append("\(screens[index].name): \(text)")
            }
        }
        return .success(
            ImportedSpec(
                name: name,
                sources: documents.map(\.path),
                root: root,
                rootComments: rootComments,
                screens: screens,
                transitions: transitions,
                notes: notes
            )
        )
    }

    // MARK: Root

    private mutating func makeRoot(fallback: String, comments: inout [String]) -> ImportedRoot {
        guard let index = documents.firstIndex(where: { $0.initialSceneID != nil }),
            let id = documents[index].initialSceneID,
            var scene = scenes[SceneKey(document: index, id: id)]
        else {
            let text = "no storyboard has an initial view controller: the root is '\(fallback)'"
            comments.append("import: " + text)
            notes.append(text)
            return .screen(fallback)
        }
        var key = SceneKey(document: index, id: id)
        // A navigation controller around a tab bar or split view: the container inside is the root.
        while scene.kind == .navigation,
            let root = scene.segues.first(where: { $0.relationship == "rootViewController" }),
            let child = scenes[SceneKey(document: index, id: root.destination)],
            child.kind == .tabBar || child.kind == .split
        {
            key = SceneKey(document: index, id: child.id)
            scene = child
        }
        initialContainer = key
        switch scene.kind {
        case .tabBar:
            var tabs: [ImportedTab] = []
            var ids = Set<String>()
            for segue in scene.segues where segue.kind == "relationship" && segue.relationship == "viewControllers" {
                let child = scenes[SceneKey(document: index, id: segue.destination)]
                guard case .screen(let screen) = resolve(segue.destination, in: index, at: segue.location) else {
                    let text = "a tab that is not a screen (\(child?.element ?? "missing scene")) is left out"
                    comments.append("import: " + text)
                    notes.append(text)
                    continue
                }
                let content = contentScene(named: screen)
                let title =
                    child?.tabTitle ?? content?.tabTitle ?? content?.title ?? StoryboardNaming.upperCamel(screen)
                // The tab's ID: its title's words when the title is ASCII, else (a localized title) the screen's name.
                let titleID = title.allSatisfy(\.isASCII) ? StoryboardNaming.lowerCamel(title) : ""
                let id = acceptedName(titleID.isEmpty ? screen : titleID, as: .tab, suffix: "Tab", taken: ids)
                ids.insert(id)
                tabs.append(
                    ImportedTab(id: id, title: title, icon: child?.tabImage ?? content?.tabImage, screen: screen)
                )
            }
            guard !tabs.isEmpty else {
                comments.append(
                    "import: the tab bar controller has no tabs that are screens: the root is '\(fallback)'"
                )
                return .screen(fallback)
            }
            return .tabs(tabs)
        case .split:
            var primary: String?
            var secondary: String?
            for segue in scene.segues where segue.kind == "relationship" {
                let target = resolve(segue.destination, in: index, at: segue.location)
                guard case .screen(let screen) = target else { continue }
                switch segue.relationship {
                case "masterViewController", "primaryViewController": primary = primary ?? screen
                case "detailViewController", "secondaryViewController": secondary = secondary ?? screen
                default:
                    let text = "the split view's \(segue.relationship ?? "other") column is left out"
                    comments.append("import: " + text)
                    notes.append(text)
                }
            }
            guard let primary else {
                comments.append("import: the split view controller has no master column: the root is '\(fallback)'")
                return .screen(fallback)
            }
            return .split(primary: primary, secondary: secondary == primary ? nil : secondary)
        default:
            switch resolve(key.id, in: index, at: scene.location) {
            case .screen(let screen): return .screen(screen)
            case .notCarried(let reason):
                let text = "the initial view controller is \(reason): the root is '\(fallback)'"
                comments.append("import: " + text)
                notes.append(text)
                return .screen(fallback)
            }
        }
    }

    // MARK: Containers

    /// The navigation, tab bar, split view and page view controllers, in storyboard order.
    private func containerScenes() -> [(SceneKey, StoryboardScene)] {
        documents.enumerated().flatMap { index, document in
            document.scenes.filter { $0.kind != .content && !$0.isReference }.map {
                (SceneKey(document: index, id: $0.id), $0)
            }
        }
    }

    /// Notes what a container holds that the spec does not: a tab bar or split view controller
    /// other than the root (a spec has one root), and segues of the container's own (a bar button
    /// of a tab bar or navigation controller), which no screen makes.
    private mutating func noteContainer(
        _ scene: StoryboardScene,
        key: SceneKey,
        rootComments: inout [String],
        screenComments: inout [String: [String]]
    ) {
        let name = scene.customClass ?? scene.storyboardIdentifier.map { "'\($0)'" } ?? scene.element
        if scene.kind == .tabBar || scene.kind == .split, key != initialContainer {
            let text =
                "the \(scene.element) \(name) at \(place(scene.location)) is not the root, and a spec has one "
                + "root: its \(scene.kind == .tabBar ? "tabs" : "columns") are screens without it"
            rootComments.append("import: " + text)
            notes.append(text)
        }
        for segue in scene.segues where segue.kind != "relationship" && segue.kind != "embed" {
            let identifier = segue.identifier.map { " '\($0)'" } ?? ""
            let text =
                "the \(scene.element) \(name) has a \(segue.kind) segue\(identifier) of its own to "
                + "\(describe(segue, in: key.document)), which no screen makes: add the transition from the "
                + "screens it shows"
            if case .screen(let screen) = resolve(segue.destination, in: key.document, at: segue.location) {
                screenComments[screen, default: []].append("import: " + text)
                notes.append("\(screen): \(text)")
            } else {
                rootComments.append("import: " + text)
                notes.append(text)
            }
        }
    }

    // MARK: Segues

    /// What one segue becomes.
    private enum Outcome {
        case none
        case comment(String)
        case transition(ImportedTransition)
    }

    private mutating func makeTransition(
        _ segue: StoryboardSegue,
        from source: String,
        in document: Int,
        root: ImportedRoot
    ) -> Outcome {
        let identifier = segue.identifier.map { " '\($0)'" } ?? ""
        switch segue.kind {
        case "relationship":
            return .none
        case "unwind":
            guard let target = unwindTarget(segue.unwindAction, from: source) else {
                return .comment(
                    "unwind segue\(identifier) (\(segue.unwindAction ?? "no action")): "
                        + "its target is chosen at run time; add a popTo transition"
                )
            }
            return .transition(transition(segue, .popTo(target), from: source, defaultName: "unwindTo"))
        case "embed":
            return .comment(
                "embed segue\(identifier) to \(describe(segue, in: document)): a container view, not a move"
            )
        case "custom":
            return .comment(
                "custom segue\(identifier) (\(segue.customClass ?? "no class")) to \(describe(segue, in: document)): "
                    + "write its transition by hand"
            )
        case "show", "push", "presentation", "modal", "popoverPresentation", "showDetail", "replace":
            break
        default:
            return .comment("'\(segue.kind)' segue\(identifier): not a kind the import knows")
        }
        let target = resolve(segue.destination, in: document, at: segue.location)
        guard case .screen(let destination) = target else {
            if case .notCarried(let reason) = target {
                return .comment("\(segue.kind) segue\(identifier) to \(reason)")
            }
            return .none
        }
        switch segue.kind {
        case "show", "push":
            return .transition(transition(segue, .push(destination), from: source, defaultName: "show"))
        case "showDetail", "replace":
            guard case .split = root else {
                var made = transition(segue, .push(destination), from: source, defaultName: "show")
                made.comments.append("import: a showDetail segue without a split view root: imported as a push")
                return .transition(made)
            }
            return .transition(transition(segue, .showDetail(destination), from: source, defaultName: "showDetail"))
        default:
            var made = transition(segue, .present(destination), from: source, defaultName: "present")
            made.style =
                segue.kind == "popoverPresentation" ? "popover" : segue.presentationStyle.flatMap(Self.specStyle)
            made.transition = segue.transitionStyle.flatMap(Self.specTransition)
            if let style = segue.presentationStyle, Self.specStyle(style) == nil, segue.kind != "popoverPresentation" {
                made.comments.append("import: presentation style '\(style)' has no spec equivalent")
            }
            if let style = segue.transitionStyle, Self.specTransition(style) == nil {
                made.comments.append("import: transition style '\(style)' has no spec equivalent")
            }
            return .transition(made)
        }
    }

    private func transition(
        _ segue: StoryboardSegue,
        _ step: ImportedTransition.Step,
        from source: String,
        defaultName: String
    ) -> ImportedTransition {
        let named = segue.identifier.map(StoryboardNaming.lowerCamel) ?? ""
        let name = named.isEmpty ? defaultName + StoryboardNaming.upperCamel(step.screen) : named
        return ImportedTransition(name: name, from: [source], step: step)
    }

    /// Adds `transition`, joining one of the same name and effect, renaming one of the same name and another effect.
    private mutating func add(_ transition: ImportedTransition, to transitions: inout [ImportedTransition]) {
        var transition = transition
        let builtIn = Self.builtInMoves.contains(transition.name)
        if builtIn || !nameCheck.accepts(transition.name, as: .transition) {
            let renamed = acceptedName(
                transition.name,
                as: .transition,
                suffix: "Segue",
                taken: [],
                refusing: Self.builtInMoves.union([transition.name])
            )
            let reason = builtIn ? "is a built-in move" : "is a name \(Self.refusal)"
            notes.append(
                "segue '\(transition.name)' \(builtIn ? "would shadow the built-in move" : reason): it is '\(renamed)'"
            )
            transition.comments.append(
                "import: segue '\(transition.name)' is '\(renamed)': '\(transition.name)' \(reason)"
            )
            transition.name = renamed
        }
        if let index = transitions.firstIndex(where: { $0.name == transition.name }) {
            let existing = transitions[index]
            if existing.step == transition.step && existing.style == transition.style
                && existing.transition == transition.transition
            {
                for source in transition.from where !existing.from.contains(source) {
                    transitions[index].from.append(source)
                }
                return
            }
            let renamed = acceptedName(
                transition.name,
                as: .transition,
                suffix: "Segue",
                taken: Set(transitions.map(\.name))
            )
            let text =
                "segue '\(transition.name)' from '\(transition.from[0])' does something else than the one from "
                + "'\(existing.from[0])': it is '\(renamed)'"
            notes.append(text)
            transition.comments.append("import: " + text)
            transition.name = renamed
        }
        transitions.append(transition)
    }

    /// Marks each unwind out of a presentation to a screen outside it as dismissing first: an unwind
    /// segue dismisses on its way, but a `popTo` only searches the presented stack.
    static func dismissBeforeUnwinding(_ transitions: inout [ImportedTransition]) {
        var pushParents: [String: Set<String>] = [:]
        var presented = Set<String>()
        for transition in transitions {
            switch transition.step {
            case .push(let screen): pushParents[screen, default: []].formUnion(transition.from)
            case .present(let screen): presented.insert(screen)
            default: break
            }
        }
        for index in transitions.indices {
            guard case .popTo(let target) = transitions[index].step, transitions[index].from.count == 1 else {
                continue
            }
            // The presented stack's screens under the source: its push ancestors up to a presented screen.
            var below: Set<String> = [transitions[index].from[0]]
            var frontier = Array(below)
            var insidePresentation = false
            while let screen = frontier.popLast() {
                if presented.contains(screen) {
                    insidePresentation = true
                    continue
                }
                for parent in pushParents[screen] ?? [] where below.insert(parent).inserted { frontier.append(parent) }
            }
            if insidePresentation && !below.contains(target) { transitions[index].dismissesFirst = true }
        }
    }

    /// The screen an unwind action names (`unwindToAuthors:` names `authors`), when exactly one does.
    private func unwindTarget(_ action: String?, from source: String) -> String? {
        guard let action else { return nil }
        let words = action.lowercased().filter { $0.isLetter || $0.isNumber }
        let named = screenNames.values.filter { $0 != source && words.contains($0.lowercased()) }
        let longest = named.max { ($0.count, $1) < ($1.count, $0) }
        return longest
    }

    // MARK: Scenes

    /// Where the scene with `id` in `document` leads: a content scene is a screen, a navigation
    /// controller its root, a reference the scene it names.
    private mutating func resolve(_ id: String, in document: Int, at location: SourceLocation, depth: Int = 0) -> Target
    {
        guard let scene = scenes[SceneKey(document: document, id: id)] else {
            errors.append(
                .error(
                    "dangling reference: no scene has the ID '\(id)' in \(documents[document].name).storyboard",
                    at: location
                )
            )
            return .notCarried("a missing scene")
        }
        guard depth < 32 else { return .notCarried("a cycle of storyboard references") }
        switch scene.kind {
        case .content:
            guard let screen = screenNames[SceneKey(document: document, id: id)] else {
                return .notCarried("a scene that a container view embeds (a child of its screen)")
            }
            return .screen(screen)
        case .navigation:
            guard let root = scene.segues.first(where: { $0.relationship == "rootViewController" }) else {
                return .notCarried("a navigation controller without a root view controller")
            }
            return resolve(root.destination, in: document, at: root.location, depth: depth + 1)
        case .reference(let storyboardName, let identifier):
            guard let other = documentsByName[storyboardName] else {
                errors.append(
                    .error(
                        "dangling reference: storyboard '\(storyboardName)' was not read "
                            + "(\(storyboardName).storyboard)",
                        at: scene.location
                    )
                )
                return .notCarried("a missing storyboard")
            }
            let target: String?
            if let identifier {
                target = documents[other].scenes.first { $0.storyboardIdentifier == identifier }?.id
                if target == nil {
                    errors.append(
                        .error(
                            "dangling reference: \(storyboardName).storyboard "
                                + "has no scene with the storyboard ID '\(identifier)'",
                            at: scene.location
                        )
                    )
                    return .notCarried("a missing scene")
                }
            } else {
                target = documents[other].initialSceneID
                if target == nil {
                    errors.append(
                        .error(
                            "dangling reference: \(storyboardName).storyboard has no initial view controller",
                            at: scene.location
                        )
                    )
                    return .notCarried("a missing scene")
                }
            }
            return resolve(target!, in: other, at: scene.location, depth: depth + 1)
        case .tabBar:
            return .notCarried("a tab bar controller (only the initial one becomes the root)")
        case .split:
            return .notCarried("a split view controller (only the initial one becomes the root)")
        case .pages:
            return .notCarried("a page view controller (its pages are set from code)")
        }
    }

    /// The segues of a screen's scene and of the scenes its container views embed, each with the
    /// index of its storyboard.
    private func segues(of key: SceneKey) -> [(StoryboardSegue, Int)] {
        var found: [(StoryboardSegue, Int)] = []
        var visited: Set<SceneKey> = []
        var pending = [key]
        while let next = pending.popLast() {
            guard visited.insert(next).inserted, let scene = scenes[next] else { continue }
            found += scene.segues.map { ($0, next.document) }
            pending += (embeddedScenes[next] ?? []).reversed()
        }
        return found
    }

    /// Why a name was refused, for notes.
    static let refusal = "the compiler refuses (generated code uses it, or it is too long)"

    /// A name made from `base` that no name of `taken` has and that the compiler takes: `base`, else
    /// `base` with `suffix`, else the suffix alone (`screen`), each numbered when taken.
    ///
    /// `base` is first cut short enough for a suffix and a number within the compiler's length limit.
    private mutating func acceptedName(
        _ base: String,
        as kind: SpecNameCheck.Kind,
        suffix: String,
        taken: Set<String>,
        refusing refused: Set<String> = []
    ) -> String {
        let short = String(base.prefix(SpecLimits.maxNameLength - suffix.count - 4))
        let plain = suffix.prefix(1).lowercased() + suffix.dropFirst()
        for candidate in [short, short + suffix] {
            let name = StoryboardNaming.unique(candidate, in: taken)
            if !refused.contains(name) && nameCheck.accepts(name, as: kind) { return name }
        }
        return StoryboardNaming.unique(plain, in: taken)
    }

    private func contentScene(named screen: String) -> StoryboardScene? {
        screenNames.first { $0.value == screen }.flatMap { scenes[$0.key] }
    }

    private func describe(_ segue: StoryboardSegue, in document: Int) -> String {
        guard let scene = scenes[SceneKey(document: document, id: segue.destination)] else { return "a missing scene" }
        if let name = screenNames[SceneKey(document: document, id: segue.destination)] { return "'\(name)'" }
        return scene.customClass ?? scene.storyboardIdentifier ?? scene.element
    }

    private func origin(of scene: StoryboardScene, in document: StoryboardDocument) -> String {
        var parts: [String] = []
        if let customClass = scene.customClass { parts.append(customClass) } else { parts.append(scene.element) }
        if let identifier = scene.storyboardIdentifier { parts.append("storyboard ID '\(identifier)'") }
        return parts.joined(separator: ", ") + " in \(document.name).storyboard."
    }

    /// `File.storyboard:line:column`: the file's name, so that the spec does not hold the importer's paths.
    private func place(_ location: SourceLocation) -> String {
        let path = location.file ?? ""
        return "\(path.split(separator: "/").last ?? Substring(path)):\(location)"
    }

    /// The screens that the root and the transitions reach.
    private func reachable(from root: ImportedRoot, transitions: [ImportedTransition]) -> Set<String> {
        var reached: Set<String>
        switch root {
        case .screen(let screen): reached = [screen]
        case .tabs(let tabs): reached = Set(tabs.map(\.screen))
        case .split(let primary, let secondary): reached = Set([primary] + (secondary.map { [$0] } ?? []))
        }
        var changed = true
        while changed {
            changed = false
            for transition in transitions where transition.from.contains(where: reached.contains) {
                if reached.insert(transition.step.screen).inserted { changed = true }
            }
        }
        return reached
    }

    /// The built-in moves that a transition may not be named after.
    static let builtInMoves: Set<String> = ["back", "dismiss", "finish", "passGate", "dismissAll", "pop", "popToRoot"]

    /// A `modalPresentationStyle` in the spec's words, or `nil` when the spec has none for it.
    static func specStyle(_ style: String) -> String? {
        let known = ["fullScreen", "formSheet", "pageSheet", "overFullScreen", "overCurrentContext", "popover"]
        if known.contains(style) { return style }
        return style == "automatic" ? "sheet" : nil
    }

    /// A `modalTransitionStyle` in the spec's words, or `nil` when the spec has none for it.
    static func specTransition(_ style: String) -> String? {
        ["crossDissolve", "flipHorizontal", "coverVertical"].contains(style) ? style : nil
    }
}
