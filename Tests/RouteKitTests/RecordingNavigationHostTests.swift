import Testing

@_spi(Generated) @testable import RouteKit

@MainActor
@Suite struct RecordingNavigationHostTests {
    @Test func recordsAndForgetsCommands() {
        let host = RecordingNavigationHost<TestRoute>()
        host.apply([.selectTab(.employees, animated: true), .dismiss(fromIndex: 0, animated: false)], in: tabsState())
        #expect(host.commands == [.selectTab(.employees, animated: true), .dismiss(fromIndex: 0, animated: false)])
        #expect(host.log == ["selectTab employees animated", "dismiss from 0"])
        #expect(host.state == tabsState())
        host.reset()
        #expect(host.commands.isEmpty)
        #expect(host.log.isEmpty)
    }
}
