import SwiftOperators
import SwiftSyntax

/// How Swift groups a run of a sequence expression's elements, which the parser leaves flat
/// (`a == b && c`, `x = y`, `p ? q : r`): the operation applied last, found by the standard
/// operators' precedence (swift-syntax's `SwiftOperators`), with its operands as runs of the same
/// elements, so every node read keeps its place in the file and its parents. Only the runs read
/// are folded, never a whole file, and a run of three elements or a leading assignment needs no
/// folding.
package enum Operation {
    /// `left op right`: a binary operator (`==`, `&&`) or the assignment `=`.
    case infix(operator: ExprSyntax, left: [ExprSyntax], right: [ExprSyntax])
    /// `condition ? then : otherwise`.
    case ternary(condition: [ExprSyntax], then: ExprSyntax, otherwise: [ExprSyntax])

    /// Nil for one element, a cast applied last (`x as? T`), or a grouping that depends on an
    /// operator the standard library does not declare.
    package init?(_ elements: [ExprSyntax]) {
        guard elements.count >= 3, let top = Self.lastApplied(elements) else { return nil }
        let left = Array(elements[..<top])
        let right = Array(elements[(top + 1)...])
        if let ternary = elements[top].as(UnresolvedTernaryExprSyntax.self) {
            self = .ternary(condition: left, then: ternary.thenExpression, otherwise: right)
        } else if elements[top].is(BinaryOperatorExprSyntax.self) || elements[top].is(AssignmentExprSyntax.self) {
            self = .infix(operator: elements[top], left: left, right: right)
        } else {
            return nil
        }
    }

    package init?(_ sequence: SequenceExprSyntax) {
        self.init(Array(sequence.elements))
    }

    /// The operator's text (`==`, `&&`; `=` for an assignment); nil for a ternary.
    package var operatorText: String? {
        guard case .infix(let op, _, _) = self else { return nil }
        return op.is(AssignmentExprSyntax.self) ? "=" : op.as(BinaryOperatorExprSyntax.self)?.operator.text
    }

    /// The index of the operator applied last. Assignment binds loosest and groups to the right,
    /// so a leading `x =` is always it; otherwise the run is folded, and the folded operator's
    /// offset in the run (folding moves no text) says which element it is.
    private static func lastApplied(_ elements: [ExprSyntax]) -> Int? {
        if elements.count == 3 || elements[1].is(AssignmentExprSyntax.self) { return 1 }
        let sequence = SequenceExprSyntax(elements: ExprListSyntax(elements))
        guard var folded = try? OperatorTable.standardOperators.foldSingle(sequence) else { return nil }
        // Folding hoists a leading `try` or `await` over the whole operation.
        while true {
            if let wrapped = folded.as(TryExprSyntax.self) {
                folded = wrapped.expression
            } else if let wrapped = folded.as(AwaitExprSyntax.self) {
                folded = wrapped.expression
            } else {
                break
            }
        }
        let offset: Int
        if let infix = folded.as(InfixOperatorExprSyntax.self) {
            offset = infix.operator.position.utf8Offset
        } else if let ternary = folded.as(TernaryExprSyntax.self) {
            offset = ternary.questionMark.position.utf8Offset
        } else {
            return nil
        }
        var start = 0
        for (index, element) in elements.enumerated() {
            if start == offset { return index }
            start += element.totalLength.utf8Length
        }
        return nil
    }
}

/// `target = value`.
package struct Assignment {
    package let target: ExprSyntax
    /// What is assigned: one element, or a run to fold further (`a ? .b : .c`).
    package let value: [ExprSyntax]
    /// The whole assignment.
    package let range: Range<Int>

    package init?(_ sequence: SequenceExprSyntax) {
        guard sequence.elements.contains(where: { $0.is(AssignmentExprSyntax.self) }),
              case .infix(let op, let left, let right) = Operation(sequence), op.is(AssignmentExprSyntax.self), left.count == 1
        else { return nil }
        target = left[0]
        value = right
        range = sequence.utf8Offsets
    }

    /// The value when it is one element: `.next`, `self`, `makeField()`.
    package var singleValue: ExprSyntax? {
        value.count == 1 ? value[0] : nil
    }

    /// `base.property = value`, as UIKit code configures its inputs (`field.returnKeyType = .next`):
    /// what is assigned to and the property's name.
    package var property: (base: ExprSyntax, name: String)? {
        guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        return (base, member.declName.baseName.text)
    }
}

/// `condition ? then : otherwise`.
struct Ternary {
    let condition: [ExprSyntax]
    let then: [ExprSyntax]
    let otherwise: [ExprSyntax]

    init?(_ elements: [ExprSyntax]) {
        guard elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
              case .ternary(let condition, let then, let otherwise) = Operation(elements) else { return nil }
        self.condition = condition
        self.then = [then]
        self.otherwise = otherwise
    }
}

/// An equality test, the same for every evaluator: `==` and `===` ask whether two operands are
/// equal (identity is equality for the fields and values compared here), `!=` and `!==` whether
/// they differ; `a.isEqual(b)` is `a == b`.
struct EqualityTest {
    let left: [ExprSyntax]
    let right: [ExprSyntax]
    let isNegated: Bool

    init?(_ elements: [ExprSyntax]) {
        guard elements.contains(where: { Self.operators[$0.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""] != nil }),
              case .infix(let op, let left, let right) = Operation(elements),
              let isNegated = op.as(BinaryOperatorExprSyntax.self).flatMap({ Self.operators[$0.operator.text] })
        else { return nil }
        self.left = left
        self.right = right
        self.isNegated = isNegated
    }

    /// `a.isEqual(b)`.
    init?(_ call: FunctionCallExprSyntax) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isEqual",
              let base = member.base, call.arguments.count == 1, let other = call.arguments.first else { return nil }
        left = [base]
        right = [other.expression]
        isNegated = false
    }

    /// Each equality operator, and whether it asks for a difference.
    private static let operators: [String: Bool] = ["==": false, "===": false, "!=": true, "!==": true]

    /// The test's outcome when the operands' equality is `equal`.
    func outcome(_ equal: Truth) -> Truth {
        isNegated ? equal.negated : equal
    }

    /// The operands when each is one element.
    var operands: (left: ExprSyntax, right: ExprSyntax)? {
        left.count == 1 && right.count == 1 ? (left[0], right[0]) : nil
    }
}
