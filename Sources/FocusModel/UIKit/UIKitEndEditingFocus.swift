import SwiftSyntax

/// Whether a delegate may move focus when a field stops being edited: resigning on Return runs its
/// `textFieldDidEndEditing(_:)` (and any `.editingDidEnd` target), which may hand focus on
/// (`if textField == nameField { emailField.becomeFirstResponder() }`). What may: a call of
/// `becomeFirstResponder()`, of a closure (`onEnd?(self)`) or a delegate, or of a method of the
/// class that may (followed), and a target not found in the class. Storing the text, restyling a
/// view (`wrapper.showsSelection(false)`), or a method declared elsewhere (a superclass's
/// `refreshNextButton()`) does not: only focus seen to move silences what Return was found to do.
enum UIKitEndEditingFocus {
    static let methodNames: Set<String> = ["textFieldDidEndEditing(_:)", "textFieldDidEndEditing(_:reason:)"]

    /// Whether the methods and targets in `blocks` (one class's declaration and extensions) may move focus.
    static func mayMoveFocus(in blocks: [MemberBlockSyntax]) -> Bool {
        let reader = UIKitFocusMoveReader(blocks: blocks, policy: .editingDidEnd)
        let handlers = reader.functions.filter { methodNames.contains(UIKitSyntax.fullName(of: $0)) }
        if handlers.contains(where: { reader.mayMoveFocus($0) }) { return true }
        let finder = EditingDidEndTargetFinder(viewMode: .sourceAccurate)
        for block in blocks { finder.walk(block) }
        return finder.registrations.contains { registration in
            guard let action = selectedMethod(in: registration) else { return true }
            let targets = reader.functions.filter { $0.name.text == action }
            return targets.isEmpty || targets.contains { reader.mayMoveFocus($0) }
        }
    }

    /// The base name of the method a `#selector(…)` among the call's arguments names.
    private static func selectedMethod(in call: FunctionCallExprSyntax) -> String? {
        for argument in call.arguments {
            guard let selector = argument.expression.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
                  let named = selector.arguments.first?.expression
            else { continue }
            if let reference = named.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = named.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        }
        return nil
    }
}

/// The calls (`addTarget(_:action:for:)`, `addAction(_:for:)`) registering for `.editingDidEnd`.
private final class EditingDidEndTargetFinder: SyntaxVisitor {
    private(set) var registrations: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let names = node.arguments.contains { argument in
            argument.expression.tokens(viewMode: .sourceAccurate).contains { $0.text == "editingDidEnd" }
        }
        if names { registrations.append(node) }
        return .visitChildren
    }
}
