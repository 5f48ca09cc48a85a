import RouteCompiler
import Testing

@testable import StoryboardImport

@Suite struct StoryboardXMLReaderTests {
    private func read(_ xml: String) -> Result<StoryboardDocument, ImportFailure> {
        StoryboardXMLReader.read(Array(xml.utf8), path: "App.storyboard", name: "App")
    }

    @Test func readsScenesSeguesAndTitles() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="n1">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <navigationController id="n1" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Home" image="house" id="i1"/>
                            <connections>
                                <segue destination="v1" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController storyboardIdentifier="Home" title="Own" id="v1" \
            customClass="HomeViewController" sceneMemberID="viewController">
                            <view key="view" id="w1"><subviews><button id="b1"><connections>
                                <segue destination="v1" kind="presentation" identifier="again" \
            modalPresentationStyle="formSheet"
                                    modalTransitionStyle="crossDissolve" id="g1"/>
                            </connections></button></subviews></view>
                            <navigationItem key="navigationItem" title="Home" id="t1"/>
                        </viewController>
                        <exit id="x1" userLabel="Exit" sceneMemberID="exit"/>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Top" id="p1" \
            sceneMemberID="viewController"/>
                    </objects></scene>
                </scenes>
            </document>
            """
        let document = try read(xml).get()
        #expect(document.initialSceneID == "n1")
        #expect(
            document.scenes.map(\.kind) == [
                .navigation, .content, .reference(storyboardName: "Settings", identifier: "Top"),
            ]
        )
        #expect(document.scenes[0].tabTitle == "Home")
        #expect(document.scenes[0].tabImage == "house")
        #expect(document.scenes[1].title == "Home")
        #expect(document.scenes[1].location == SourceLocation(line: 13, column: 13, file: "App.storyboard"))
        let segue = try #require(document.scenes[1].segues.first)
        #expect(segue.kind == "presentation")
        #expect(segue.identifier == "again")
        #expect(segue.presentationStyle == "formSheet")
        #expect(segue.transitionStyle == "crossDissolve")
        #expect(segue.location == SourceLocation(line: 15, column: 21, file: "App.storyboard"))
    }

    @Test func rejectsOtherXMLAndMalformedXML() {
        let plist = read("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n")
        #expect(
            plist.failureMessages == [
                "not a storyboard: the root element is <plist>, not an Interface Builder storyboard's <document>"
            ]
        )
        let xib = read("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>")
        #expect(
            xib.failureMessages == [
                "not a storyboard: a XIB file (com.apple.InterfaceBuilder3.CocoaTouch.XIB) holds views, not scenes; "
                    + "import the storyboards that use it"
            ]
        )
        #expect(read("<document").failureMessages.first?.hasPrefix("not a storyboard") == true)
        #expect(read("").failureMessages.first?.hasPrefix("not a storyboard") == true)
    }
}

extension Result where Failure == ImportFailure {
    /// The failure's messages; none on success.
    fileprivate var failureMessages: [String] {
        guard case .failure(let failure) = self else { return [] }
        return failure.diagnostics.map(\.message)
    }
}

extension StoryboardXMLReaderTests {
    @Test func rejectsStoryboardsOfOtherFrameworks() {
        let macOS = read("<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\"/>")
        #expect(
            macOS.failureMessages == [
                "a macOS (AppKit) storyboard: the import reads UIKit storyboards, of iOS and tvOS apps"
            ]
        )
        let watchOS = read("<document type=\"com.apple.InterfaceBuilder.WatchKit.Storyboard\"/>")
        #expect(watchOS.failureMessages.first?.hasPrefix("a watchOS (WatchKit) storyboard") == true)
        let tvOS = read("<document type=\"com.apple.InterfaceBuilder.AppleTV.Storyboard\"><scenes/></document>")
        #expect(tvOS.failureMessages.isEmpty)
    }

    /// A peek segue's `preview` and `commit` parts are `<segue>` elements inside it.
    @Test func readsOnlyOutermostSegues() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="v1">
                <scenes><scene sceneID="s1"><objects>
                    <tableViewController id="v1" sceneMemberID="viewController"><connections>
                        <segue destination="v2" kind="show" id="g1">
                            <segue key="commit" inheritsFrom="parent" id="c1"/>
                            <segue key="preview" inheritsFrom="commit" id="p1"/>
                        </segue>
                    </connections></tableViewController>
                </objects></scene></scenes>
            </document>
            """
        let document = try read(xml).get()
        #expect(document.scenes[0].segues.map(\.kind) == ["show"])
    }

    @Test func tabBarSystemItemsGetTheirTitleAndASymbol() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="v1">
                <scenes><scene sceneID="s1"><objects>
                    <viewController id="v1" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" systemItem="mostViewed" id="i1"/>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="v2" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Own" systemItem="search" id="i2"/>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        let scenes = try read(xml).get().scenes
        #expect(scenes.map(\.tabTitle) == ["Most Viewed", "Own"])
        #expect(scenes.map(\.tabImage) == ["list.number", "magnifyingglass"])
    }
}

extension StoryboardXMLReaderTests {
    /// FoundationXML's parser traps on an element name that is not UTF-8, so such a file never reaches it.
    @Test func rejectsTextThatIsNotUTF8() {
        var bytes = Array("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<view".utf8)
        bytes += [0xF3, 0xF3] + Array("/></document>".utf8)
        let result = StoryboardXMLReader.read(bytes, path: "App.storyboard", name: "App")
        guard case .failure(let failure) = result else {
            Issue.record("expected an error")
            return
        }
        #expect(
            failure.diagnostics.map { $0.formatted(path: "") } == [
                "App.storyboard:2:6: error: not a storyboard: the file is not UTF-8 text: the character starting "
                    + "with byte 0xF3 is cut short"
            ]
        )
        let utf16 = StoryboardXMLReader.read([0xFF, 0xFE, 0x3C, 0x00], path: "App.storyboard", name: "App")
        #expect(
            utf16.failureMessages == ["not a storyboard: the file is UTF-16 text; Xcode saves storyboards as UTF-8"]
        )
    }
}
