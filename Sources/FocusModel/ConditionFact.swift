import SwiftSyntax

/// One plain test that holds whenever an arm of an `if` is shown: `kind == .cash`, `!isEditing`,
/// `account != nil`, `#available(iOS 16.0, *)`. Two arms of different statements whose facts
/// contradict (`if kind != .cash` and `if kind == .cash`, `if usesCode` and `if !usesCode`,
/// `if #available(iOS 16, *)` and `if #unavailable(iOS 16)`) are never on screen together.
package struct ConditionFact: Sendable, Hashable {
    /// The tested expression as written (`kind`, `viewModel.usesCode`).
    package var subject: String
    package var test: Test

    package enum Test: Sendable, Hashable {
        /// The subject is true (`isEditing`) or false (`!isEditing`).
        case isTrue(Bool)
        /// The subject equals the value as written (`.cash`, `nil`, `"USD"`).
        case equals(String)
        /// The subject differs from the value as written.
        case differs(String)
    }

    /// Whether no state makes both facts hold: one subject tested true and false, equal to a value
    /// and different from it, or equal to two different literals (`kind == .cash`, `kind == .bank`).
    package func contradicts(_ other: ConditionFact) -> Bool {
        guard subject == other.subject else { return false }
        switch (test, other.test) {
        case (.isTrue(let one), .isTrue(let another)): return one != another
        case (.equals(let value), .differs(let other)), (.differs(let other), .equals(let value)): return value == other
        case (.equals(let value), .equals(let other)): return value != other && Self.isLiteral(value) && Self.isLiteral(other)
        default: return false
        }
    }

    /// The fact that holds when this one does not.
    package var negated: ConditionFact {
        switch test {
        case .isTrue(let value): ConditionFact(subject: subject, test: .isTrue(!value))
        case .equals(let value): ConditionFact(subject: subject, test: .differs(value))
        case .differs(let value): ConditionFact(subject: subject, test: .equals(value))
        }
    }

    /// What holds whenever every condition of an `if` holds: each operand of a `&&` chain (and of
    /// the comma-separated list) that is a plain test, and an availability check naming iOS;
    /// `if let` bindings and other forms say nothing.
    static func conjuncts(of conditions: ConditionElementListSyntax) -> [ConditionFact] {
        conditions.flatMap { element -> [ConditionFact] in
            switch element.condition {
            case .expression(let expression): operands(of: "&&", in: expression).compactMap(fact)
            case .availability(let check): availability(check).map { [$0] } ?? []
            default: []
            }
        }
    }

    /// What holds whenever the conditions of an `if` do not: the negation of each operand of a
    /// `||` chain, or of an availability check, when the `if` tests that one condition; nothing for
    /// a comma-separated list.
    static func negatedDisjuncts(of conditions: ConditionElementListSyntax) -> [ConditionFact] {
        if conditions.count == 1, case .availability(let check)? = conditions.first?.condition {
            return availability(check).map { [$0.negated] } ?? []
        }
        guard conditions.count == 1, case .expression(let expression)? = conditions.first?.condition else { return [] }
        let facts = operands(of: "||", in: expression).map(fact)
        guard facts.allSatisfy({ $0 != nil }) else { return [] }
        return facts.compactMap { $0?.negated }
    }

    private static func operands(of symbol: String, in expression: ExprSyntax) -> [ExprSyntax] {
        let expression = expression.unwrapped
        guard let sequence = expression.as(SequenceExprSyntax.self), let operation = Operation(sequence),
              operation.operatorText == symbol, case .infix(_, let left, let right) = operation else { return [expression] }
        return [left, right].flatMap { side -> [ExprSyntax] in
            side.count == 1 ? operands(of: symbol, in: side[0]) : operands(of: symbol, in: ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(side))))
        }
    }

    /// `flag`, `!flag`, `a == b`, `a != b`; nil for anything else (`a && b` left whole, `a > 1`).
    private static func fact(_ expression: ExprSyntax) -> ConditionFact? {
        let expression = expression.unwrapped
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return fact(prefix.expression)?.negated
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            guard let test = EqualityTest(Array(sequence.elements)), let (left, right) = test.operands else { return nil }
            let (subject, value) = isLiteral(left.trimmedDescription) ? (right, left) : (left, right)
            let text = value.trimmedDescription
            return ConditionFact(subject: subject.trimmedDescription, test: test.isNegated ? .differs(text) : .equals(text))
        }
        guard expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) else { return nil }
        return ConditionFact(subject: expression.trimmedDescription, test: .isTrue(true))
    }

    /// `#available(iOS 16.0, *)` holds on iOS 16 and later, `#unavailable(iOS 16)` before it: one
    /// subject, the iOS version (trailing zero parts dropped, so `16` and `16.0` are one), tested
    /// true and false. Nil for a check naming no iOS version, which says nothing on iOS.
    private static func availability(_ check: AvailabilityConditionSyntax) -> ConditionFact? {
        let iOSVersion = check.availabilityArguments.lazy.compactMap { argument -> VersionTupleSyntax? in
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                  restriction.platform.text == "iOS" else { return nil }
            return restriction.version
        }.first
        guard let iOSVersion else { return nil }
        var parts = [iOSVersion.major.text] + iOSVersion.components.map(\.number.text)
        while parts.count > 1, parts.last.flatMap(Int.init) == 0 { parts.removeLast() }
        let isAvailable = check.availabilityKeyword.tokenKind == .poundAvailable
        return ConditionFact(subject: "#available(iOS \(parts.joined(separator: ".")))", test: .isTrue(isAvailable))
    }

    /// A value that is what it says: an enum case (`.cash`, `Kind.cash`), `nil`, a Boolean, a
    /// number or a string literal; not a variable, whose value any state may share.
    private static func isLiteral(_ text: String) -> Bool {
        guard let first = text.first else { return false }
        if first == "." || first == "\"" || first.isNumber || ["nil", "true", "false"].contains(text) { return true }
        let parts = text.split(separator: ".")
        return parts.count == 2 && first.isUppercase && parts.allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
    }
}
