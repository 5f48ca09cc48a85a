/// A node's explicit tag, such as `!!str`, as the loader understands it.
///
/// Route specs support only the YAML 1.2 core schema's tags and the
/// non-specific tag `!`; any other tag is ``unsupported(_:)``.
enum YAMLTag: Hashable, Sendable {
    /// `!`: the node is a string if it is a scalar.
    case nonSpecific
    /// `!!str`.
    case string
    /// `!!int`.
    case integer
    /// `!!float`.
    case float
    /// `!!bool`.
    case boolean
    /// `!!null`.
    case null
    /// `!!seq`.
    case sequence
    /// `!!map`.
    case mapping
    /// Any other tag, as written in messages (`!custom`, `!!binary` …).
    case unsupported(String)

    /// The prefix that `!!` stands for.
    private static let corePrefix = "tag:yaml.org,2002:"

    /// The tag for a tag string as libyaml resolves it, such as `tag:yaml.org,2002:str`.
    init(_ resolved: String) {
        switch resolved {
        case "!": self = .nonSpecific
        case Self.corePrefix + "str": self = .string
        case Self.corePrefix + "int": self = .integer
        case Self.corePrefix + "float": self = .float
        case Self.corePrefix + "bool": self = .boolean
        case Self.corePrefix + "null": self = .null
        case Self.corePrefix + "seq": self = .sequence
        case Self.corePrefix + "map": self = .mapping
        default:
            if resolved.hasPrefix(Self.corePrefix) {
                self = .unsupported("!!" + resolved.dropFirst(Self.corePrefix.count))
            } else {
                self = .unsupported(resolved)
            }
        }
    }

    /// The tag as written in a spec, for messages.
    var name: String {
        switch self {
        case .nonSpecific: "!"
        case .string: "!!str"
        case .integer: "!!int"
        case .float: "!!float"
        case .boolean: "!!bool"
        case .null: "!!null"
        case .sequence: "!!seq"
        case .mapping: "!!map"
        case .unsupported(let name): name
        }
    }
}
