/// The `NavigationStep` cases that the steps of moves call, each rendered once.
///
/// Every move's steps start with one of these (`.push(…)`, `.pop`); rendering them once spares a
/// byte buffer per step.
enum StepCallee {
    /// `.push`.
    static let push = SwiftExpression.member(nil, "push")
    /// `.pushSingleTop`.
    static let pushSingleTop = SwiftExpression.member(nil, "pushSingleTop")
    /// `.present`.
    static let present = SwiftExpression.member(nil, "present")
    /// `.replace`.
    static let replace = SwiftExpression.member(nil, "replace")
    /// `.showDetail`.
    static let showDetail = SwiftExpression.member(nil, "showDetail")
    /// `.selectTab`.
    static let selectTab = SwiftExpression.member(nil, "selectTab")
    /// `.popTo`.
    static let popTo = SwiftExpression.member(nil, "popTo")
    /// `.popUpTo`.
    static let popUpTo = SwiftExpression.member(nil, "popUpTo")
    /// `.pop`.
    static let pop = SwiftExpression.member(nil, "pop")
    /// `.popToRoot`.
    static let popToRoot = SwiftExpression.member(nil, "popToRoot")
    /// `.dismiss`.
    static let dismiss = SwiftExpression.member(nil, "dismiss")
    /// `.dismissAll`.
    static let dismissAll = SwiftExpression.member(nil, "dismissAll")
    /// `context.perform`, the call of every move's body.
    static let perform = SwiftExpression.member(.identifier("context"), "perform")
    /// `self.context.perform`, the call of a move whose parameter `context` hides the navigator's.
    static let performOnSelf = SwiftExpression.member(.member(.identifier("self"), "context"), "perform")
}
