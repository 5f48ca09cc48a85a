/// How a spec's titles are localized: `localization: { table: Navigation, bundle: module }`.
package struct Localization: Hashable, Sendable {
    /// The bundle that holds the strings table.
    package enum Bundle: String, Hashable, Sendable, CaseIterable {
        /// The app's main bundle (`Bundle.main`).
        case main
        /// The bundle of the module that holds the generated code (`Bundle.module`, which SwiftPM
        /// generates for a target with resources).
        case module
    }

    /// The strings table's name: `Navigation` for `Navigation.xcstrings` (or `Navigation.strings`).
    package var table: Located<String>
    /// The bundle that holds the table.
    package var bundle: Bundle

    /// The table used when `localization` names none, as Xcode's default.
    package static let defaultTable = "Localizable"
}
