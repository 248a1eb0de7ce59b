import FocusModel
import FocusRules
import SourceText

/// One form's chain as `formlsp chains`, markdown reports and the server's `formlsp/focusChains`
/// describe it: its fields in order, what Return does in each (in the words of hover and inlay
/// hints), their Return-key labels, and the findings about each field or about the chain as a whole.
/// Ranges are UTF-8 byte offsets into the chain's file.
package struct ChainDiagram: Sendable {
    package struct Step: Sendable {
        /// The value or property the field is bound to: `email`, `passwordField`.
        package var field: String
        /// The field's `.focused(...)` modifier or UIKit property declaration.
        package var range: Range<Int>
        /// 1-based.
        package var line: Int
        /// `next`, `done`; `return` for the default key; nil when computed at run time.
        package var label: String?
        /// `moves`, `ends`, `nothing` or `unknown`.
        package var outcome: String
        /// Where Return moves focus; `conditional` when only some paths do.
        package var moves: [Move]
        /// The `.onSubmit` / `textFieldShouldReturn` handlers that run.
        package var handlers: [Range<Int>]
        /// What Return does, as hover says it: `→ email`, `⏎ ends`, `⚠ nowhere`.
        package var step: String
        /// The field sits in an `if`/`switch` branch.
        package var isConditional: Bool
        /// A `ForEach` row standing for many fields.
        package var isDynamicGroup: Bool
        /// Return leaves the user stuck here: it does nothing, or only drops focus, before the last field.
        package var isDeadEnd: Bool
        package var problems: [RuleID]
    }

    /// `focus = .email` or `emailField.becomeFirstResponder()`.
    package struct Move: Sendable {
        package var target: String
        /// Taken only under a condition (`if isValid { focus = .email }`).
        package var conditional: Bool
        package var range: Range<Int>
    }

    /// `swiftUI` or `uiKit`.
    package var framework: String
    package var path: String
    /// The lines of the chain's file, which place its ranges.
    package var lines: LineTable
    /// The type owning the chain, and its focus state (or the class, for UIKit).
    package var owner: String
    package var state: String
    /// The focus state's declaration or the class.
    package var declaration: Range<Int>
    /// 1-based line of the chain's declaration.
    package var line: Int
    /// The chain as hover draws it: `name → email ⏎ ends`.
    package var summary: String
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
        framework = chain.framework.rawValue
        self.path = path
        self.lines = lines
        owner = chain.owner
        state = chain.name
        declaration = chain.declaration
        line = lines.line(containing: chain.declaration.lowerBound) + 1
        summary = ChainWording.summary(chain)
        steps = chain.fields.enumerated().map { index, field in
            Step(
                field: field.target.name,
                range: field.range,
                line: lines.line(containing: field.range.lowerBound) + 1,
                label: ChainWording.label(field),
                outcome: ChainWording.kind(field.outcome),
                moves: field.outcome.moves.map { Move(target: $0.target.name, conditional: $0.isConditional, range: $0.range) },
                handlers: field.outcome.handlers,
                step: ChainWording.step(of: field, in: chain),
                isConditional: field.isConditional,
                isDynamicGroup: field.isDynamicGroup,
                isDeadEnd: field.outcome.goesNowhere && !chain.isLast(field),
                problems: placed.filter { $0.field == index }.map(\.rule)
            )
        }
        problems = placed.filter { $0.field == nil }.map(\.rule)
    }
}
