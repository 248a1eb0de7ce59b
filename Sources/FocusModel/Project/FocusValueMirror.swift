import SwiftSyntax

/// An input's own `Bool` focus state kept in step with a caller's plain binding of a value and the
/// value the caller names for this input:
///
///     .focused($isFocused)
///     .onChange(of: selection) { isFocused = $0 == key }
///
/// Setting the caller's value to `key` then focuses the input, as `.focused(binding, equals: key)`
/// would: the binding is the input's focus binding and `key` its focus value. Read off the modifier
/// that observes the binding (`.onChange(of:)`, `.onReceive`), whose closure assigns the state the
/// equality of the value observed and the key (`hashValue`s compared count as the values).
enum FocusValueMirror {
    /// The parameters (by name) carrying the binding and the value, when one of `modifiers` keeps
    /// `ownFocus` in step with them.
    static func mirrored(ownFocus: String, in modifiers: ModifierChain, parameters: Set<String>) -> (binding: String, value: String)? {
        for modifier in modifiers.modifiers where modifier.name == "onChange" || modifier.name == "onReceive" {
            guard let observed = modifier.call.arguments.first?.expression, let binding = FocusReferences.referencedName(observed),
                  parameters.contains(binding), let closure = modifier.call.allClosures.first,
                  let value = comparedValue(assignedTo: ownFocus, in: closure, observing: binding, parameters: parameters) else { continue }
            return (binding, value)
        }
        return nil
    }

    /// The parameter `ownFocus = observed == value` compares the observed value with, in `closure`.
    private static func comparedValue(assignedTo ownFocus: String, in closure: ClosureExprSyntax, observing binding: String, parameters: Set<String>) -> String? {
        let finder = AssignmentCollector(viewMode: .sourceAccurate)
        finder.walk(closure)
        for assignment in finder.assignments {
            // `isFocused = $0 == key`, or in parentheses.
            let compared = assignment.singleValue?.unwrapped.as(SequenceExprSyntax.self).map { Array($0.elements) } ?? assignment.value
            guard FocusReferences.referencedName(assignment.target) == ownFocus, let test = EqualityTest(compared), !test.isNegated,
                  test.left.count == 1, test.right.count == 1 else { continue }
            let operands = [name(of: test.left[0]), name(of: test.right[0])]
            // One side is the key, a parameter other than the binding; the other the binding or
            // the closure's argument (`$0`, `newValue`), which is its new value.
            guard let value = operands.compactMap({ $0 }).first(where: { $0 != binding && parameters.contains($0) }),
                  operands.allSatisfy({ $0 == value || $0 == binding || $0.map(parameters.contains) != true }) else { continue }
            return value
        }
        return nil
    }

    /// `key`, `self.key` or `key.hashValue`: the name compared.
    private static func name(of operand: ExprSyntax) -> String? {
        let operand = operand.unwrapped
        if let member = operand.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "hashValue", let base = member.base {
            return FocusReferences.referencedName(base)
        }
        return FocusReferences.referencedName(operand)
    }
}

/// The assignments anywhere in a closure.
private final class AssignmentCollector: SyntaxVisitor {
    private(set) var assignments: [Assignment] = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let assignment = Assignment(node) { assignments.append(assignment) }
        return .visitChildren
    }
}
