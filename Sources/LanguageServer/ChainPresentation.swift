import Foundation
import FocusModel
import FormlspEngine
import LanguageServerProtocol
import SourceText

/// How chains are shown to people (hover, inlay hints) and to editor views (`formlsp/focusChains`):
/// one vocabulary for what Return does in a field.
enum ChainPresentation {
    /// What Return does in a field, in a few characters: `→ email`, `⏎ ends`, `⚠ nowhere`. Return
    /// that does nothing to focus lets the keyboard go: how a form ends in its last field, a dead
    /// end anywhere else.
    static func step(of field: ChainField, in chain: FocusChain) -> String {
        let outcome = field.outcome
        if outcome.isNothing { return chain.isLast(field) ? "⏎ ends" : "⚠ nowhere" }
        var parts = outcome.moves.map { "→ \($0.target.name)\($0.isConditional ? "?" : "")" }
        if outcome.ends { parts.append("⏎ ends") }
        if outcome.isUnknown { parts.append("→ …") }
        var seen: Set<String> = []
        return parts.filter { seen.insert($0).inserted }.joined(separator: " / ")
    }

    /// The outcome in one word, for `formlsp/focusChains`.
    static func kind(_ outcome: Outcome) -> String {
        if outcome.isUnknown { return "unknown" }
        if !outcome.moves.isEmpty { return "moves" }
        return outcome.ends ? "ends" : "nothing"
    }

    /// The chain drawn as text: `name → email → phone ⏎ ends`. Runs of fields that each move to
    /// the next are joined; anything else (a jump, an end, a dead end) closes a run with its step.
    static func summary(_ chain: FocusChain) -> String {
        var text = ""
        var continuesRun = false
        for (index, field) in chain.fields.enumerated() {
            if !continuesRun {
                text += (text.isEmpty ? "" : " · ") + field.target.name
            }
            let next = index + 1 < chain.fields.count ? chain.fields[index + 1] : nil
            let movesToNext = next.map { next in
                !field.outcome.isUnknown && !field.outcome.ends && field.outcome.moves.count == 1 && field.outcome.moves[0].target.matches(next.target)
            } ?? false
            if movesToNext, let next {
                text += " → \(next.target.name)"
                continuesRun = true
            } else {
                text += " " + step(of: field, in: chain)
                continuesRun = false
            }
        }
        return text
    }

    /// The Return key's label as written (`next`), `return` for the default, nil when computed.
    static func label(_ field: ChainField) -> String? {
        guard let label = field.label else { return "return" }
        return label.value
    }
}

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
                    label: ChainPresentation.label(field), outcome: ChainPresentation.kind(field.outcome),
                    transitions: field.outcome.moves.map { move in
                        FocusTransitionDescription(target: move.target.name, isConditional: move.isConditional, location: resolve(move.range, in: analysis, of: document).location)
                    },
                    handlers: field.outcome.handlers.map { resolve($0, in: analysis, of: document).location },
                    isConditional: field.isConditional, isDynamicGroup: field.isDynamicGroup
                )
            },
            summary: ChainPresentation.summary(chain)
        )
    }
}
