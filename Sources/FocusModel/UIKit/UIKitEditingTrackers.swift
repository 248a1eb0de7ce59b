import SwiftSyntax

/// Text-input properties that only point at the field being edited: `var editedField:
/// UITextField?`, given the field a delegate method is handed (`editedField = textField` in
/// `textFieldDidBeginEditing(_:)`) and `nil` when editing ends. Such a property is a reference to
/// one of the form's fields, never a field of its own, so it is no chain member.
///
/// A property is one when it is no outlet, is declared without a value, and every assignment to it
/// in the class gives it `nil` or the text input handed to a delegate method of the class (a
/// method named `textField…` or `textView…` whose first parameter is that input), the latter at
/// least once. Assigned anything else (`editedField = emailField`, a field made in code, a closure's
/// parameter), it may be a field, as before.
enum UIKitEditingTrackers {
    static func trackers(in syntax: UIKitClassSyntax) -> Set<String> {
        UIKitPropertiesKeptFrom.properties(in: syntax) { assignment, node in
            guard let reference = assignment.singleValue?.unwrapped.as(DeclReferenceExprSyntax.self) else { return false }
            return isHandedInput(reference.baseName.text, at: node)
        }
    }

    /// Whether `name`, read at `node`, is the text input a delegate method of the class is handed:
    /// the method's first parameter, not rebound in its body, and not read inside a closure (which
    /// may run with another value, or have a parameter of the same name).
    private static func isHandedInput(_ name: String, at node: Syntax) -> Bool {
        var current = node.parent
        while let scope = current {
            if scope.is(ClosureExprSyntax.self) { return false }
            if let function = scope.as(FunctionDeclSyntax.self) {
                let methodName = function.name.text
                guard methodName.hasPrefix("textField") || methodName.hasPrefix("textView"),
                      let first = function.signature.parameterClause.parameters.first,
                      (first.secondName ?? first.firstName).text == name,
                      UIKitClassSyntax.isInputType(UIKitSyntax.trimming(first.type.compactText, ["!", "?"])),
                      let body = function.body else { return false }
                let rebinds = body.tokens(viewMode: .sourceAccurate).contains { token in
                    token.text == name && token.parent?.is(IdentifierPatternSyntax.self) == true
                }
                return !rebinds
            }
            if scope.is(MemberBlockSyntax.self) { return false }
            current = scope.parent
        }
        return false
    }
}
