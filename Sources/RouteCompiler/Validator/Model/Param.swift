/// One parameter of a screen.
///
/// Like a ``Screen``, a param is a value whose fields live in one shared box: rules and translators
/// copy params out of screens and into arguments constantly, and a copy then costs one reference count
/// instead of one per field. Setting a field copies the box first when it is shared.
struct Param: Sendable {
    /// The fields of a param.
    private struct Fields: Sendable {
        var name: Located<String>
        var type: Located<TypeReference>
        var defaultValue: Located<DefaultValue>?
        var declaresDefault: Bool
        var doc: String?
    }

    private var box: CopyOnWriteBox<Fields>

    /// Creates a param.
    init(
        name: Located<String>,
        type: Located<TypeReference>,
        defaultValue: Located<DefaultValue>?,
        declaresDefault: Bool,
        doc: String?
    ) {
        box = CopyOnWriteBox(
            Fields(name: name, type: type, defaultValue: defaultValue, declaresDefault: declaresDefault, doc: doc)
        )
    }

    /// The parameter's name: the associated value's label and the argument's label.
    var name: Located<String> {
        get { box.value.name }
        set { box.value.name = newValue }
    }
    /// The parameter's type.
    var type: Located<TypeReference> {
        get { box.value.type }
        set { box.value.type = newValue }
    }
    /// The default value, checked against the type; `nil` when there is none or it does not fit.
    var defaultValue: Located<DefaultValue>? {
        get { box.value.defaultValue }
        set { box.value.defaultValue = newValue }
    }
    /// Whether the spec gives a default, even one that does not fit the type
    /// (so that a bad default is reported once, not again as a missing one).
    var declaresDefault: Bool {
        get { box.value.declaresDefault }
        set { box.value.declaresDefault = newValue }
    }
    /// Documentation for the argument.
    var doc: String? {
        get { box.value.doc }
        set { box.value.doc = newValue }
    }
}
