import Testing

@testable import RouteCompiler

@Suite("Step callees")
struct StepCalleeTests {
    @Test(
        "Each callee is the member its step calls",
        arguments: [
            (StepCallee.push, ".push"),
            (StepCallee.pushSingleTop, ".pushSingleTop"),
            (StepCallee.present, ".present"),
            (StepCallee.replace, ".replace"),
            (StepCallee.showDetail, ".showDetail"),
            (StepCallee.selectTab, ".selectTab"),
            (StepCallee.popTo, ".popTo"),
            (StepCallee.popUpTo, ".popUpTo"),
            (StepCallee.pop, ".pop"),
            (StepCallee.popToRoot, ".popToRoot"),
            (StepCallee.dismiss, ".dismiss"),
            (StepCallee.dismissAll, ".dismissAll"),
            (StepCallee.perform, "context.perform"),
            (StepCallee.performOnSelf, "self.context.perform"),
        ]
    )
    func text(callee: SwiftExpression, text: String) {
        #expect(callee.text == text)
    }
}
