extension Presentation {
    /// How a modal presentation covers the screen below it.
    public enum Style: String, Hashable, Codable, Sendable, CaseIterable {
        /// A card that leaves the presenter partly visible and that the user can swipe down (`.pageSheet`).
        case sheet
        /// A presentation that covers the whole screen and can only be dismissed by the app (`.fullScreen`).
        case fullScreen
        /// A card centered over the presenter in regular width, a sheet in compact width (`.formSheet`).
        case formSheet
        /// A card as wide as a readable page in regular width, a sheet in compact width (`.pageSheet`).
        case pageSheet
        /// A full-screen cover that keeps the presenter on screen below it (`.overFullScreen`).
        case overFullScreen
        /// A cover of the presenter's own area that keeps it on screen below it (`.overCurrentContext`).
        case overCurrentContext
        /// A bubble pointing at the presenter in regular width, a sheet in compact width (`.popover`).
        case popover

        /// Whether the style is a sheet that can rest at detents.
        public var takesDetents: Bool { self == .sheet || self == .pageSheet }

        /// Whether the user can dismiss the presentation without the app (a swipe down, a tap outside a
        /// popover); covers only the app can dismiss.
        public var userCanDismiss: Bool {
            switch self {
            case .sheet, .formSheet, .pageSheet, .popover: true
            case .fullScreen, .overFullScreen, .overCurrentContext: false
            }
        }
    }

    /// A height a sheet rests at (`UISheetPresentationController.Detent`, SwiftUI's `PresentationDetent`).
    public enum Detent: String, Hashable, Codable, Sendable, CaseIterable {
        /// About half the screen's height.
        case medium
        /// The full height of a sheet.
        case large
    }

    /// How a presentation, or a zooming push, animates (`UIModalTransitionStyle`, zoom transitions).
    public enum Transition: String, Hashable, Codable, Sendable, CaseIterable {
        /// The presented screen slides up from the bottom: the default.
        case coverVertical
        /// The presented screen fades in.
        case crossDissolve
        /// The presenter flips over to show the presented screen.
        case flipHorizontal
        /// The screen grows out of the element it was opened from; the default where the platform has no zoom.
        case zoom
    }
}
