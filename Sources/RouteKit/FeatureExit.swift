/// Where a feature's exit goes: the steps of the app that the app's generated code binds it to.
///
/// A feature cannot name the app's routes, so a `<Feature>Exits` requirement returns this opaque
/// value, which the app's generated code builds from its own steps and the feature's navigator hands
/// back to the app's state unopened.
public struct FeatureExit: Sendable {
    /// The app's steps, `[NavigationStep<AppRoute>]`.
    let steps: any Sendable

    /// Creates an exit that takes the app's `steps`.
    @_spi(Generated)
    public init<AppRoute: NavigationRoute>(_ steps: [NavigationStep<AppRoute>]) {
        self.steps = steps
    }

    /// The app's steps, when the exit was built for `AppRoute`.
    func steps<AppRoute: NavigationRoute>(as route: AppRoute.Type) -> [NavigationStep<AppRoute>]? {
        steps as? [NavigationStep<AppRoute>]
    }
}
