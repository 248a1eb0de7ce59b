import Foundation
import FocusModel
import FormlspEngine
import LanguageServerProtocol
import SourceText

/// Where a range of an analysis lies, ready for the protocol and for people.
struct ResolvedLocation {
    let location: Location
    /// `SignUpView.swift:12`.
    let display: String
}

extension ServerState {
    /// Resolves a range of `analysis` (of `document`) to a location in whichever file it lies in.
    func resolve(_ range: Range<Int>, in analysis: FileAnalysis, of document: Document) -> ResolvedLocation {
        let line = document.lineTable.line(containing: range.lowerBound) + 1
        return ResolvedLocation(
            location: Location(uri: document.uri, range: document.lineTable.lspRange(of: range, in: positionEncoding)),
            display: "\((document.path as NSString).lastPathComponent):\(line)"
        )
    }

    /// The chain for editor views.
    func describe(_ chain: FocusChain, in analysis: FileAnalysis, of document: Document) -> FocusChainDescription {
        FocusChainDescription(
            framework: chain.framework.rawValue, name: chain.name,
            declaration: resolve(chain.declaration, in: analysis, of: document).location,
            fields: chain.fields.map { field in
                FocusFieldDescription(
                    target: field.target.name, location: resolve(field.range, in: analysis, of: document).location,
                    label: ChainWording.label(field), outcome: ChainWording.kind(field.outcome),
                    transitions: field.outcome.moves.map { move in
                        FocusTransitionDescription(target: move.target.name, isConditional: move.isConditional, location: resolve(move.range, in: analysis, of: document).location)
                    },
                    handlers: field.outcome.handlers.map { resolve($0, in: analysis, of: document).location },
                    isConditional: field.isConditional, isDynamicGroup: field.isDynamicGroup
                )
            },
            summary: ChainWording.summary(chain)
        )
    }
}
