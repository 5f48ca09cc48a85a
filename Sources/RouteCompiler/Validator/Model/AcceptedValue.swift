/// One key of a screen's `accepts`: a value that a screen above it may hand it as a `popTo` returns to it.
package struct AcceptedValue: Sendable {
    /// The key: the argument of a delivering transition and the `on<Key>` handler of the screen's navigator.
    package var name: Located<String>
    /// The value's type, following the param type rules.
    package var type: Located<TypeReference>
}
