import SwiftSyntax

/// Fields that drop the keyboard as soon as they get it: the class's `textFieldDidBeginEditing(_:)`
/// ends editing (`textField.resignFirstResponder()`, `textField.endEditing(true)`,
/// `view.endEditing(true)`) on a path no `return` cuts short, for every field or for those a test of
/// its parameter picks (`if textField != phoneField`, `guard textField == dayField`, `case dayField:`).
/// Such a field opens a picker or a menu instead of typing: focus may reach it, yet no keyboard and
/// no Return key ever show in it. A test of anything else leaves the fields it guards unknown.
enum UIKitFieldsEndingAtOnce {
    static func fields(in syntax: UIKitClassSyntax) -> Set<String> {
        guard let method = syntax.method(named: "textFieldDidBeginEditing(_:)"), let body = method.body,
              let parameter = UIKitSyntax.parameterName(of: method, at: 0) else { return [] }
        let reader = Reader(parameter: parameter)
        return reader.ended(in: body.statements, reaching: .every).reduce(into: []) { names, selection in
            names.formUnion(selection.isComplement ? syntax.inputNames.subtracting(selection.names) : selection.names.intersection(syntax.inputNames))
        }
    }

    /// Some fields by name, or every field but those named.
    private struct Selection {
        var names: Set<String>
        var isComplement: Bool

        static let every = Selection(names: [], isComplement: true)

        var complement: Selection { Selection(names: names, isComplement: !isComplement) }

        func narrowed(to other: Selection) -> Selection {
            switch (isComplement, other.isComplement) {
            case (false, false): Selection(names: names.intersection(other.names), isComplement: false)
            case (false, true): Selection(names: names.subtracting(other.names), isComplement: false)
            case (true, false): Selection(names: other.names.subtracting(names), isComplement: false)
            case (true, true): Selection(names: names.union(other.names), isComplement: true)
            }
        }
    }

    private struct Reader {
        let parameter: String

        /// The selections for which `statements`, entered for `selection`, end editing.
        func ended(in statements: CodeBlockItemListSyntax, reaching selection: Selection) -> [Selection] {
            var selection = selection
            var found: [Selection] = []
            for item in statements {
                if endsEditing(item) { return found + [selection] }
                if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                    guard let tested = test(guardStatement.conditions) else { return found }
                    selection = selection.narrowed(to: tested)
                    continue
                }
                let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
                if let branch = expression?.as(IfExprSyntax.self), let tested = test(branch.conditions) {
                    found += ended(in: branch.body.statements, reaching: selection.narrowed(to: tested))
                    if case .codeBlock(let otherwise)? = branch.elseBody {
                        found += ended(in: otherwise.statements, reaching: selection.narrowed(to: tested.complement))
                    }
                } else if let switchExpression = expression?.as(SwitchExprSyntax.self), FocusReferences.referencedName(switchExpression.subject) == parameter {
                    found += ended(in: switchExpression, reaching: selection)
                }
                if Self.mayReturn(item) { return found }
            }
            return found
        }

        /// `case a, b:` reaches `a` and `b`, `default:` every field no case names.
        private func ended(in switchExpression: SwitchExprSyntax, reaching selection: Selection) -> [Selection] {
            let clauses = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
            var named: Set<String> = []
            var cases: [(SwitchCaseSyntax, Set<String>)] = []
            for clause in clauses {
                guard case .case(let label) = clause.label else { continue }
                let names = label.caseItems.compactMap { item in
                    item.pattern.as(ExpressionPatternSyntax.self).flatMap { FocusReferences.referencedName($0.expression) }
                }
                // A pattern that names no field (`case let field as DateField:`) could be any of them.
                guard names.count == label.caseItems.count else { return [] }
                named.formUnion(names)
                cases.append((clause, Set(names)))
            }
            var found: [Selection] = []
            for (clause, names) in cases {
                found += ended(in: clause.statements, reaching: selection.narrowed(to: Selection(names: names, isComplement: false)))
            }
            for clause in clauses where clause.label.is(SwitchDefaultLabelSyntax.self) {
                found += ended(in: clause.statements, reaching: selection.narrowed(to: Selection(names: named, isComplement: true)))
            }
            return found
        }

        /// `parameter == a || parameter === b`, `parameter != a && parameter != b`; nil for any other condition.
        private func test(_ conditions: ConditionElementListSyntax) -> Selection? {
            guard conditions.count == 1, case .expression(let condition) = conditions.first?.condition,
                  let sequence = condition.unwrapped.as(SequenceExprSyntax.self) else { return nil }
            return test(Array(sequence.elements))
        }

        private func test(_ elements: [ExprSyntax]) -> Selection? {
            if let operation = Operation(elements), case .infix(_, let left, let right) = operation,
               let joiner = operation.operatorText, joiner == "||" || joiner == "&&" {
                guard let left = test(left), let right = test(right), left.isComplement == right.isComplement,
                      left.isComplement == (joiner == "&&") else { return nil }
                return Selection(names: left.names.union(right.names), isComplement: left.isComplement)
            }
            guard let equality = EqualityTest(elements), let (left, right) = equality.operands else { return nil }
            let sides = [left, right].map { FocusReferences.referencedName($0) }
            guard sides.contains(parameter), let other = sides.first(where: { $0 != parameter }) ?? nil else { return nil }
            return Selection(names: [other], isComplement: equality.isNegated)
        }

        /// `parameter.resignFirstResponder()`, `parameter.endEditing(true)`, `view.endEditing(true)`,
        /// `_ = parameter.resignFirstResponder()`.
        private func endsEditing(_ item: CodeBlockItemSyntax) -> Bool {
            var expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
            if let sequence = expression?.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
               assignment.target.is(DiscardAssignmentExprSyntax.self) {
                expression = assignment.singleValue
            }
            guard let call = expression?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let base = member.base?.unwrapped else { return false }
            switch member.declName.baseName.text {
            case "resignFirstResponder":
                return call.arguments.isEmpty && FocusReferences.referencedName(base) == parameter
            case "endEditing":
                let forced = call.arguments.count == 1 && call.arguments.first?.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
                let subject = base.compactText
                return forced && (FocusReferences.referencedName(base) == parameter || ["view", "self.view", "self"].contains(subject))
            default:
                return false
            }
        }

        private static func mayReturn(_ item: CodeBlockItemSyntax) -> Bool {
            item.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.return) || $0.tokenKind == .keyword(.throw) }
        }
    }
}
