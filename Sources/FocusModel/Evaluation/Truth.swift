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

    /// `a || b && c` as the parser leaves it, an unfolded sequence, folded by hand: `||` binds
    /// loosest, then `&&`. `operand` decides each side (and folds it further). Nil when the sequence
    /// holds neither operator.
    static func folding(_ elements: [ExprSyntax], _ operand: ([ExprSyntax]) -> Truth) -> Truth? {
        if let parts = split(elements, on: "||") { return any(parts.map(operand)) }
        if let parts = split(elements, on: "&&") { return all(parts.map(operand)) }
        return nil
    }

    private static func split(_ elements: [ExprSyntax], on op: String) -> [[ExprSyntax]]? {
        var parts: [[ExprSyntax]] = [[]]
        for element in elements {
            if element.as(BinaryOperatorExprSyntax.self)?.operator.text == op {
                parts.append([])
            } else {
                parts[parts.count - 1].append(element)
            }
        }
        return parts.count > 1 ? parts : nil
    }
}
