import SwiftSyntax

/// Reads a class's methods for whether running one may move focus: a call of
/// `becomeFirstResponder()` or of a closure (`onEnd?(self)`) may, as may a method of the class that
/// may (followed) or a property's closure; dropping the keyboard (`resignFirstResponder()`,
/// `endEditing(_:)`) and making a value (`SearchViewController()`) do not. What else may depends on
/// what the walk is for (`Policy`).
struct UIKitFocusMoveReader {
    /// What, beyond the calls every walk reads alike, may move focus.
    struct Policy {
        /// Words that, in the receiver or name of a call on another object, say it may move focus
        /// (`delegate`, `next`); a model's or the navigation controller's call does not.
        let focusWords: [String]
        /// A call on another object handing on a parameter of a method read (an action's sender)
        /// may move focus from it.
        let senderCounts: Bool
        /// A function the class does not declare may move focus (it may be declared anywhere),
        /// unless it is one of UIKit's screen calls (`dismiss`, `present`).
        let undeclaredFunctionsMayMove: Bool

        /// A delegate's `textFieldDidEndEditing(_:)` and `.editingDidEnd` targets: only focus seen
        /// to move counts; a method declared elsewhere (a superclass's `refreshNextButton()`) does not.
        static let editingDidEnd = Policy(focusWords: ["delegate"], senderCounts: false, undeclaredFunctionsMayMove: false)

        /// A `.editingDidEndOnExit` action: one handing on its sender, calling a keyboard manager
        /// or a method named for moving on, or a function out of sight, may.
        static let exitAction = Policy(
            focusWords: ["delegate", "next", "focus", "responder", "advance", "keyboardmanager"],
            senderCounts: true, undeclaredFunctionsMayMove: true
        )
    }

    let functions: [FunctionDeclSyntax]
    private let properties: Set<String>
    private let policy: Policy
    /// The parameters of the class's methods (an action's sender), read when the sender counts.
    private let parameters: Set<String>

    /// The methods and stored properties of `blocks` (one class's declaration and extensions).
    init(blocks: [MemberBlockSyntax], policy: Policy) {
        functions = blocks.flatMap { $0.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) } }
        properties = Set(blocks.flatMap { block in
            block.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap(\.bindings)
                .compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        })
        self.policy = policy
        parameters = policy.senderCounts
            ? Set(functions.flatMap { $0.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text } })
            : []
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
            if Self.onlyDropsFocus(call) { return false }
            guard let base = member.base, base.compactText == "self" else {
                // Another object's method, or an implicit member (`.init`), read from its words
                // and, when the sender counts, from what it is handed.
                let words = (member.base?.tokens(viewMode: .sourceAccurate).map(\.text) ?? []) + [member.declName.baseName.text]
                return words.contains { word in policy.focusWords.contains { word.lowercased().contains($0) } }
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
        if methods.isEmpty { return policy.undeclaredFunctionsMayMove && !Self.screenCalls.contains(name) }
        return methods.contains { !visited.contains(name) && mayMoveFocus($0, visited: &visited) }
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
