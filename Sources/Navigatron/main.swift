import Foundation
import RouteKit
import RouteKitTerminal

// The Navigatron sample: a tab bar of contacts and employees, each tab with its own stack, and a
// "hire this contact" move that unwinds the contacts tab and shows the new employee on the employees tab;
// the contact form asks before unsaved changes are lost (`leave: confirm`).
// Its routes, navigators and coordinator come from Routes/Navigatron.routes.yaml through the build plugin.

let prompt = TerminalPrompt()
let coordinator = NavigatronCoordinator(factory: NavigatronScreens(company: Company(), prompt: prompt))
// With NAVIGATRON_EVENTS=<file>, every navigation event goes to that file with its cause, one line each
// (the lines of `NavigationEvent.printing()`), since the terminal itself shows the screens.
let eventLog = ProcessInfo.processInfo.environment["NAVIGATRON_EVENTS"].flatMap(EventLogFile.init(path:))
let eventObservation = eventLog.map { log in
    coordinator.addObserver { event, cause in log.append(event.analyticsLine(cause: cause)) }
}
TerminalSession(
    navigation: coordinator.navigation,
    tabTitle: \.title,
    makeScreen: coordinator.makeScreen(for:at:),
    openDeepLink: { try coordinator.open($0) },
    prompt: prompt
)
.run()
