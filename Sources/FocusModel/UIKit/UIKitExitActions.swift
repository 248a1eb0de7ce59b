import SwiftSyntax

/// What Return does in a field whose only handler is an action of its class registered for
/// `.editingDidEndOnExit` (`field.addTarget(self, action: #selector(returnPressed), for:
/// .editingDidEndOnExit)`): UIKit ends editing, and the action runs. When every such action is a
/// method of the class that cannot move focus, Return moves focus nowhere (the action is empty or
/// only drops the keyboard), or ends with other work (`signIn()`). An action that may move focus leaves the outcome unknown: one that
/// calls `becomeFirstResponder()`, a closure or a delegate, a method of the class that may (followed),
/// or a function the class does not declare and that is not one of UIKit's screen calls
/// (`dismiss`, `present`), which may be declared anywhere.
struct UIKitExitActions {
    let blocks: [MemberBlockSyntax]

    /// The outcome of Return for the actions named (nil entries: registrations not read), or nil
    /// when any may move focus or is not read.
    func outcome(actions: [String?]) -> Outcome? {
        guard !actions.isEmpty else { return nil }
        let functions = blocks.flatMap { $0.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) } }
        let properties = Set(blocks.flatMap { block in
            block.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap(\.bindings)
                .compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        })
        let reader = Reader(functions: functions, properties: properties)
        var handlers: [Range<Int>] = []
        var works = false
        for action in actions {
            guard let action else { return nil }
            let methods = functions.filter { $0.name.text == action }
            guard methods.count == 1, let body = methods[0].body else { return nil }
            var visited: Set<String> = []
            guard !reader.mayMoveFocus(methods[0], visited: &visited) else { return nil }
            handlers.append(methods[0].name.utf8Offsets)
            works = works || CallsInBody(body).calls.contains { !Self.onlyDropsFocus($0) }
        }
        // Dropping the keyboard alone moves focus nowhere, as a handler that only resigns.
        return Outcome(ends: works, handlers: handlers, endsWithWork: works)
    }

    /// `textField.resignFirstResponder()`, `view.endEditing(true)`.
    static func onlyDropsFocus(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression
        let name = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text
        return name == "resignFirstResponder" || name == "endEditing"
    }

    /// UIKit's calls a controller makes unqualified that move no field's focus.
    private static let screenCalls: Set<String> = [
        "dismiss", "present", "performSegue", "show", "resignFirstResponder", "endEditing", "print", "debugPrint", "NSLog",
    ]

    private struct Reader {
        let functions: [FunctionDeclSyntax]
        let properties: Set<String>
        /// The parameters of the methods read (the action's sender): a call handing one on may move focus from it.
        private var parameters: Set<String> = []

        /// Words in a call on another object that say it may move focus.
        private static let focusWords = ["delegate", "next", "focus", "responder", "advance", "keyboardmanager"]

        init(functions: [FunctionDeclSyntax], properties: Set<String>) {
            self.functions = functions
            self.properties = properties
            parameters = Set(functions.flatMap { $0.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text } })
        }

        func mayMoveFocus(_ function: FunctionDeclSyntax, visited: inout Set<String>) -> Bool {
            guard let body = function.body else { return true }
            visited.insert(function.name.text)
            return CallsInBody(body).calls.contains { mayMoveFocus($0, visited: &visited) }
        }

        private func mayMoveFocus(_ call: FunctionCallExprSyntax, visited: inout Set<String>) -> Bool {
            var callee = call.calledExpression
            if callee.is(OptionalChainingExprSyntax.self) { return true }
            if let member = callee.as(MemberAccessExprSyntax.self) {
                if member.declName.baseName.text == "becomeFirstResponder" { return true }
                if UIKitExitActions.onlyDropsFocus(call) { return false }
                guard let base = member.base, base.compactText == "self" else {
                    // Another object's method: a delegate's, a keyboard manager's, one named for
                    // moving on, or one handed the field may hand focus on; a model's or the
                    // navigation controller's does not. An implicit member (`.init`) is no call out.
                    let words = (member.base?.tokens(viewMode: .sourceAccurate).map(\.text) ?? []) + [member.declName.baseName.text]
                    return words.contains { word in Self.focusWords.contains { word.lowercased().contains($0) } }
                        || call.arguments.contains { argument in
                            argument.expression.tokens(viewMode: .sourceAccurate).contains { parameters.contains($0.text) }
                        }
                }
                callee = ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName))
            }
            guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text else { return true }
            // A type's initializer (`SearchViewController()`) makes a value.
            if name.first?.isUppercase == true { return false }
            if properties.contains(name) { return true }
            let methods = functions.filter { $0.name.text == name }
            if methods.isEmpty { return !UIKitExitActions.screenCalls.contains(name) }
            return methods.contains { !visited.contains(name) && mayMoveFocus($0, visited: &visited) }
        }
    }
}
