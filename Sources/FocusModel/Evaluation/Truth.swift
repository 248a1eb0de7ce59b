import SwiftSyntax

/// What a condition is for the case being evaluated (one submitting field, an empty replacement
/// string): three-valued logic whose unknown value says why it is unknown.
enum Truth: Equatable {
    case yes, no
    /// Depends on something other than what is evaluated (`isValid`, `items.isEmpty`): either
    /// branch may run, and both are followed.
    case either
    /// Depends on what is evaluated in a way that cannot be told (`[.a, .b].contains(focus)`,
    /// `string.count > limit`): the branch taken is the evaluated case's own, but which is unknown.
    case undecidable

    init(_ value: Bool) { self = value ? .yes : .no }

    var negated: Truth {
        switch self {
        case .yes: .no
        case .no: .yes
        case .either, .undecidable: self
        }
    }

    /// `a && b`, and a condition list (`if a, b`): every part must hold.
    static func all(_ parts: [Truth]) -> Truth {
        if parts.contains(.no) { return .no }
        if parts.allSatisfy({ $0 == .yes }) { return .yes }
        return unknown(among: parts)
    }

    /// `a || b`: some part holds.
    static func any(_ parts: [Truth]) -> Truth {
        if parts.contains(.yes) { return .yes }
        if parts.allSatisfy({ $0 == .no }) { return .no }
        return unknown(among: parts)
    }

    /// The least decided of parts that are not all decided.
    private static func unknown(among parts: [Truth]) -> Truth {
        parts.contains(.undecidable) ? .undecidable : .either
    }

    /// `a || b && c`, grouped as Swift groups it (`Operation`): `operand` decides each side (and
    /// folds it further). Nil when neither operator is applied last.
    static func folding(_ elements: [ExprSyntax], _ operand: ([ExprSyntax]) -> Truth) -> Truth? {
        let logical = elements.contains { ["||", "&&"].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text) }
        guard logical, let operation = Operation(elements), case .infix(_, let left, let right) = operation else { return nil }
        switch operation.operatorText {
        case "||": return any([operand(left), operand(right)])
        case "&&": return all([operand(left), operand(right)])
        default: return nil
        }
    }
}
