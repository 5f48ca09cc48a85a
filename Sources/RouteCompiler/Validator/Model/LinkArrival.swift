/// How a deep link to a screen arrives when the app is running (`arrive:`); from launch every link
/// builds its state as `replace` does.
package enum LinkArrival: String, CaseIterable {
    /// The link's stack is rebuilt from its back stack, presentations dismissed, its tab selected (v2).
    case replace
    /// The screen is pushed on the link's stack when a transition pushes it from the screen on top
    /// of that stack; otherwise as `replace`.
    case push
    /// The screen is presented over whatever is shown.
    case present
}

/// A screen's `arrive:` as written: where its key is, for errors about the key, and its value.
package struct ArrivalSetting {
    /// Where `arrive` is written.
    package var key: SourceLocation
    /// The arrival, where its value is written.
    package var value: Located<LinkArrival>
}
