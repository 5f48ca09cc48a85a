extension FilePart {
    /// About how many bytes of text the part has per screen of the spec, a little more than it has
    /// for the synthesized specs of 2,000 and 10,000 screens, so that its text is written into room
    /// made once rather than grown by doubling (and copied each time) as it is written.
    ///
    /// An estimate too high costs nothing that is touched: the room past the text is never written,
    /// so its memory pages are never made resident. One too low costs the doublings it saves.
    var estimatedBytesPerScreen: Int {
        switch self {
        case .navigators: 700
        case .screenFactory: 330
        case .coordinator: 270
        case .routeVisit: 200
        case .routeCoding: 130
        case .deepLinks: 130
        case .routeEnum: 85
        case .routeConformance: 70
        case .screenEnum: 24
        case .tabEnum, .routeIdentity, .initialState, .hiddenTypeAliases: 0
        }
    }
}
