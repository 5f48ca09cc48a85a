extension Presentation {
    /// How a modal presentation covers the screen below it.
    public enum Style: String, Hashable, Codable, Sendable, CaseIterable {
        /// A card that leaves the presenter partly visible and that the user can swipe down (`.pageSheet`).
        case sheet
        /// A presentation that covers the whole screen and can only be dismissed by the app (`.fullScreen`).
        case fullScreen
    }
}
