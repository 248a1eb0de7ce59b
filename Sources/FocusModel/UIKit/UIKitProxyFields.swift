import SwiftSyntax

/// Inputs that stand in for something else rather than take text from the user: a field made first
/// responder only to summon the emoji keyboard or a date picker. Such a field hides its caret
/// (`tintColor = .clear`), in the class that holds it or in its own class (`ClassPart.hidesCaret`,
/// declared anywhere in the project): nobody is meant to type into it, so it is no chain member.
/// A field the class gives an `inputView` (a picker in place of the keyboard) hides its caret for
/// another reason: it is on screen, a member without a Return key.
struct UIKitProxyFields {
    let syntax: UIKitClassSyntax
    let project: ProjectContext

    var proxies: Set<String> {
        let clearCaret = UIKitInputProperties(assigned: ["tintColor": Self.isClear]).inputs(of: syntax)
        return Set(syntax.inputs.filter { input in
            clearCaret.contains(input.name) || input.typeName != "UITextField" && input.typeName != "UITextView"
                && project.symbols.classParts(of: input.typeName, in: project.module).contains(where: \.hidesCaret)
        }.map(\.name))
    }

    /// `.clear`, `UIColor.clear`.
    private static func isClear(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "clear" else { return false }
        return member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIColor"
    }
}
