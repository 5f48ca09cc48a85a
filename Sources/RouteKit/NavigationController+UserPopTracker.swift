/// Which of the user's moves popped a stack: what the UIKit host reports as each pop's cause.
extension NavigationController {
    /// Tells which of the user's moves popped a stack in a host: the interactive edge swipe or the back button.
    ///
    /// A host whose navigation controllers run a transition per push and pop (UIKit's
    /// `UINavigationController`) feeds it what each transition is: whether it starts interactive (the edge
    /// swipe drives it), and whether the user then cancelled the interaction. When a pop of the user's
    /// finishes, ``popFinished(in:)`` names its cause for ``NavigationController/hostDidPop(_:toCount:by:)``.
    /// Every transition starts anew, so a cancelled swipe never marks the back button's pop that follows.
    public struct UserPopTracker: Sendable {
        /// The stacks whose running transition the user drives with the edge swipe.
        private var swiping: Set<NavigationState<Route>.StackLocation> = []

        /// Creates a tracker that knows of no transition.
        public init() {}

        /// Records that the stack at `location` starts a transition, driven by the user's swipe when
        /// `isInteractive` (UIKit: the transition coordinator's `isInteractive` as the next screen is about to show).
        public mutating func transitionWillStart(in location: NavigationState<Route>.StackLocation, isInteractive: Bool)
        {
            if isInteractive {
                swiping.insert(location)
            } else {
                swiping.remove(location)
            }
        }

        /// Records that the user let go of the interactive transition of the stack at `location`: a cancelled
        /// one pops nothing, and the transition is no longer a swipe's.
        public mutating func interactionEnded(in location: NavigationState<Route>.StackLocation, isCancelled: Bool) {
            if isCancelled { swiping.remove(location) }
        }

        /// The cause of the pop of the user's that the stack at `location` just finished:
        /// ``NavigationEvent/Cause/UserMove/swipe`` when a completed swipe drove it, else
        /// ``NavigationEvent/Cause/UserMove/back``.
        public mutating func popFinished(
            in location: NavigationState<Route>.StackLocation
        )
            -> NavigationEvent<Route>.Cause
            .UserMove
        {
            swiping.remove(location) == nil ? .back : .swipe
        }
    }
}
