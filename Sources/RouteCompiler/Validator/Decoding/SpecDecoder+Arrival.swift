/// Decoding of the screen keys about links and analytics: `arrive` and `analyticsName`.
extension SpecDecoder {
    /// Reads `arrive` (a closed set of words) and `analyticsName` (non-empty text) of a screen.
    static func decodeArrivalAndAnalytics(
        _ reader: MappingReader,
        into screen: inout Screen,
        diagnostics: inout DiagnosticCollector
    ) {
        if let node = reader["arrive"], let key = reader.keyNode("arrive"),
            let arrival = node.word("'arrive'", as: LinkArrival.self, diagnostics: &diagnostics)
        {
            screen.arrive = ArrivalSetting(key: key.location, value: arrival)
        }
        if let node = reader["analyticsName"],
            let name = node.string("the analytics name of screen '\(screen.name.value)'", diagnostics: &diagnostics)
        {
            if name.value.isEmpty {
                diagnostics.error(
                    "the analytics name of screen '\(screen.name.value)' is empty; write a name, "
                        + "or remove 'analyticsName' to use the screen's name",
                    at: name.location
                )
            } else {
                screen.analyticsName = name
            }
        }
    }
}
