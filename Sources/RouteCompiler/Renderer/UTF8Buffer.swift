/// A growing run of UTF-8 bytes, in storage that the buffer alone owns, where appending a piece is
/// one capacity check and one copy.
///
/// `Array.append(contentsOf:)` goes through its generic path for a piece however short (a name, `: `,
/// a line's indentation), which costs far more than the copy; the renderer appends a great many such
/// pieces for a large spec, so it writes them here.
struct UTF8Buffer: ~Copyable {
    /// The first byte of the storage.
    private var start: UnsafeMutablePointer<UInt8>
    /// How many bytes are written.
    private(set) var count = 0
    /// How many bytes the storage holds.
    private var capacity: Int
    /// Whether the buffer allocated its storage, and deallocates it; a buffer that starts in scratch
    /// storage of its caller's allocates its own only when it outgrows it.
    private var ownsStorage = true

    /// Creates an empty buffer with room for `capacity` bytes.
    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    /// Creates an empty buffer that writes into `scratch` (such as stack memory of
    /// `withUnsafeTemporaryAllocation`) until it outgrows it; the buffer must not outlive `scratch`.
    init(scratch: UnsafeMutableBufferPointer<UInt8>) {
        start = scratch.baseAddress!
        capacity = scratch.count
        ownsStorage = false
    }

    deinit {
        if ownsStorage { start.deallocate() }
    }

    /// What `result` makes of the bytes that `write` appends to a buffer in 256 bytes of stack memory
    /// (beyond them, the buffer moves to storage of its own): for a short text assembled from pieces,
    /// made once at its final size rather than grown piece by piece.
    static func assembling<Result>(
        _ write: (inout UTF8Buffer) -> Void,
        then result: (borrowing UTF8Buffer) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { scratch in
            var buffer = UTF8Buffer(scratch: scratch)
            write(&buffer)
            return result(buffer)
        }
    }

    /// Whether the bytes are still in the scratch storage the buffer was created with
    /// (``init(scratch:)``): it has not outgrown it.
    var isInScratch: Bool { !ownsStorage }

    /// The last byte written, if any.
    var last: UInt8? { count == 0 ? nil : start[count - 1] }

    /// The bytes written, as a string.
    var string: String { String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self) }

    /// The bytes written, as an array.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

    /// Appends one byte.
    mutating func append(_ byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    /// Appends `bytes`.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        (start + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends the UTF-8 of `text`.
    ///
    /// The text's bytes are read where they are, without the copy of the string (and its retain and
    /// release) that `withUTF8` needs.
    mutating func append(_ text: String) {
        let appended: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        if appended == nil {
            for byte in text.utf8 { append(byte) }
        }
    }

    /// Appends the UTF-8 of `text`.
    mutating func append(_ text: Substring) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends `bytes`.
    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends `byte` `count` times.
    mutating func append(repeating byte: UInt8, count repetitions: Int) {
        guard repetitions > 0 else { return }
        reserve(repetitions)
        (start + count).initialize(repeating: byte, count: repetitions)
        count += repetitions
    }

    /// Makes room for `extra` more bytes: a comparison, inlined into every append, and rarely a call
    /// to ``grow(toFit:)``.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toFit: extra) }
    }

    /// Moves the bytes into storage with room for `extra` more, at least doubling it.
    @inline(never)
    private mutating func grow(toFit extra: Int) {
        let newCapacity = Swift.max(2 * capacity, count + extra)
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.initialize(from: start, count: count)
        if ownsStorage { start.deallocate() }
        start = newStart
        capacity = newCapacity
        ownsStorage = true
    }
}
