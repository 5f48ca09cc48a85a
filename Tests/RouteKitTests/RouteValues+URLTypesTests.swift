import Foundation
import RouteKit
import Testing

/// Each per-type read of RouteKit is the generic read of its type, with the same name and default.
@Suite("Route values: per-type reads")
struct RouteValuesURLTypesTests {
    /// Values that write down each read and answer from a table, or with the default.
    final class Recorder: RouteValues {
        typealias Failure = Never

        let table: [String: any Sendable]
        private(set) var reads: [String] = []

        init(_ table: [String: any Sendable]) {
            self.table = table
        }

        func value<Value: Decodable & Sendable>(_ name: String) -> Value {
            reads.append("value \(name)")
            return table[name] as! Value
        }

        func value<Value: Decodable & Sendable>(_ name: String, default defaultValue: Value) -> Value {
            reads.append("value \(name) default=\(defaultValue)")
            return table[name] as? Value ?? defaultValue
        }

        func optionalValue<Value: Decodable & Sendable>(_ name: String, default defaultValue: Value?) -> Value? {
            reads.append("optional \(name) default=\(String(describing: defaultValue))")
            return table[name] as? Value ?? defaultValue
        }
    }

    @Test("A read without a default forwards to value(_:) and returns its value")
    func requiredReads() {
        let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        let values = Recorder(["author": "Le Guin", "page": 2, "zoom": 1.5, "all": true, "id": id])
        #expect(values.string("author") == "Le Guin")
        #expect(values.int("page") == 2)
        #expect(values.double("zoom") == 1.5)
        #expect(values.bool("all"))
        #expect(values.uuid("id") == id)
        #expect(values.reads == ["value author", "value page", "value zoom", "value all", "value id"])
    }

    @Test("A read with a default forwards to value(_:default:), and the default fills a missing value")
    func defaultedReads() {
        let values = Recorder(["page": 2])
        #expect(values.string("author", default: "") == "")
        #expect(values.int("page", default: 1) == 2)
        #expect(values.double("zoom", default: 1) == 1)
        #expect(values.bool("all", default: false) == false)
        let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        #expect(values.uuid("id", default: id) == id)
        #expect(values.reads.allSatisfy { $0.hasPrefix("value ") && $0.contains(" default=") })
    }

    @Test("An optional read forwards to optionalValue(_:default:), with nil when no default is given")
    func optionalReads() {
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
    }
}
