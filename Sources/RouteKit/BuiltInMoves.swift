/// A navigator of a screen that some transition pushes: it can go `back()`.
///
/// Generated navigators conform when the spec allows the move, so that the move is written once
/// here instead of once per screen, and a navigator that does not conform has no such method.
@MainActor
public protocol BackNavigator: ScreenNavigator {}

extension BackNavigator {
    /// Goes back to the screen below this one, as the back button does.
    public func back() {
        context.back()
    }
}

/// A navigator of a screen that is only ever presented: it can `dismiss()` its presentation.
@MainActor
public protocol DismissingNavigator: ScreenNavigator {}

extension DismissingNavigator {
    /// Dismisses this screen's presentation; whoever presented it gets no result.
    public func dismiss() {
        context.dismiss()
    }
}

/// A navigator of a presented screen that finishes with a result: it can `finish(_:)`.
@MainActor
public protocol FinishingNavigator: DismissingNavigator {
    /// The type of the value the screen finishes with (the spec's `result`).
    associatedtype ScreenResult: Sendable
}

extension FinishingNavigator {
    /// Dismisses this screen's presentation and hands `result` to whoever presented it.
    public func finish(_ result: ScreenResult) {
        context.finish(result)
    }
}
