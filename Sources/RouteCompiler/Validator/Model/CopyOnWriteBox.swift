/// A value kept in a box that copies share, and that is copied only when a shared copy is changed.
///
/// The spec model's screens and params keep their fields in one: rules and translators copy them out
/// of arrays and dictionaries constantly, and a copy then costs one reference count instead of one per
/// field.
struct CopyOnWriteBox<Value: Sendable>: Sendable {
    /// The storage that the copies share.
    ///
    /// Sendable although its value is mutable: a box's storage is written only when no other copy
    /// shares it (see ``value``), so storage that two threads can see is only ever read.
    private final class Storage: @unchecked Sendable {
        var value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    private var storage: Storage

    /// Creates a box holding `value`.
    init(_ value: Value) {
        storage = Storage(value)
    }

    /// The value, read in place, or changed after copying the storage if another copy shares it.
    var value: Value {
        _read { yield storage.value }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.value) }
            yield &storage.value
        }
    }
}
