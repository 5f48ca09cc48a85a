/// Bounds on what one spec declares, past which the compiler reports an error instead of
/// spending unbounded time or memory (the YAML loader has its own: ``YAMLLimits``).
package enum SpecLimits {
    /// The most screens one spec declares; a larger app splits into several specs.
    package static let maxScreens = 10_000
    /// The most screens a deep link's synthesized back stack holds: each linked screen's code
    /// builds its whole stack, so deep chains of links would make generated code grow as their square.
    package static let maxBackStackDepth = 64
    /// The longest name (the spec's `name`, screens, params, tabs, transitions), in characters:
    /// generated file names (`<Name>Routes.swift`, and `routegen scaffold`'s
    /// `<Name>ScreenFactory+<Screen>.swift`) then stay far below the 255-byte limit of a file name
    /// on macOS and Linux, so `check` rejects every name that `generate` could not write.
    package static let maxNameLength = 100
    /// The deepest nesting of a param's or result's type, each `[ ]` and each `?` a level (`[Int?]` has 2):
    /// the type parser stops there, so every later walk over a type, over a default or `with`
    /// value of it, and over the Swift written for them recurses at most this deep. Real types nest
    /// a few levels; past about 20, Swift's type checker takes exponential time over an array literal
    /// as deep as its type (a default), so a deeper type would stall the app's build.
    package static let maxTypeDepth = 16
}
