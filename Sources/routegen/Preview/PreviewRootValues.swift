import ArgumentParser
import Foundation
import RouteCompiler
import RouteCompilerFrontEnds

/// The values of the root screens' required params for `routegen preview`: from `--root label=value`,
/// and, when the preview is interactive, asked for one by one before the first screen.
enum PreviewRootValues {
    /// The values by argument label; every root param has one.
    ///
    /// - Throws: `ValidationError` for a `--root` that is not `label=value`, names no root param, or does
    ///   not fit its type, and for a missing value when the preview runs steps instead of a person.
    static func read(
        _ arguments: [String],
        for params: [SpecOutline.RootParam],
        interactive: Bool,
        readLine: () -> String? = { Swift.readLine() },
        prompt: (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }
    ) throws -> [String: String] {
        var values: [String: String] = [:]
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "=") else {
                throw ValidationError("--root takes label=value, not '\(argument)'")
            }
            let label = String(argument[..<equals])
            guard let param = params.first(where: { $0.label == label }) else {
                let labels = params.map(\.label)
                throw ValidationError(
                    labels.isEmpty
                        ? "--root \(label): the root screens have no params without defaults"
                        : "--root \(label): no root screen has that param; "
                            + "the labels are \(labels.joined(separator: ", "))"
                )
            }
            let text = String(argument[argument.index(after: equals)...])
            if let problem = PreviewValue.problem(with: text, for: param.value) {
                throw ValidationError("--root \(label): \(problem)")
            }
            values[label] = text
        }
        let missing = params.filter { values[$0.label] == nil }
        guard !missing.isEmpty else { return values }
        guard interactive else {
            throw ValidationError(
                "the root screens need "
                    + missing.map { "'\($0.label)' (\($0.value.type))" }.joined(separator: ", ")
                    + "; give each with --root label=value"
            )
        }
        for param in missing {
            while values[param.label] == nil {
                prompt("\(param.screen): \(param.label) (\(param.value.type)): ")
                guard let text = readLine() else {
                    throw ValidationError("no value for '\(param.label)'; give it with --root \(param.label)=value")
                }
                if let problem = PreviewValue.problem(with: text, for: param.value) {
                    prompt(problem + "\n")
                } else {
                    values[param.label] = text
                }
            }
        }
        return values
    }
}
