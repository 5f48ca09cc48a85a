/// A modal presentation: a navigation stack presented over the screens below it.
public struct Presentation<Route: NavigationRoute>: Hashable, Sendable {
    /// How the presentation covers the screens below it.
    public var style: Presentation<Route>.Style
    /// The heights a sheet rests at, smallest first; empty for the platform's default (a full-height sheet).
    public var detents: [Presentation<Route>.Detent]
    /// How the presentation animates in and out.
    public var transition: Presentation<Route>.Transition
    /// The stack shown inside the presentation.
    public var stack: NavigationState<Route>.Stack
    /// The stack that presented it, where navigation continues once it is dismissed.
    public var presenter: NavigationState<Route>.StackLocation

    /// Creates a presentation of `stack` in `style`, presented from `presenter`.
    public init(
        style: Presentation<Route>.Style,
        detents: [Presentation<Route>.Detent] = [],
        transition: Presentation<Route>.Transition = .coverVertical,
        stack: NavigationState<Route>.Stack,
        presenter: NavigationState<Route>.StackLocation
    ) {
        self.style = style
        self.detents = detents
        self.transition = transition
        self.stack = stack
        self.presenter = presenter
    }
}

extension Presentation: Codable {
    /// The keys of an encoded presentation.
    private enum CodingKeys: String, CodingKey {
        case style, detents, transition, stack, presenter
    }

    /// Decodes a presentation; an archive written before detents and transitions decodes with the defaults.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            style: try container.decode(Style.self, forKey: .style),
            detents: try container.decodeIfPresent([Detent].self, forKey: .detents) ?? [],
            transition: try container.decodeIfPresent(Transition.self, forKey: .transition) ?? .coverVertical,
            stack: try container.decode(NavigationState<Route>.Stack.self, forKey: .stack),
            presenter: try container.decode(NavigationState<Route>.StackLocation.self, forKey: .presenter)
        )
    }

    /// Encodes the presentation, leaving out default detents and transition so that archives stay as before.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(style, forKey: .style)
        if !detents.isEmpty { try container.encode(detents, forKey: .detents) }
        if transition != .coverVertical { try container.encode(transition, forKey: .transition) }
        try container.encode(stack, forKey: .stack)
        try container.encode(presenter, forKey: .presenter)
    }
}
