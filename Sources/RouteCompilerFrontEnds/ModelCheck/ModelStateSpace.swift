import RouteCompiler

/// The frames (``ModelFrame``) that a spec can show from launch and from its deep links, the moves
/// between them and the first way each was reached: the model that ``ModelCheck`` judges.
///
/// A breadth-first search applies every transition to every frame it starts from, as RouteKit applies it
/// (a `pop` at a stack's root, a `dismiss` with nothing presented and a `popTo` of a screen that cannot be
/// below are refused), and adds the user's own moves: `back()`, a tab bar tap and a sheet's swipe-down.
/// Where the model leaves the middle of a stack out, it assumes the move can be made, so that a warning
/// is never about a state the model made up.
struct ModelStateSpace {
    /// How a frame was first reached: from launch or a deep link, or by a move from another frame.
    enum Arrival {
        case launch
        case link
        case move(from: Int)
    }

    let spec: RouteSpec
    /// The frames, in the order the search reached them.
    private(set) var frames: [ModelFrame] = []
    private(set) var arrivals: [Arrival] = []
    /// For each frame, the frames that its moves show.
    private(set) var successors: [[Int]] = []
    /// For each frame, whether a move or the user can dismiss its presentation.
    private(set) var canDismiss: [Bool] = []
    /// For each frame, whether a transition leaves the feature from it, through an exit: the app's
    /// binding of the exit decides where that leads.
    private(set) var leavesFeature: [Bool] = []
    /// A feature spec's entries, by number, in the order written: the screens the app shows, whose
    /// `back()` and `dismiss()` go back to it. None in an app spec.
    let featureEntries: [Int]
    /// Whether some reached frame can make each transition, by index.
    private(set) var madeTransitions: [Bool]
    /// For each transition that no frame made, the first step refused at a frame it starts from.
    private(set) var firstRefusals: [(frame: Int, step: Int)?]
    /// The screens that a stack of each container can hold under its top, by number: those a push covered
    /// and those of a deep link's back stack. `back()` shows them, though the frames leave them out.
    private(set) var heldBelowTop: [ModelFrame.Container: Set<Int>] = [:]

    private var indices: [ModelFrame: Int] = [:]
    /// Whether each frame presents something: the frames a dismissal can go back to.
    private var presents: [Bool] = []
    /// Whether the last ``apply(_:from:to:)`` presented a screen.
    private var appliedPresentation = false
    /// The root screen of each tab, by tab index.
    private var tabRoots: [Int] = []
    /// Whether some transition pushes each screen, by number: such a screen may sit inside a stack.
    private var pushed: [Bool]
    /// The transitions that start from each screen, by number, and those from every screen.
    private var moves: [[Int]]
    private var movesFromEverywhere: [Int] = []
    /// The steps that follow a dismissal (transition, first step), and whether it dismissed all, in the
    /// order found, each once.
    private var afterDismissals: [Continuation] = []
    private var knownDismissals: Set<Continuation> = []

    /// Steps that go on from a presenter once a transition has dismissed a presentation.
    private struct Continuation: Hashable {
        var transition: Int
        var step: Int
        var dismissedAll: Bool
    }

    init(spec: RouteSpec) {
        self.spec = spec
        featureEntries = spec.features.declaration?.entries.compactMap { spec.screenNumbers[$0.value] } ?? []
        madeTransitions = Array(repeating: false, count: spec.transitions.count)
        firstRefusals = Array(repeating: nil, count: spec.transitions.count)
        pushed = Array(repeating: false, count: spec.screens.count)
        moves = Array(repeating: [], count: spec.screens.count)
        for (index, transition) in spec.transitions.enumerated() {
            for step in transition.steps {
                if case .push(let screen, _) = step.value, let number = spec.screenNumbers[screen.value] {
                    pushed[number] = true
                }
            }
            switch transition.sources {
            case .all: movesFromEverywhere.append(index)
            case .screens(let sources):
                for source in sources {
                    if let number = spec.screenNumbers[source.value] { moves[number].append(index) }
                }
            }
        }
        tabRoots = spec.tabs.compactMap { spec.screenNumbers[$0.screen.value] }
        search()
    }

    /// The number of a screen, which validation made sure exists.
    private func number(_ name: String) -> Int? { spec.screenNumbers[name] }

