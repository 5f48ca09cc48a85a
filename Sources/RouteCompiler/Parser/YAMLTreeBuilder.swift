/// Builds the node tree of one YAML document from libyaml's events:
/// resolves scalars and aliases, reports duplicate keys and bad tags, and
/// stops at the first event that breaks a ``YAMLLimits`` bound.
///
/// Every alias counts at the full size and height of the node it copies, so
/// that an "alias bomb" is caught after a few events, and the finished tree
/// is never deeper than `maxDepth`.
struct YAMLTreeBuilder: Sendable {
    /// The problems found so far, in the order found.
    private(set) var diagnostics = DiagnosticCollector()
    /// The root of the document, once its last event has arrived.
    private(set) var root: YAMLNode?
    /// Whether building stopped at a limit, leaving the tree incomplete.
    private(set) var hasExceededLimit = false

    /// The bounds to enforce.
    private let limits: YAMLLimits
    /// The collections started but not yet ended, innermost last.
    private var openCollections: [YAMLCollectionFrame] = []
    /// The anchors defined so far.
    private var anchors = YAMLAnchorTable()
    /// The nodes so far, counting aliases at full size.
    private var nodeCount = 0
    /// Whether the document has started, so that another start is a second document.
    private var hasStartedDocument = false

    /// Creates a builder that enforces `limits`.
    init(limits: YAMLLimits) {
        self.limits = limits
    }

    /// Takes the next event, and says whether to read on.
    mutating func consume(_ event: consuming YAMLEvent) -> LibYAMLEventParser.Control {
        switch consume event {
        case .streamStart, .documentEnd:
            return .proceed
        case .streamEnd:
            return .stop
        case .documentStart(let location):
            return startDocument(at: location)
        case .scalar(let text, let style, let properties, let location):
            return addScalar(text: text, style: style, properties: properties, at: location)
        case .alias(let name, let location):
            return addAlias(to: name, at: location)
        case .sequenceStart(let properties, let location):
            return openCollection(.sequence, properties: properties, at: location)
        case .mappingStart(let properties, let location):
            return openCollection(.mapping, properties: properties, at: location)
        case .sequenceEnd, .mappingEnd:
            closeCollection()
            return .proceed
        }
    }

    /// Accepts the first document; reports a second one and stops.
    private mutating func startDocument(at location: SourceLocation) -> LibYAMLEventParser.Control {
        guard !hasStartedDocument else {
            diagnostics.error(
                "a spec file holds one YAML document; found a second one; move it into a spec file of its own",
                at: location
            )
            return .stop
        }
        hasStartedDocument = true
        return .proceed
    }

    /// Adds a scalar, resolved by the core schema and its tag.
    private mutating func addScalar(
        text: String,
        style: YAMLScalar.Style,
        properties: YAMLEvent.Properties,
        at location: SourceLocation
    ) -> LibYAMLEventParser.Control {
        guard countNodes(1, at: location, isAlias: false) else { return .stop }
        let value: YAMLValue
        do {
            value = try YAMLScalarResolver.value(of: text, style: style, tag: properties.tag.map(YAMLTag.init))
        } catch {
            diagnostics.error(error.message, at: location)
            value = .string(text)
        }
        let node = YAMLNode(.scalar(YAMLScalar(text: text, style: style, value: value)), at: location)
        if let anchor = properties.anchor {
            anchors.define(anchor, as: YAMLAnchorTable.Anchored(node: node, size: 1, height: 0))
        }
        attach(node, writtenAt: location, size: 1, height: 0)
        return .proceed
    }

