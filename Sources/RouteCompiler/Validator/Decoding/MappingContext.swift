/// What a mapping of the spec is, for messages: "the spec", "screen 'books'" …
///
/// A screen's, a param's, a transition's or a step's context keeps the names it is made of and
/// writes its text only when a message needs it, so that decoding a spec without errors builds
/// none of these strings.
enum MappingContext: ExpressibleByStringInterpolation, CustomStringConvertible {
    /// A context written out already.
    case text(String)
    /// `screen '<name>'`.
    case screen(String)
    /// `param '<name>' of screen '<screen>'`.
    case param(String, screen: String)
    /// `transition '<name>'`.
    case transition(String)
    /// `the '<keyword>' step`.
    case step(String)

    /// A context written out already.
    init(stringLiteral text: String) {
        self = .text(text)
    }

    /// The context as messages write it.
    var description: String {
        switch self {
        case .text(let text): text
        case .screen(let name): "screen '\(name)'"
        case .param(let name, let screen): "param '\(name)' of screen '\(screen)'"
        case .transition(let name): "transition '\(name)'"
        case .step(let keyword): "the '\(keyword)' step"
        }
    }
}
