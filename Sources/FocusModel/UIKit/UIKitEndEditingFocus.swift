import SwiftSyntax

/// Whether a delegate may move focus when a field stops being edited: resigning on Return runs its
/// `textFieldDidEndEditing(_:)` (and any `.editingDidEnd` target), which may hand focus on
/// (`if textField == nameField { emailField.becomeFirstResponder() }`). A handler that only
/// stores the text (assignments, and calls known to leave focus alone) does not; any other call
/// (`becomeFirstResponder()`, a helper, a closure) may, and so may a target not found in the class.
enum UIKitEndEditingFocus {
    static let methodNames: Set<String> = ["textFieldDidEndEditing(_:)", "textFieldDidEndEditing(_:reason:)"]

    /// Calls that leave the first responder where it is.
    private static let inertCalls: Set<String> = [
        "resignFirstResponder", "endEditing", "trimmingCharacters", "lowercased", "uppercased", "replacingOccurrences",
        "hasPrefix", "hasSuffix", "contains", "print", "NSLog", "debugPrint", "String", "Int", "Double", "Float",
    ]

    /// Whether the methods and targets in `blocks` (one class's declaration and extensions) may move focus.
    static func mayMoveFocus(in blocks: [MemberBlockSyntax]) -> Bool {
        let functions = blocks.flatMap { $0.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) } }
        let handlers = functions.filter { methodNames.contains(UIKitSyntax.fullName(of: $0)) }
        if handlers.contains(where: mayMoveFocus) { return true }
        let finder = EditingDidEndTargetFinder(viewMode: .sourceAccurate)
        for block in blocks { finder.walk(block) }
        return finder.registrations.contains { registration in
            guard let action = selectedMethod(in: registration) else { return true }
            let targets = functions.filter { $0.name.text == action }
            return targets.isEmpty || targets.contains(where: mayMoveFocus)
        }
    }

    /// A method makes a call other than the inert ones (a missing body is not read).
    private static func mayMoveFocus(_ function: FunctionDeclSyntax) -> Bool {
        guard let body = function.body else { return true }
        let finder = CallFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.calledNames.contains { !inertCalls.contains($0) }
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

/// The base names of every call in a body, closures included.
private final class CallFinder: SyntaxVisitor {
    private(set) var calledNames: [String] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            calledNames.append(reference.baseName.text)
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            calledNames.append(member.declName.baseName.text)
        } else {
            calledNames.append("")
        }
        return .visitChildren
    }
}
