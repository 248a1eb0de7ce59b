import SwiftSyntax

/// How the code in one view refers to a chain's focus state: the local names of a value state
/// (`focus`, or a child's binding `field`) or of the `Bool` states, each standing for one target.
package struct FocusReferences {
    /// Local names of an optional-value focus state.
    var valueNames: Set<String> = []
    /// Local name of a `Bool` focus state → the target (owner's state name) it stands for.
    var boolNames: [String: String] = [:]

    var isEmpty: Bool { valueNames.isEmpty && boolNames.isEmpty }

    /// `focus`, `self.focus`, `_focus.wrappedValue` when `focus` is a value state.
    func isValueState(_ expression: ExprSyntax) -> Bool {
        guard let name = Self.referencedName(expression) else { return false }
        return valueNames.contains(name)
    }

    /// The target of a `Bool` state referenced by `expression`.
    func boolTarget(_ expression: ExprSyntax) -> String? {
        Self.referencedName(expression).flatMap { boolNames[$0] }
    }

    /// Whether `node` mentions the state at all (`focus`, `$focus`, `isEmailFocused`).
    func isMentioned(in node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            var text = token.text
            if text.hasPrefix("$") || text.hasPrefix("_") { text.removeFirst() }
            return valueNames.contains(text) || boolNames[text] != nil
        }
    }

    /// `name`, `self.name`, `_name.wrappedValue`, through `try`, parentheses and `!`/`?`.
    package static func referencedName(_ expression: ExprSyntax) -> String? {
        let expression = expression.unwrapped
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.unwrapped {
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                return member.declName.baseName.text
            }
            if member.declName.baseName.text == "wrappedValue", let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("_") {
                return String(reference.baseName.text.dropFirst())
            }
        }
        return nil
    }
}

extension ExprSyntax {
    /// The expression without the wrappers that do not change what it refers to.
    var unwrapped: ExprSyntax {
        var current = self
        for _ in 0..<16 {
            if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                current = only.expression
            } else if let tryExpr = current.as(TryExprSyntax.self) {
                current = tryExpr.expression
            } else if let awaitExpr = current.as(AwaitExprSyntax.self) {
                current = awaitExpr.expression
            } else if let chained = current.as(OptionalChainingExprSyntax.self) {
                current = chained.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else {
                break
            }
        }
        return current
    }
}
