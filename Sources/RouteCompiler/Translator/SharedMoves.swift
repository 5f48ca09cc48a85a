/// The transitions that several screens may make, grouped by the screens that make them, so that
/// each is emitted once instead of once per navigator.
///
/// `from: "*"` moves become an extension of the spec's `<Name>ScreenNavigator`, which every
/// navigator conforms to. Moves from a list of screens become a protocol per distinct list
/// (`<Name>Navigator.<First transition>Moves`) with the moves in its extension for the spec's
/// navigators; the navigators of the listed screens conform to it, and no other navigator offers them.
/// Every other transition is the own move of the one screen it starts from, which that screen's
/// navigator declares itself.
struct SharedMoves: Sendable {
    /// Transitions from a list of two or more screens, with the same list.
    struct Group: Sendable {
        /// The protocol's name inside `<Name>Navigator`.
        var protocolName: String
        /// The protocol's name as the navigators' conformances and its extension write it:
        /// `<Name>Navigator.<protocolName>`.
        var qualifiedName: SwiftType
        /// The screens whose navigators conform, in spec order.
        var screens: [String]
        /// The group's transitions, in spec order.
        var transitions: [Transition]
    }

    /// The `from: "*"` transitions, in spec order.
    private(set) var everywhere: [Transition] = []
    /// The groups, in the order of their first transition.
    private(set) var groups: [Group] = []
    /// The qualified protocols of each screen's groups, in group order, by the screen's place in the spec.
    private var protocolsByPlace: [[SwiftType]]
    /// The places in `spec.transitions` of each screen's own moves, in spec order, by the screen's place.
    private var ownMovesByPlace: [[Int]]

    /// Groups the shared transitions of `spec`, whose navigators are declared in the `namespace` enum
    /// as `navigatorTypeNames` (by the screen's place in the spec).
    ///
    /// A group is found by the places of its screens in the spec, sorted: a key of a few integers,
    /// cheaper to hash than a set of names. (The spec is validated: every listed screen is declared.)
    ///
    /// The transitions are walked by index, not with `enumerated()`, whose iterator hands out a copy of
    /// each (retaining every string and array in it): most are the own move of one screen, which
    /// needs only its place.
    init(spec: RouteSpec, namespace: String, navigatorTypeNames: [String]) {
        var groupIndex: [[Int]: Int] = [:]
        protocolsByPlace = Array(repeating: [], count: spec.screens.count)
        ownMovesByPlace = Array(repeating: [], count: spec.screens.count)
        var taken = Set(navigatorTypeNames)
        for index in spec.transitions.indices {
            switch spec.transitions[index].sources {
            case .all: everywhere.append(spec.transitions[index])
            case .screens(let list):
                guard Self.namesSeveralScreens(list) else {
                    if let screen = list.first, let place = spec.screenNumbers[screen.value] {
                        ownMovesByPlace[place].append(index)
                    }
                    continue
                }
                let places = Self.sortedPlaces(of: list, in: spec.screenNumbers)
                let transition = spec.transitions[index]
                if let group = groupIndex[places] {
                    groups[group].transitions.append(transition)
                } else {
                    let name = SwiftNaming.uniqueName(
                        SwiftNaming.navigatorTypeName(transition.name.value) + "Moves",
                        avoiding: taken
                    )
                    taken.insert(name)
                    groupIndex[places] = groups.count
                    let qualifiedName = SwiftType.member(.named(namespace), name)
                    for place in places { protocolsByPlace[place].append(qualifiedName) }
                    groups.append(
                        Group(
                            protocolName: name,
                            qualifiedName: qualifiedName,
                            screens: places.map { spec.screens[$0].name.value },
                            transitions: [transition]
                        )
                    )
                }
            }
        }
    }

    /// The places in the spec of the screens that `list` names, in spec order, each once.
    private static func sortedPlaces(of list: [Located<String>], in screenPlaces: [String: Int]) -> [Int] {
        var places = list.compactMap { screenPlaces[$0.value] }
        places.sort()
        var last = -1
        places.removeAll { place in
            defer { last = place }
            return place == last
        }
        return places
    }

