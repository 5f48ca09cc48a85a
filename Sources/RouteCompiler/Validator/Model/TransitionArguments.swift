/// The arguments of a transition's generated method: the params of every
/// screen that its steps push, present, replace or show, in step order,
/// except those that the step's `with` binds.
package struct TransitionArgument {
    /// The param, as declared by the first screen that has it.
    package var param: Param
    /// The screen that declares it first.
    package var screen: String
}

/// Two screens of one transition that declare a param of the same name with different types.
package struct TransitionArgumentConflict {
    /// The param's name.
    package var name: String
    /// The param as first declared.
    package var first: TransitionArgument
    /// The screen whose param of the same name has another type.
    package var screen: String
    /// That param.
    package var param: Param
    /// The step that shows that screen.
    package var step: Located<Step>
}

extension Transition {
    /// The method's arguments, one per param name, and the conflicting declarations.
    ///
    /// Most transitions show one screen, whose params have distinct names (the keys of one mapping): its
    /// arguments need no index of names, which is made only when a second screen is shown. Screens are
    /// read in place, not copied. This matters because the transition rule and the translator call the
    /// method for every transition.
    package func arguments(
        in spec: RouteSpec
    ) -> (arguments: [TransitionArgument], conflicts: [TransitionArgumentConflict]) {
        var arguments: [TransitionArgument] = []
        var indexByName = NameIndex<Int>()
        var conflicts: [TransitionArgumentConflict] = []
        var shownScreens = 0
        for step in steps {
            guard let target = step.value.shownScreen, let number = spec.screenNumbers[target.value] else { continue }
            shownScreens += 1
            if shownScreens == 2 {
                for index in arguments.indices { indexByName.add(index, for: arguments[index].param.name.value) }
            }
            let screen = spec.screens[number].name.value
            let options = step.value.showOptions ?? .none
            for param in spec.screens[number].params where options.binding(named: param.name.value) == nil {
                guard shownScreens > 1 else {
                    arguments.append(TransitionArgument(param: param, screen: screen))
                    continue
                }
                if let index = indexByName[param.name.value] {
                    let first = arguments[index]
                    if first.param.type.value != param.type.value {
                        conflicts.append(
                            TransitionArgumentConflict(
                                name: param.name.value,
                                first: first,
                                screen: screen,
                                param: param,
                                step: step
                            )
                        )
                    }
                } else {
                    indexByName.add(arguments.count, for: param.name.value)
                    arguments.append(TransitionArgument(param: param, screen: screen))
                }
            }
        }
        return (arguments, conflicts)
    }

    /// The conflicting declarations of the method's arguments, as ``arguments(in:)`` finds them.
    ///
    /// Only params of two shown screens can conflict: a transition that shows one screen, as most do, has
    /// none, found without collecting its arguments.
    package func argumentConflicts(in spec: RouteSpec) -> [TransitionArgumentConflict] {
        guard steps.count(where: { $0.value.shownScreen != nil }) > 1 else { return [] }
        return arguments(in: spec).conflicts
    }

    /// The screens the transition presents.
    package var presentedScreens: [String] {
        steps.compactMap { if case .present(let screen, _) = $0.value { screen.value } else { nil } }
    }

    /// The screen the transition presents last, if it presents one.
    package var lastPresentedScreen: String? {
        for step in steps.reversed() {
            if case .present(let screen, _) = step.value { return screen.value }
        }
        return nil
    }
}

extension RouteSpec {
    /// The screens reached only by `present` in a spec of this root and these transitions: their
    /// navigators can `dismiss()` and `finish(_:)`.
    ///
    /// A screen that is also a root, or that some transition pushes, replaces
    /// or shows as a detail, lives in a stack that is not its own presentation.
    package static func presentedOnlyScreens(root: Root?, transitions: [Transition]) -> Set<String> {
        var presented: Set<String> = []
        var otherwiseShown = Set(root?.rootScreens.map(\.value) ?? [])
        for transition in transitions {
            for step in transition.steps {
                switch step.value {
                case .present(let screen, _): presented.insert(screen.value)
                case .push(let screen, _), .replace(let screen, _), .showDetail(let screen, _):
                    otherwiseShown.insert(screen.value)
                case .selectTab, .popTo, .pop, .popToRoot, .dismiss, .dismissAll: break
                }
            }
        }
        return presented.subtracting(otherwiseShown)
    }
}
