import RouteCompiler

/// What one transition does to a frame, as the model check applies it.
enum ModelMove {
    /// The change is refused (`pop` at a stack's root, `dismiss` with nothing presented, `popTo` a screen
    /// that cannot be below).
    case refused
    /// The change shows this frame.
    case frame(ModelFrame)
    /// The change dismisses the presentation: it leaves the frame for its presenter; the steps after the
    /// dismissal (their index in the transition) go on from there.
    case dismissed(remainingFrom: Int)
}
