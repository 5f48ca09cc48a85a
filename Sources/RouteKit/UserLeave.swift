/// What a host does with the user's own way out of screens: the back button, the edge swipe, a sheet's
/// swipe-down.
///
/// Leave guards decide it (``NavigationController/userLeave(popping:toCount:)``,
/// ``NavigationController/userLeave(dismissingFrom:)``), so that the UIKit and SwiftUI hosts hold the
/// same gestures for the same states.
public enum UserLeave: Sendable, Hashable {
    /// Nothing holds it: the host lets the gesture run and reports it (``NavigationController/hostDidPop(_:toCount:)``,
    /// ``NavigationController/hostDidDismiss(fromIndex:)``).
    case allowed
    /// A screen it would remove has a leave check: the host holds the gesture and, when the user tries it,
    /// asks (``NavigationController/hostRequestsPop(_:toCount:)``, ``NavigationController/hostRequestsDismiss(fromIndex:)``),
    /// which runs the checks and applies the move when they allow it.
    case asks
    /// A leave check runs: the host holds the gesture and ignores it until the check answers, so that the
    /// user cannot leave the screen whose check is asking.
    case held
}
