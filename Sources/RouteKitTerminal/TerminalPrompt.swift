/// Asks the person at the terminal a yes-or-no question from asynchronous app code, such as the leave
/// check of a `leave: confirm` screen.
///
/// Give the same prompt to the screens that ask and to the ``TerminalSession`` that shows them: after each
/// step, the session shows the question and reads the answer, `y` or `n` (in a script, the next step).
///
/// ```swift
/// navigator.confirmLeaving { await prompt.confirm("Discard your review?") }
/// ```
@MainActor
public final class TerminalPrompt {
    /// The question that waits for an answer, if any.
    public private(set) var question: String?
    /// Resumes the asker with the answer.
    private var asker: CheckedContinuation<Bool, Never>?

    /// Creates a prompt with no question.
    public init() {}

    /// Asks `question` and returns the answer once the session reads it; an earlier question that is
    /// still open is answered no.
    public func confirm(_ question: String) async -> Bool {
        answer(false)
        self.question = question
        return await withCheckedContinuation { asker = $0 }
    }

    /// Answers the open question, if any.
    public func answer(_ yes: Bool) {
        let waiting = asker
        asker = nil
        question = nil
        waiting?.resume(returning: yes)
    }
}