    /// Adds a copy of the node an alias names, or a null stand-in after reporting a bad alias.
    private mutating func addAlias(to name: String, at location: SourceLocation) -> LibYAMLEventParser.Control {
        switch anchors.lookup(name) {
        case .found(let anchored):
            guard countNodes(anchored.size, at: location, isAlias: true) else { return .stop }
            guard openCollections.count + anchored.height <= limits.maxDepth else {
                reportTooDeep(at: location, byAlias: true)
                return .stop
            }
            attach(anchored.node, writtenAt: location, size: anchored.size, height: anchored.height)
            return .proceed
        case .recursive:
            diagnostics.error(
                "recursive alias '*\(name)': it is inside the node anchored "
                    + "as '&\(name)'; YAML specs cannot contain themselves",
                at: location
            )
        case .unknown(let suggestion):
            diagnostics.error(
                "unknown anchor '\(name)'; define it with '&\(name)' on a node before this alias",
                at: location,
                fixIt: suggestion.map { .didYouMean("*" + $0) }
            )
        }
        guard countNodes(1, at: location, isAlias: false) else { return .stop }
        let placeholder = YAMLNode(.scalar(YAMLScalar(text: "", style: .plain, value: .null)), at: location)
        attach(placeholder, writtenAt: location, size: 1, height: 0)
        return .proceed
    }

    /// Starts a sequence or mapping, unless it nests too deep.
    private mutating func openCollection(
        _ kind: YAMLCollectionFrame.Kind,
        properties: YAMLEvent.Properties,
        at location: SourceLocation
    ) -> LibYAMLEventParser.Control {
        guard countNodes(1, at: location, isAlias: false) else { return .stop }
        guard openCollections.count < limits.maxDepth else {
            reportTooDeep(at: location, byAlias: false)
            return .stop
        }
        if let tag = properties.tag.map(YAMLTag.init) {
            checkTag(tag, on: kind, at: location)
        }
        if let anchor = properties.anchor {
            anchors.open(anchor)
        }
        openCollections.append(YAMLCollectionFrame(kind: kind, location: location, anchor: properties.anchor))
        return .proceed
    }

    /// Finishes the innermost open collection and adds it to its parent.
    private mutating func closeCollection() {
        guard let frame = openCollections.popLast() else { return }
        let node = frame.node()
        if let anchor = frame.anchor {
            anchors.define(anchor, as: YAMLAnchorTable.Anchored(node: node, size: frame.size, height: frame.height))
        }
        attach(node, writtenAt: frame.location, size: frame.size, height: frame.height)
    }

    /// Adds a complete node, written at `source`, to the innermost open collection, or makes it the root.
    private mutating func attach(_ node: consuming YAMLNode, writtenAt source: SourceLocation, size: Int, height: Int) {
        if openCollections.isEmpty {
            root = node
        } else {
            openCollections[openCollections.count - 1].add(
                node,
                writtenAt: source,
                size: size,
                height: height,
                diagnostics: &diagnostics
            )
        }
    }

    /// Counts `count` more nodes; reports and returns `false` when they break the node limit.
    private mutating func countNodes(_ count: Int, at location: SourceLocation, isAlias: Bool) -> Bool {
        guard count <= limits.maxNodes - nodeCount else {
            diagnostics.error(
                isAlias
                    ? "aliases expand this spec beyond \(limits.maxNodes) nodes; "
                        + "a route spec never needs this many — is this an alias bomb?"
                    : "the spec has more than \(limits.maxNodes) nodes; split it into smaller specs",
                at: location
            )
            hasExceededLimit = true
            return false
        }
        nodeCount += count
        return true
    }

    /// Reports a node that nests too deep, by itself or through an alias, and stops building.
    private mutating func reportTooDeep(at location: SourceLocation, byAlias: Bool) {
        diagnostics.error(
            byAlias
                ? "this alias nests lists and mappings more than \(limits.maxDepth) levels deep; flatten the spec"
                : "the spec nests lists and mappings more than \(limits.maxDepth) levels deep; flatten it",
            at: location
        )
        hasExceededLimit = true
    }

    /// Reports a tag that does not fit a collection; route specs allow only `!`, `!!seq` and `!!map`.
    private mutating func checkTag(_ tag: YAMLTag, on kind: YAMLCollectionFrame.Kind, at location: SourceLocation) {
        switch (tag, kind) {
        case (.nonSpecific, _), (.sequence, .sequence), (.mapping, .mapping):
            return
        case (.unsupported(let name), _):
            diagnostics.error("unsupported tag '\(name)'; remove it", at: location)
        default:
            diagnostics.error(
                "the tag '\(tag.name)' cannot be used on \(kind == .sequence ? "a list" : "a mapping"); remove it",
                at: location
            )
        }
    }
}
