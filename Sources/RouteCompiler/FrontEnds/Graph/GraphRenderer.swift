import Foundation

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
            for node in nodes {
                let text = Self.mermaidText(nodeLines(node, lineBreak: "\n", linkMarker: "🔗"))
                lines.append("        \(node.id)[\"\(text)\"]")
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
            lines.append("    \(edge.from) \(arrow)|\"\(Self.mermaidText(edge.label))\"| \(edge.to)")
        }
        let linked = nodes.filter { $0.path != nil }.map(\.id)
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
            for node in nodes {
                let style = node.path == nil ? "" : ", style=\"rounded,bold\""
                // Graphviz fonts rarely have emoji: the link is marked in words.
                let label = Self.dotString(nodeLines(node, lineBreak: "\n", linkMarker: "link"))
                lines.append("        \(node.id) [label=\(label)\(style)];")
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
            lines.append("    \(edge.from) -> \(edge.to) [label=\(Self.dotString(edge.label))\(style)];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text for a quoted Mermaid label: every line break `<br/>`, other control and bidirectional
    /// characters escapes (``VisibleText``), quotes `#quot;`.
    private static func mermaidText(_ text: String) -> String {
        VisibleText.escaped(text, lineBreak: "<br/>").replacingOccurrences(of: "\"", with: "#quot;")
    }

    /// A quoted DOT string: every line break `\n`, other control and bidirectional characters escapes
    /// (``VisibleText``), whose backslashes are escaped as the text's own are, and so are quotes.
    private static func dotString(_ text: String) -> String {
        // After `escaped`, the only line feeds left are the line breaks it wrote.
        "\""
            + VisibleText.escaped(text, lineBreak: "\n").replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
