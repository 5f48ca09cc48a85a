/// Why a URL does not open a screen.
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not a URL that RouteKit can read.
    case invalidURL(String)
    /// No deep-link pattern of the spec matches the URL's path.
    case noMatch(path: String)
    /// The URL lacks a parameter that the linked screen requires.
    case missingParameter(name: String, path: String)
    /// A parameter's text does not fit its type, such as `abc` for an `Int`.
    case invalidParameter(name: String, value: String, type: String)
    /// The link matched, but its destination cannot be shown from the current state.
    case cannotOpen(path: String, reason: String)

    /// A sentence describing the error.
    public var description: String {
        switch self {
        case .invalidURL(let text): "'\(text)' is not a URL."
        case .noMatch(let path): "No deep link matches '\(path)'."
        case .missingParameter(let name, let path): "'\(path)' needs the parameter '\(name)'."
        case .invalidParameter(let name, let value, let type):
            "The parameter '\(name)' is '\(value)', which is not a valid \(type)."
        case .cannotOpen(let path, let reason): "'\(path)' cannot be opened: \(reason)"
        }
    }
}
