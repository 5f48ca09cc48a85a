extension String {
    /// The string whose UTF-8 `write` appends to a buffer: written in scratch memory on the stack, then
    /// made a string once, at its final size.
    ///
    /// Appending a piece to a `String` costs a check of its uniqueness and capacity, and a new
    /// allocation each time it grows, where appending it to a ``UTF8Buffer`` is a capacity check and
    /// one copy. The translator's doc lines, a screen's name between fixed words, are assembled here,
    /// which makes the render stage measurably cheaper for large specs.
    static func assembled(_ write: (inout UTF8Buffer) -> Void) -> String {
        UTF8Buffer.assembling(write) { $0.string }
    }
}
