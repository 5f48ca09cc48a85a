/// The output of resolving includes: the YAML tree of a spec and of every file it includes.
struct SpecDocuments {
    /// An included file's YAML tree, its locations in that file.
    struct IncludedFile {
        /// The file's path as diagnostics print it.
        var path: String
        /// The file's YAML tree.
        var root: YAMLNode
    }

    /// The top-level spec.
    var top: SpecDocument
    /// The files it includes that could be read, in the order they are included, depth first.
    var included: [IncludedFile]
    /// The paths of every file included, directly or not, as diagnostics print them: also those
    /// that could not be parsed.
    var includedPaths: [String]
}
