import FormlspEngine

/// Chains as one Mermaid flowchart: a subgraph per chain, a box per field in chain order, an arrow
/// per Return outcome (solid when it always happens, dotted when only some paths take it), dead
/// ends to a ✗, the fields with problems in red.
struct MermaidChains {
    func render(_ diagrams: [ChainDiagram]) -> String {
        var output = "flowchart LR\n"
        var problems: [String] = []
        for (chainIndex, diagram) in diagrams.enumerated() {
            let chain = "c\(chainIndex)"
            output += "  subgraph \(chain)[\"\(Self.escaped(diagram.title))\"]\n"
            for (index, step) in diagram.steps.enumerated() {
                output += "    \(chain)_\(index)[\"\(diagram.boxLines(of: step).map(Self.escaped).joined(separator: "<br/>"))\"]\n"
                if !step.problems.isEmpty || step.isDeadEnd { problems.append("\(chain)_\(index)") }
            }
            output += "  end\n"
            for (index, step) in diagram.steps.enumerated() {
                output += edges(from: "\(chain)_\(index)", step: step, in: diagram, chain: chain)
            }
        }
        if !problems.isEmpty {
            output += "  classDef problem fill:#fde2e2,stroke:#c62828,stroke-width:2px\n"
            output += "  class \(problems.joined(separator: ",")) problem\n"
        }
        return output
    }

    private func edges(from node: String, step: ChainDiagram.Step, in diagram: ChainDiagram, chain: String) -> String {
        var output = ""
        for (destination, conditional) in diagram.destinations(of: step) {
            let arrow = conditional ? "-.->" : "-->"
            switch destination {
            case .field(let index):
                output += "  \(node) \(arrow)|\"⏎\"| \(chain)_\(index)\n"
            case .elsewhere(let target):
                output += "  \(node) \(arrow)|\"⏎\"| \(node)_to([\"\(Self.escaped(target)) (no such field)\"])\n"
            }
        }
        switch diagram.ending(of: step) {
        case .ends: output += "  \(node) -->|\"⏎ ends\"| \(node)_end([\"ends\"])\n"
        case .endsOnSomePaths: output += "  \(node) -.->|\"⏎ ends\"| \(node)_end([\"ends\"])\n"
        case .deadEnd: output += "  \(node) -.->|\"⚠ nowhere\"| \(node)_stuck((\"✗\"))\n"
        case .unknown: output += "  \(node) -.->|\"⏎ ?\"| \(node)_unknown((\"?\"))\n"
        case nil: break
        }
        return output
    }

    /// Text inside a quoted Mermaid label: quotes and angle brackets as entity codes.
    static func escaped(_ text: String) -> String {
        text.replacing("\"", with: "#quot;").replacing("<", with: "#lt;").replacing(">", with: "#gt;")
    }
}
