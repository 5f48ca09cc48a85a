import Foundation
import RouteCompiler

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a storyboard's XML into a ``StoryboardDocument`` with `XMLParser`.
///
/// It keeps only what the import needs: each scene's view controller (its kind, storyboard ID,
/// class, titles) and the segues inside it. Only the `routegen` CLI links it, so the compiler and
/// the build plugin's tool stay free of FoundationXML.
enum StoryboardXMLReader {
    /// The document in `bytes`, or an error at the place that is not a storyboard.
    static func read(_ bytes: [UInt8], path: String, name: String) -> Result<StoryboardDocument, ImportFailure> {
        if bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            let start = SourceLocation(line: 1, column: 1, file: path)
            return .failure(ImportFailure(.error("not a storyboard: the file is empty", at: start)))
        }
        // Storyboards are UTF-8, and FoundationXML's parser traps on a name that is not.
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            let start = SourceLocation(line: 1, column: 1, file: path)
            return .failure(
                ImportFailure(
                    .error("not a storyboard: the file is UTF-16 text; Xcode saves storyboards as UTF-8", at: start)
                )
            )
        }
        if let (problem, location) = UTF8Validator.problem(in: bytes) {
            return .failure(
                ImportFailure(
                    .error("not a storyboard: the file is not UTF-8 text: \(problem)", at: location.inFile(path))
                )
            )
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let delegate = StoryboardParserDelegate(
            path: path,
            name: name,
            lines: text.split(separator: "\n", omittingEmptySubsequences: false)
        )
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = delegate
        // XMLParser may recover from an error and still return `true`; the delegate saw the first one.
        let parsed = parser.parse()
        if let failure = delegate.failure { return .failure(ImportFailure(failure)) }
        if let malformed = delegate.malformed ?? (parsed ? nil : (parser.lineNumber, parser.columnNumber, 0)) {
            let location = SourceLocation(line: max(malformed.line, 1), column: max(malformed.column, 1), file: path)
            return .failure(
                ImportFailure(.error("not a storyboard: \(reason(ofXMLError: malformed.code))", at: location))
            )
        }
        guard delegate.sawDocument else {
            return .failure(
                ImportFailure(
                    .error(
                        "not a storyboard: the file has no <document> element",
                        at: SourceLocation(line: 1, column: 1, file: path)
                    )
                )
            )
        }
        return .success(delegate.document)
    }
}

/// Why XML is not well-formed, from `XMLParser.ErrorCode`'s raw value, in a few words.
///
/// libxml2 reports a file without any element as an empty document (error 4) even when it holds
/// text; a blank file never gets here.
private func reason(ofXMLError code: Int) -> String {
    switch code {
    case 4: "the file holds no XML element; a storyboard is an XML <document>"
    case 5: "the file ends before its elements are closed"
    case 76: "an end tag does not match its start tag"
    default: "the file is not well-formed XML" + (code == 0 ? "" : " (XML error \(code))")
    }
}

/// The parser's delegate: collects scenes and segues as elements start and end.
private final class StoryboardParserDelegate: NSObject, XMLParserDelegate {
    let lines: [Substring]
    var document: StoryboardDocument
    var failure: Diagnostic?
    var sawDocument = false
    /// Where the first XML error is, and its `XMLParser.ErrorCode` raw value.
    var malformed: (line: Int, column: Int, code: Int)?
    /// The open elements' names, outermost first.
    private var openElements: [String] = []
    /// The depth at which the scene's controller element was opened, while one is open.
    private var controllerDepth: Int?

    init(path: String, name: String, lines: [Substring]) {
        self.lines = lines
        self.document = StoryboardDocument(path: path, name: name, initialSceneID: nil, scenes: [])
    }

