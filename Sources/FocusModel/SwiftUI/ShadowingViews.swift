import SwiftSyntax

/// Views of the app's own named like a SwiftUI input (`struct TextField: View` that shows a label
/// and a `Text`): where such a declaration is in scope, Swift finds it before SwiftUI's, so a call
/// of that name is the app's view, and an input only if the view's own code holds one.
enum ShadowingViews {
    /// Whether the unqualified call `call` named `name` resolves, by the scopes around it (the member
    /// blocks of the types and extensions it sits in, then the file's top level), to a type this
    /// file declares whose members name no text input and no binding. A view wrapping one stays an
    /// input; one declared where this lookup does not see (another extension, another file) is left
    /// as it was.
    static func showsNoInput(_ call: FunctionCallExprSyntax, named name: String) -> Bool {
        guard ViewTreeWalk.isNamedTextInput(name),
              call.calledExpression.is(DeclReferenceExprSyntax.self) || call.calledExpression.is(GenericSpecializationExprSyntax.self),
              let declaration = declaration(named: name, around: call) else { return false }
        // Text typed in goes somewhere: a view handed no binding (`text: String`) can only show it.
        return !declaration.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let text) = token.tokenKind else { return false }
            return text.hasPrefix("$") || ViewTreeWalk.isNamedTextInput(text) || editingWords.contains(text)
        }
    }

    private static let editingWords: Set<String> = ["UITextField", "UITextView", "Binding", "Bindable", "FocusState"]

    /// The member block of the type named `name` declared nearest around `node`.
    private static func declaration(named name: String, around node: some SyntaxProtocol) -> MemberBlockSyntax? {
        var current = node.parent
        while let next = current {
            if let block = next.as(MemberBlockSyntax.self) {
                for member in block.members {
                    if let found = memberBlock(of: member.decl, named: name) { return found }
                }
            } else if let file = next.as(SourceFileSyntax.self) {
                for item in file.statements {
                    if let decl = item.item.as(DeclSyntax.self), let found = memberBlock(of: decl, named: name) { return found }
                }
            }
            current = next.parent
        }
        return nil
    }

    private static func memberBlock(of decl: DeclSyntax, named name: String) -> MemberBlockSyntax? {
        if let type = decl.as(StructDeclSyntax.self), type.name.text == name { return type.memberBlock }
        if let type = decl.as(ClassDeclSyntax.self), type.name.text == name { return type.memberBlock }
        return nil
    }
}
