import SwiftSyntax

/// A `UIViewRepresentable` that makes a UIKit text input in its `makeUIView(context:)`, read for
/// what decides whether the input has a Return key at all: a `UITextView` (Return inserts a
/// newline), a keyboard without a Return key (`field.keyboardType = .decimalPad`), or an
/// `inputView` standing in for the keyboard (an amount keypad of the app's own). Only statements
/// every `makeUIView` runs count: a keyboard set under a condition or from a parameter is not known.
/// Representables that show a plain keyboard are not recorded: what Return does in them lives in
/// their coordinator, out of sight, as for any input of the app's own whose definition is not read.
enum RepresentableInput {
    /// The component `declaration` makes through `makeUIView`, named `name` and called with
    /// `labels`; nil when it makes no text input, or one whose Return key is not ruled out.
    static func component(name: String, labels: Set<String>, makeUIView: FunctionDeclSyntax) -> FormComponent? {
        guard let body = makeUIView.body, let made = madeInput(makeUIView, body: body) else { return nil }
        var component = FormComponent(name: name)
        component.isRepresentable = true
        component.labels = labels
        if made == .textView { component.input = .multiLine }
        var keyboards: Set<String> = []
        for item in body.statements {
            guard let assignment = assignment(in: item.item), let (_, property) = assignment.property else { continue }
            switch property {
            case "keyboardType":
                keyboards.insert(assignment.singleValue.flatMap(keyboardLiteral) ?? "")
            case "inputView":
                if assignment.singleValue?.is(NilLiteralExprSyntax.self) == false { component.replacesKeyboard = true }
            default:
                break
            }
        }
        if keyboards.count == 1, let keyboard = keyboards.first, !keyboard.isEmpty { component.keyboard = keyboard }
        let hasNoReturnKey = component.keyboard.map { Keyboard(value: $0, range: 0..<0).hasNoReturnKey } ?? false
        return component.input == .multiLine || hasNoReturnKey || component.replacesKeyboard ? component : nil
    }

    private enum Made { case textField, textView }

    /// What `makeUIView` returns: its declared type, or (declared as a plain `UIView`) the type of
    /// the local it makes and returns.
    private static func madeInput(_ makeUIView: FunctionDeclSyntax, body: CodeBlockSyntax) -> Made? {
        let declared = makeUIView.signature.returnClause?.type.trimmedDescription ?? ""
        if let made = kind(of: declared) { return made }
        for item in body.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                let constructed = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
                if let made = constructed.flatMap(kind(of:)) { return made }
            }
        }
        return nil
    }

    /// `UITextField` and `UITextView`, or a subclass named for one (`PaddedTextField`, `GrowingTextView`).
    private static func kind(of type: String) -> Made? {
        if type.hasSuffix("TextView") { return .textView }
        if type.hasSuffix("TextField") { return .textField }
        return nil
    }

    private static func assignment(in item: CodeBlockItemSyntax.Item) -> Assignment? {
        let sequence = item.as(SequenceExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self)
        return sequence.flatMap(Assignment.init)
    }

    /// `.decimalPad` or `UIKeyboardType.decimalPad`.
    private static func keyboardLiteral(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        guard member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIKeyboardType" else { return nil }
        return member.declName.baseName.text
    }
}
