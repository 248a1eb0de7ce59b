import SwiftSyntax

/// Boxes of a code typed one character each (a PIN, a one-time code): each moves focus on to the
/// next box by itself when its character is typed, so Return has nothing to do there.
extension ViewTreeWalk {
    /// Whether one of the field's `.onChange(of:)` on its own text moves focus to another value of
    /// its state, in a box of one character: the closure tests that the text holds one
    /// (`digit.count == 1`, `!digit.isEmpty`, or a method of the view testing it), or the field
    /// asks for a one-time code (`.textContentType(.oneTimeCode)`).
    static func advancesAsTyped(
        changeHandlers: [FunctionCallExprSyntax], editedText: String?, focusState: String, ownTarget: FocusTarget,
        isOneTimeCode: Bool, scope: ViewScope
    ) -> Bool {
        guard let editedText, let key = scope.key(forLocalName: focusState) else { return false }
        let text = textName(editedText)
        return changeHandlers.contains { handler in
            guard let watched = handler.arguments.first?.expression, textName(watched.trimmedDescription) == text,
                  let closure = handler.trailingClosure ?? handler.arguments.last?.expression.as(ClosureExprSyntax.self),
                  movesFocusOn(in: Syntax(closure), key: key, ownTarget: ownTarget, scope: scope) else { return false }
            return isOneTimeCode || testsOneCharacter(in: Syntax(closure), methods: scope.type.methods)
        }
    }

    /// `$model.pin` and `self.model.pin` → `model.pin`.
    private static func textName(_ written: String) -> String {
        var name = Substring(written)
        if name.hasPrefix("$") { name = name.dropFirst() }
        if name.hasPrefix("self.") { name = name.dropFirst(5) }
        return String(name)
    }

    /// An assignment in `node` that focuses another field of the chain (`focus = .second`, or
    /// `isSecondFocused = true` for a chain of `Bool` states), read as a submit handler reads it.
    private static func movesFocusOn(in node: Syntax, key: ChainKey, ownTarget: FocusTarget, scope: ViewScope) -> Bool {
        let evaluator = HandlerEvaluator(type: scope.type, references: scope.references(to: key), current: ownTarget.name, enumeration: nil)
        return node.descendants(of: SequenceExprSyntax.self).contains { sequence in
            guard let assignment = Assignment(sequence), let effects = evaluator.focusEffects(of: assignment) else { return false }
            return effects.contains { effect in
                if case .move(let target, _) = effect { !FocusTarget(target).matches(ownTarget) } else { false }
            }
        }
    }

    /// A test in `node` that a text holds one character (`text.count == 1`, `>= 1`, `> 0`,
    /// `!text.isEmpty`), or a call of a method of the view whose body makes one.
    private static func testsOneCharacter(in node: Syntax, methods: [String: [FunctionDeclSyntax]], depth: Int = 0) -> Bool {
        for sequence in node.descendants(of: SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            for index in elements.indices.dropFirst().dropLast() {
                guard let symbol = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text,
                      elements[index - 1].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "count",
                      let bound = elements[index + 1].as(IntegerLiteralExprSyntax.self)?.literal.text else { continue }
                if (symbol == "==" || symbol == ">=") && bound == "1" || symbol == ">" && bound == "0" { return true }
            }
        }
        for negation in node.descendants(of: PrefixOperatorExprSyntax.self)
        where negation.operator.text == "!" && negation.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "isEmpty" {
            return true
        }
        guard depth == 0 else { return false }
        for call in node.descendants(of: FunctionCallExprSyntax.self) {
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, let declarations = methods[name] else { continue }
            if declarations.contains(where: { $0.body.map { testsOneCharacter(in: Syntax($0), methods: methods, depth: 1) } ?? false }) { return true }
        }
        return false
    }
}

extension Syntax {
    /// Every node of `type` below this one, in source order.
    func descendants<Node: SyntaxProtocol>(of type: Node.Type) -> [Node] {
        var found: [Node] = []
        var pending = Array(children(viewMode: .sourceAccurate).reversed())
        while let next = pending.popLast() {
            if let node = next.as(Node.self) { found.append(node) }
            pending += next.children(viewMode: .sourceAccurate).reversed()
        }
        return found
    }
}
