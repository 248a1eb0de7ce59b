import SwiftSyntax

/// Fields of views declared in other files: a call handing the chain's binding to a view whose
/// summary (`FocusViewSummary`) the project holds places that view's fields in the chain, in the
/// view's order, at the argument that passes the binding.
extension ViewTreeWalk {
    /// What a field placed here takes from the modifiers around it: the innermost label and
    /// keyboard, the text handlers up to the first barrier (outermost first), and whether a barrier
    /// stops its submits.
    static func surroundings(in context: Context) -> (label: ReturnLabel?, keyboard: Keyboard?, handlers: [Int], blocked: Bool) {
        var label: ReturnLabel?
        var keyboard: Keyboard?
        var handlers: [Int] = []
        var blocked = false
        for frame in context.stack.reversed() {
            switch frame {
            case .label(let value, let range): if label == nil { label = ReturnLabel(value: value, range: range) }
            case .keyboard(let value, let range): if keyboard == nil { keyboard = Keyboard(value: value, range: range) }
            case .textHandler(let site, _): if !blocked { handlers.append(site) }
            case .barrier: blocked = true
            case .contentType, .searchable: break
            }
        }
        return (label, keyboard, handlers.reversed(), blocked)
    }

    /// Places `view`'s fields where `call` hands it a value focus state of this walk; false when it
    /// hands none under the view's binding label.
    func placeFields(of view: FocusViewSummary, _ call: FunctionCallExprSyntax, _ context: Context) -> Bool {
        guard let (argument, chain) = handedChain(view, call, context) else { return false }
        let range = argument.positionAfterSkippingLeadingTrivia.utf8Offset..<argument.expression.endPositionBeforeTrailingTrivia.utf8Offset
        let around = Self.surroundings(in: context)
        let callOffset = call.position.utf8Offset
        for (place, summary) in view.fields.enumerated() {
            var field = ChainField(
                target: FocusTarget(""), range: range, isConditional: context.isConditional || summary.isConditional,
                isDynamicGroup: summary.isDynamicGroup, takesReturn: summary.takesReturn,
                label: label(of: summary, around: around.label, setBy: view.name),
                keyboard: summary.keyboard.map { Keyboard(value: $0, range: around.keyboard?.range ?? range) } ?? around.keyboard,
                // The view's own statements, told apart from this file's by a negative number unique to the call.
                branch: context.branch + summary.branch.map { BranchStep(statement: -(callOffset * 256 + $0.statement % 256) - 1, arm: $0.arm) }
            )
            (field.target, field.bindsAnyValue) = target(of: summary.value, call, context)
            field.isDynamicGroup = field.isDynamicGroup || field.bindsAnyValue
            field.isOpaque = summary.isOpaque
            field.callSites = context.callSites
            field.heldBy = "\(view.name)#\(place)"
            let sealed = summary.isSealed || around.blocked
            chain.fields.append(FieldRecord(field: field, handlers: sealed ? [] : around.handlers, outcomeElsewhere: summary.outcome.outcome(at: range)))
            if summary.takesReturn && !summary.isSealed { recordInput(context) }
        }
        return true
    }

    /// The argument handing `view` a value focus state of this walk, and that state's chain.
    private func handedChain(_ view: FocusViewSummary, _ call: FunctionCallExprSyntax, _ context: Context) -> (LabeledExprSyntax, ChainRecord)? {
        guard let argument = call.arguments.first(where: { $0.label?.text == view.bindingLabel }),
              let name = Self.focusArgumentName(argument.expression, context.scope),
              let key = context.scope.values[name], let chain = chainsByKey[key] else { return nil }
        return (argument, chain)
    }

    /// `base` calls a view of another file that `placeFields` places in a chain of this walk
    /// (`walkBase` does): its fields are that chain's, never inputs bound to no state.
    func placesFieldsOfAViewElsewhere(_ base: ExprSyntax, named name: String?, _ context: Context) -> Bool {
        guard let name, name.first?.isUppercase == true, index.type(named: name)?.body == nil, let call = base.as(FunctionCallExprSyntax.self),
              let view = symbols.focusView(named: name, labels: call.argumentLabels, from: module) else { return false }
        return handedChain(view, call, context) != nil
    }

    /// The view's own label wins over the caller's around the call.
    private func label(of field: FocusViewSummary.Field, around: ReturnLabel?, setBy view: String) -> ReturnLabel {
        guard let inner = field.label else { return around ?? ReturnLabel(value: "return", range: nil) }
        return ReturnLabel(value: inner, range: around?.range, setBy: view)
    }

    /// The field's value at this call: a case the view names, the case the call passes for a
    /// parameter, or anything (computed at run time).
    private func target(of value: FocusViewSummary.Value, _ call: FunctionCallExprSyntax, _ context: Context) -> (FocusTarget, bindsAnyValue: Bool) {
        switch value {
        case .literal(let name):
            return (FocusTarget(name), false)
        case .parameter(let label):
            guard let argument = call.argument(labelled: label) else { return (FocusTarget(label), true) }
            let passed = resolved(argument, context)
            if let literal = HandlerEvaluator.caseLiteral(passed) { return (FocusTarget(literal), false) }
            return (FocusTarget(passed.trimmedDescription), true)
        case .computed(let text):
            return (FocusTarget(text), true)
        }
    }
}
