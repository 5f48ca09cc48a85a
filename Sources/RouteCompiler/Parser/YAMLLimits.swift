/// Bounds that keep loading fast and small on any input.
///
/// A route spec is a few kilobytes of shallow mappings; the limits are far
/// above that, and only stop hostile or broken input, such as an "alias bomb"
/// that expands a few lines into billions of nodes, or thousands of nested
/// brackets that would make libyaml slow.
public struct YAMLLimits: Hashable, Sendable {
    /// The largest input accepted, in bytes.
    public var maxInputBytes: Int
    /// The deepest nesting of lists and mappings accepted; the root mapping is level 1.
    public var maxDepth: Int
    /// The most nodes a document may hold, counting every alias at the full
    /// size of the node it copies.
    public var maxNodes: Int

    /// Creates limits; each one defaults to its value in ``default``.
    public init(maxInputBytes: Int = 8 * 1024 * 1024, maxDepth: Int = 64, maxNodes: Int = 1_000_000) {
        self.maxInputBytes = maxInputBytes
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
    }

    /// The limits for route specs: 8 MiB, 64 levels of nesting and 1,000,000 nodes.
    public static let `default` = YAMLLimits()
}
