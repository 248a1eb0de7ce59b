import FocusModel

/// How chains are shown to people (hover, inlay hints, `formlsp chains` diagrams) and to editor
/// views (`formlsp/focusChains`): one vocabulary for what Return does in a field.
package enum ChainWording {
    /// What Return does in a field, in a few characters: `→ email`, `⏎ ends`, `⚠ nowhere`. Return
    /// that does nothing to focus lets the keyboard go: how a form ends in its last field, a dead
    /// end anywhere else.
    package static func step(of field: ChainField, in chain: FocusChain) -> String {
        let outcome = field.outcome
        if outcome.isNothing { return chain.isLast(field) ? "⏎ ends" : "⚠ nowhere" }
        var parts = outcome.moves.map { "→ \($0.target.name)\($0.isConditional ? "?" : "")" }
        if outcome.ends { parts.append("⏎ ends") }
        if outcome.isUnknown { parts.append("→ …") }
        var seen: Set<String> = []
        return parts.filter { seen.insert($0).inserted }.joined(separator: " / ")
    }

    /// The outcome in one word, for `formlsp/focusChains`.
    package static func kind(_ outcome: Outcome) -> String {
        if outcome.isUnknown { return "unknown" }
        if !outcome.moves.isEmpty { return "moves" }
        return outcome.ends ? "ends" : "nothing"
    }

    /// The chain drawn as text: `name → email → phone ⏎ ends`. Runs of fields that each move to
    /// the next are joined; anything else (a jump, an end, a dead end) closes a run with its step.
    package static func summary(_ chain: FocusChain) -> String {
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
    package static func label(_ field: ChainField) -> String? {
        guard let label = field.label else { return "return" }
        return label.value
    }
}
