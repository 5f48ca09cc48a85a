/// One parameter of a screen.
struct Param: Sendable {
    /// The parameter's name: the associated value's label and the argument's label.
    var name: Located<String>
    /// The parameter's type.
    var type: Located<TypeReference>
    /// The default value, checked against the type; `nil` when there is none or it does not fit.
    var defaultValue: Located<DefaultValue>?
    /// Whether the spec gives a default, even one that does not fit the type
    /// (so that a bad default is reported once, not again as a missing one).
    var declaresDefault: Bool
    /// Documentation for the argument.
    var doc: String?
}
