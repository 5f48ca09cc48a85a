extension NavigationEvent {
    /// The events that turn `old` into `new`, keeping the first `kept` presentations: what a reset
    /// (`reset(to:animated:)`, and so a coordinator's `open(_:)` and
    /// `restoreState(from:)`) reports.
    ///
    /// In the order of ``RenderCommand/commands(from:to:keepingPresentations:animated:collapsingSplit:)``: the
    /// dismissals of the presentations that go (top first, each after the pops of its routes), then the root's stacks
    /// (hidden tabs, the tab selection, the selected tab; or the primary, then the detail), then the stacks
    /// of the kept presentations, then the new presentations. In each stack, the routes above the longest
    /// common bottom part are popped (top first, `NavigationEvent.PopReason.replaced`) and the new ones pushed, bottom
    /// first. Replaying the events on `old` gives `new`, unless the root container changes kind or tabs,
    /// which a reset of a generated coordinator never does.
    public static func events(
        from old: NavigationState<Route>,
        to new: NavigationState<Route>,
        keepingPresentations kept: Int
    ) -> [NavigationEvent] {
        let kept = min(kept, old.presentations.count, new.presentations.count)
        var events: [NavigationEvent] = []
        for index in (kept..<old.presentations.count).reversed() {
            let stack = old.presentations[index].stack
            events += pops(of: stack.routes[...], from: .presentation(index), reason: .dismissed)
            events.append(.dismissed(stack.root))
        }
        events += rootEvents(from: old.root, to: new.root)
        for index in 0..<kept {
            events += stackEvents(
                from: old.presentations[index].stack.routes,
                to: new.presentations[index].stack.routes,
                at: .presentation(index)
            )
        }
        for index in kept..<new.presentations.count {
            let presentation = new.presentations[index]
            events.append(.presented(presentation.stack.root, style: presentation.style, from: presentation.presenter))
            events += presentation.stack.routes.map { .pushed($0, in: .presentation(index)) }
        }
        return events
    }

    /// The events that turn the root container `old` into `new`.
    private static func rootEvents(
        from old: NavigationState<Route>.RootContainer,
        to new: NavigationState<Route>.RootContainer
    ) -> [NavigationEvent] {
        switch (old, new) {
        case (.stack(let oldStack), .stack(let newStack)):
            return stackEvents(from: oldStack.routes, to: newStack.routes, at: .main)
        case (.tabs(let oldTabs), .tabs(let newTabs)) where oldTabs.tabs == newTabs.tabs:
            let hidden = newTabs.tabs.filter { $0 != newTabs.selected }.flatMap {
                stackEvents(from: oldTabs.stack(for: $0)!.routes, to: newTabs.stack(for: $0)!.routes, at: .tab($0))
            }
            let selection: [NavigationEvent] =
                oldTabs.selected == newTabs.selected ? [] : [.tabSelected(newTabs.selected)]
            let shown = stackEvents(
                from: oldTabs.stack(for: newTabs.selected)!.routes,
                to: newTabs.selectedStack.routes,
                at: .tab(newTabs.selected)
            )
            return hidden + selection + shown
        case (.split(let oldSplit), .split(let newSplit)):
            return stackEvents(from: oldSplit.primary.routes, to: newSplit.primary.routes, at: .primary)
                + stackEvents(
                    from: oldSplit.secondary?.routes ?? [],
                    to: newSplit.secondary?.routes ?? [],
                    at: .secondary
                )
        default:
            // Another kind of container: everything old leaves and everything new arrives.
            let leaving = old.locations.flatMap {
                pops(of: old.stack(at: $0)!.routes[...], from: $0, reason: .replaced)
            }
            let arriving = new.locations.flatMap { location in
                new.stack(at: location)!.routes.map { NavigationEvent.pushed($0, in: location) }
            }
            let selection: [NavigationEvent] =
                if case .tabs(let tabs) = new { [.tabSelected(tabs.selected)] } else { [] }
            return leaving + arriving + selection
        }
    }

    /// The events that turn the routes `old` of the stack at `location` into `new`: pops above their common
    /// bottom part, then pushes.
    private static func stackEvents(
        from old: [Route],
        to new: [Route],
        at location: NavigationState<Route>.StackLocation
    ) -> [NavigationEvent] {
        let common = zip(old, new).prefix { $0 == $1 }.count
        return pops(of: old[common...], from: location, reason: .replaced)
            + new[common...].map { .pushed($0, in: location) }
    }

    /// The events of popping `routes` (given bottom first) from `location`: top first.
    static func pops(
        of routes: ArraySlice<Route>,
        from location: NavigationState<Route>.StackLocation,
        reason: PopReason
    ) -> [NavigationEvent] {
        routes.reversed().map { .popped($0, from: location, reason: reason) }
    }
}

extension NavigationState.RootContainer {
    /// The locations of the container's stacks, in the order the tab bar or split view shows them.
    var locations: [NavigationState<Route>.StackLocation] {
        switch self {
        case .stack: [.main]
        case .tabs(let tabs): tabs.tabs.map { .tab($0) }
        case .split(let split): split.secondary == nil ? [.primary] : [.primary, .secondary]
        }
    }
}
