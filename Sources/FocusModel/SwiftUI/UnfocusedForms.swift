import SwiftSyntax

/// The text inputs of a view that has no focus plumbing at all: no `@FocusState`, no binding of
/// one, no `.focused`. Return in each of them ends editing (after any `.onSubmit` work); whether
/// they form one form is for the rules to judge. Walked with the view's tree (`walkPlainView`).
final class UnfocusedFormRecord {
    let owner: TypeInfo
    var fields: [FieldRecord] = []
    /// Some input is bound to focus after all (`.focused` with a binding from elsewhere, a component
    /// taking one): the view is plumbed in a way this walk does not follow.
    var hasFocusPlumbing = false

    init(owner: TypeInfo) {
        self.owner = owner
    }

    /// The form as a chain of its own, each field named after what it edits.
    func build(handlerSites: [HandlerSite]) -> FocusChain {
        let fields = fields.map { record -> ChainField in
            var field = record.field
            field.outcome = HandlerSite.outcomeWithoutFocusState(of: record.handlers.map { handlerSites[$0] })
            return field
        }
        let declaration = fields.first?.range ?? owner.extent
        var chain = FocusChain(framework: .swiftUI, name: owner.name, declaration: declaration, fields: fields, owner: owner.name, extent: owner.extent)
        chain.commitActions = CommitActionFinder.actions(of: owner)
        return chain
    }
}

extension ViewTreeWalk {
    /// A text input of a view without focus state, as a field: its label, keyboard, content type
    /// and submit handlers come from the modifiers around it, as for a bound field.
    func unfocusedField(_ base: ExprSyntax, component: FormComponent?, _ context: Context) -> FieldRecord? {
        guard let call = base.as(FunctionCallExprSyntax.self) else { return nil }
        let around = Self.surroundings(in: context)
        var label = around.label
        var keyboard = around.keyboard
        var handlers = around.handlers
        var takesReturn = Self.takesReturn(base)
        if let component {
            let submit = component.submit.flatMap { call.argument(labelled: $0) ?? call.trailingClosure.map(ExprSyntax.init) }
            let submitPassed = submit.map { !$0.is(NilLiteralExprSyntax.self) } ?? false
            takesReturn = component.takesReturn(submitPassed: submitPassed)
            if submitPassed, let submit { handlers.append(handlerSite(for: submit, context)) }
            if let inner = component.label(submitPassed: submitPassed) { label = ReturnLabel(value: inner, range: label?.range, setBy: component.name) }
            if let inner = component.keyboard { keyboard = Keyboard(value: inner, range: keyboard?.range ?? call.calledExpression.utf8Offsets) }
        } else if let commit = Self.commitHandler(of: call) {
            handlers.append(handlerSite(for: ExprSyntax(commit), context))
        }
        keyboard = keyboard ?? Self.keyboardArgument(of: call)
        var field = ChainField(
            target: FocusTarget(editedValue(of: call, context) ?? Self.calleeName(base) ?? "field"), range: call.calledExpression.utf8Offsets,
            isConditional: context.isConditional, isDynamicGroup: context.isRepeated, takesReturn: takesReturn,
            label: label ?? ReturnLabel(value: "return", range: nil), keyboard: keyboard, branch: context.branch
        )
        field.callSites = context.callSites
        field.isSecure = Self.isSecureInput(base, component: component)
        field.contentType = Self.contentType(in: context.stack)
        return FieldRecord(field: field, handlers: handlers)
    }

    /// A keyboard a custom view is given at its call site: `NumberField(value: $age, keyboardType: .numberPad)`.
    static func keyboardArgument(of call: FunctionCallExprSyntax) -> Keyboard? {
        guard let argument = call.argument(labelled: "keyboardType") ?? call.argument(labelled: "keyboard"),
              let value = memberName(argument) else { return nil }
        return Keyboard(value: value, range: argument.utf8Offsets)
    }

    /// `TextField`, `SecureField`, or a view named for one (`ThemeSecureField`, `PillTextField`) whose
    /// definition is out of sight: the name is what its author says it is.
    static func isNamedTextInput(_ name: String) -> Bool {
        textInputs.contains(name) || name.hasSuffix("TextField") || name.hasSuffix("SecureField")
    }

    /// `SecureField`, or a component named for one (`ThemeSecureField`, `PasswordInput`).
    static func isSecureInput(_ base: ExprSyntax, component: FormComponent?) -> Bool {
        guard let name = component?.name ?? calleeName(base) else { return false }
        return name.contains("Secure") || name.contains("Password")
    }

    /// The innermost `.textContentType(...)` around the field.
    static func contentType(in stack: [ModifierFrame]) -> String? {
        for case .contentType(let value) in stack.reversed() { return value }
        return nil
    }

    /// What the input edits, for messages: `username` for `text: $username`, `host` for `$model.host`
    /// (also when a `@ViewBuilder` method passes it on as a parameter); else its title, `Host` for
    /// `TextField("Host", text: Binding(get: …, set: …))`.
    func editedValue(of call: FunctionCallExprSyntax, _ context: Context) -> String? {
        if let text = call.argument(labelled: "text") ?? call.argument(labelled: "value") {
            var expression = resolved(text, context)
            while let member = expression.as(MemberAccessExprSyntax.self), let base = member.base { expression = base }
            if expression.is(DeclReferenceExprSyntax.self) {
                let spelled = resolved(text, context).trimmedDescription.filter { !"$ ".contains($0) }
                return spelled.split(separator: ".").last.map(String.init)
            }
        }
        guard let title = call.arguments.first, title.label == nil else { return nil }
        if let literal = title.expression.as(StringLiteralExprSyntax.self) {
            return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        }
        return title.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
}
