import Foundation
import RouteCompiler

/// Renders a navigation graph as Mermaid (which GitHub shows in Markdown) or Graphviz DOT.
public enum GraphFormat: String, CaseIterable, Sendable {
    /// A Mermaid flowchart.
    case mermaid
    /// A Graphviz digraph, for `dot -Tsvg`.
    case dot
}

extension NavigationGraph {
    /// The graph in `format`.
    func rendered(as format: GraphFormat) -> String {
        switch format {
        case .mermaid: renderMermaid()
        case .dot: renderDOT()
        }
    }

    /// Each cluster with its screens' nodes, in order.
    private var clusteredNodes: [(cluster: Cluster, nodes: [Node])] {
        let byScreen = Dictionary(uniqueKeysWithValues: nodes.map { ($0.screen, $0) })
        return clusters.map { cluster in (cluster, cluster.screens.compactMap { byScreen[$0] }) }
    }

    /// Whether a transition starts from every screen (`from: "*"`), drawn from one "any screen" node.
    private var hasAnyScreenNode: Bool { edges.contains { $0.from == Self.anyScreenID } }

    /// A node's label: `▸` before a root, its params, and its deep link after `linkMarker` with its
    /// arrival when it is not `replace`.
    private func nodeLines(_ node: Node, lineBreak: String, linkMarker: String) -> String {
        var lines = [node.isRoot ? "▸ " + node.screen : node.screen]
        if !node.params.isEmpty { lines.append("(" + node.params.joined(separator: ", ") + ")") }
        if let path = node.path {
            lines.append(linkMarker + " " + path + (node.arrival.map { " (arrives by \($0))" } ?? ""))
        }
        if !node.gates.isEmpty { lines.append("requires " + node.gates.joined(separator: ", ")) }
        return lines.joined(separator: lineBreak)
    }

    /// A Mermaid flowchart: containers as subgraphs, pushes as solid arrows, presentations as dotted ones.
    func renderMermaid() -> String {
        var lines = ["flowchart LR"]
        for (cluster, nodes) in clusteredNodes {
            lines.append("    subgraph \(cluster.id)[\"\(Self.mermaidText(cluster.title))\"]")
            for (feature, group) in Self.byFeature(nodes) {
                let indent = feature == nil ? "        " : "            "
                if let feature {
                    let title = Self.mermaidText(featureTitle(feature))
                    lines.append("        subgraph \(cluster.id)_\(feature)[\"\(title)\"]")
                }
                for node in group {
                    let text = Self.mermaidText(nodeLines(node, lineBreak: "\n", linkMarker: "🔗"))
                    lines.append("\(indent)\(Self.graphID(node.id))[\"\(text)\"]")
                }
                if feature != nil { lines.append("        end") }
            }
            lines.append("    end")
        }
        if hasAnyScreenNode {
            lines.append("    \(Self.anyScreenID)((\"any screen\"))")
        }
        for edge in edges {
            let arrow =
                switch edge.kind {
                case .push, .showDetail: "-->"
                case .present, .gate: "-.->"
                case .replace: "==>"
                case .popTo, .steps: "-->"
                }
            let label = Self.mermaidText(edge.label)
            lines.append("    \(Self.graphID(edge.from)) \(arrow)|\"\(label)\"| \(Self.graphID(edge.to))")
        }
        let linked = nodes.filter { $0.path != nil }.map { Self.graphID($0.id) }
        if !linked.isEmpty {
            lines.append("    classDef linked stroke-width:3px")
            lines.append("    class \(linked.joined(separator: ",")) linked")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Graphviz digraph: containers as clusters, presentations dashed, deep-linked screens bold.
    func renderDOT() -> String {
        var lines = [
            "digraph \(Self.dotString(title)) {", "    rankdir=LR;",
            "    node [shape=box, style=rounded, fontname=\"Helvetica\"];",
            "    edge [fontname=\"Helvetica\", fontsize=10];",
        ]
        for (cluster, nodes) in clusteredNodes {
            lines.append("    subgraph cluster_\(cluster.id) {")
            lines.append("        label=\(Self.dotString(cluster.title));")
            for (feature, group) in Self.byFeature(nodes) {
                if let feature {
                    lines.append("        subgraph cluster_\(cluster.id)_\(feature) {")
                    lines.append("            label=\(Self.dotString(featureTitle(feature)));")
                }
                for node in group {
                    let style = node.path == nil ? "" : ", style=\"rounded,bold\""
                    // Graphviz fonts rarely have emoji: the link is marked in words.
                    let label = Self.dotString(nodeLines(node, lineBreak: "\n", linkMarker: "link"))
                    let indent = feature == nil ? "        " : "            "
                    lines.append("\(indent)\(Self.graphID(node.id)) [label=\(label)\(style)];")
                }
                if feature != nil { lines.append("        }") }
            }
            lines.append("    }")
        }
        if hasAnyScreenNode {
            lines.append("    \(Self.anyScreenID) [label=\"any screen\", shape=ellipse];")
        }
        for edge in edges {
            let style =
                switch edge.kind {
                case .present: ", style=dashed"
                case .replace: ", style=bold"
                case .popTo: ", style=dotted"
                case .gate: ", style=dashed, color=gray"
                case .push, .showDetail, .steps: ""
                }
            let label = Self.dotString(edge.label)
            lines.append("    \(Self.graphID(edge.from)) -> \(Self.graphID(edge.to)) [label=\(label)\(style)];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A node's identifier as Mermaid and DOT take it: a feature screen's `.` written `__`.
    private static func graphID(_ id: String) -> String {
        id.contains(".") ? id.replacingOccurrences(of: ".", with: "__") : id
    }

    /// A cluster's nodes grouped by the feature whose spec declares them (`nil` for the app's own),
    /// in the order each group first appears: a feature's screens are drawn as a cluster of their own.
    private static func byFeature(_ nodes: [Node]) -> [(feature: String?, nodes: [Node])] {
        var groups: [(feature: String?, nodes: [Node])] = []
        for node in nodes {
            let feature = node.screen.firstIndex(of: ".").map { String(node.screen[..<$0]) }
            if let index = groups.firstIndex(where: { $0.feature == feature }) {
                groups[index].nodes.append(node)
            } else {
                groups.append((feature, [node]))
            }
        }
        return groups
    }

    /// The caption of a feature's cluster: its name and the module that compiles it.
    private func featureTitle(_ feature: String) -> String {
        featureModules[feature].map { "\(feature) (\($0))" } ?? feature
    }

    /// Text for a quoted Mermaid label: every line break `<br/>`, other control and bidirectional
    /// characters escapes (``VisibleText``), quotes `#quot;`.
    private static func mermaidText(_ text: String) -> String {
        var result = ""
        // Scalar by scalar: a quote followed by a combining mark is one `Character`, but still ends a label.
        for scalar in VisibleText.escaped(text, lineBreak: "<br/>").unicodeScalars {
            if scalar == "\"" { result += "#quot;" } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// A quoted DOT string: every line break `\n`, other control and bidirectional characters escapes
    /// (``VisibleText``), whose backslashes are escaped as the text's own are, and so are quotes.
    private static func dotString(_ text: String) -> String {
        var result = "\""
        // After `escaped`, the only line feeds left are the line breaks it wrote. Scalar by scalar: a quote
        // or backslash followed by a combining mark is one `Character`, but DOT reads the quote or backslash.
        for scalar in VisibleText.escaped(text, lineBreak: "\n").unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
