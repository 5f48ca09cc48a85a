/// The text that a parameter contributes to an interpolated screen title.
///
/// Generated titles call this for every `{param}`: a value prints as
/// `String(describing:)` would print it, and an optional prints its wrapped
/// value, or nothing when it is `nil` (never `Optional(…)`).
@_spi(Generated)
public func titleText<Value>(_ value: Value) -> String {
    if let optional = value as? any OptionalTitleValue {
        return optional.wrappedTitleText
    }
    return String(describing: value)
}

/// An optional whose wrapped value can be printed into a title.
private protocol OptionalTitleValue {
    /// The wrapped value's title text, or the empty string for `nil`.
    var wrappedTitleText: String { get }
}

extension Optional: OptionalTitleValue {
    fileprivate var wrappedTitleText: String {
        switch self {
        case .some(let wrapped): titleText(wrapped)
        case .none: ""
        }
    }
}
