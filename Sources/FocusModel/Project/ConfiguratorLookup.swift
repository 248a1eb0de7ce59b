import SwiftSyntax

extension ProjectContext {
    /// The configurator a call written in class `className` reaches without a receiver input:
    /// `configure(field)` and `self.configure(field)` (the class's methods, then free functions),
    /// `Self.textField()` and `Style.asEmail(field)` (that type's). Nil when none or several match.
    func configurator(calledBy call: FunctionCallExprSyntax, in className: String, names: ConfiguratorNames) -> FieldConfigurator? {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            guard names.contains(reference.baseName.text) else { return nil }
            return symbols.configurator(named: reference.baseName.text, labels: labels, owners: [className, ""], from: module)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), names.contains(member.declName.baseName.text),
              let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        let owner = base == "self" || base == "Self" ? className : base
        guard owner.first?.isUppercase == true else { return nil }
        return symbols.configurator(named: member.declName.baseName.text, labels: labels, owners: [owner], from: module)
    }

    /// A method of an extension of `inputType` (or of `UITextField`, which a custom field type
    /// may extend) that configures the input it is called on: `field.applyStyle(.password)`.
    func receiverConfigurator(calledBy call: FunctionCallExprSyntax, inputType: String, names: ConfiguratorNames) -> FieldConfigurator? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), names.contains(member.declName.baseName.text) else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let owners = inputType == "UITextField" || inputType == "UITextView" ? [inputType] : [inputType, "UITextField"]
        let found = symbols.configurator(named: member.declName.baseName.text, labels: labels, owners: owners, from: module)
        return found?.effects[.receiver] != nil ? found : nil
    }
}
