/// The output of validation: a spec that every rule passed, so it has a name and a root and every
/// reference in it resolves.
struct ValidatedSpec {
    /// The spec.
    let spec: RouteSpec
}
