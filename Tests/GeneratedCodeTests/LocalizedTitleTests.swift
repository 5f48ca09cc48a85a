import Foundation
import RouteKit
import Testing

/// The samples' specs have `localization: { table: Navigation, bundle: module }`: their generated
/// titles look up this target's `Resources/<language>.lproj/Navigation.strings` at run time, real
/// `.strings` tables that swift-corelibs-foundation reads on Linux as Foundation does on Apple platforms.
@Suite("Localized titles")
struct LocalizedTitleTests {
    @Test("In French, titles and tab titles come from fr.lproj, with params in place of %@")
    func french() {
        TitleLocalization.$languages.withValue(["fr-FR"]) {
            #expect(NavigatronTab.employees.title == "Employés")
            #expect(NavigatronRoute.employees.title == "Employés")
            #expect(NavigatronRoute.contactEdit(name: "Ada").title == "Modifier Ada")
            #expect(LibraryRoute.authors.title == "Auteurs")
        }
    }

    @Test("In English, and in a language without a table, titles are the spec's text")
    func english() {
        for languages in [["en-US"], ["de-DE"], []] {
            TitleLocalization.$languages.withValue(languages) {
                #expect(NavigatronTab.employees.title == "Employees")
                #expect(NavigatronRoute.contactEdit(name: "Ada").title == "Edit Ada")
                #expect(LibraryRoute.books(author: "Ursula K. Le Guin").title == "Ursula K. Le Guin")
            }
        }
    }

    @Test("A key missing from the table shows the title as written, % and all")
    func missingKey() throws {
        let bundle = try #require(Bundle.module.url(forResource: "fr", withExtension: "lproj"))
            .deletingLastPathComponent()
        let title = TitleLocalization.$languages.withValue(["fr"]) {
            TitleLocalization.localizedTitle(
                "%@: 100%% read",
                table: "Navigation",
                bundle: try! #require(Bundle(url: bundle)),
                arguments: ["Kindred"]
            )
        }
        #expect(title == "Kindred: 100% read")
    }
}