    /// The frames the app shows at launch; for a feature spec, its entries, which the app shows.
    private var launchFrames: [ModelFrame] {
        guard let root = spec.root else { return featureEntries.map { ModelFrame($0, in: .main) } }
        switch root.kind {
        case .stack(let screen): return number(screen.value).map { [ModelFrame($0, in: .main)] } ?? []
        case .tabs: return tabRoots.enumerated().map { ModelFrame($1, in: .tab($0)) }
        case .split(let split):
            var frames = number(split.primary.value).map { [ModelFrame($0, in: .primary)] } ?? []
            if let secondary = split.secondary.flatMap({ number($0.value) }) {
                frames.append(ModelFrame(secondary, in: .secondary))
            }
            return frames
        }
    }

    /// The root screen a container has at launch.
    func launchRoot(of container: ModelFrame.Container) -> Int? {
        launchFrames.first { $0.container == container }?.root
    }

    /// The container of a deep link's stack.
    func container(of container: DeepLinkPlan.Container) -> ModelFrame.Container {
        switch container {
        case .main: .main
        case .tab(let id): .tab(spec.tabs.firstIndex { $0.id.value == id } ?? 0)
        case .primary: .primary
        case .secondary: .secondary
        }
    }

    /// The frames a deep link opens, as its plan builds it: the stack, and the screen when it is presented
    /// over that stack.
    private func linkFrames(_ plan: DeepLinkPlan, screen: Int) -> (stack: ModelFrame?, presented: ModelFrame?) {
        let container = container(of: plan.container)
        // A link that no chain reaches opens over the root its stack has at launch.
        let root = plan.stack.first.flatMap(number) ?? launchRoot(of: container)
        if let presented = plan.presented {
            let top = plan.stack.last.flatMap(number)
            let stack = root.map { root in
                top.map { ModelFrame(root, in: container).showing($0) } ?? ModelFrame(root, in: container)
            }
            return (stack, ModelFrame(screen, in: .presented(presented.style)))
        }
        return (root.map { ModelFrame($0, in: container).showing(screen) }, nil)
    }

    /// Adds a frame unless the search has it; returns its index.
    @discardableResult
    private mutating func add(_ frame: ModelFrame, arrival: Arrival) -> Int {
        if let index = indices[frame] { return index }
        indices[frame] = frames.count
        frames.append(frame)
        arrivals.append(arrival)
        successors.append([])
        canDismiss.append(false)
        leavesFeature.append(false)
        presents.append(false)
        return frames.count - 1
    }

    private mutating func search() {
        for frame in launchFrames { add(frame, arrival: .launch) }
        for (screen, plan) in spec.plannedDeepLinks {
            guard let number = number(screen.name.value) else { continue }
            heldBelowTop[container(of: plan.container), default: []].formUnion(
                plan.stack.compactMap { self.number($0) }
            )
            let frames = linkFrames(plan, screen: number)
            let stack = frames.stack.map { add($0, arrival: .link) }
            guard let presented = frames.presented else { continue }
            // The stack under a linked presentation is where its dismissal goes back to.
            if let stack { presents[stack] = true }
            add(presented, arrival: stack.map { .move(from: $0) } ?? .link)
        }
        var next = 0
        while true {
            while next < frames.count {
                expand(next)
                next += 1
            }
            // Steps after a dismissal go on from every frame that presents (after `dismissAll`, from the
            // root container's); until neither new frames nor new dismissals turn up.
            let counts = (frames: frames.count, dismissals: afterDismissals.count)
            var continuation = 0
            while continuation < afterDismissals.count {
                let steps = afterDismissals[continuation]
                continuation += 1
                for index in frames.indices where presents[index] {
                    guard !steps.dismissedAll || !frames[index].container.isPresented else { continue }
                    if case .frame(let result) = apply(steps.transition, from: steps.step, to: frames[index]) {
                        add(result, arrival: .move(from: index))
                    }
                }
            }
            if counts == (frames.count, afterDismissals.count) { break }
        }
    }

