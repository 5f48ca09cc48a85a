/// Finding an enum's case by its raw value with one loop over its cases.
extension RawRepresentable where Self: CaseIterable, RawValue: Equatable {
    /// The case whose raw value is `rawValue`, or `nil` when no case has it.
    ///
    /// Generated screen enums implement `init?(rawValue:)` with it: Swift's synthesized initializer
    /// compares the raw value with each case in turn, as this loop does, but compiles one comparison
    /// per case into the app; this compiles once, in RouteKit.
    @_spi(Generated)
    public init?(caseWithRawValue rawValue: RawValue) {
        guard let match = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = match
    }
}
