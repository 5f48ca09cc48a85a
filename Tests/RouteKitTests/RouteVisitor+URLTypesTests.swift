import Foundation
@_spi(Generated) import RouteKit
import Testing

/// Each per-type visit of RouteKit is the generic `visit(_:_:default:)` for its type.
@Suite("Route visitors: per-type visits")
struct RouteVisitorURLTypesTests {
    /// Writes down each visit it receives: which requirement, the value, the name and the default.
    struct Recorder: RouteVisitor {
        var visits: [String] = []

        mutating func visitScreen(path: consuming String?, title: consuming String) {}

        mutating func visit<Value: DeepLinkValue & Codable & Hashable>(_ value: Value, _ name: String, default: Value?)
        {
            visits.append("value \(name)=\(value) default=\(String(describing: `default`))")
        }

        mutating func visit<Value: DeepLinkValue & Codable & Hashable>(_ value: Value?, _ name: String, default: Value?)
        {
            visits.append("optional \(name)=\(String(describing: value)) default=\(String(describing: `default`))")
        }

        mutating func visit<Value: Codable & Hashable & Sendable>(_ value: Value, _ name: String, linkable: Bool) {
            visits.append("other \(name)")
        }
    }

    @Test("A visit of a value forwards to the generic visit of a value, with or without a default")
    func valuesForward() {
        let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        var recorder = Recorder()
        recorder.visitString("Le Guin", "author", default: "")
        recorder.visitInt(2, "page")
        recorder.visitDouble(1.5, "zoom", default: 1)
        recorder.visitBool(true, "all")
        recorder.visitUUID(id, "id", default: id)
        var generic = Recorder()
        generic.visit("Le Guin", "author", default: "")
        generic.visit(2, "page")
        generic.visit(1.5, "zoom", default: 1)
        generic.visit(true, "all")
        generic.visit(id, "id", default: id)
        #expect(recorder.visits == generic.visits)
        #expect(recorder.visits.allSatisfy { $0.hasPrefix("value ") })
    }

    @Test("A visit of an optional forwards to the generic visit of an optional, with or without a default")
    func optionalsForward() {
        var recorder = Recorder()
        recorder.visitOptionalString(nil, "filter")
        recorder.visitOptionalInt(3, "page", default: 1)
        recorder.visitOptionalDouble(nil, "zoom", default: 2)
        recorder.visitOptionalBool(false, "all")
        recorder.visitOptionalUUID(nil, "id")
        var generic = Recorder()
        generic.visit(String?.none, "filter")
        generic.visit(Int?.some(3), "page", default: 1)
        generic.visit(Double?.none, "zoom", default: 2)
        generic.visit(Bool?.some(false), "all")
        generic.visit(UUID?.none, "id")
        #expect(recorder.visits == generic.visits)
        #expect(recorder.visits.allSatisfy { $0.hasPrefix("optional ") })
    }
}
