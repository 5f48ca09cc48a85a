/// A navigator of a `leave: confirm` screen: it can set a check with `confirmLeaving(_:)`.
///
/// A marker, as ``BackNavigator`` is: a generated navigator conforms when the spec says `leave: confirm`
/// for its screen, and the generated file gives every conforming navigator of its spec
/// `confirmLeaving(_:)` in one extension, which calls the `@_spi(Generated)` `NavigatorContext.confirmLeaving(_:)`.
@MainActor
public protocol LeaveGuardedNavigator {}
