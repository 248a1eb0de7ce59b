import FormlspEngine
import LanguageServerProtocol
import SourceText

extension FocusChainDescription {
    /// `diagram` in the one shape of chains, which `formlsp/focusChains` and `formlsp chains
    /// --format json` share: its ranges as locations in the file at `uri`, in `encoding`.
    package init(_ diagram: ChainDiagram, uri: DocumentURI, encoding: PositionEncoding) {
        func locate(_ range: Range<Int>) -> Location {
            Location(uri: uri, range: diagram.lines.lspRange(of: range, in: encoding))
        }
        self.init(
            framework: diagram.framework, owner: diagram.owner, name: diagram.state, declaration: locate(diagram.declaration),
            summary: diagram.summary, problems: diagram.problems.map(\.rawValue),
            fields: diagram.steps.map { step in
                FocusFieldDescription(
                    target: step.field, location: locate(step.range), label: step.label, outcome: step.outcome, step: step.step,
                    transitions: step.moves.map { FocusTransitionDescription(target: $0.target, isConditional: $0.conditional, location: locate($0.range)) },
                    handlers: step.handlers.map(locate), isConditional: step.isConditional, isDynamicGroup: step.isDynamicGroup,
                    isDeadEnd: step.isDeadEnd, problems: step.problems.map(\.rawValue)
                )
            }
        )
    }
}
