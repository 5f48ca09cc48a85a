/// A navigator of a screen that some transition pushes: it can go `back()`.
///
/// A marker: a generated navigator conforms when the spec pushes its screen, and the generated file
/// gives every conforming navigator of its spec `back()` in one extension
/// (`extension RouteKit.BackNavigator where Self: <Name>ScreenNavigator`). A navigator that does not
/// conform has no `back()`. The protocol has no requirements and no base: either would cost every
/// conforming navigator functions that the compiler builds for it (witness thunks, a witness table
/// made at run time), which a generated file with a navigator per screen pays for in build time.
@MainActor
public protocol BackNavigator {}

/// A navigator of a screen that is only ever presented: it can `dismiss()` its presentation.
///
/// A marker, as ``BackNavigator`` is: the generated file gives every conforming navigator of its
/// spec `dismiss()` in one extension. A presented screen that declares a `result` also has
/// `finish(_:)`, typed with that result, in its own navigator.
@MainActor
public protocol DismissingNavigator {}
