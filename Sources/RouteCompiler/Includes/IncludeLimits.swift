/// Bounds on the files one spec includes, past which the compiler reports an error.
///
/// WooCommerce's main navigation graph, the largest measured, pulls its 226 screens from 19 files
/// nested three deep; the limits are far above that and only stop runaway or generated include trees.
/// All the files of a spec together stay within one file's ``YAMLLimits/maxInputBytes``, so an
/// included spec costs what the same text in one file costs.
enum IncludeLimits {
    /// The most files a spec includes, directly or through other included files.
    static let maxFiles = 256
    /// The deepest chain of includes: the top-level spec includes at depth 1.
    static let maxDepth = 16
}
