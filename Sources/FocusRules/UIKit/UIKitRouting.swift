import FocusModel
import SwiftSyntax

/// Routing fixes: a new `textFieldShouldReturn(_:)`, a missing `case` in its `switch textField`,
/// and an early `if` branch in a method written without one.
extension UIKitFixBuilder {
    func routingFix(for field: ChainField, in chain: FocusChain) -> Fix? {
        guard let scope = scope(of: chain) else { return nil }
        guard let method = scope.shouldReturn else { return insertRouting(in: scope) }
        guard let next = chain.field(after: field), let function = lookup.node(FunctionDeclSyntax.self, at: method),
              let body = function.body, let parameter = function.signature.parameterClause.parameters.first
        else { return nil }
        let textField = (parameter.secondName ?? parameter.firstName).text
        let move = "\(next.target).becomeFirstResponder()"
        if let switchExpression = Self.switchOnParameter(textField, in: body) {
            guard !scope.fields.contains(where: { $0.name == field.target.name && $0.isRoutedFrom }) else { return nil }
            return completeSwitch(switchExpression, adding: field, movingTo: next, in: chain)
        }
        let indent = file.indentation(ofLineContaining: function.positionAfterSkippingLeadingTrivia.utf8Offset) + unit
        let lines = [
            "if \(textField) == \(field.target) {",
            "\(unit)\(move)",
            "\(unit)return true",
            "}",
        ]
        let text = lines.map { newline + indent + $0 }.joined()
        return Fix(
            title: "Route Return from `\(field.target)` to `\(next.target)`", applicability: .unsafe,
            edits: [Replacement(range: Self.empty(at: body.leftBrace.endPosition.utf8Offset), replacement: text)]
        )
    }

    /// A new `textFieldShouldReturn(_:)` routing every field to the next; the last one resigns.
    /// Not offered under a custom superclass, which may implement the method already.
    func insertRouting(in scope: UIKitScope) -> Fix? {
        // A second `textFieldShouldReturn(_:)` beside the one in another file would not compile.
        guard !scope.hasCustomSuperclass, !scope.returnHandledInAnotherFile else { return nil }
        let routed = scope.chain.fields.filter { $0.takesReturn && !$0.hasNoKeyboard }.filter { scope.chain.field(after: $0) != nil }
        // A field whose delegate is another object never reaches a method written here.
        guard !routed.isEmpty, !scope.fields.contains(where: { field in
            field.delegate == .setElsewhere && routed.contains { $0.target.name == field.name }
        }) else { return nil }
        var cases = routed.map { "case \($0.target): \(scope.chain.field(after: $0)!.target).becomeFirstResponder()" }
        cases.append("default: textField.resignFirstResponder()")
        let body = ["switch textField {"] + cases + ["}", "return true"]
        var method = ["func textFieldShouldReturn(_ textField: UITextField) -> Bool {"] + body.map { unit + $0 } + ["}"]
        let addsConformance = !scope.declaresDelegateConformance && !scope.setsDelegateInCode
        let container = addsConformance ? scope.classDeclaration : (scope.delegateExtension ?? scope.classDeclaration)
        // Fields that never get a delegate would never reach the new method: set theirs too, in
        // `viewDidLoad()`. A new `viewDidLoad()` appended where the method goes is one block with it.
        let undelegated = scope.fields.filter { field in field.delegate == .unset && routed.contains { $0.target.name == field.name } }
        var delegateEdits = viewDidLoadEdit(undelegated.map { "\($0.name).delegate = self" }, in: scope)
        guard delegateEdits.isEmpty == undelegated.isEmpty else { return nil }
        if !undelegated.isEmpty, scope.viewDidLoad == nil, container == scope.classDeclaration {
            let setUp = ["override func viewDidLoad() {", unit + "super.viewDidLoad()"] + undelegated.map { unit + "\($0.name).delegate = self" } + ["}"]
            method = setUp + [""] + method
            delegateEdits = []
        }
        guard var edits = appendMember(method, toDeclarationAt: container) else { return nil }
        if addsConformance, let conformance = addConformance(to: scope) { edits.append(conformance) }
        edits += delegateEdits
        return Fix(title: "Insert `textFieldShouldReturn(_:)` routing Return along the chain", applicability: .unsafe, edits: edits)
    }

    /// Adds `case field: next.becomeFirstResponder()` in chain order: after the case of the field
    /// before it, else before `default`, else last; one line or two, like the cases around it.
    private func completeSwitch(_ switchExpression: SwitchExprSyntax, adding field: ChainField, movingTo next: ChainField, in chain: FocusChain) -> Fix? {
        let cases = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        guard let firstCase = cases.first, let lastCase = cases.last else { return nil }
        let indent = file.indentation(ofLineContaining: firstCase.positionAfterSkippingLeadingTrivia.utf8Offset)
        let bodyOnNextLine = firstCase.statements.first.map {
            file.lines.line(containing: $0.positionAfterSkippingLeadingTrivia.utf8Offset)
                != file.lines.line(containing: firstCase.positionAfterSkippingLeadingTrivia.utf8Offset)
        } ?? false
        let move = "\(next.target).becomeFirstResponder()"
        let caseText = bodyOnNextLine
            ? "case \(field.target):" + newline + indent + unit + move
            : "case \(field.target): " + move
        let previous = chain.fields.firstIndex { $0.range == field.range }.flatMap { $0 > 0 ? chain.fields[$0 - 1] : nil }
        let previousCase = previous.flatMap { previous in
            cases.first { $0.label.as(SwitchCaseLabelSyntax.self)?.caseItems.contains { Self.names($0.pattern, previous.target.name) } == true }
        }
        let edit: Replacement
        if let previousCase {
            edit = Replacement(range: Self.empty(at: previousCase.endPosition.utf8Offset), replacement: newline + indent + caseText)
        } else if let defaultCase = cases.first(where: { $0.label.is(SwitchDefaultLabelSyntax.self) }) {
            let lineStart = file.lines.lineStarts[file.lines.line(containing: defaultCase.positionAfterSkippingLeadingTrivia.utf8Offset)]
            edit = Replacement(range: Self.empty(at: lineStart), replacement: indent + caseText + newline)
        } else {
            edit = Replacement(range: Self.empty(at: lastCase.endPosition.utf8Offset), replacement: newline + indent + caseText)
        }
        return Fix(title: "Add `case \(field.target): \(move)`", applicability: .safe, edits: [edit], isPreferred: true)
    }

    private static func names(_ pattern: PatternSyntax, _ name: String) -> Bool {
        let text = pattern.compactText
        return text == name || text == "self.\(name)"
    }

    private static func switchOnParameter(_ name: String, in body: CodeBlockSyntax) -> SwitchExprSyntax? {
        for item in body.statements {
            let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
            if let switchExpression = expression?.as(SwitchExprSyntax.self), switchExpression.subject.compactText == name {
                return switchExpression
            }
        }
        return nil
    }
}
