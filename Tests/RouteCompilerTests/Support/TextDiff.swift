/// A readable line diff for test failures: the first differing lines with context.
enum TextDiff {
    /// Lines of `expected` and `actual` around their first difference, marked `-` (expected) and `+` (actual).
    static func describe(expected: String, actual: String, context: Int = 3) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var first = 0
        while first < min(expectedLines.count, actualLines.count), expectedLines[first] == actualLines[first] {
            first += 1
        }
        var lastExpected = expectedLines.count - 1
        var lastActual = actualLines.count - 1
        while lastExpected >= first, lastActual >= first, expectedLines[lastExpected] == actualLines[lastActual] {
            lastExpected -= 1
            lastActual -= 1
        }
        var output = ["@@ line \(first + 1) @@"]
        for index in max(0, first - context)..<first { output.append("  " + expectedLines[index]) }
        if first <= lastExpected { output += expectedLines[first...lastExpected].map { "- " + $0 } }
        if first <= lastActual { output += actualLines[first...lastActual].map { "+ " + $0 } }
        let after = max(lastExpected, first - 1) + 1
        for index in after..<min(expectedLines.count, after + context) { output.append("  " + expectedLines[index]) }
        return output.joined(separator: "\n")
    }
}
