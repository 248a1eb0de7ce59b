import SwiftSyntax

/// How a delegate method tells the fields it is handed apart: `switch textField { case nameField: … }`,
/// `if textField == a || textField === b`, and by tag, `switch textField.tag { case 3, 5...6: … }`,
/// `if textField.tag == 3`.
package struct UIKitParameterTest {
    /// The method's field parameter.
    let parameter: String

    /// One field a branch names: by identity, or by its tag.
    package enum Named: Hashable, Sendable {
        case field(String)
        case tag(Int)
    }

    /// The fields `clause` of `switch` names; nil when the switch tests something else, for the
    /// `default` clause, or when a case matches anything else (`case limit`, `case _ where …`).
    /// A case by identity keeps the names it can read, as the refusals always have.
    func named(by clause: SwitchCaseSyntax, of node: SwitchExprSyntax) -> [Named]? {
        let byTag = isParameterTag(node.subject)
        guard byTag || FocusReferences.referencedName(node.subject) == parameter, case .case(let label) = clause.label else { return nil }
        let patterns = label.caseItems.map { $0.pattern.as(ExpressionPatternSyntax.self)?.expression }
        guard byTag else { return patterns.compactMap { $0.flatMap(FocusReferences.referencedName) }.map(Named.field) }
        let matched = zip(label.caseItems, patterns).map { item, pattern in item.whereClause == nil ? pattern.flatMap(Self.tags) : nil }
        guard matched.allSatisfy({ $0 != nil }) else { return nil }
        return matched.compactMap { $0 }.flatMap { $0 }.map(Named.tag)
    }

    /// The fields the one condition of `node` tests the parameter against (`parameter == a ||
    /// parameter.tag == 3`: `[a, 3]`); nil when it tests anything else.
    func named(by node: IfExprSyntax) -> [Named]? {
        guard node.conditions.count == 1, case .expression(let condition) = node.conditions.first?.condition,
              let sequence = condition.unwrapped.as(SequenceExprSyntax.self) else { return nil }
        return compared(Array(sequence.elements))
    }

    private func compared(_ elements: [ExprSyntax]) -> [Named]? {
        if let operation = Operation(elements), operation.operatorText == "||", case .infix(_, let left, let right) = operation {
            guard let leftNamed = compared(left), let rightNamed = compared(right) else { return nil }
            return leftNamed + rightNamed
        }
        guard let test = EqualityTest(elements), !test.isNegated, let (left, right) = test.operands else { return nil }
        for (side, other) in [(left, right), (right, left)] where isParameterTag(side) {
            return other.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text) }.map { [.tag($0)] }
        }
        let sides = [left, right].map { FocusReferences.referencedName($0) }
        guard sides.contains(parameter), let other = sides.first(where: { $0 != parameter }) ?? nil else { return nil }
        return [.field(other)]
    }

    /// `parameter.tag`.
    private func isParameterTag(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.unwrapped.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "tag",
              let base = member.base else { return false }
        return FocusReferences.referencedName(base) == parameter
    }

    /// `3`, `3...5`, `3..<5`: the tags a case pattern matches; nil for anything else.
    private static func tags(_ pattern: ExprSyntax) -> [Int]? {
        func integer(_ expression: ExprSyntax?) -> Int? {
            expression?.unwrapped.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text) }
        }
        if let tag = integer(pattern) { return [tag] }
        guard let range = pattern.unwrapped.as(SequenceExprSyntax.self).map({ Array($0.elements) }), range.count == 3,
              let low = integer(range[0]), let high = integer(range[2]),
              let operatorText = range[1].as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
        let upper = operatorText == "..." ? high : operatorText == "..<" ? high - 1 : nil
        guard let upper, low <= upper, upper - low < 100 else { return nil }
        return Array(low...upper)
    }

    /// The inputs `named` stands for, `tags` giving each input's tag.
    static func inputs(_ named: some Sequence<Named>, tags: [String: Int]) -> Set<String> {
        var inputs: Set<String> = []
        for item in named {
            switch item {
            case .field(let name): inputs.insert(name)
            case .tag(let tag): inputs.formUnion(tags.filter { $0.value == tag }.keys)
            }
        }
        return inputs
    }
}
