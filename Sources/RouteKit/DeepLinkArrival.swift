import Foundation

/// How a deep link arrives while the app runs: a link table row's `arrive:` field.
///
/// From launch every link builds its state as ``replace`` does (``NavigationState/opening(_:)``).
enum DeepLinkArrival<Route: NavigationRoute>: Hashable, Sendable {
    /// The link's stack is rebuilt from its back stack, presentations dismissed, its tab selected.
    case replace
    /// The linked screen is pushed on its stack (presentations dismissed, the stack kept) when the
    /// screen on top of that stack is one of `from` (`nil`: any screen), the screens that a transition
    /// of the spec pushes it from; otherwise as ``replace``.
    case push(from: Set<Route.Screen>?)
    /// The linked screen is presented with `style` over whatever is shown.
    case present(Presentation<Route>.Style)
}

/// A link that matched a URL: its destination, the pattern that matched, and how it arrives.
struct MatchedDeepLink<Route: NavigationRoute> {
    /// Where the link leads, as it opens from launch.
    var destination: DeepLinkRouter<Route>.Destination
    /// The pattern that matched, such as `/chats/{chatId}`, without values.
    var pattern: String
    /// How the link arrives while the app runs.
    var arrival: DeepLinkArrival<Route>
}

extension NavigationState {
    /// This state with `link` arrived as its arrival says: pushed on its stack, presented over what is
    /// shown, or, as a replace does and wherever a push cannot apply, its stack rebuilt (``opening(_:)``).
    func arriving(_ link: MatchedDeepLink<Route>) throws(NavigationError<Route>) -> NavigationState {
        let destination = link.destination
        switch link.arrival {
        case .replace:
            break
        case .push(let sources):
            guard destination.presented == nil, let route = destination.route else { break }
            var state = self
            state.presentations = []
            guard let top = state.stack(at: destination.location)?.top,
                sources?.contains(top.screen) ?? true
            else { break }
            var steps: [NavigationStep<Route>] = [.push(route)]
            if case .tab(let tab) = destination.location { steps.insert(.selectTab(tab), at: 0) }
            if let pushed = try? state.applying(Transition(steps, animated: false), from: destination.location) {
                return pushed.state
            }
        case .present(let style):
            guard let route = destination.route else { break }
            return try applying(Transition([.present(route, style: style)], animated: false), from: visibleLocation)
                .state
        }
        return try opening(destination)
    }
}

extension NavigationController {
    /// Opens a deep link while the app runs: the link arrives as its row of `router` says (replace,
    /// push or present), from the state behind a root gate's flow, and the change reports the link's
    /// pattern as its cause. Gates and leave guards apply to it as to every change.
    ///
    /// - Throws: `DeepLinkError` when no pattern matches, a param is wrong or missing, or the
    ///   destination cannot be opened; the state is then unchanged.
    @_spi(Generated)
    public func open(_ url: URL, with router: DeepLinkRouter<Route>, animated: Bool = false) throws(DeepLinkError) {
        let link = try router.match(url)
        let state: NavigationState<Route>
        do {
            state = try stateBehindGates.arriving(link)
        } catch {
            throw .cannotOpen(path: url.path, reason: error.description)
        }
        reset(to: state, animated: animated, cause: .deepLink(pattern: link.pattern))
    }
}
