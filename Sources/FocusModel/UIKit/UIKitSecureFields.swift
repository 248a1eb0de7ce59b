import SwiftSyntax

/// Inputs that take a password: the class sets or reads their `isSecureTextEntry` (a reveal button
/// toggles it), gives them a password content type, or their storyboard or xib marks them secure.
/// A name alone says nothing (a `passwordField` declared and never shown). A form holding one is a
/// sign-in or sign-up form, filled in one go.
struct UIKitSecureFields {
    let syntax: UIKitClassSyntax
    let interfaceOutlets: InterfaceBuilderOutlets

    var secure: Set<String> {
        let found = UIKitInputProperties(assigned: ["textContentType": Self.isPasswordContentType], mentioned: ["isSecureTextEntry"]).inputs(of: syntax)
        return Set(syntax.inputs.filter { input in
            found.contains(input.name) || input.isOutlet && interfaceOutlets.outlet(input.name, of: syntax.name)?.isSecure == true
        }.map(\.name))
    }

    /// `.password`, `.newPassword`.
    private static func isPasswordContentType(_ value: ExprSyntax) -> Bool {
        guard let name = value.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return false }
        return name == "password" || name == "newPassword"
    }
}
