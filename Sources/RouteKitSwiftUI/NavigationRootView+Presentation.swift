#if canImport(SwiftUI)
import RouteKit
import SwiftUI

extension Presentation.Style {
    /// The SwiftUI presentation that shows the style: a full-screen cover for the covers (`fullScreen`,
    /// `overFullScreen`, `overCurrentContext`), a sheet for the others, which the user can swipe away.
    ///
    /// SwiftUI has no form or page sheets of its own, and a popover needs an anchor that the state does not
    /// know, so those show as sheets.
    var shownAs: Presentation<Route>.Style {
        userCanDismiss ? .sheet : .fullScreen
    }
}

extension Presentation {
    /// The heights the presentation's sheet rests at: its detents, or a full-height sheet, the system's
    /// default, when it names none (a cover ignores them).
    var sheetDetents: Set<PresentationDetent> {
        guard !detents.isEmpty else { return [.large] }
        return Set(detents.map { $0 == .medium ? PresentationDetent.medium : PresentationDetent.large })
    }
}
#endif
