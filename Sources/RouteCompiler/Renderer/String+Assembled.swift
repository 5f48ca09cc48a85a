extension String {
    /// The string whose UTF-8 `write` appends to a buffer: written in scratch memory on the stack, then
    /// made a string once, at its final size.
    ///
    /// Appending a piece to a `String` takes some 300 to 600 instructions (a check of its uniqueness and
    /// capacity, and a new allocation each time it grows), where appending it to a ``UTF8Buffer`` is a
    /// capacity check and one copy. The translator's doc lines, a screen's name between fixed words,
    /// are assembled here: at 2,000 screens that took the render stage from 244.4–244.7 M to
    /// 235.2–235.6 M instructions.
    static func assembled(_ write: (inout UTF8Buffer) -> Void) -> String {
        UTF8Buffer.assembling(write) { $0.string }
    }
}
