import SwiftSyntax

/// Text-input properties that hold a field of an alert: the field an alert controller makes and
/// hands its configuration closure (`alert.addTextField { field in self.emailField = field }`), or
/// one read back from the alert (`emailField = alert.textFields?.first`). The alert shows that
/// field apart from the screen and the class keeps it only to read its text, so it is no member of
/// the class's form.
///
/// A property is one when it is no outlet, is declared without a value, and every assignment to it
/// in the class (but `nil`) is made inside a closure handed to `addTextField` or reads the alert's
/// `textFields`, at least once. Assigned anything else (`emailField = UITextField()`), it may be a
/// field of the screen, as before.
enum UIKitAlertFields {
    static func fields(in syntax: UIKitClassSyntax) -> Set<String> {
        UIKitPropertiesKeptFrom.properties(in: syntax) { assignment, node in
            readsAlertFields(assignment.value) || isInAlertFieldConfiguration(node)
        }
    }

    /// `alert.textFields?.first`, `controller.textFields![1]`: the value is one of an alert's
    /// fields (the class's own `textFields` array, `self.textFields[0]`, is not).
    private static func readsAlertFields(_ value: [ExprSyntax]) -> Bool {
        value.contains { element in
            element.tokens(viewMode: .sourceAccurate).contains { token in
                guard token.text == "textFields", let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                      let base = member.base?.unwrapped else { return false }
                return base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
            }
        }
    }

    /// Written in a closure handed to `addTextField` (trailing, or as `configurationHandler:`),
    /// within the method that makes the alert.
    private static func isInAlertFieldConfiguration(_ node: Syntax) -> Bool {
        var current = node.parent
        while let scope = current {
            if scope.is(FunctionDeclSyntax.self) || scope.is(MemberBlockSyntax.self) { return false }
            if scope.is(ClosureExprSyntax.self), let call = Self.call(handed: scope), Self.calledName(call) == "addTextField" { return true }
            current = scope.parent
        }
        return false
    }

    /// The call a closure is handed to, as its trailing closure or as an argument.
    private static func call(handed closure: Syntax) -> FunctionCallExprSyntax? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
        guard closure.parent?.is(LabeledExprSyntax.self) == true else { return nil }
        return closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }

    private static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}
