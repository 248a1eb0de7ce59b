import SwiftSyntax

/// Fields the user never types into, so Return never comes from them: those whose
/// `textFieldShouldBeginEditing(_:)` answers `false` (a tap opens a picker instead), those whose
/// `textField(_:shouldChangeCharactersIn:replacementString:)` refuses every change without applying
/// one itself, and those with an `inputView` (a picker in place of the keyboard) or hidden
/// (`isHidden = true`: autofill helpers, proxies).
///
/// Read syntactically: a `case` of `switch textField` or an `if textField == a || textField === b`
/// whose body returns `false`, and assignments of `inputView` and `isHidden`.
enum UIKitUntypedFields {
    static func names(in syntax: UIKitClassSyntax) -> Set<String> {
        var names: Set<String> = []
        if let method = syntax.method(named: "textFieldShouldBeginEditing(_:)") {
            names.formUnion(fieldsAnsweringFalse(method))
        }
        if let method = syntax.method(named: "textField(_:shouldChangeCharactersIn:replacementString:)"), !appliesEdits(method) {
            names.formUnion(fieldsAnsweringFalse(method))
        }
        let assignments = PropertyAssignmentFinder(viewMode: .sourceAccurate)
        for block in syntax.memberBlocks { assignments.walk(block) }
        return names.union(assignments.untyped.intersection(syntax.inputNames))
    }

    /// The fields a delegate method tests its first parameter against in a branch that returns `false`.
    private static func fieldsAnsweringFalse(_ method: FunctionDeclSyntax) -> Set<String> {
        guard let parameter = UIKitSyntax.parameterName(of: method, at: 0), let body = method.body else { return [] }
        let finder = FalseBranchFinder(parameter: parameter)
        finder.walk(body)
        return finder.names
    }

    /// The handler changes the text itself (`textField.text = …`): returning `false` then only
    /// stops UIKit from applying the same edit twice.
    private static func appliesEdits(_ method: FunctionDeclSyntax) -> Bool {
        guard let body = method.body else { return false }
        var previous: [String] = []
        for token in body.tokens(viewMode: .sourceAccurate) {
            if token.tokenKind == .equal, previous.last == "text" || previous.last == "attributedText" { return true }
            previous.append(token.text)
            if previous.count > 2 { previous.removeFirst() }
        }
        return false
    }
}

/// `case a, b: … return false` in `switch parameter`, and `if parameter == a || parameter === b { … return false }`.
private final class FalseBranchFinder: SyntaxVisitor {
    let parameter: String
    private(set) var names: Set<String> = []

    init(parameter: String) {
        self.parameter = parameter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        guard FocusReferences.referencedName(node.subject) == parameter else { return .visitChildren }
        for clause in node.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }) where Self.returnsFalse(clause.statements) {
            guard case .case(let label) = clause.label else { continue }
            for item in label.caseItems {
                if let name = item.pattern.as(ExpressionPatternSyntax.self).flatMap({ FocusReferences.referencedName($0.expression) }) {
                    names.insert(name)
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        guard Self.returnsFalse(node.body.statements), node.conditions.count == 1,
              case .expression(let condition) = node.conditions.first?.condition,
              let compared = comparedNames(condition) else { return .visitChildren }
        names.formUnion(compared)
        return .visitChildren
    }

    /// `parameter == a || parameter === b`: `[a, b]`; nil when the condition tests anything else.
    private func comparedNames(_ condition: ExprSyntax) -> [String]? {
        guard let sequence = condition.unwrapped.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        var names: [String] = []
        var index = 0
        while index + 2 < elements.count {
            guard let op = elements[index + 1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "===" else { return nil }
            let sides = [elements[index], elements[index + 2]].map { FocusReferences.referencedName($0) }
            guard sides.contains(parameter), let other = sides.first(where: { $0 != parameter }) ?? nil else { return nil }
            names.append(other)
            index += 3
            if index < elements.count {
                guard elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text == "||" else { return nil }
                index += 1
            }
        }
        return index == elements.count && !names.isEmpty ? names : nil
    }

    private static func returnsFalse(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.contains { item in
            guard let returned = item.item.as(ReturnStmtSyntax.self)?.expression?.as(BooleanLiteralExprSyntax.self) else { return false }
            return returned.literal.tokenKind == .keyword(.false)
        }
    }
}

/// `field.inputView = picker` and `field.isHidden = true`, anywhere in the class.
private final class PropertyAssignmentFinder: SyntaxVisitor {
    private(set) var untyped: Set<String> = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let member = elements[0].as(MemberAccessExprSyntax.self),
              let base = member.base.flatMap(FocusReferences.referencedName) else { return .visitChildren }
        switch member.declName.baseName.text {
        case "inputView":
            if !elements[2].is(NilLiteralExprSyntax.self) { untyped.insert(base) }
        case "isHidden":
            if elements[2].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) { untyped.insert(base) }
        default:
            break
        }
        return .visitChildren
    }
}
