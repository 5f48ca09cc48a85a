/// Which built-in moves a screen's navigator has: `back()` when some transition pushes the
/// screen; `dismiss()` (and `finish(_:)` with a result) when only `present` shows it.
///
/// A feature's entries have both: the app that shows them decides whether it pushes or presents
/// them, and the feature's module, which generates their navigators, cannot know.
///
/// Kept by the screen's place in the spec's screens, so that asking about a screen is reading an
/// array rather than hashing its name: the translator asks about every screen.
package struct BuiltInMoves {
    /// Whether some transition pushes the screen at each place.
    private var pushed: [Bool]
    /// Whether only `present` shows the screen at each place.
    private var presentedOnly: [Bool]
    /// Whether some navigator has `back()`.
    private(set) var anyCanGoBack = false
    /// Whether some navigator has `dismiss()`.
    package private(set) var anyIsPresented = false

    /// The built-in moves of every screen of `spec`, found in one pass over its steps.
    package init(spec: RouteSpec) {
        pushed = Array(repeating: false, count: spec.screens.count)
        presentedOnly = pushed
        for transition in spec.transitions {
            for step in transition.steps {
                guard case .push(let screen, _) = step.value else { continue }
                anyCanGoBack = true
                if let place = spec.screenNumbers[screen.value] { pushed[place] = true }
            }
        }
        for screen in spec.presentedOnlyScreens {
            if let place = spec.screenNumbers[screen] { presentedOnly[place] = true }
        }
        anyIsPresented = !spec.presentedOnlyScreens.isEmpty
        // The app decides where a feature's entries show: pushed over other screens of its stacks,
        // or presented, in a stack of their own.
        if let feature = spec.feature {
            for entry in feature.entries {
                guard let place = spec.screenNumbers[entry.value] else { continue }
                pushed[place] = true
                presentedOnly[place] = true
            }
            anyCanGoBack = anyCanGoBack || !feature.entries.isEmpty
            anyIsPresented = anyIsPresented || !feature.entries.isEmpty
        }
    }

    /// Whether the navigator of the screen at `place` in the spec's screens has `back()`.
    package func canGoBack(screenAt place: Int) -> Bool { pushed[place] }

    /// Whether the navigator of the screen at `place` in the spec's screens has `dismiss()` (and
    /// `finish(_:)`, when the screen has a `result`).
    package func isPresented(screenAt place: Int) -> Bool { presentedOnly[place] }
}
