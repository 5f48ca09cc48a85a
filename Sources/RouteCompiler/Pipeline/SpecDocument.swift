/// The first stage's output: one spec file's YAML tree, read from its source.
///
/// The root is a mapping (``YAMLLoader/loadDocument(_:limits:diagnostics:)`` makes no document of
/// anything else); it may still hold keys of the wrong shape, which decoding reports.
struct SpecDocument {
    /// Where the spec was read from, and how the files it includes are read.
    var source: SpecSource
    /// The file's YAML tree.
    var root: YAMLNode
}
