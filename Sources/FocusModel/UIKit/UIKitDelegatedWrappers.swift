import SwiftSyntax

/// Views of the app's own wrapping one text field (a `LoginInputView` keeping it as `textField`)
/// whose field a controller makes itself the delegate of: `oldPasswordView.textField.delegate =
/// self` in any of its methods, or `view.textField.delegate = self` in the closure that makes the
/// property's view. Whatever the wrapper is called, the controller answers that field's Return, so
/// the view stands for a field of its form (`UIKitInputClasses`); a view nobody delegates may hide
/// its field or stand for a button, and is taken for a field only when its name says so.
enum UIKitDelegatedWrappers {
    /// The wrapper types of `declaration`'s stored properties whose field the class delegates to
    /// itself; `wrappedFieldName` names the field a type wraps (nil for a type that wraps none).
    static func types(
        of declaration: ClassDeclSyntax, extensions: [ExtensionDeclSyntax], wrappedFieldName: (String) -> String?
    ) -> Set<String> {
        let blocks = [declaration.memberBlock] + extensions.map(\.memberBlock)
        // Most classes assign no delegate through another object's field at all.
        guard blocks.contains(where: { $0.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("delegate") } }) else { return [] }
        var found: Set<String> = []
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), !UIKitSyntax.isStatic(variable) else { continue }
            for binding in variable.bindings where !UIKitSyntax.isComputed(binding) {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = declaredType(of: binding), !found.contains(type), let field = wrappedFieldName(type),
                      // A name through which the class's references reach the wrapped field (`UIKitReferenceResolver`).
                      UIKitSyntax.namesWrappedField(field)
                else { continue }
                let madeDelegated = binding.initializer.map { delegatesToSelf(in: Syntax($0), field: field, holder: nil) } ?? false
                if madeDelegated || blocks.contains(where: { delegatesToSelf(in: Syntax($0), field: field, holder: name) }) {
                    found.insert(type)
                }
            }
        }
        return found
    }

    /// The type a stored property is declared with (`LoginInputView!`) or made of (`LoginInputView()`).
    private static func declaredType(of binding: PatternBindingSyntax) -> String? {
        let constructed = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        return (binding.typeAnnotation?.type.compactText ?? constructed).map { UIKitSyntax.trimming($0, ["!", "?"]) }
    }

    /// Whether `node` holds `holder.field.delegate = self` (or `self.holder.field.delegate = self`);
    /// with no `holder`, through any local (`view.field.delegate = self`).
    private static func delegatesToSelf(in node: Syntax, field: String, holder: String?) -> Bool {
        node.descendants(of: SequenceExprSyntax.self).contains { sequence in
            guard let assignment = Assignment(sequence), let (base, property) = assignment.property, property == "delegate",
                  assignment.singleValue?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
                  let wrapped = base.unwrapped.as(MemberAccessExprSyntax.self), wrapped.declName.baseName.text == field,
                  let owner = wrapped.base?.unwrapped
            else { return false }
            if let local = owner.as(DeclReferenceExprSyntax.self) {
                return local.baseName.tokenKind != .keyword(.self) && (holder == nil || local.baseName.text == holder)
            }
            guard let holder, let member = owner.as(MemberAccessExprSyntax.self) else { return false }
            return member.declName.baseName.text == holder && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        }
    }
}
