import JSON

/// The diagrams as data: per chain its file, line, owner and state, and per field its line, label,
/// outcome, where Return moves focus, the step as hover words it, and the rules that fired there.
struct JSONChains {
    func render(_ diagrams: [ChainDiagram]) -> String {
        let chains: [JSON] = diagrams.map { diagram in
            [
                "path": .string(diagram.path),
                "line": .integer(Int64(diagram.line)),
                "owner": .string(diagram.owner),
                "state": .string(diagram.state),
                "problems": .array(diagram.problems.map { .string($0.rawValue) }),
                "fields": .array(diagram.steps.map { step in
                    [
                        "name": .string(step.field),
                        "line": .integer(Int64(step.line)),
                        "label": step.label.map(JSON.string) ?? .null,
                        "outcome": .string(step.outcome),
                        "moves": .array(step.moves.map { ["target": .string($0.target), "conditional": .bool($0.conditional)] }),
                        "step": .string(step.step),
                        "deadEnd": .bool(step.isDeadEnd),
                        "problems": .array(step.problems.map { .string($0.rawValue) }),
                    ]
                }),
            ]
        }
        let document: JSON = ["version": 1, "chains": .array(chains)]
        return document.serialized(indent: 2) + "\n"
    }
}
