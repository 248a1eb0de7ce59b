import SwiftSyntax

extension ProjectContext {
    /// The configurator a call written in class `className` reaches without a receiver input:
    /// `configure(field)` and `self.configure(field)` (the class's methods, then free functions),
    /// `Self.textField()` and `Style.asEmail(field)` (that type's), `factory.makeField()` (the type of
    /// the class's stored property `factory`, among `instanceTypes`). Nil when none or several match.
    func configurator(
        calledBy call: FunctionCallExprSyntax, in className: String, names: ConfiguratorNames, instanceTypes: [String: String] = [:]
    ) -> FieldConfigurator? {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            guard names.contains(reference.baseName.text) else { return nil }
            return symbols.configurator(named: reference.baseName.text, labels: labels, owners: [className, ""], from: module)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), names.contains(member.declName.baseName.text),
              let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        if let held = instanceTypes[base], base != "self" {
            // A method configuring the instance it is called on is the receiver's (`receiverConfigurator`).
            let found = symbols.configurator(named: member.declName.baseName.text, labels: labels, owners: [held], from: module)
            return found?.effects[.receiver] == nil ? found : nil
        }
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

    /// A link of a fluent builder's chain: a step (`FieldBuilder().returnKey(.next)`) or the last
    /// call handing out the built input (`….build()`, or making it there), of the type whose initializer or static method
    /// starts the chain. Nil for any other call, or when none or several match.
    func builderConfigurator(calledBy call: FunctionCallExprSyntax, names: ConfiguratorNames) -> FieldConfigurator? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              base.is(FunctionCallExprSyntax.self), names.contains(member.declName.baseName.text),
              let builder = Self.builderType(startingChain: base) else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let found = symbols.configurator(named: member.declName.baseName.text, labels: labels, owners: [builder], from: module)
        return found.flatMap { $0.endsABuild || $0.effects[.built] != nil || $0.effects[.returned] != nil ? $0 : nil }
    }

    /// The type whose initializer (`FieldBuilder()`, `FieldBuilder.init()`) or static method
    /// (`FieldBuilder.make()`) starts the chain of calls `base` ends.
    private static func builderType(startingChain base: ExprSyntax) -> String? {
        var expression = base
        while let call = expression.as(FunctionCallExprSyntax.self) {
            let inner: ExprSyntax?
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                inner = ExprSyntax(reference)
            } else {
                inner = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            }
            if let type = inner?.as(DeclReferenceExprSyntax.self)?.baseName.text {
                return type.first?.isUppercase == true ? type : nil
            }
            guard let inner else { return nil }
            expression = inner
        }
        return nil
    }
}
