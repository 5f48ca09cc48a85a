/// The route of a feature spec: a feature's screens, which an app's navigation state holds among
/// its own.
///
/// A feature spec generates `<Feature>Route` conforming to it, with `Exits` its `<Feature>Exits`
/// protocol, the moves out of the feature that the app's generated code fulfils. A feature has no
/// root, so no tabs and no gates of its own.
public protocol FeatureRoute: NavigationRoute where Tab == Never, Gate == Never {
    /// The feature's exits (the generated `any <Feature>Exits`).
    associatedtype Exits
}
