/// One parameter of a screen.
package struct Param: Sendable {
    /// The parameter's name: the associated value's label and the argument's label.
    package var name: Located<String>
    /// The parameter's type.
    package var type: Located<TypeReference>
    /// The default value, checked against the type; `nil` when there is none or it does not fit.
    package var defaultValue: Located<DefaultValue>?
    /// Whether the spec gives a default, even one that does not fit the type
    /// (so that a bad default is reported once, not again as a missing one).
    package var declaresDefault: Bool
    /// Documentation for the argument.
    package var doc: String?
}
