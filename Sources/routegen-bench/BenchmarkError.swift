/// A benchmark that could not run: its input is wrong or a tool it needs is missing.
struct BenchmarkError: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String

    /// Creates an error with a message.
    init(_ description: String) {
        self.description = description
    }
}
