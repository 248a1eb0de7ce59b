import FocusModel
import SwiftSyntax

/// Writes SwiftUI fixes: `.onSubmit` switches, `.submitLabel(...)` modifiers, keyboard toolbars,
/// moved modifiers. Every edit is computed on the syntax tree and laid out in the file's own
/// indentation unit and line endings.
struct SwiftUIFixBuilder: FixBuilder {
    let file: SourceFile
    let model: FileModel
    let lookup: SyntaxLookup

    init(file: SourceFile, model: FileModel) {
        self.file = file
        self.model = model
        self.lookup = SyntaxLookup(tree: file.tree)
    }

    var style: CodeStyle { file.style }

    // MARK: Labels

    func labelFix(_ label: String, for field: ChainField, in chain: FocusChain) -> Fix? {
        guard let edit = labelEdit("." + label, for: field) else { return nil }
        return Fix(title: "Set the submit label of `\(field.target)` to .\(label)", applicability: .safe, edits: [edit], isPreferred: true)
    }

    /// Sets `label` (an argument: `.next`, `a.isEmpty ? .next : .done`). Replaces the field's own `.submitLabel(...)`, or adds one after `.focused(...)` when the
    /// label is the default or inherited from an ancestor (changing that would relabel other fields).
    func labelEdit(_ label: String, for field: ChainField) -> Replacement? {
        guard let focused = lookup.modifier(at: field.range) else { return nil }
        let ownChain = focused.outermostChain.utf8Offsets
        let modifier = ".submitLabel(\(label))"
        if let range = field.label?.range, ownChain.contains(range.lowerBound) {
            return Replacement(range: range, replacement: modifier)
        }
        let offset = focused.range.upperBound
        if file.startsLine(at: focused.range.lowerBound) {
            let indent = file.indentation(ofLineContaining: focused.range.lowerBound)
            return Replacement(range: offset..<offset, replacement: style.lineEnding + indent + modifier)
        }
        return Replacement(range: offset..<offset, replacement: modifier)
    }

    // MARK: Moving modifiers

    func unblockFix(for handler: BlockedHandler) -> Fix? {
        guard let moved = lookup.modifier(at: handler.handler), let barrier = lookup.modifier(at: handler.barrier),
              moved.outermostChain.id == barrier.outermostChain.id else { return nil }
        let insertion = barrier.segment.lowerBound
        return Fix(
            title: "Move `.onSubmit` inside the barrier", applicability: .unsafe,
            edits: [Replacement(range: insertion..<insertion, replacement: file.text(of: moved.segment)), Replacement(range: moved.segment, replacement: "")],
            isPreferred: true
        )
    }

    func searchOrderFix(for submit: MisorderedSearchSubmit) -> Fix? {
        guard let moved = lookup.modifier(at: submit.handler), let searchable = lookup.modifier(at: submit.searchable),
              moved.outermostChain.id == searchable.outermostChain.id else { return nil }
        let insertion = searchable.segment.upperBound
        return Fix(
            title: "Move `.onSubmit(of: .search)` after `.searchable`", applicability: .unsafe,
            edits: [Replacement(range: moved.segment, replacement: ""), Replacement(range: insertion..<insertion, replacement: file.text(of: moved.segment))],
            isPreferred: true
        )
    }

    func retargetFix(_ transition: Transition, to field: ChainField, in chain: FocusChain) -> Fix? {
        guard let sequence = lookup.node(SequenceExprSyntax.self, at: transition.range), sequence.elements.count == 3,
              let target = sequence.elements.first, let value = sequence.elements.last, CaseLiteral.matches(value) else { return nil }
        return Fix(
            title: "Route through `\(field.target)`", applicability: .unsafe,
            edits: [Replacement(range: transition.range, replacement: "\(target.trimmedDescription) = .\(field.target)")]
        )
    }

    // MARK: Keyboard toolbar

    func keyboardAccessoryFix(for field: ChainField, in chain: FocusChain) -> Fix? {
        guard chain.stateKind == .value, let site = routingSite(for: chain) else { return nil }
        let keypads = chain.fields.filter { $0.keyboard?.hasNoReturnKey == true && !$0.isDynamicGroup }
        let lines = keypads.compactMap { keypad -> String? in
            guard let next = chain.field(after: keypad), !next.isDynamicGroup else { return nil }
            return "case .\(keypad.target): \(site.focus) = .\(next.target)"
        }
        guard !lines.isEmpty else { return nil }
        let unit = style.indentUnit
        let toolbar = [
            "ToolbarItemGroup(placement: .keyboard) {",
            unit + "Spacer()",
            unit + "Button(\"Next\") {",
            unit + unit + "switch \(site.focus) {",
        ] + lines.map { unit + unit + $0 } + [
            unit + unit + "default: break",
            unit + unit + "}",
            unit + "}",
            "}",
        ]
        return Fix(
            title: "Add a keyboard toolbar with a Next button", applicability: .unsafe,
            edits: [Replacement(range: site.offset..<site.offset, replacement: modifierText("toolbar", closure: toolbar, indent: site.indent))]
        )
    }

    // MARK: Layout

    /// `\n<indent>.name {\n<indent+unit>line…\n<indent>}` in the file's style; `lines` carry
    /// their own indentation relative to the closure body (`case` sits level with `switch`).
    func modifierText(_ name: String, closure lines: [String], indent: String) -> String {
        let le = style.lineEnding
        let inner = indent + style.indentUnit
        return le + indent + ".\(name) {" + le + lines.map { inner + $0 + le }.joined() + indent + "}"
    }

    func names(of fields: [ChainField]) -> String {
        fields.map { "`\($0.target)`" }.joined(separator: ", ")
    }
}
