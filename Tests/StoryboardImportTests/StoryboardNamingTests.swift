import Testing

@testable import StoryboardImport

@Suite struct StoryboardNamingTests {
    @Test func lowerCamelSplitsWordsAndCaseChanges() {
        #expect(StoryboardNaming.lowerCamel("book-detail") == "bookDetail")
        #expect(StoryboardNaming.lowerCamel("BookDetail") == "bookDetail")
        #expect(StoryboardNaming.lowerCamel("URLList") == "urlList")
        #expect(StoryboardNaming.lowerCamel("settings home") == "settingsHome")
        #expect(StoryboardNaming.lowerCamel("2FA") == "screen2Fa")
        #expect(StoryboardNaming.lowerCamel("--") == "")
    }

    @Test func screenNamePrefersStoryboardIDThenClassThenTitle() {
        #expect(
            StoryboardNaming.screenName(storyboardIdentifier: "Catalog", customClass: "ListViewController", title: nil)
                == "catalog"
        )
        #expect(
            StoryboardNaming.screenName(storyboardIdentifier: nil, customClass: "App.BooksViewController", title: nil)
                == "books"
        )
        #expect(
            StoryboardNaming.screenName(storyboardIdentifier: "ReviewController", customClass: nil, title: nil)
                == "review"
        )
        #expect(
            StoryboardNaming.screenName(storyboardIdentifier: nil, customClass: "ViewController", title: "Home")
                == "home"
        )
        #expect(StoryboardNaming.screenName(storyboardIdentifier: nil, customClass: nil, title: "Sign in") == "signIn")
        #expect(StoryboardNaming.screenName(storyboardIdentifier: nil, customClass: nil, title: nil) == nil)
    }

    @Test func uniqueAddsTheFirstFreeNumber() {
        #expect(StoryboardNaming.unique("book", in: []) == "book")
        #expect(StoryboardNaming.unique("book", in: ["book", "book2"]) == "book3")
    }
}
