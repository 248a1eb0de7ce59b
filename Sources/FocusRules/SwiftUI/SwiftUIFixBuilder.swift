import FocusModel
import SwiftSyntax

/// Writes the SwiftUI fixes several rules share: `.onSubmit` switches (`SwiftUIRouting.swift`),
/// `.submitLabel(...)` modifiers, and the layout of new modifiers. A fix of one rule is an
/// extension in that rule's file. Every edit is computed on the syntax tree and laid out in the
/// file's own indentation unit and line endings.
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
        // An app's own focus modifier (`.focused($field, selfKey: .name)`) moves focus in code out
        // of sight: what Return does there is not certain enough to write a label.
        let arguments = focused.call.arguments
        guard arguments.count < 2 || arguments.contains(where: { $0.label?.text == "equals" }) else { return nil }
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

    /// Which side of another modifier a moved one goes: inside it (applied before, written
    /// before it) or outside it (applied after).
    enum ModifierSide {
        case inside, outside
    }

    /// The edits that move the modifier at `range`, with its line break and indentation, to
    /// `side` of the modifier at `anchor`, in the order of the text; nil unless both are in one chain.
    func moveModifier(at range: Range<Int>, to side: ModifierSide, of anchor: Range<Int>) -> [Replacement]? {
        guard let moved = lookup.modifier(at: range), let other = lookup.modifier(at: anchor),
              moved.outermostChain.id == other.outermostChain.id else { return nil }
        let insertion = side == .inside ? other.segment.lowerBound : other.segment.upperBound
        let edits = [Replacement(range: insertion..<insertion, replacement: file.text(of: moved.segment)), Replacement(range: moved.segment, replacement: "")]
        return side == .inside ? edits : edits.reversed()
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
