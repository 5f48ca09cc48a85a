@testable import RouteCompiler

/// The Swift source of a program that drives the generated coordinators of several specs with the
/// commands of a script file (one tab-separated command a line) and prints, after each command, one
/// JSON line: the state, the events observers saw, the failures reported, the error thrown, and
/// whether the host shows the controller's state.
enum NavigationDriverSource {
    /// The `main.swift` of the driver of `specs` (names and models, in script order).
    static func main(_ specs: [(name: String, model: SpecNavigationModel)]) -> String {
        var source = shared
        for (index, spec) in specs.enumerated() {
            let foreign = specs[(index + 1) % specs.count]
            source += runner(
                spec.name,
                model: spec.model,
                foreign: foreign.name,
                foreignIsGated: !foreign.model.spec.gates.isEmpty
            )
        }
        source += """
            let runners: [String: @MainActor () -> any Runner] = [
                \(specs.map { "\"\($0.name)\": { \($0.name)Runner() }" }.joined(separator: ", "))
            ]
            var runner: (any Runner)?
            let script = try! String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)
            for line in script.split(separator: "\\n") {
                let command = line.split(separator: "\\t", omittingEmptySubsequences: false).map(String.init)
                if command[0] == "begin" {
                    await runner?.finish()
                    runner = runners[command[1]]!()
                    continue
                }
                print(await runner!.step(command))
            }
            await runner?.finish()

            """
        return source
    }

