/// How a `present` step shows its screen.
package enum PresentationStyle: String, CaseIterable {
    /// A sheet over the presenter (the default).
    case sheet
    /// A full-screen cover.
    case fullScreen
    /// A centered card narrower than the screen in regular width.
    case formSheet
    /// A card that covers the presenter's width in regular width.
    case pageSheet
    /// A full-screen cover that leaves the presenter on screen below it.
    case overFullScreen
    /// A cover of the presenter's own area that leaves it on screen below it.
    case overCurrentContext
    /// A bubble pointing at the presenter; a sheet where the platform has no popovers.
    case popover

    /// Whether the style is a sheet that can rest at detents (`sheet` and `pageSheet`).
    var takesDetents: Bool { self == .sheet || self == .pageSheet }

    /// Whether the user can dismiss the presentation without the app (a swipe down, a tap outside a
    /// popover): every style but the covers.
    package var userCanDismiss: Bool {
        switch self {
        case .sheet, .formSheet, .pageSheet, .popover: true
        case .fullScreen, .overFullScreen, .overCurrentContext: false
        }
    }
}

/// A height a sheet rests at (`detents:`).
package enum Detent: String, CaseIterable {
    /// About half the screen's height.
    case medium
    /// The full height of a sheet.
    case large
}

/// The animation of a `present` or `push` step (`transition:`).
package enum TransitionAnimation: String, CaseIterable {
    /// The presented screen slides up from the bottom (the default of a presentation).
    case coverVertical
    /// The presented screen fades in.
    case crossDissolve
    /// The presenter flips over to show the presented screen.
    case flipHorizontal
    /// The screen grows out of the element it was opened from: a push or a presentation.
    case zoom

    /// Whether a push may use the animation: only `zoom`, the others are presentations' own.
    var appliesToPush: Bool { self == .zoom }
}
