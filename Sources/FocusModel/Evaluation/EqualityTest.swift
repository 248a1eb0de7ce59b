import SwiftSyntax

/// The test an operator makes between two operands, the same for every evaluator: `==` and `===`
/// ask whether they are equal (identity is equality for the fields and values compared here),
/// `!=` and `!==` whether they differ.
enum EqualityTest {
    case equal
    case notEqual

    /// The test made by `operator`, the middle element of `a op b`; nil for any other operator.
    init?(_ operator: ExprSyntax) {
        switch `operator`.as(BinaryOperatorExprSyntax.self)?.operator.text {
        case "==", "===": self = .equal
        case "!=", "!==": self = .notEqual
        default: return nil
        }
    }

    /// The test's outcome when the operands' equality is `equal`.
    func outcome(_ equal: Truth) -> Truth {
        self == .equal ? equal : equal.negated
    }
}
