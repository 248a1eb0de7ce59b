import SwiftSyntax

/// A class whose `textFieldShouldReturn(_:)` moves focus to the view tagged one more than the
/// submitting field (`textField.superview?.viewWithTag(textField.tag + 1)`, directly or through
/// locals): a base controller whose subclasses tag their fields in order. It names none of them:
/// the subclass's tags say where Return leads. Read by evaluating the handler on stand-in fields
/// tagged 1, 2, 3, 4, and kept only when each but the last moves to the next one and to no other.
package struct TagAdvance: Sendable, Equatable {
    /// The move to the next-tagged field happens only under a condition.
    var nextIsConditional: Bool
    /// What Return does besides moving, in a field with a next-tagged one.
    var middle: ReturnSummary.Effect

    private static let standInCount = 4

    /// What Return does in the field `name`, given the tags the subclass gives its fields; nil
    /// when the field has no tag, or no field or several carry the next tag, or another view
    /// does too (`sharedTags`): the lookup may then find another view, or none.
    func effect(forField name: String, tags: [String: Int], sharedTags: Set<Int>) -> ReturnSummary.Effect? {
        // Every view is tagged 0 unless given another: a lookup of 0 may find any of them.
        guard let own = tags[name], own + 1 != 0, !sharedTags.contains(own + 1) else { return nil }
        let next = tags.filter { $0.value == own + 1 }.map(\.key)
        guard next.count == 1 else { return nil }
        var effect = middle
        effect.moves[next[0]] = nextIsConditional
        return effect
    }

    /// The advance `declaration`'s handler makes by tags; nil when it makes none that can be told.
    static func reading(_ declaration: ClassDeclSyntax, handler: FunctionDeclSyntax) -> TagAdvance? {
        guard handler.body?.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "viewWithTag" }) == true else { return nil }
        let names = (0..<standInCount).map { "\u{0}tagged\($0)" }
        let standIns = names.map { UIKitClassSyntax.InputProperty(name: $0, typeName: "UITextField", nameRange: 0..<0, isOutlet: false) }
        let tags = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($0.element, $0.offset + 1) })
        let syntax = UIKitClassSyntax(declaration: declaration, extensions: []).replacingInputs(with: standIns, tags: tags)
        let summaries = names.dropLast().map { ShouldReturnEvaluator.evaluate(handler, for: $0, in: syntax).summarised }
        var conditional: Set<Bool> = []
        for (position, summary) in summaries.enumerated() {
            guard !summary.isUnknown, summary.fieldPropertyMoves.isEmpty, summary.callsHandedText.isEmpty,
                  summary.moves.count == 1, let next = summary.moves[names[position + 1]] else { return nil }
            conditional.insert(next)
        }
        guard conditional.count == 1, let nextIsConditional = conditional.first else { return nil }
        var middle = summaries[1]
        middle.moves = [:]
        middle.isRoutedFrom = false
        return TagAdvance(nextIsConditional: nextIsConditional, middle: middle)
    }
}
