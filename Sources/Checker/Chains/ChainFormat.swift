import FormlspEngine

/// `formlsp chains --format`: how the chains are drawn.
package enum ChainFormat: String, Sendable, CaseIterable {
    /// A Mermaid flowchart (GitHub renders it in Markdown), a subgraph per chain.
    case mermaid
    /// A Graphviz digraph, a cluster per chain.
    case dot
    /// The chains as data, in the shape of the server's `formlsp/focusChains`.
    case json

    /// The diagrams drawn; `workingDirectory` is the folder their paths are relative to.
    package func render(_ diagrams: [ChainDiagram], workingDirectory: String) -> String {
        switch self {
        case .mermaid: MermaidChains().render(diagrams)
        case .dot: DOTChains().render(diagrams)
        case .json: JSONChains(workingDirectory: workingDirectory).render(diagrams)
        }
    }
}

extension ChainDiagram {
    /// `SignUpForm · focus (Sources/SignUpForm.swift:5)`, and the problems about no one field.
    var title: String {
        let heading = owner.isEmpty || owner == state ? state : "\(owner) · \(state)"
        let problems = problems.isEmpty ? "" : " ⚠ " + problems.map(\.rawValue).joined(separator: ", ")
        return "\(heading) (\(path):\(line))\(problems)"
    }

    /// Where each step's Return goes: the index of the field it moves to (the first whose value
    /// matches), or the target's name when no field of the chain is bound to it.
    func destinations(of step: Step) -> [(destination: Either, conditional: Bool)] {
        step.moves.map { move in
            let caseName = move.target.prefix { $0 != "(" }
            if let index = steps.firstIndex(where: { $0.field == move.target || $0.field.prefix { $0 != "(" } == caseName }) {
                return (.field(index), move.conditional)
            }
            return (.elsewhere(move.target), move.conditional)
        }
    }

    enum Either {
        case field(Int)
        case elsewhere(String)
    }

    /// How Return in a step stops moving focus, if it does.
    enum Ending {
        /// Editing ends (the form's last field, a submit).
        case ends
        /// Some paths end editing, others move focus.
        case endsOnSomePaths
        /// Nothing happens, and fields follow: the user is stuck.
        case deadEnd
        /// What Return does could not be worked out.
        case unknown
    }

    func ending(of step: Step) -> Ending? {
        if step.isDeadEnd { return .deadEnd }
        switch step.outcome {
        case "unknown": return .unknown
        case "ends": return .ends
        case "nothing": return .ends
        default: return step.step.contains("⏎ ends") ? .endsOnSomePaths : nil
        }
    }

    /// The lines of a field's box: its name (marked when something is wrong), its Return key, its problems.
    func boxLines(of step: Step) -> [String] {
        var lines = [(step.problems.isEmpty && !step.isDeadEnd ? "" : "⚠ ") + step.field]
        lines.append("⏎ key: " + (step.label ?? "computed"))
        lines += step.problems.map(\.rawValue)
        return lines
    }
}