    func parser(
        _ parser: XMLParser,
        didStartElement elementName: String,
        namespaceURI: String?,
        qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        defer { openElements.append(elementName) }
        let location = startLocation(of: elementName, parser: parser)
        if openElements.isEmpty {
            if let problem = Self.problem(withRoot: elementName, type: attributes["type"]) {
                failure = .error(problem, at: location)
                parser.abortParsing()
                return
            }
            sawDocument = true
            document.initialSceneID = attributes["initialViewController"]
            return
        }
        if controllerDepth == nil {
            guard openElements.last == "objects", openElements.dropLast().last == "scene",
                attributes["sceneMemberID"] == "viewController", let id = attributes["id"]
            else { return }
            controllerDepth = openElements.count
            document.scenes.append(
                StoryboardScene(
                    id: id,
                    kind: kind(of: elementName, attributes: attributes),
                    element: elementName,
                    storyboardIdentifier: attributes["storyboardIdentifier"].nonEmpty,
                    customClass: attributes["customClass"].nonEmpty,
                    title: attributes["title"].nonEmpty,
                    tabTitle: nil,
                    tabImage: nil,
                    segues: [],
                    location: location
                )
            )
            return
        }
        guard let depth = controllerDepth, !document.scenes.isEmpty else { return }
        let last = document.scenes.count - 1
        switch elementName {
        // A segue inside a segue is one of its parts (a peek's `preview` and `commit`), not a segue.
        case "segue" where openElements.last != "segue":
            document.scenes[last].segues.append(
                StoryboardSegue(
                    kind: attributes["kind"] ?? "",
                    destination: attributes["destination"] ?? "",
                    identifier: attributes["identifier"].nonEmpty,
                    relationship: attributes["relationship"].nonEmpty,
                    presentationStyle: attributes["modalPresentationStyle"].nonEmpty,
                    transitionStyle: attributes["modalTransitionStyle"].nonEmpty,
                    unwindAction: attributes["unwindAction"].nonEmpty,
                    customClass: attributes["customClass"].nonEmpty,
                    location: location
                )
            )
        case "navigationItem" where openElements.count == depth + 1 && attributes["key"] == "navigationItem":
            if let title = attributes["title"].nonEmpty { document.scenes[last].title = title }
        case "tabBarItem" where openElements.count == depth + 1 && attributes["key"] == "tabBarItem":
            // A system item (`systemItem="favorites"`) stands for UIKit's own title and image.
            let systemItem = attributes["systemItem"].nonEmpty.flatMap(TabBarSystemItem.titleAndSymbol(of:))
            document.scenes[last].tabTitle = attributes["title"].nonEmpty ?? systemItem?.title
            document.scenes[last].tabImage = attributes["image"].nonEmpty ?? systemItem?.symbol
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard malformed == nil else { return }
        malformed = (parser.lineNumber, parser.columnNumber, (parseError as NSError).code)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        openElements.removeLast()
        if let depth = controllerDepth, openElements.count == depth { controllerDepth = nil }
    }

    /// Why a document whose root element is `element`, of Interface Builder's `type`, is not a
    /// storyboard the import reads; `nil` for a UIKit (iOS or tvOS) storyboard.
    static func problem(withRoot element: String, type: String?) -> String? {
        guard element == "document", let type else {
            return
                "not a storyboard: the root element is <\(element)>, not an Interface Builder storyboard's <document>"
        }
        if !type.contains("Storyboard") {
            return type.contains("XIB")
                ? "not a storyboard: a XIB file (\(type)) holds views, not scenes; import the storyboards that use it"
                : "not a storyboard: the <document> is of type '\(type)', not an Interface Builder storyboard"
        }
        if type.contains(".Cocoa.") {
            return "a macOS (AppKit) storyboard: the import reads UIKit storyboards, of iOS and tvOS apps"
        }
        if type.contains("WatchKit") {
            return "a watchOS (WatchKit) storyboard: the import reads UIKit storyboards, of iOS and tvOS apps"
        }
        return nil
    }

    private func kind(of element: String, attributes: [String: String]) -> StoryboardScene.Kind {
        switch element {
        case "navigationController": .navigation
        case "tabBarController": .tabBar
        case "splitViewController": .split
        case "pageViewController": .pages
        case "viewControllerPlaceholder":
            .reference(
                storyboardName: attributes["storyboardName"] ?? "",
                identifier: attributes["referencedIdentifier"].nonEmpty
            )
        default: .content
        }
    }

    /// Where the element's `<` is: the parser reports the end of the start tag, so this looks back for it.
    private func startLocation(of element: String, parser: XMLParser) -> SourceLocation {
        let reportedLine = max(parser.lineNumber, 1)
        var line = min(reportedLine, lines.count)
        var limit = parser.columnNumber
        while line >= 1 && reportedLine - line < 50 {
            let scalars = Array(lines[line - 1].unicodeScalars)
            let needle = Array("<\(element)".unicodeScalars)
            let end = min(limit > 0 ? limit : scalars.count, scalars.count)
            if needle.count <= end {
                for start in stride(from: end - needle.count, through: 0, by: -1)
                where Array(scalars[start..<start + needle.count]) == needle {
                    return SourceLocation(line: line, column: start + 1, file: document.path)
                }
            }
            line -= 1
            limit = 0
        }
        return SourceLocation(line: reportedLine, column: max(parser.columnNumber, 1), file: document.path)
    }
}

extension Optional where Wrapped == String {
    /// The string, or `nil` when it is missing or empty.
    fileprivate var nonEmpty: String? {
        guard let self, !self.isEmpty else { return nil }
        return self
    }
}
