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
        let reader = Reader(blocks: blocks)
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

    /// The class's methods, read for what their calls may do to focus.
    private struct Reader {
        let functions: [FunctionDeclSyntax]
        private let properties: Set<String>

        init(blocks: [MemberBlockSyntax]) {
            functions = blocks.flatMap { $0.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) } }
            properties = Set(blocks.flatMap { block in
                block.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap(\.bindings)
                    .compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            })
        }

        /// A method may move focus (a missing body is not read: it may).
        func mayMoveFocus(_ function: FunctionDeclSyntax) -> Bool {
            var visited: Set<String> = []
            return mayMoveFocus(function, visited: &visited)
        }

        private func mayMoveFocus(_ function: FunctionDeclSyntax, visited: inout Set<String>) -> Bool {
            guard let body = function.body else { return true }
            visited.insert(function.name.text)
            return CallsInBody(body).calls.contains { mayMoveFocus($0, visited: &visited) }
        }

        private func mayMoveFocus(_ call: FunctionCallExprSyntax, visited: inout Set<String>) -> Bool {
            var callee = call.calledExpression
            if callee.is(OptionalChainingExprSyntax.self) { return true }
            if let member = callee.as(MemberAccessExprSyntax.self) {
                if member.declName.baseName.text == "becomeFirstResponder" { return true }
                guard member.base?.compactText == "self" else {
                    return member.base?.tokens(viewMode: .sourceAccurate).contains { $0.text.lowercased().hasSuffix("delegate") } ?? false
                }
                callee = ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName))
            }
            guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text else { return true }
            if properties.contains(name) { return true }
            let methods = functions.filter { $0.name.text == name }
            return methods.contains { !visited.contains(name) && mayMoveFocus($0, visited: &visited) }
        }
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

/// Every call in a body, closures included.
final class CallsInBody: SyntaxVisitor {
    private(set) var calls: [FunctionCallExprSyntax] = []

    init(_ body: CodeBlockSyntax) {
        super.init(viewMode: .sourceAccurate)
        walk(body)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }
}