    /// Applies every move of a frame: its transitions and the user's own.
    private mutating func expand(_ index: Int) {
        let frame = frames[index]
        var targets: [ModelFrame] = []
        for transition in moves[frame.top] + movesFromEverywhere {
            switch apply(transition, from: 0, to: frame) {
            case .refused:
                continue
            case .frame(let result):
                madeTransitions[transition] = true
                targets.append(result)
                if appliedPresentation { presents[index] = true }
                if spec.transitions[transition].exit != nil { leavesFeature[index] = true }
            case .dismissed:
                madeTransitions[transition] = true
                canDismiss[index] = true
            }
        }
        if !frame.isAtRoot { targets.append(ModelFrame(frame.root, in: frame.container)) }
        switch frame.container {
        case .tab(let current):
            // A tap on another tab shows it; a tap on the selected one pops to its root, unless the spec
            // says `reselect: none`.
            for (tab, root) in tabRoots.enumerated() where tab != current {
                targets.append(ModelFrame(root, in: .tab(tab)))
            }
            if spec.root?.reselect?.value != TabReselect.none {
                targets.append(ModelFrame(frame.root, in: frame.container))
            }
        case .secondary:
            // The primary column stays beside the detail (or under it, in compact width).
            if let primary = launchRoot(of: .primary) { targets.append(ModelFrame(primary, in: .primary)) }
        case .presented(let style):
            if style.userCanDismiss || spec.presentedOnlyScreens.contains(spec.screens[frame.top].name.value) {
                canDismiss[index] = true
            }
        case .main, .primary:
            break
        }
        for target in targets where target != frame {
            let added = add(target, arrival: .move(from: index))
            successors[index].append(added)
        }
    }

    /// Applies the steps of a transition from `first` on to a frame.
    private mutating func apply(_ transition: Int, from first: Int, to start: ModelFrame) -> ModelMove {
        var frame = start
        appliedPresentation = false
        // After a pop the model no longer knows what is below the top: later steps are given the benefit.
        var knowsStack = first == 0
        let steps = spec.transitions[transition].steps
        for index in steps.indices.dropFirst(first) {
            switch steps[index].value {
            case .push(let screen, _):
                guard let screen = number(screen.value) else { continue }
                heldBelowTop[frame.container, default: []].insert(frame.top)
                frame = frame.showing(screen)
            case .present(let screen, let options):
                guard let screen = number(screen.value) else { continue }
                frame = ModelFrame(screen, in: .presented(spec.transitions[transition].style(of: options)))
                appliedPresentation = true
            case .replace(let screen, _):
                guard let screen = number(screen.value) else { continue }
                frame = ModelFrame(screen, in: frame.container)
            case .showDetail(let screen, _):
                guard let screen = number(screen.value) else { continue }
                frame = ModelFrame(screen, in: .secondary)
            case .selectTab(let tab):
                guard let tab = spec.tabs.firstIndex(where: { $0.id.value == tab.value }), tab < tabRoots.count else {
                    continue
                }
                frame = ModelFrame(tabRoots[tab], in: .tab(tab))
                knowsStack = false
            case .popTo(let screen, let options):
                guard let screen = number(screen.value) else { continue }
                let canBeBelow = !frame.isAtRoot && (screen == frame.root || pushed[screen])
                if canBeBelow || !knowsStack {
                    frame = options.inclusive ? ModelFrame(frame.root, in: frame.container) : frame.showing(screen)
                    knowsStack = false
                } else if options.ifMissing == .fail {
                    return refuse(transition, step: index, at: start)
                }
            case .pop:
                if frame.isAtRoot && knowsStack { return refuse(transition, step: index, at: start) }
                frame = ModelFrame(frame.root, in: frame.container)
                knowsStack = false
            case .popToRoot:
                frame = ModelFrame(frame.root, in: frame.container)
            case .dismiss, .dismissAll:
                let isDismissAll: Bool
                if case .dismissAll = steps[index].value { isDismissAll = true } else { isDismissAll = false }
                guard frame.container.isPresented else {
                    if isDismissAll { continue }
                    return refuse(transition, step: index, at: start)
                }
                let continuation = Continuation(transition: transition, step: index + 1, dismissedAll: isDismissAll)
                if knownDismissals.insert(continuation).inserted { afterDismissals.append(continuation) }
                return .dismissed(remainingFrom: index + 1)
            }
        }
        return .frame(frame)
    }

    /// Notes the first refusal of a transition, for its warning.
    private mutating func refuse(_ transition: Int, step: Int, at frame: ModelFrame) -> ModelMove {
        if firstRefusals[transition] == nil, let index = indices[frame] { firstRefusals[transition] = (index, step) }
        return .refused
    }

    /// The screens from launch to a frame, through the frames that first reached it.
    func path(to index: Int) -> [String] {
        var names: [String] = []
        var current: Int? = index
        while let frame = current {
            let name = spec.screens[frames[frame].top].name.value
            if names.last != name { names.append(name) }
            if case .move(let parent) = arrivals[frame] { current = parent } else { current = nil }
        }
        return names.reversed()
    }
}
