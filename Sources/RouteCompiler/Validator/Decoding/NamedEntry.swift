/// An entry of a mapping whose keys are names (screens, params, transitions): the name and its
/// value, as ``SpecDecoder/namedEntries(of:what:example:diagnostics:)`` reads them.
///
/// A struct rather than a tuple: an array of tuples is destroyed element by element through the
/// runtime's generic tuple code, and a spec has an entry for every screen, param and transition.
struct NamedEntry: Sendable {
    /// The name, with where it is written.
    var name: Located<String>
    /// The node the name maps to.
    var value: YAMLNode
}
