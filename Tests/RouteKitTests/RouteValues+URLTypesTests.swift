import Foundation
@_spi(Generated) import RouteKit
import Testing

/// Each per-type read of RouteKit is the generic read of its type, with the same name and default,
/// except that a failure is kept instead of thrown.
@Suite("Route values: per-type reads")
struct RouteValuesURLTypesTests {
    /// The failure of a read of a missing param.
    struct Missing: Error, Equatable {
        let name: String
    }

    /// Values that write down each read and answer from a table, or with the default; a read without
    /// a default of a param the table does not have throws.
    final class Recorder: RouteValues {
        typealias Failure = Missing

        let table: [String: any Sendable]
        private(set) var reads: [String] = []
        private(set) var kept: Missing?

        init(_ table: [String: any Sendable]) {
            self.table = table
        }

        func value<Value: Decodable & Sendable>(_ name: String) throws(Missing) -> Value {
            try throwKeptFailure()
            reads.append("value \(name)")
            guard let value = table[name] as? Value else { throw Missing(name: name) }
            return value
        }

        func value<Value: Decodable & Sendable>(_ name: String, default defaultValue: Value) throws(Missing) -> Value {
            try throwKeptFailure()
            reads.append("value \(name) default=\(defaultValue)")
            return table[name] as? Value ?? defaultValue
        }

        func optionalValue<Value: Decodable & Sendable>(
            _ name: String,
            default defaultValue: Value?
        ) throws(Missing) -> Value? {
            try throwKeptFailure()
            reads.append("optional \(name) default=\(String(describing: defaultValue))")
            return table[name] as? Value ?? defaultValue
        }

        func keepFailure(_ failure: Missing) {
            if kept == nil { kept = failure }
        }

        func throwKeptFailure() throws(Missing) {
            if let kept { throw kept }
        }
    }

    @Test("A read without a default forwards to value(_:) and returns its value")
    func requiredReads() throws {
        let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        let values = Recorder(["author": "Le Guin", "page": 2, "zoom": 1.5, "all": true, "id": id])
        #expect(values.string("author") == "Le Guin")
        #expect(values.int("page") == 2)
        #expect(values.double("zoom") == 1.5)
        #expect(values.bool("all"))
        #expect(values.uuid("id") == id)
        #expect(values.reads == ["value author", "value page", "value zoom", "value all", "value id"])
        try values.throwKeptFailure()
    }

    @Test("A read with a default forwards to value(_:default:), and the default fills a missing value")
    func defaultedReads() throws {
        let values = Recorder(["page": 2])
        #expect(values.string("author", default: "") == "")
        #expect(values.int("page", default: 1) == 2)
        #expect(values.double("zoom", default: 1) == 1)
        #expect(values.bool("all", default: false) == false)
        let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        #expect(values.uuid("id", default: id) == id)
        #expect(values.reads.allSatisfy { $0.hasPrefix("value ") && $0.contains(" default=") })
        try values.throwKeptFailure()
    }

    @Test("An optional read forwards to optionalValue(_:default:), with nil when no default is given")
    func optionalReads() throws {
        let values = Recorder(["page": 3])
        #expect(values.optionalString("filter") == nil)
        #expect(values.optionalInt("page", default: 1) == 3)
        #expect(values.optionalDouble("zoom", default: 2) == 2)
        #expect(values.optionalBool("all") == nil)
        #expect(values.optionalUUID("id") == nil)
        #expect(
            values.reads == [
                "optional filter default=nil", "optional page default=Optional(1)",
                "optional zoom default=Optional(2.0)",
                "optional all default=nil", "optional id default=nil",
            ]
        )
        try values.throwKeptFailure()
    }

    @Test("A failed read returns a fallback and keeps its failure, which the next generic read and the check throw")
    func failedReads() {
        let values = Recorder(["page": 2])
        #expect(values.string("author") == "")
        #expect(values.int("count") == 0)
        #expect(values.double("zoom") == 0)
        #expect(values.bool("all") == false)
        #expect(values.uuid("id") == UUID(uuidString: "00000000-0000-0000-0000-000000000000"))
        // The first failure is the one kept, and every read after it returns its fallback.
        #expect(values.kept == Missing(name: "author"))
        #expect(values.int("page", default: 1) == 1)
        #expect(throws: Missing(name: "author")) { let _: Int = try values.value("page") }
        #expect(throws: Missing(name: "author")) { try values.throwKeptFailure() }
    }
}