    /// Whether a `from:` list names two or more distinct screens, found without building a set.
    private static func namesSeveralScreens(_ list: [Located<String>]) -> Bool {
        guard let first = list.first else { return false }
        return list.contains { $0.value != first.value }
    }

    /// The protocols that the navigator of the screen at `place` in the spec conforms to, for its
    /// shared moves, qualified (`<Name>Navigator.<Protocol>`): each is written once, not once per screen.
    func protocols(ofScreenAt place: Int) -> [SwiftType] {
        protocolsByPlace[place]
    }

    /// The places in the spec's transitions of the own moves of the screen at `place` in the spec: the
    /// transitions from that screen alone, which its navigator declares as methods of its own.
    func ownMoves(ofScreenAt place: Int) -> [Int] {
        ownMovesByPlace[place]
    }
}

extension RouteTranslator {
    /// The protocols of the shared moves' groups, declared inside `<Name>Navigator`.
    func sharedMoveProtocols(_ shared: SharedMoves) -> [SwiftDeclaration] {
        shared.groups.map { group in
            .protocol(
                SwiftTypeDeclaration(
                    doc: [Self.sharedMovesDoc(group.screens)],
                    attributes: [SwiftAttribute(name: ref("MainActor"))],
                    access: access,
                    name: group.protocolName,
                    // Not refining `<Name>ScreenNavigator`: a refining conformance's witness table is built
                    // at run time by a function compiled per navigator; the extension asks for it instead.
                    inheritance: [],
                    members: []
                )
            )
        }
    }

    /// The doc comment line of a group's protocol, which names its `screens`.
    ///
    /// Screen names are ASCII identifiers (`NameRule`): the line needs no escaping.
    private static func sharedMovesDoc(_ screens: [String]) -> String {
        "/// The moves shared by the navigators of " + screens.map { "`\($0)`" }.joined(separator: ", ")
            + ", each written once."
    }

    /// The extensions that implement the shared moves: one for `from: "*"`, one per group.
    ///
    /// Moves are made in closures that call ``moveFunction(_:)``, not by passing the method itself: a
    /// method reference is a closure that holds a copy of the translator, made for each group.
    func sharedMoveExtensions(_ shared: SharedMoves) -> [SwiftDeclaration] {
        var extensions: [SwiftDeclaration] = []
        if !shared.everywhere.isEmpty {
            extensions.append(
                .extension(
                    SwiftExtension(
                        doc: documentation(
                            "The moves every screen of \(names.prefix) may "
                                + "make (`from: \"*\"`): every navigator offers them."
                        ),
                        extendedType: .named(names.screenNavigator),
                        members: shared.everywhere.map { moveFunction($0) }
                    )
                )
            )
        }
        // The same for every group: made once.
        let whereClause = [
            SwiftGenericRequirement.conformance(type: .named("Self"), constraint: .named(names.screenNavigator))
        ]
        for group in shared.groups {
            extensions.append(
                .extension(
                    SwiftExtension(
                        extendedType: group.qualifiedName,
                        whereClause: whereClause,
                        members: group.transitions.map { moveFunction($0) }
                    )
                )
            )
        }
        return extensions
    }

    /// A transition as a navigator method that performs its steps with the navigator's context.
    ///
    /// A move that presents a screen with a result also has an `async` form, in a part of its own
    /// (``translateAwaitingMoves()``).
    func moveFunction(_ transition: Transition) -> SwiftDeclaration {
        let method = makeTransitionMethod(transition)
        // Without a `doc` (which alone gets the note of bound values), the summary is written straight
        // after its `/// `.
        let doc =
            transition.doc.map { documentation($0, method.boundValuesNote(in: spec)) }
            ?? SwiftNaming.prefixedDocumentationLines(method.summaryCommentLine(in: spec))
        return .function(
            SwiftFunction(
                doc: documentation(doc, generatedFrom: transition.name.location),
                access: access,
                name: SwiftNaming.identifier(transition.name.value),
                parameters: method.parameters,
                body: method.body
            )
        )
    }
}
