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

    /// The box that the copies of a param share.
    ///
    /// Sendable although its field is mutable: a param writes into its box only when no other copy
    /// shares it (see ``fields``), so a box that two threads can see is only ever read.
    private final class Box: @unchecked Sendable {
        var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private var box: Box

    /// Creates a param.
    init(
        name: Located<String>,
        type: Located<TypeReference>,
        defaultValue: Located<DefaultValue>?,
        declaresDefault: Bool,
        doc: String?
    ) {
        box = Box(
            Fields(name: name, type: type, defaultValue: defaultValue, declaresDefault: declaresDefault, doc: doc)
        )
    }

    /// The fields, to read, or to change after copying the box if another param shares it.
    private var fields: Fields {
        get { box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            yield &box.fields
        }
    }

    /// The parameter's name: the associated value's label and the argument's label.
    var name: Located<String> {
        get { box.fields.name }
        set { fields.name = newValue }
    }
    /// The parameter's type.
    var type: Located<TypeReference> {
        get { box.fields.type }
        set { fields.type = newValue }
    }
    /// The default value, checked against the type; `nil` when there is none or it does not fit.
    var defaultValue: Located<DefaultValue>? {
        get { box.fields.defaultValue }
        set { fields.defaultValue = newValue }
    }
    /// Whether the spec gives a default, even one that does not fit the type
    /// (so that a bad default is reported once, not again as a missing one).
    var declaresDefault: Bool {
        get { box.fields.declaresDefault }
        set { fields.declaresDefault = newValue }
    }
    /// Documentation for the argument.
    var doc: String? {
        get { box.fields.doc }
        set { fields.doc = newValue }
    }
}
