/// A node of a parsed YAML document: a scalar, a sequence or a mapping, with
/// the 1-based position of its first character.
///
/// Aliases are resolved while loading: an alias node is a copy of its
/// anchored node (keeping the anchored node's positions).
public struct YAMLNode: Hashable, Sendable {
    /// What a node holds.
    ///
    /// Not `indirect`: the arrays of a collection already live on the heap, and a scalar, most of
    /// a spec's nodes, then needs no allocation of its own besides its text.
    public enum Content: Hashable, Sendable {
        /// A scalar, already resolved by the YAML 1.2 core schema.
        case scalar(YAMLScalar)
        /// A sequence of nodes, in document order.
        case sequence([YAMLNode])
        /// A mapping; its keys are unique (duplicates are rejected while loading)
        /// and kept in document order.
        case mapping([YAMLMappingEntry])
    }

    /// What the node holds.
    public var content: Content

    /// Where the node starts: its first character, or its tag or anchor if it has one.
    public var location: SourceLocation

    /// Creates a node.
    public init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }

    /// The scalar this node holds, or `nil` for a collection.
    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { scalar } else { nil }
    }

    /// The items of this sequence node, or `nil` for any other node.
    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { items } else { nil }
    }

    /// The entries of this mapping node, or `nil` for any other node.
    public var mapping: [YAMLMappingEntry]? {
        if case .mapping(let entries) = content { entries } else { nil }
    }

    /// A short description of the node's kind for messages: "a string", "an integer", "a list", "a mapping" …
    public var kindDescription: String {
        switch content {
        case .scalar(let scalar): scalar.value.kindDescription
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// One key-value pair of a mapping node.
public struct YAMLMappingEntry: Hashable, Sendable {
    /// The key node (usually a string scalar).
    public var key: YAMLNode
    /// The value node.
    public var value: YAMLNode

    /// Creates an entry.
    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// A YAML scalar: its source text, how it was written, and the value the
/// YAML 1.2 core schema gives it.
public struct YAMLScalar: Hashable, Sendable {
    /// How a scalar was written in the source.
    public enum Style: Hashable, Sendable {
        /// Unquoted.
        case plain
        /// In single quotes.
        case singleQuoted
        /// In double quotes.
        case doubleQuoted
        /// A `|` block.
        case literal
        /// A `>` block.
        case folded
    }

    /// The scalar's text after YAML's own unescaping and folding.
    public var text: String
    /// How the scalar was written.
    public var style: Style
    /// The value by the YAML 1.2 core schema: only plain scalars can be
    /// null, booleans or numbers; every other scalar (and a `!!str` one) is a string.
    public var value: YAMLValue

    /// Creates a scalar.
    public init(text: String, style: Style, value: YAMLValue) {
        self.text = text
        self.style = style
        self.value = value
    }
}

/// The typed value of a scalar by the YAML 1.2 core schema.
public enum YAMLValue: Hashable, Sendable {
    /// `null`, `Null`, `NULL`, `~` or an empty plain scalar.
    case null
    /// `true`/`True`/`TRUE`/`false`/`False`/`FALSE` (not `yes`, `no`, `on`, `off`).
    case bool(Bool)
    /// A decimal, `0o` octal or `0x` hexadecimal integer that fits in `Int`.
    case int(Int)
    /// A floating-point number, including `.inf`, `-.inf` and `.nan`.
    case double(Double)
    /// Anything else.
    case string(String)

    /// A short description of the value's kind for messages: "a string", "an integer" …
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .int: "an integer"
        case .double: "a number"
        case .string: "a string"
        }
    }
}

extension YAMLNode {
    /// This node with every location in it (its own and its children's) in the included file at `file`.
    func inFile(_ file: String) -> YAMLNode {
        inFile(index: SourceFileTable.shared.index(of: file))
    }

    /// This node with every location in it in the included file interned under `index`.
    private func inFile(index: UInt32) -> YAMLNode {
        let content: Content =
            switch content {
            case .scalar: content
            case .sequence(let items): .sequence(items.map { $0.inFile(index: index) })
            case .mapping(let entries):
                .mapping(
                    entries.map {
                        YAMLMappingEntry(key: $0.key.inFile(index: index), value: $0.value.inFile(index: index))
                    }
                )
            }
        return YAMLNode(content, at: location.inFile(index: index))
    }
}
