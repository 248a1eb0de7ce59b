import FocusModel

/// What `form-without-focus-routing` asks of a chain and of its fields beyond the model's own questions.
extension FocusChain {
    /// UIKit: `textFieldShouldReturn(_:)` ends editing in every field after doing some work there
    /// (validating, saving) and moves focus nowhere: it routes nothing, as a shared
    /// `.onSubmit { save() }` routes nothing. A field it leaves with nothing done is
    /// `missing-focus-transition`'s to report, not the form's.
    var submitsFromEveryField: Bool {
        framework == .uiKit && !routesReturn && checkableFields.allSatisfy { !$0.outcome.goesNowhere && !$0.outcome.handlers.isEmpty }
    }

    /// The chain with the inputs of its view that no focus state binds, in layout order: the form
    /// the user fills in, whichever of its fields the focus state styles.
    var withUnboundInputs: FocusChain {
        guard !unboundInputs.isEmpty else { return self }
        var whole = self
        whole.fields = (fields + unboundInputs).sorted { $0.range.lowerBound < $1.range.lowerBound }
        return whole
    }
}

extension ChainField {
    /// What the field edits, else its target: a plain and a secure input of one text are one field.
    var editedTextOrTarget: String {
        editedText.map { "text " + $0 } ?? target.name
    }

    /// Shown only once its own text is there (`if !barcode.isEmpty { TextField(text: $barcode) }`):
    /// filled elsewhere (a scan, another field), never typed in the form's sequence.
    var isShownOnlyOnceFilled: Bool {
        branch.contains { step in
            step.arm == 0 && step.requires.contains { condition in
                guard condition.hasPrefix("!"), condition.hasSuffix(".isEmpty") else { return false }
                let tested = condition.dropFirst().dropLast(".isEmpty".count)
                return tested.split(separator: ".").last.map(String.init) == editedValueName
            }
        }
    }

    /// The handed-in value whose part the field edits: `draft` for `$draft.name` when `draft` is
    /// one of `handed`; nil for anything else (`$name`, `$store.name`).
    func handedRecord(among handed: Set<String>) -> String? {
        let path = editedText?.filter { $0 != "$" && !$0.isWhitespace }.split(separator: ".") ?? []
        guard path.count >= 2, handed.contains(String(path[0])) else { return nil }
        return String(path[0])
    }

    /// The name of the value the field edits (`url` for `$draft.url`), else its target: what a
    /// control's condition names when it waits for the field.
    var editedValueName: String {
        guard let last = editedText?.split(separator: ".").last else { return target.name }
        return String(last.filter { $0 != "$" && !$0.isWhitespace })
    }
}
