import SwiftSyntax

/// A `textFieldShouldReturn(_:)` that UIKit never calls: written in an extension declaring another
/// UIKit delegate protocol (`extension SignUpViewController: UITextViewDelegate`), in a class that
/// conforms to `UITextFieldDelegate` nowhere and inherits straight from a UIKit class, with
/// nothing marking it `@objc`. It then satisfies no Objective-C requirement, so the runtime that
/// asks a field's delegate for it never sees it: Return in the fields is as if no handler were written.
enum UIKitHiddenReturnHandler {
    /// `declaredElsewhere`: other files hold parts of the class, which may declare the conformance.
    static func isHidden(_ method: FunctionDeclSyntax, in syntax: UIKitClassSyntax, declaredElsewhere: Bool) -> Bool {
        guard !declaredElsewhere, let declaration = syntax.declaration,
              let superclass = declaration.inheritanceClause?.inheritedTypes.first?.type.compactText,
              UIKitAncestry.plainClasses.contains(superclass),
              !syntax.conformances.contains(where: { $0 == "UITextFieldDelegate" || $0.hasSuffix(".UITextFieldDelegate") }),
              !exposes(method.attributes), !declaration.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objcMembers" }),
              let holder = method.parent?.parent?.parent?.as(MemberBlockSyntax.self)?.parent?.as(ExtensionDeclSyntax.self),
              let declared = holder.inheritanceClause?.inheritedTypes.map({ $0.type.compactText }), !declared.isEmpty,
              !exposes(holder.attributes)
        else { return false }
        return declared.allSatisfy { $0.hasPrefix("UI") && $0.hasSuffix("Delegate") }
    }

    /// `@objc`, `@IBAction`, `@objc(name)`: the method is exposed whatever it conforms to.
    private static func exposes(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard let name = element.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
            return ["objc", "IBAction", "objcMembers", "NSManaged"].contains(name)
        }
    }
}
