/// A run of the generated file's top-level declarations that the translator makes without the others.
///
/// No part reads what another part made, so the parts of a large file can be translated and
/// rendered at the same time and their text joined in the order of `allCases`, the file's order.
enum FilePart: CaseIterable, Sendable {
    /// `enum <Name>Route`.
    case routeEnum
    /// `enum <Name>Screen`.
    case screenEnum
    /// `enum <Name>Tab`, for a spec whose root is a tab bar.
    case tabEnum
    /// The route's `NavigationRoute` conformance.
    case routeConformance
    /// The route's `Codable` conformance.
    case routeCoding
    /// The route's `visit(_:)` and `route(_:_:)`.
    case routeVisit
    /// The screens' deep-link path patterns, which `visit(_:)` reads.
    case pathPatterns
    /// The route's identity.
    case routeIdentity
    /// The initial navigation state.
    case initialState
    /// The deep-link table.
    case deepLinks
    /// `<Name>Route.Defaults`, the params' defaults, for a spec with any.
    case paramDefaults
    /// The screens' title templates, which `visit(_:)` reads.
    case titleTemplates
    /// The top-level aliases of the types that navigator types would hide.
    case hiddenTypeAliases
    /// `protocol <Name>ScreenNavigator`, `enum <Name>Navigator` and the shared moves.
    case navigators
    /// The moves that one screen alone makes, in an extension of its navigator each.
    case ownMoves
    /// `protocol <Name>ScreenFactory` and its placeholder defaults.
    case screenFactory
    /// `class <Name>Coordinator`.
    case coordinator
    /// `enum <Name>Gate`, `protocol <Name>Gatekeeper` and the flows' `passGate()`, for a spec with gates.
    case gates
    /// The `async` forms of the moves that present a screen with a result.
    case awaitingMoves
}

extension RouteTranslator {
    /// Translates the top-level declarations of `part` in order, handing each to `emit` as soon as it is made.
    func translate(_ part: FilePart, _ emit: (SwiftDeclaration) -> Void) {
        switch part {
        case .routeEnum: emit(translateRouteEnum())
        case .screenEnum: emit(translateScreenEnum())
        case .tabEnum: if let tabEnum = translateTabEnum() { emit(tabEnum) }
        case .routeConformance: emit(translateRouteConformance())
        case .routeCoding: emit(translateRouteCoding())
        case .routeVisit: emit(translateRouteVisit())
        case .routeIdentity: emit(translateRouteIdentity())
        case .initialState: if spec.feature == nil { emit(translateInitialState()) }
        case .deepLinks: if spec.feature == nil { emit(translateDeepLinks()) }
        case .pathPatterns: emit(translatePathPatterns())
        case .paramDefaults: if let defaults = translateParamDefaults() { emit(defaults) }
        case .titleTemplates: emit(translateTitleTemplates())
        case .hiddenTypeAliases: hiddenTypeAliases.forEach(emit)
        case .navigators: translateNavigators().forEach(emit)
        case .ownMoves: translateOwnMoves().forEach(emit)
        case .awaitingMoves: translateAwaitingMoves().forEach(emit)
        case .screenFactory: if spec.feature == nil { translateScreenFactory().forEach(emit) }
        case .coordinator:
            if spec.feature == nil { emit(translateCoordinator()) }
            translateFeatureParts().forEach(emit)
        case .gates: if spec.feature == nil { translateGates().forEach(emit) }
        }
    }
}
