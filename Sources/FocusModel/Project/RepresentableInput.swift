import SwiftSyntax

/// A `UIViewRepresentable` that makes a UIKit text input in its `makeUIView(context:)`, read for
/// what decides whether the input has a Return key at all: a `UITextView` (Return inserts a
/// newline), a keyboard without a Return key (`field.keyboardType = .decimalPad`), or an
/// `inputView` standing in for the keyboard (an amount keypad of the app's own). Only statements
/// every `makeUIView` runs on an iPhone count, whose keyboard the rules judge: those outside any
/// condition and those of the arm a test of the device's idiom takes there
/// (`if UIDevice.current.userInterfaceIdiom == .phone { input.inputView = Keypad() } else { … }`);
/// a keyboard set under another condition or from a parameter is not known.
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
        for assignment in iPhoneAssignments(in: body.statements) {
            guard let (_, property) = assignment.property else { continue }
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

    /// The assignments an iPhone runs: the statements' own, and those of the arm an `if` testing
    /// the device's idiom takes on an iPhone (none when that arm is another condition).
    private static func iPhoneAssignments(in statements: CodeBlockItemListSyntax) -> [Assignment] {
        var assignments: [Assignment] = []
        for item in statements {
            if let assignment = assignment(in: item.item) {
                assignments.append(assignment)
            } else if let test = ifExpression(item.item), let arm = iPhoneArm(of: test) {
                assignments += arm.compactMap { assignment(in: $0.item) }
            }
        }
        return assignments
    }

    private static func ifExpression(_ item: CodeBlockItemSyntax.Item) -> IfExprSyntax? {
        item.as(IfExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
    }

    /// The statements of the arm `test` takes on an iPhone when its one condition compares the
    /// device's idiom with `.phone` or `.pad` (`UIDevice.current.userInterfaceIdiom != .pad`);
    /// nil for any other test, or when that arm tests again (`else if`).
    private static func iPhoneArm(of test: IfExprSyntax) -> CodeBlockItemListSyntax? {
        guard test.conditions.count == 1, case .expression(let condition) = test.conditions.first?.condition,
              let sequence = condition.unwrapped.as(SequenceExprSyntax.self), let equality = EqualityTest(Array(sequence.elements)),
              let (left, right) = equality.operands else { return nil }
        let idiom: String?
        if isIdiom(left) {
            idiom = idiomLiteral(right)
        } else if isIdiom(right) {
            idiom = idiomLiteral(left)
        } else {
            idiom = nil
        }
        guard let idiom, idiom == "phone" || idiom == "pad" else { return nil }
        if (idiom == "phone") != equality.isNegated { return test.body.statements }
        switch test.elseBody {
        case .codeBlock(let block)?: return block.statements
        case .ifExpr?: return nil
        case nil: return CodeBlockItemListSyntax([])
        }
    }

    /// `UIDevice.current.userInterfaceIdiom`, `traitCollection.userInterfaceIdiom`, `UI_USER_INTERFACE_IDIOM()`.
    private static func isIdiom(_ expression: ExprSyntax) -> Bool {
        let expression = expression.unwrapped
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text == "userInterfaceIdiom" }
        return expression.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == "UI_USER_INTERFACE_IDIOM"
    }

    /// `.phone` or `UIUserInterfaceIdiom.phone`.
    private static func idiomLiteral(_ expression: ExprSyntax) -> String? {
        guard let member = expression.unwrapped.as(MemberAccessExprSyntax.self) else { return nil }
        guard member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIUserInterfaceIdiom" else { return nil }
        return member.declName.baseName.text
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
