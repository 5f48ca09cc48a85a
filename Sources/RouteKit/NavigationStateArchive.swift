import Foundation

/// Saves a navigation state as data and restores it, with a format version and the spec's
/// name, so that data written by another spec or an incompatible version is refused with a
/// typed error instead of restoring a wrong state.
@_spi(Generated)
public enum NavigationStateArchive {
    /// The version of the archive format that this RouteKit writes and reads.
    public static let formatVersion = 1

    /// How the archive writes the `Double` params that JSON has no number for: infinities and NaN.
    private static let nonFinite = (infinity: "inf", minusInfinity: "-inf", nan: "nan")

    /// The archive's envelope.
    private struct Envelope<Route: NavigationRoute>: Codable {
        var format: Int
        var spec: String
        var state: NavigationState<Route>
    }

    /// The part of the envelope read before the state, to check the version and the spec.
    private struct Header: Decodable {
        var format: Int
        var spec: String
    }

    /// Encodes `state` for the spec named `spec`.
    public static func encode<Route: NavigationRoute>(_ state: NavigationState<Route>, spec: String) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: nonFinite.infinity,
            negativeInfinity: nonFinite.minusInfinity,
            nan: nonFinite.nan
        )
        return try encoder.encode(Envelope(format: formatVersion, spec: spec, state: state))
    }

    /// Decodes a state that ``encode(_:spec:)`` wrote for the spec named `spec`, checking that it
    /// fits `template`: the same kind of root container with the same tabs.
    public static func decode<Route: NavigationRoute>(
        _ data: Data,
        spec: String,
        fitting template: NavigationState<Route>
    ) throws(StateRestorationError) -> NavigationState<Route> {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: nonFinite.infinity,
            negativeInfinity: nonFinite.minusInfinity,
            nan: nonFinite.nan
        )
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch {
            throw .corrupted(String(describing: error))
        }
        guard header.format == formatVersion else { throw .unsupportedFormat(header.format) }
        guard header.spec == spec else { throw .otherSpec(header.spec) }
        let state: NavigationState<Route>
        do {
            state = try decoder.decode(Envelope<Route>.self, from: data).state
        } catch {
            throw .doesNotFitSpec(String(describing: error))
        }
        if let mismatch = state.root.containerMismatch(with: template.root) { throw .doesNotFitSpec(mismatch) }
        return state
    }
}

/// Why saved navigation data cannot be restored; the app keeps its current state.
public enum StateRestorationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data is not an archive at all.
    case corrupted(String)
    /// The archive was written in a format version this RouteKit does not read.
    case unsupportedFormat(Int)
    /// The archive belongs to another spec.
    case otherSpec(String)
    /// The archive names screens, params or tabs that the spec no longer has (or has changed).
    case doesNotFitSpec(String)

    /// A sentence describing the error.
    public var description: String {
        switch self {
        case .corrupted(let reason): "The saved navigation data is corrupted: \(reason)"
        case .unsupportedFormat(let version):
            "The saved navigation data has format \(version); this "
                + "app reads format \(NavigationStateArchive.formatVersion)."
        case .otherSpec(let spec): "The saved navigation data belongs to the spec '\(spec)'."
        case .doesNotFitSpec(let reason): "The saved navigation data no longer fits the spec: \(reason)"
        }
    }
}

extension NavigationState.RootContainer {
    /// Why this root cannot stand where `template` stands, or `nil` when it can: a different
    /// kind of container, or tabs other than the template's.
    func containerMismatch(with template: NavigationState.RootContainer) -> String? {
        switch (self, template) {
        case (.stack, .stack), (.split, .split): return nil
        case (.tabs(let tabs), .tabs(let expected)):
            return tabs.tabs == expected.tabs ? nil : "the tabs are \(tabs.tabs), not \(expected.tabs)"
        default: return "the root container is of another kind"
        }
    }
}
