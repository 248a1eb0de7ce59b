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

    /// `name`, `self.name`, `_name.wrappedValue`, `name.wrappedValue`, through `try`, parentheses and `!`/`?`.
    package static func referencedName(_ expression: ExprSyntax) -> String? {
        let expression = expression.unwrapped
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.unwrapped {
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                return member.declName.baseName.text
            }
            // `_focus.wrappedValue`, and a binding held as a plain property: `focus.wrappedValue`.
            if member.declName.baseName.text == "wrappedValue", let name = referencedName(base) {
                return name.hasPrefix("_") ? String(name.dropFirst()) : name
            }
        }
        return nil
    }
}
