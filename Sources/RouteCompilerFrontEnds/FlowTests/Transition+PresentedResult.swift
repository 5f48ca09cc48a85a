import RouteCompiler

extension Transition {
    /// The result type of the screen the transition presents last, when it has one: its method takes
    /// `onResult`, and has an `async` form.
    func presentedResult(in spec: RouteSpec) -> TypeReference? {
        for step in steps.reversed() {
            if case .present(let screen, _) = step.value {
                return spec.screen(named: screen.value)?.result?.value
            }
        }
        return nil
    }
}
