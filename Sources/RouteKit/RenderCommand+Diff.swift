extension RenderCommand {
    /// The commands that render `state` from nothing: its root, then each presentation.
    public static func commands(rendering state: NavigationState<Route>) -> [RenderCommand] {
        [.setRoot(state.root)] + presentCommands(state, from: 0, animated: false)
    }

    /// The commands that turn the screen of `old` into that of `new`, in the order UIKit needs them.
    ///
    /// Presentations at the same index with the same style, presenter and root route count as the same
    /// presentation; use ``commands(from:to:keepingPresentations:animated:collapsingSplit:)`` when the change says
    /// which.
    public static func commands(
        from old: NavigationState<Route>,
        to new: NavigationState<Route>,
        animated: Bool
    ) -> [RenderCommand] {
        commands(from: old, to: new, keepingPresentations: old.presentationsKept(in: new), animated: animated)
    }

    /// The commands that turn the screen of `old` into that of `new`, keeping the first `kept` presentations.
    ///
    /// In order: dismissals, then the root's stacks, tab selection and detail, then the stacks inside the
    /// kept presentations, then new presentations. Only what changed gets a command; a stack that is not on
    /// screen afterwards changes without animation. Unchanged stacks cost O(1) each, so the cost is the
    /// depth of the changed stacks plus the number of stacks.
    ///
    /// With `collapsingSplit` (a split root in compact width), a change of either column of a split root is one
    /// `setStack` of `.primary` with ``NavigationState/Split/collapsedRoutes``: a `showDetail` pushes over the primary
    /// stack.
    public static func commands(
        from old: NavigationState<Route>,
        to new: NavigationState<Route>,
        keepingPresentations kept: Int,
        animated: Bool,
        collapsingSplit: Bool = false
    ) -> [RenderCommand] {
        let kept = min(kept, old.presentations.count, new.presentations.count)
        let collapsed = collapsingSplit ? collapsedSplitCommands(from: old.root, to: new, animated: animated) : nil
        guard let rootCommands = collapsed ?? rootCommands(from: old.root, to: new, animated: animated) else {
            let dismissal: [RenderCommand] = old.presentations.isEmpty ? [] : [.dismiss(fromIndex: 0, animated: false)]
            return dismissal + [.setRoot(new.root)] + presentCommands(new, from: 0, animated: animated)
        }
        var commands: [RenderCommand] = []
        if kept < old.presentations.count {
            commands.append(.dismiss(fromIndex: kept, animated: animated))
        }
        commands += rootCommands
        for index in 0..<kept where old.presentations[index].stack != new.presentations[index].stack {
            commands.append(setStack(.presentation(index), in: new, animated: animated))
        }
        return commands + presentCommands(new, from: kept, animated: animated)
    }

    /// The commands that change the root container `old` into that of `new`, or `nil` when it must be
    /// replaced: another kind of container, other tabs, or a detail that went away.
    private static func rootCommands(
        from old: NavigationState<Route>.RootContainer,
        to new: NavigationState<Route>,
        animated: Bool
    ) -> [RenderCommand]? {
        switch (old, new.root) {
        case (.stack(let oldStack), .stack(let newStack)):
            return oldStack == newStack ? [] : [setStack(.main, in: new, animated: animated)]
        case (.tabs(let oldTabs), .tabs(let newTabs)):
            guard oldTabs.tabs == newTabs.tabs else { return nil }
            let changed = newTabs.tabs.filter { oldTabs.stack(for: $0) != newTabs.stack(for: $0) }
            let selection: [RenderCommand] =
                oldTabs.selected == newTabs.selected ? [] : [.selectTab(newTabs.selected, animated: animated)]
            // Hidden tabs change first, then the selection, then the tab that is shown.
            let hidden = changed.filter { $0 != newTabs.selected }.map {
                setStack(.tab($0), in: new, animated: animated)
            }
            let shown = changed.filter { $0 == newTabs.selected }.map {
                setStack(.tab($0), in: new, animated: animated)
            }
            return hidden + selection + shown
        case (.split(let oldSplit), .split(let newSplit)):
            var commands: [RenderCommand] = []
            if oldSplit.primary != newSplit.primary {
                commands.append(setStack(.primary, in: new, animated: animated))
            }
            switch (oldSplit.secondary, newSplit.secondary) {
            case (let oldDetail, let newDetail?) where oldDetail?.root != newDetail.root:
                commands.append(.showDetail(newDetail.routes, animated: animated))
            case (let oldDetail?, let newDetail?) where oldDetail != newDetail:
                commands.append(setStack(.secondary, in: new, animated: animated))
            case (.some, nil):
                return nil
            default:
                break
            }
            return commands
        default:
            return nil
        }
    }

    /// The commands that change a collapsed split root: the one stack, when either column changed; `nil` when
    /// the root is not a split before and after.
    private static func collapsedSplitCommands(
        from old: NavigationState<Route>.RootContainer,
        to new: NavigationState<Route>,
        animated: Bool
    ) -> [RenderCommand]? {
        guard case .split(let oldSplit) = old, case .split(let newSplit) = new.root else { return nil }
        guard oldSplit != newSplit else { return [] }
        return [.setStack(.primary, newSplit.collapsedRoutes, animated: animated && new.presentations.isEmpty)]
    }

    /// Sets the stack at `location` to its routes in `state`, animated only when it is on screen.
    private static func setStack(
        _ location: NavigationState<Route>.StackLocation,
        in state: NavigationState<Route>,
        animated: Bool
    ) -> RenderCommand {
        .setStack(location, state.stack(at: location)!.routes, animated: animated && state.isVisible(location))
    }

    /// Presents the presentations of `state` from index `first` on.
    private static func presentCommands(
        _ state: NavigationState<Route>,
        from first: Int,
        animated: Bool
    ) -> [RenderCommand] {
        (first..<state.presentations.count).map { .present(index: $0, state.presentations[$0], animated: animated) }
    }
}
