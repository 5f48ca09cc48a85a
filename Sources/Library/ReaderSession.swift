/// The reader at the library desk: whether they have shown a library card, which opens the `cardShown`
/// gate that borrowing a book needs.
@MainActor
final class ReaderSession: LibraryGatekeeper {
    /// The number of the card the reader showed, if any.
    private(set) var cardNumber: String?

    /// Records the card the reader showed.
    func showCard(_ number: String) {
        cardNumber = number
    }

    /// Whether `gate` is open now.
    func isOpen(_ gate: LibraryGate) -> Bool {
        switch gate {
        case .cardShown: cardNumber != nil
        }
    }
}
