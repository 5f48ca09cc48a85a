/// A Markdown table printed with aligned columns, so that it reads well in a terminal and can be
/// pasted into the benchmarks article as is.
struct Table {
    /// The column titles.
    let header: [String]
    /// The rows, each with one cell per column.
    private(set) var rows: [[String]] = []

    /// Creates an empty table with these column titles.
    init(_ header: String...) {
        self.header = header
    }

    /// Adds a row; it must have one cell per column.
    mutating func append(_ cells: String...) {
        precondition(cells.count == header.count, "A row needs one cell per column.")
        rows.append(cells)
    }

    /// The table as Markdown; every column but the first is right-aligned.
    var text: String {
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        let rule = widths.enumerated().map { column, width in
            column == 0 ? String(repeating: "-", count: width) : String(repeating: "-", count: width - 1) + ":"
        }
        return ([line(header), "| " + rule.joined(separator: " | ") + " |"] + rows.map(line)).joined(separator: "\n")
    }
}

/// Number formatting for table cells.
enum Format {
    /// `value` with exactly `digits` digits after the decimal point.
    static func fixed(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "–" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled - Double(whole) * scale)
        let sign = value < 0 && scaled > 0 ? "-" : ""
        guard digits > 0 else { return sign + grouped(whole) }
        let fractionText = String(fraction)
        return sign + grouped(whole) + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }

    /// Seconds as milliseconds with a precision that suits their size.
    static func milliseconds(_ seconds: Double) -> String {
        let milliseconds = seconds * 1_000
        return fixed(milliseconds, digits: milliseconds < 10 ? 3 : milliseconds < 100 ? 2 : 1)
    }

    /// A byte count in KiB or MiB.
    static func bytes(_ count: Int) -> String {
        count < 1 << 20
            ? fixed(Double(count) / 1_024, digits: 1) + " KiB" : fixed(Double(count) / 1_048_576, digits: 1) + " MiB"
    }

    /// An integer with thousands separated by commas.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return (value < 0 ? "-" : "") + text
    }
}
