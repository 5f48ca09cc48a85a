import Testing

@testable import RouteKit

/// Attaching a host wires both directions: the controller renders on the host, and the host learns
/// the controller it reports the user's moves to, with no step for the app to forget.
@MainActor
@Suite struct NavigationHostTests {
    /// A host that remembers the controller it was attached to and the commands it got, in order.
    final class AttachingHost: NavigationHost {
        weak var controller: NavigationController<TestRoute>?
        var log: [String] = []

        func attach(to controller: NavigationController<TestRoute>) {
            self.controller = controller
            log.append("attach")
        }

        func apply(_ commands: [RenderCommand<TestRoute>], in state: NavigationState<TestRoute>) {
            log += commands.map { "\($0)".components(separatedBy: " ")[0] }
        }
    }

    @Test func settingTheHostAttachesItBeforeRendering() {
        let controller = NavigationController(state: NavigationState<TestRoute>(stack: .contacts))
        let host = AttachingHost()
        controller.host = host
        #expect(host.controller === controller)
        #expect(host.log == ["attach", "setRoot"])
    }

    @Test func aHostGivenAtCreationIsAttached() {
        let host = AttachingHost()
        let controller = NavigationController(state: NavigationState<TestRoute>(stack: .contacts), host: host)
        #expect(host.controller === controller)
        #expect(host.log == ["attach", "setRoot"])
    }

    @Test func aHostThatReportsNothingNeedsNoAttach() {
        let host = RecordingNavigationHost<TestRoute>()
        let controller = NavigationController(state: NavigationState<TestRoute>(stack: .contacts), host: host)
        #expect(controller.host === host)
        #expect(host.log == ["setRoot stack [contacts]"])
    }
}
