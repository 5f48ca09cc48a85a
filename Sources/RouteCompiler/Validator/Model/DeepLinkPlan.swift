/// How a linked screen opens from a URL: the root-container stack it lives in, the screens
/// below it (its synthesized back stack), and whether it is presented over them.
package struct DeepLinkPlan: Equatable {
    /// A stack of the root container.
    package enum Container: Hashable {
        /// The single navigation stack.
        case main
        /// The stack of a tab, by tab id.
        case tab(String)
        /// The split view's primary stack.
        case primary
        /// The split view's secondary (detail) stack.
        case secondary
    }

    /// The stack that the link opens.
    package var container: Container
    /// The screens of that stack, its root first; the linked screen last unless it is presented.
    package var stack: [String]
    /// The linked screen when it is presented over the stack, with the style of the presenting transition.
    package var presented: (screen: String, style: PresentationStyle)?
    /// Where the back stack comes from.
    package var origin: Origin = .transitions

    /// Where a plan's back stack comes from.
    package enum Origin: Equatable {
        /// The shortest chain of transitions whose params the link carries.
        case transitions
        /// The screen's `backStack`.
        case declared
        /// No chain's params come from the link: the link opens over its stack's root (a warning).
        case fallback(DeepLinkPlanFailure)
        /// No chain of transitions reaches the screen: the link opens over the root of the stack shown at
        /// launch (a warning).
        case unreached
    }

    package static func == (lhs: DeepLinkPlan, rhs: DeepLinkPlan) -> Bool {
        lhs.container == rhs.container && lhs.stack == rhs.stack && lhs.presented?.screen == rhs.presented?.screen
            && lhs.presented?.style == rhs.presented?.style && lhs.origin == rhs.origin
    }
}

/// Why a linked screen's back stack cannot be built: the shortest chain that leads to it has a
/// screen whose param the link does not carry and that has no default.
package struct DeepLinkPlanFailure: Error, Equatable {
    /// The screen below the linked one.
    package var screen: String
    /// Its param that nothing fills.
    package var param: String
}
