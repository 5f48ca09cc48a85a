import Testing

@testable import RouteKit

@Suite("Title localization")
struct TitleLocalizationTests {
    @Test(
        "The process's languages come from LANGUAGE, then LC_ALL, LC_MESSAGES or LANG",
        arguments: [
            (["LANG": "fr_FR.UTF-8"], ["fr-FR"]),
            (["LANG": "en_US.UTF-8", "LC_ALL": "de_DE.UTF-8"], ["de-DE"]),
            (["LANG": "en_US.UTF-8", "LC_MESSAGES": "pt_BR"], ["pt-BR"]),
            (["LANG": "sr_RS.UTF-8@latin"], ["sr-RS"]),
            (["LANG": "fr_FR.UTF-8", "LANGUAGE": "fr_CA:fr"], ["fr-CA", "fr", "fr-FR"]),
            (["LANG": "C.UTF-8"], []),
            (["LANG": "POSIX"], []),
            ([:], []),
        ] as [([String: String], [String])]
    )
    func languagesFromEnvironment(environment: [String: String], expected: [String]) {
        #expect(TitleLocalization.languages(fromEnvironment: environment) == expected)
    }
}
