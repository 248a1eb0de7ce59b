import FocusModel
import SwiftSyntax

/// Chain-wide SwiftUI code actions offered without a diagnostic.
extension SwiftUIFixBuilder {
    func refactorings(for chain: FocusChain) -> [Refactoring] {
        var refactorings: [Refactoring] = []
        if let stuck = chain.checkableFields.first(where: { $0.outcome.isNothing && !chain.isLast($0) }), let routing = routingFix(for: stuck, in: chain) {
            refactorings.append(Refactoring(kind: .insertRouting, title: "Insert focus routing", applicableRange: chain.extent, fix: routing))
        }
        if let skipping = skipFilledRouting(in: chain) {
            refactorings.append(skipping)
        }
        if let labels = labelsAlongChain(chain) {
            refactorings.append(labels)
        }
        if let conversion = BoolToEnumConversion(builder: self, chain: chain)?.refactoring() {
            refactorings.append(conversion)
        }
        return refactorings
    }

    /// "Set submit labels along the chain": Next while a field follows, Done at the end.
    private func labelsAlongChain(_ chain: FocusChain) -> Refactoring? {
        let edits = chain.checkableFields.compactMap { field -> Replacement? in
            guard field.label?.isDynamic != true, !chain.label(field.label?.value ?? "return", agreesWith: field) else { return nil }
            return labelEdit("." + chain.impliedLabel(for: field), for: field)
        }
        guard !edits.isEmpty else { return nil }
        let fix = Fix(title: "Set submit labels along the chain", applicability: .safe, edits: edits)
        return Refactoring(kind: .setReturnLabels, title: fix.title, applicableRange: chain.extent, fix: fix)
    }

    /// "Insert focus routing (skip filled fields)": Next goes to the next empty field, Done when
    /// none is left, with labels that say so. Offered when the chain has no routing yet.
    private func skipFilledRouting(in chain: FocusChain) -> Refactoring? {
        let fields = chain.checkableFields
        guard chain.stateKind == .value, fields.count >= 2, fields.count == chain.fields.count,
              fields.allSatisfy({ $0.outcome.isNothing && $0.outcome.handlers.isEmpty }),
              let site = routingSite(for: chain) else { return nil }
        let texts = fields.compactMap { textBinding(of: $0) }
        guard texts.count == fields.count else { return nil }
        var lines = ["switch \(site.focus) {"]
        var edits: [Replacement] = []
        for (index, field) in fields.enumerated() {
            let later = Array(zip(fields, texts).dropFirst(index + 1))
            if later.isEmpty {
                lines.append("case .\(field.target): " + (submitMethod(of: chain).map { "\($0)()" } ?? "\(site.focus) = nil"))
                if let edit = labelEdit(".done", for: field), field.label?.value != "done" { edits.append(edit) }
            } else {
                let choice = later.map { "\($0.1).isEmpty ? .\($0.0.target) : " }.joined() + "nil"
                lines.append("case .\(field.target): \(site.focus) = \(choice)")
                let anyEmpty = later.map { "\($0.1).isEmpty" }.joined(separator: " || ")
                if let edit = labelEdit("\(anyEmpty) ? .next : .done", for: field) { edits.append(edit) }
            }
        }
        lines += [remainder(afterRouting: fields, in: chain), "}"]
        edits.append(Replacement(range: site.offset..<site.offset, replacement: modifierText("onSubmit", closure: lines, indent: site.indent)))
        let fix = Fix(title: "Insert focus routing (skip filled fields)", applicability: .unsafe, edits: edits)
        return Refactoring(kind: .insertRoutingSkippingFilled, title: fix.title, applicableRange: chain.extent, fix: fix)
    }

    /// `email` for a field built as `TextField("Email", text: $email)`, `model.email` for `$model.email`.
    func textBinding(of field: ChainField) -> String? {
        guard let focused = lookup.modifier(at: field.range), let call = focused.chainBase.as(FunctionCallExprSyntax.self),
              let text = call.arguments.first(where: { $0.label?.text == "text" })?.expression.trimmedDescription,
              text.hasPrefix("$"), !text.contains("[") else { return nil }
        return String(text.dropFirst())
    }
}
