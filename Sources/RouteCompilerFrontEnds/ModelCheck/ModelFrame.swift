import RouteCompiler

/// What the model check knows of one visible stack: its top screen, its root screen and where it lives.
///
/// The screens between root and top are left out: every one of them was pushed, so `back()` from the
/// top leads down to the root, and the frames a search meets stay few (screens × roots × containers).
/// Presentations under a presented stack are left out too: its presenter is a frame of its own, judged
/// on its own.
struct ModelFrame: Hashable {
    /// Where a stack lives.
    enum Container: Hashable {
        /// The root container's stack: the one stack, a tab's stack (by tab index) or a split column.
        case main
        case tab(Int)
        case primary
        case secondary
        /// A presentation in a stack of its own.
        case presented(PresentationStyle)

        /// Whether the stack is presented over the root container.
        var isPresented: Bool {
            if case .presented = self { true } else { false }
        }
    }

    /// The screen shown, by number.
    var top: Int
    /// The root screen of the stack, by number.
    var root: Int
    var container: Container

    /// A stack that shows only `screen`.
    init(_ screen: Int, in container: Container) {
        top = screen
        root = screen
        self.container = container
    }

    /// The frame with `screen` on top of this stack.
    func showing(_ screen: Int) -> ModelFrame {
        var frame = self
        frame.top = screen
        return frame
    }

    /// Whether the top screen is the root of its stack: nothing to go back to.
    var isAtRoot: Bool { top == root }
}