    /// The runner of one spec: the commands that need its generated types.
    private static func runner(
        _ name: String,
        model: SpecNavigationModel,
        foreign: String,
        foreignIsGated: Bool
    ) -> String {
        let screens = model.spec.screens.map(\.name.value)
        let isGated = !model.spec.gates.isEmpty
        // Another spec's saved state; with no other spec, this spec's state saved under another name.
        let foreignData =
            foreign == name
            ? "NavigationStateArchive.encode(NavigationState<\(name)Route>.initial, spec: \"Another\")"
            : "\(foreign)Coordinator(factory: \(foreign)PlaceholderFactory()"
                + (foreignIsGated ? ", gatekeeper: \(foreign)Keeper()" : "") + ").savedState()"
        var grab = ""
        var call = ""
        var guarding = ""
        for screen in screens {
            let type = "\(name)Navigator.\(SwiftNaming.navigatorTypeName(screen))"
            let accepts = model.spec.screen(named: screen)?.accepts ?? []
            if accepts.isEmpty {
                grab += "        case .\(SwiftNaming.identifier(screen)): navigator = \(type)(context: context)\n"
            } else {
                // Registers every key's handler, recording what arrives where (`Session.arrived`).
                let handlers = accepts.map { accepted in
                    "handle.\(DeliverRule.handlerName(of: accepted.name.value)) { [unowned session] in "
                        + "session.arrived(String(describing: $0), route, location, depth) }"
                }
                grab +=
                    "        case .\(SwiftNaming.identifier(screen)):\n"
                    + "            let handle = \(type)(context: context)\n"
                    + "            let depth = coordinator.navigation.state.stack(at: location)!.routes"
                    + ".lastIndex(of: route)!\n"
                    + handlers.map { "            \($0)\n" }.joined()
                    + "            navigator = handle\n"
            }
            if model.spec.screen(named: screen)?.confirmsLeaving == true {
                guarding +=
                    "            case .\(SwiftNaming.identifier(screen)): "
                    + "\(type)(context: context).confirmLeaving(check)\n"
            }
            var cases = ""
            for (index, move) in model.moves[screen, default: []].enumerated() {
                let invocation: String
                switch move {
                case .transition(let transition, let arguments):
                    let list = arguments.enumerated().map { offset, param in
                        "\(SwiftNaming.identifier(param.name.value)): try "
                            + "value(\(param.type.value.swiftSource).self, argument(command, \(3 + offset)))"
                    }
                    // A move that delivers passes a value never delivered before, as its first argument.
                    var delivered: [String] = []
                    if let delivery = transition.steps.lazy.compactMap(\.value.delivery).first,
                        let accepted = model.spec.screen(named: delivery.screen.value)?
                            .acceptedValue(named: delivery.key.value)
                    {
                        let isInt = accepted.type.value.swiftSource.hasPrefix("Int")
                        let fresh = isInt ? "session.fresh()" : "\"\\(session.fresh())\""
                        delivered = ["\(SwiftNaming.identifier(accepted.name.value)): \(fresh)"]
                    }
                    invocation =
                        "\(SwiftNaming.identifier(transition.name.value))"
                        + "(\((delivered + list).joined(separator: ", ")))"
                case .back: invocation = "back()"
                case .dismiss: invocation = "dismiss()"
                case .finish(let type): invocation = "finish(try value(\(type.swiftSource).self, argument(command, 3)))"
                }
                cases += "            case \(index): navigator.\(invocation)\n"
            }
            guard !cases.isEmpty else { continue }
            call += """
                    case let navigator as \(type):
                        switch Int(command[2])! {
                \(cases)            default: throw DriverError()
                        }

                """
        }
        // Sets a leave check through the generated `confirmLeaving(_:)` of a `leave: confirm` screen; a switch
        // over every screen has no default.
        let guardsEveryScreen = model.spec.screens.allSatisfy(\.confirmsLeaving)
        let guardCase =
            guarding.isEmpty
            ? "            throw DriverError()"
            : """
                        let (route, location) = try session.route(command[1], Int(command[2])!)
                        let context = coordinator.navigation.context(for: route, at: location)
                        let check = session.leaveCheck(route, location, answer: command[3])
                        switch route.screen {
            \(guarding)\(guardsEveryScreen ? "" : "            default: throw DriverError()\n")                        }
            """
        // A gated spec's gates start open, so that the state starts as the model's, and flip at random
        // before every command; the runner reports each screen newly shown while a gate it requires is closed.
        let gates =
            isGated
            ? """
            @MainActor final class \(name)Keeper: \(name)Gatekeeper {
                var open = Set(\(name)Gate.allCases)
                func isOpen(_ gate: \(name)Gate) -> Bool { open.contains(gate) }
            }

            extension \(name)Runner {
                func flipGates() {
                    for gate in \(name)Gate.allCases {
                        random = random &* 6364136223846793005 &+ 1442695040888963407
                        if random >> 63 == 0 { keeper.open.insert(gate) } else { keeper.open.remove(gate) }
                    }
                }

                func gateViolations(_ before: NavigationState<\(name)Route>) -> [String] {
                    let old = shownRoutes(before)
                    return shownRoutes(coordinator.state).filter { shown in
                        !old.contains { $0 == shown }
                            && \(name)Gate.gates(requiredBy: shown.route.screen).contains { !keeper.isOpen($0) }
                    }.map { "\\($0.route) at \\($0.location)" }
                }
            }


            """ : ""
        let coordinator =
            isGated
            ? """
                let keeper = \(name)Keeper()
                var random: UInt64 = 0x9E37_79B9_7F4A_7C15
                lazy var coordinator = \(name)Coordinator(factory: \(name)PlaceholderFactory(), gatekeeper: keeper)
            """
            : "    let coordinator = \(name)Coordinator(factory: \(name)PlaceholderFactory())"
        return gates + """
            @MainActor final class \(name)Runner: Runner {
            \(coordinator)
                lazy var session = Session(navigation: coordinator.navigation)

                func run(_ command: [String]) throws {
                    switch command[0] {
                    case "grab":
                        session.handles[Int(command[1])!] = nil
                        let (route, location) = try session.route(command[2], Int(command[3])!)
                        let context = coordinator.navigation.context(for: route, at: location)
                        let navigator: Any
                        switch route.screen {
            \(grab)        }
                        session.handles[Int(command[1])!] = navigator
                    case "call":
                        guard let handle = session.handles[Int(command[1])!] else { throw DriverError() }
                        switch handle {
            \(call)        default: throw DriverError()
                        }
                    case "guard":
            \(guardCase)
                    case "answer": session.answerLate(command[1] == "true")
                    case "link":
                        let route = try value(\(name)Route.self, command[1])
                        guard let url = route.deepLinkURL(scheme: "app") else { return }
                        session.url = url.absoluteString
                        try coordinator.open(url)
                    case "open": try coordinator.open(URL(string: command[1])!)
                    case "save": session.saved[Int(command[1])!] = try coordinator.savedState()
                    case "restore":
                        guard let data = session.saved[Int(command[1])!] else { throw DriverError() }
                        try coordinator.restoreState(from: data)
                    case "restoreTruncated":
                        guard let data = session.saved[Int(command[1])!] else { throw DriverError() }
                        try coordinator.restoreState(from: data.prefix(Int(command[2])! % data.count))
                    case "pass": try coordinator.navigation.passGate(from: coordinator.state.visibleLocation)
                    case "restoreForeign":
                        try coordinator.restoreState(from: \(foreignData))
                    default: session.host(command)
                    }
                }
            }


            """
    }

