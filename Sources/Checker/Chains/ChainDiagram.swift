import FocusModel
import FocusRules
import FormlspEngine
import SourceText

/// One form's chain as `formlsp chains` and markdown reports draw it: its fields in order, what
/// Return does in each (in the words of hover and inlay hints), their Return-key labels, and the
/// findings about each field or about the chain as a whole.
package struct ChainDiagram: Sendable {
    package struct Step: Sendable {
        /// The value or property the field is bound to: `email`, `passwordField`.
        package var field: String
        /// 1-based.
        package var line: Int
        /// `next`, `done`; `return` for the default key; nil when computed at run time.
        package var label: String?
        /// `moves`, `ends`, `nothing` or `unknown`.
        package var outcome: String
        /// Where Return moves focus; `conditional` when only some paths do.
        package var moves: [(target: String, conditional: Bool)]
        /// What Return does, as hover says it: `→ email`, `⏎ ends`, `⚠ nowhere`.
        package var step: String
        /// Return leaves the user stuck here: it does nothing, or only drops focus, before the last field.
        package var isDeadEnd: Bool
        package var problems: [RuleID]
    }

    package var path: String
    /// The type owning the chain, and its focus state (or the class, for UIKit).
    package var owner: String
    package var state: String
    /// 1-based line of the chain's declaration.
    package var line: Int
    package var steps: [Step]
    /// Findings inside the chain's type that are about no one field (a handler, the state).
    package var problems: [RuleID]

    package var hasProblems: Bool { !problems.isEmpty || steps.contains { !$0.problems.isEmpty } }

    /// Worth drawing: a form (two fields or more), or a field with a problem. A component's own
    /// one-field chain is not.
    package var isForm: Bool { steps.count > 1 || hasProblems }

    /// The diagrams of a file's chains (at `path`, as reports name it), each finding of the file
    /// marked where `FindingPlacement` places it, as the subjects of `check`'s findings are: on its
    /// field, on its chain, or nowhere.
    package static func diagrams(of chains: [FocusChain], findings: [Finding], path: String, lines: LineTable) -> [ChainDiagram] {
        let places = findings.map { FindingPlacement.place($0, among: chains) }
        return chains.indices.map { index in
            let placed = zip(findings, places).filter { $0.1?.chain == index }.map { (rule: $0.0.rule, field: $0.1?.field) }
            return ChainDiagram(chains[index], problems: placed, path: path, lines: lines)
        }
    }

    private init(_ chain: FocusChain, problems placed: [(rule: RuleID, field: Int?)], path: String, lines: LineTable) {
        self.path = path
        owner = chain.owner
        state = chain.name
        line = lines.line(containing: chain.declaration.lowerBound) + 1
        steps = chain.fields.enumerated().map { index, field in
            Step(
                field: field.target.name,
                line: lines.line(containing: field.range.lowerBound) + 1,
                label: ChainWording.label(field),
                outcome: ChainWording.kind(field.outcome),
                moves: field.outcome.moves.map { ($0.target.name, $0.isConditional) },
                step: ChainWording.step(of: field, in: chain),
                isDeadEnd: field.outcome.goesNowhere && !chain.isLast(field),
                problems: placed.filter { $0.field == index }.map(\.rule)
            )
        }
        problems = placed.filter { $0.field == nil }.map(\.rule)
    }
}
