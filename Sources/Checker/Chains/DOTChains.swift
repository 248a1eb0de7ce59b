import FormlspEngine

/// Chains as one Graphviz digraph: a cluster per chain, a box per field, an edge per Return
/// outcome (dashed when only some paths take it), the fields with problems in red.
struct DOTChains {
    func render(_ diagrams: [ChainDiagram]) -> String {
        var output = "digraph formlsp {\n  rankdir=LR;\n  node [shape=box, fontname=\"Helvetica\"];\n  edge [fontname=\"Helvetica\"];\n"
        for (chainIndex, diagram) in diagrams.enumerated() {
            let chain = "c\(chainIndex)"
            output += "  subgraph cluster_\(chainIndex) {\n    label=\(Self.quoted(diagram.title));\n"
            for (index, step) in diagram.steps.enumerated() {
                let marked = !step.problems.isEmpty || step.isDeadEnd
                output += "    \(chain)_\(index) [label=\(Self.quoted(diagram.boxLines(of: step).joined(separator: "\n")))\(marked ? ", color=\"#c62828\", penwidth=2" : "")];\n"
            }
            output += "  }\n"
            for (index, step) in diagram.steps.enumerated() {
                let node = "\(chain)_\(index)"
                for (destination, conditional) in diagram.destinations(of: step) {
                    let style = conditional ? ", style=dashed" : ""
                    switch destination {
                    case .field(let target):
                        output += "  \(node) -> \(chain)_\(target) [label=\"⏎\"\(style)];\n"
                    case .elsewhere(let name):
                        output += "  \(node)_to [label=\(Self.quoted("\(name) (no such field)")), shape=oval];\n  \(node) -> \(node)_to [label=\"⏎\"\(style)];\n"
                    }
                }
                switch diagram.ending(of: step) {
                case .ends: output += "  \(node)_end [label=\"ends\", shape=oval];\n  \(node) -> \(node)_end [label=\"⏎ ends\"];\n"
                case .endsOnSomePaths: output += "  \(node)_end [label=\"ends\", shape=oval];\n  \(node) -> \(node)_end [label=\"⏎ ends\", style=dashed];\n"
                case .deadEnd:
                    output += "  \(node)_stuck [label=\"✗\", shape=circle, color=\"#c62828\"];\n  \(node) -> \(node)_stuck [label=\"⚠ nowhere\", style=dashed];\n"
                case .unknown: output += "  \(node)_unknown [label=\"?\", shape=circle];\n  \(node) -> \(node)_unknown [label=\"⏎ ?\", style=dashed];\n"
                case nil: break
                }
            }
        }
        return output + "}\n"
    }

    /// A DOT string: backslashes and quotes escaped, line breaks as `\n`.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"").replacing("\n", with: "\\n") + "\""
    }
}