    /// The code that does not depend on a spec.
    // It imports RouteKit's `@_spi(Generated)` API, as generated code does, for `NavigationStateArchive`.
    private static let shared = #"""
        import Foundation
        @_spi(Generated) import RouteKit

        let decoder: JSONDecoder = {
            let decoder = JSONDecoder()
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan"
            )
            return decoder
        }()
        let encoder: JSONEncoder = {
            let encoder = JSONEncoder()
            encoder.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan"
            )
            return encoder
        }()

        func value<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
            try decoder.decode(T.self, from: Data(json.utf8))
        }

        /// The command's field at `index`; a call written for another screen's move (once gates have
        /// changed a sequence's course, a handle may hold another screen's navigator) has too few.
        func argument(_ command: [String], _ index: Int) throws -> String {
            guard command.indices.contains(index) else { throw DriverError() }
            return command[index]
        }

        func object(_ value: some Encodable) -> Any {
            try! JSONSerialization.jsonObject(with: encoder.encode(value), options: .fragmentsAllowed)
        }

        /// Shows states by running render commands on a state of its own, as UIKit would.
        @MainActor final class MirrorHost<Route: NavigationRoute>: NavigationHost {
            var state: NavigationState<Route>?

            func apply(_ commands: [RenderCommand<Route>], in _: NavigationState<Route>) {
                for command in commands {
                    switch command {
                    case .setRoot(let root): state = NavigationState(root: root)
                    case .setStack(let location, let routes, _):
                        setStack(location, NavigationState.Stack(routes: routes)!)
                    case .selectTab(let tab, _):
                        guard case .tabs(var tabs) = state!.root else { fatalError("selectTab without tabs") }
                        tabs.select(tab)
                        state!.root = .tabs(tabs)
                    case .showDetail(let routes, _): setStack(.secondary, NavigationState.Stack(routes: routes)!)
                    case .present(let index, let presentation, _):
                        state!.presentations = Array(state!.presentations.prefix(index)) + [presentation]
                    case .dismiss(let index, _): state!.presentations = Array(state!.presentations.prefix(index))
                    }
                }
            }

            func setStack(_ location: NavigationState<Route>.StackLocation, _ stack: NavigationState<Route>.Stack) {
                switch (location, state!.root) {
                case (.presentation(let index), _): state!.presentations[index].stack = stack
                case (.main, .stack): state!.root = .stack(stack)
                case (.tab(let tab), .tabs(let tabs)):
                    let stacks = tabs.tabs.map { ($0, $0 == tab ? stack : tabs.stack(for: $0)!) }
                    state!.root = .tabs(NavigationState.TabBar(stacks: stacks, selected: tabs.selected))
                case (.primary, .split(var split)): split.primary = stack; state!.root = .split(split)
                case (.secondary, .split(var split)): split.secondary = stack; state!.root = .split(split)
                default: fatalError("no stack \(location)")
                }
            }
        }

        /// What one spec's runner shares: the controller, its host, what it reported, navigators and saved data.
        @MainActor final class Session<Route: NavigationRoute> {
            let navigation: NavigationController<Route>
            let mirror = MirrorHost<Route>()
            var events: [[Any]] = []
            var causes: [String] = []
            var failures: [[Any]] = []
            var handles: [Int: Any] = [:]
            var saved: [Int: Data] = [:]
            var url: String?
            var observation: NavigationController<Route>.Observation?
            /// The screens with a leave check, by `location depth`: their stack and its routes up to them.
            var guarded: [String: (location: NavigationState<Route>.StackLocation, routes: [Route])] = [:]
            /// The checks that answered `true` for the change that waits or applied this step, by `location depth`.
            var allowed: Set<String> = []
            /// The late checks waiting for an answer.
            var lateAnswers: [CheckedContinuation<Bool, Never>] = []
            /// Guarded screens removed this step without their check answering `true`; and with it.
            var violations: [[Any]] = []
            var leftAllowed = 0
            /// The last value a delivering move passed.
            var lastFresh = 0
            /// Every value delivered in the sequence, and the state each arrived in, this step.
            var deliveredValues: Set<String> = []
            var arrivals: [(value: String, state: NavigationState<Route>)] = []
            /// Values delivered twice, or to a screen not at its place.
            var deliveryViolations: [[Any]] = []

            init(navigation: NavigationController<Route>) {
                self.navigation = navigation
                navigation.host = mirror
                observation = navigation.addObserver { [unowned self] event, cause in
                    switch event {
                    case .pushed(let route, let location): events.append(["pushed", object(route), "\(location)"])
                    case .popped(let route, let location, let reason):
                        events.append(["popped", object(route), "\(location)", reason.rawValue])
                    case .presented(let route, let style, let presenter):
                        events.append(["presented", object(route), style.rawValue, "\(presenter)"])
                    case .dismissed(let route): events.append(["dismissed", object(route)])
                    case .tabSelected(let tab): events.append(["tabSelected", "\(tab)"])
                    case .gateRequired(let gate, _): events.append(["gateRequired", "\(gate)"])
                    case .gatePassed(let gate): events.append(["gatePassed", "\(gate)"])
                    case .gateCancelled(let gate): events.append(["gateCancelled", "\(gate)"])
                    case .screenShown(_, let name): events.append(["screenShown", name, event.analyticsText])
                    }
                    causes.append(cause.analyticsText)
                }
                navigation.failureHandler = { [unowned self] error in
                    switch error {
                    case .staleNavigator: failures.append(["stale"])
                    case .coveredNavigator(_, _, let top): failures.append(["covered", object(top)])
                    case .leaveRefused: failures.append(["leaveRefused"])
                    case .staleLeave: failures.append(["staleLeave"])
                    case .leaveCheckInProgress: failures.append(["leaveBusy"])
                    default: failures.append(["step", error.description])
                    }
                }
            }

            /// A value no delivering move passed before.
            func fresh() -> Int {
                lastFresh += 1
                return lastFresh
            }

            /// Records `value` arriving at the screen of `route`, at `depth` in the stack at `location`: once
            /// per value, while the state holds that screen at its place.
            func arrived(
                _ value: String,
                _ route: Route,
                _ location: NavigationState<Route>.StackLocation,
                _ depth: Int
            ) {
                if !deliveredValues.insert(value).inserted { deliveryViolations.append(["twice", value]) }
                let routes = navigation.state.stack(at: location)?.routes ?? []
                if routes.count <= depth || routes[depth] != route {
                    deliveryViolations.append(["notAtItsPlace", value, object(route), "\(location) \(depth)"])
                }
                arrivals.append((value, navigation.state))
            }

            func location(_ text: String) -> NavigationState<Route>.StackLocation {
                switch text {
                case "main": return .main
                case "primary": return .primary
                case "secondary": return .secondary
                default:
                    let inner = String(text.drop { $0 != "(" }.dropFirst().dropLast())
                    if text.hasPrefix("presentation") { return .presentation(Int(inner)!) }
                    return .tab(try! value(Route.Tab.self, "\"\(inner)\""))
                }
            }

            func route(_ location: String, _ index: Int) throws -> (Route, NavigationState<Route>.StackLocation) {
                let location = self.location(location)
                guard let routes = navigation.state.stack(at: location)?.routes, routes.indices.contains(index) else {
                    throw DriverError()
                }
                return (routes[index], location)
            }

            /// A leave check for the screen of `route` (the top one of equal routes) that answers `answer`:
            /// `true`, `false`, or `late` (the next `answer` command), recording a `true` answer.
            func leaveCheck(
                _ route: Route,
                _ location: NavigationState<Route>.StackLocation,
                answer: String
            ) -> @MainActor @Sendable () async -> Bool {
                guard let routes = navigation.state.stack(at: location)?.routes,
                    let depth = routes.lastIndex(of: route)
                else { return { true } }
                let key = "\(location) \(depth)"
                guarded[key] = (location, Array(routes[...depth]))
                allowed.remove(key)
                return { [unowned self] in
                    let answered: Bool
                    switch answer {
                    case "true": answered = true
                    case "false": answered = false
                    default: answered = await withCheckedContinuation { lateAnswers.append($0) }
                    }
                    if answered { allowed.insert(key) }
                    return answered
                }
            }

            /// Waits until the leave checks that run have answered and their change applied or was refused, or
            /// until one waits for a late answer.
            ///
            /// A check's task resumes on the main actor through the global executor, so no fixed number of
            /// yields is enough: under load, the driver's next command could run first. Failing to settle within
            /// ten seconds is reported as a failure (`unsettled`), not waited out.
            func settle() async {
                let deadline = ContinuousClock.now + .seconds(10)
                while navigation.isCheckingLeave && lateAnswers.isEmpty {
                    guard ContinuousClock.now < deadline else {
                        failures.append(["unsettled"])
                        return
                    }
                    await Task.yield()
                }
            }

            /// Answers the late checks that wait.
            func answerLate(_ answer: Bool) {
                let waiting = lateAnswers
                lateAnswers.removeAll()
                for check in waiting { check.resume(returning: answer) }
            }

            /// Checks the promise of leave guards after a step that began with `presentationCount`
            /// presentations: a guarded screen that went (its stack no longer shows it over the same
            /// routes, or its presentation was dismissed) had its check answer `true` during the step.
            func checkLeaving(presentationCount: Int) {
                var count = presentationCount
                var kept = count
                for event in events {
                    switch event.first as? String {
                    case "dismissed":
                        count -= 1
                        kept = min(kept, count)
                    case "presented": count += 1
                    default: break
                    }
                }
                for (key, screen) in guarded {
                    var stays = navigation.state.stack(at: screen.location).map {
                        $0.routes.starts(with: screen.routes)
                    } ?? false
                    if case .presentation(let index) = screen.location, index >= kept { stays = false }
                    guard !stays else { continue }
                    guarded[key] = nil
                    if allowed.contains(key) {
                        leftAllowed += 1
                    } else {
                        violations.append([key, object(screen.routes.last!)])
                    }
                }
            }

            /// Whether a screen from `count` up in the stack at `location` has a leave check.
            func holdsPop(_ location: NavigationState<Route>.StackLocation, above count: Int) -> Bool {
                guard let routes = navigation.state.stack(at: location)?.routes, count >= 0, count < routes.count
                else { return false }
                return routes[count...].contains { navigation.hasLeaveCheck(for: $0, at: location) }
            }

            /// The user's own moves, which the mirror makes first, as UIKit would, then reports; a host holds
            /// a move that would leave a screen with a leave check, and asks for it instead.
            func host(_ command: [String]) {
                switch command[0] {
                case "hostPop" where holdsPop(self.location(command[1]), above: Int(command[2])!):
                    navigation.hostRequestsPop(self.location(command[1]), toCount: Int(command[2])!)
                case "hostDismiss" where navigation.hasLeaveCheck(inPresentationsFrom: Int(command[1])!):
                    navigation.hostRequestsDismiss(fromIndex: Int(command[1])!)
                case "hostPop":
                    let location = self.location(command[1])
                    let count = Int(command[2])!
                    if let stack = mirror.state!.stack(at: location), (1..<stack.count).contains(count) {
                        mirror.setStack(location, NavigationState.Stack(routes: Array(stack.routes.prefix(count)))!)
                    }
                    navigation.hostDidPop(location, toCount: count)
                case "hostDismiss":
                    let index = Int(command[1])!
                    if index < mirror.state!.presentations.count {
                        mirror.state!.presentations.removeSubrange(index...)
                    }
                    navigation.hostDidDismiss(fromIndex: index)
                case "hostTab":
                    let tab = try! value(Route.Tab.self, "\"\(command[1])\"")
                    mirror.apply([.selectTab(tab, animated: true)], in: navigation.state)
                    navigation.hostDidSelectTab(tab)
                default: fatalError("unknown command \(command)")
                }
            }

            /// The state as the property test reads it.
            func picture() -> [String: Any] {
                let state = navigation.state
                var stacks: [String: Any] = [:]
                var selected: Any = NSNull()
                switch state.root {
                case .stack(let stack): stacks["main"] = stack.routes.map(object)
                case .tabs(let tabs):
                    for tab in tabs.tabs { stacks["tab(\(tab))"] = tabs.stack(for: tab)!.routes.map(object) }
                    selected = "\(tabs.selected)"
                case .split(let split):
                    stacks["primary"] = split.primary.routes.map(object)
                    if let detail = split.secondary { stacks["secondary"] = detail.routes.map(object) }
                }
                let presentations = state.presentations.map { presentation -> [String: Any] in
                    [
                        "style": presentation.style.rawValue, "presenter": "\(presentation.presenter)",
                        "routes": presentation.stack.routes.map(object),
                    ]
                }
                return ["stacks": stacks, "selected": selected, "presentations": presentations]
            }
        }

        /// A command that does not fit the state, after the state went another way than the test expected.
        struct DriverError: Error {}

        @MainActor protocol Runner: AnyObject {
            associatedtype Route: NavigationRoute
            var session: Session<Route> { get }
            func run(_ command: [String]) throws
            func flipGates()
            func gateViolations(_ before: NavigationState<Route>) -> [String]
        }

        /// The routes a state shows, as the contract defines it: the top of the stack, of the selected
        /// tab's stack or of each split column, and the top of each presentation.
        func shownRoutes<Route: NavigationRoute>(
            _ state: NavigationState<Route>
        ) -> [(location: NavigationState<Route>.StackLocation, route: Route)] {
            var shown: [(location: NavigationState<Route>.StackLocation, route: Route)] = []
            switch state.root {
            case .stack(let stack): shown.append((.main, stack.top))
            case .tabs(let tabs): shown.append((.tab(tabs.selected), tabs.selectedStack.top))
            case .split(let split):
                shown.append((.primary, split.primary.top))
                if let detail = split.secondary { shown.append((.secondary, detail.top)) }
            }
            for (index, presentation) in state.presentations.enumerated() {
                shown.append((.presentation(index), presentation.stack.top))
            }
            return shown
        }

        extension Runner {
            /// Ends the runner's sequence: its late checks answer `false`, and their refusals arrive while
            /// the session still records them.
            func finish() async {
                session.answerLate(false)
                await session.settle()
            }
            func flipGates() {}
            func gateViolations(_ before: NavigationState<Route>) -> [String] { [] }

            /// Runs a command and describes what followed, as one JSON line.
            func step(_ command: [String]) async -> String {
                session.events = []
                session.causes = []
                session.failures = []
                session.url = nil
                session.violations = []
                session.leftAllowed = 0
                session.arrivals = []
                session.deliveryViolations = []
                let presentationCount = session.navigation.state.presentations.count
                var error: Any = NSNull()
                let before = session.navigation.state
                flipGates()
                do {
                    try run(command)
                } catch let thrown as DeepLinkError {
                    switch thrown {
                    case .invalidURL: error = "invalidURL"
                    case .noMatch: error = "noMatch"
                    case .missingParameter: error = "missingParameter"
                    case .invalidParameter: error = "invalidParameter"
                    case .cannotOpen: error = "cannotOpen"
                    }
                } catch let thrown {
                    error = "\(type(of: thrown))"
                }
                // Lets the leave checks that the command started answer, and their changes apply.
                await session.settle()
                session.checkLeaving(presentationCount: presentationCount)
                // A `true` answer allows the change it was asked for, which may apply steps later, after
                // other checks; once no change waits, it allows nothing more.
                if !session.navigation.isCheckingLeave { session.allowed = [] }
                var output = session.picture()
                output["events"] = session.events
                output["causes"] = session.causes
                output["failures"] = session.failures
                output["error"] = error
                output["url"] = session.url ?? NSNull()
                output["inSync"] = session.mirror.state == session.navigation.state
                output["leaveViolations"] = session.violations
                output["leftAllowed"] = session.leftAllowed
                output["gateViolations"] = gateViolations(before)
                // A value arrives once its move's change is made: the state it arrives in is the step's last.
                for arrival in session.arrivals where arrival.state != session.navigation.state {
                    session.deliveryViolations.append(["beforeTheChange", arrival.value])
                }
                output["delivered"] = session.arrivals.map(\.value)
                output["deliveryViolations"] = session.deliveryViolations
                output["fresh"] = session.lastFresh
                return String(decoding: try! JSONSerialization.data(withJSONObject: output), as: UTF8.self)
            }
        }


        """#
}
