import SwiftSyntax

/// Routing by a field's position in an array of the class's fields, when the array's elements are
/// visible: `fields.firstIndex(of: textField)` is the field's position, `fields[index + 1]` the
/// field after it, `index + 1 < fields.count` is decided. The array's order is the chain's.
struct UIKitIndexRouting {
    let resolver: UIKitReferenceResolver

    /// The inputs an array expression holds, in order, when every element is one: a property
    /// holding an array literal, or the literal itself.
    func inputs(ofArray expression: ExprSyntax) -> [String]? {
        let expression = expression.unwrapped
        let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self).flatMap { $0.base?.compactText == "self" ? $0.declName.baseName.text : nil }
        guard expression.is(ArrayExprSyntax.self) || name.map({ resolver.syntax.arrays[$0] != nil }) == true else { return nil }
        let references = resolver.resolve(expression)
        guard !references.isEmpty else { return nil }
        var names: [String] = []
        for reference in references {
            guard case .input(let name) = reference else { return nil }
            names.append(name)
        }
        return names
    }

    /// `fields.firstIndex(of: x)`, `fields.index(of: x)`, `fields.firstIndex(where: { $0 == x })`:
    /// the array's inputs and the expression looked for.
    func positionLookup(_ expression: ExprSyntax) -> (array: [String], argument: ExprSyntax)? {
        var expression = expression.unwrapped
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { expression = unwrapped.expression }
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["firstIndex", "index", "lastIndex"].contains(member.declName.baseName.text), let base = member.base,
              call.arguments.count == 1, let argument = call.arguments.first, let array = inputs(ofArray: base) else { return nil }
        if argument.label?.text == "of" { return (array, argument.expression) }
        // `where: { $0 == x }` and `where: { $0 === x }`
        guard argument.label?.text == "where", let closure = argument.expression.as(ClosureExprSyntax.self) ?? call.trailingClosure,
              closure.statements.count == 1, let sequence = closure.statements.first?.item.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, ["==", "==="].contains(elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text),
              elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == "$0" else { return nil }
        return (array, elements[2])
    }

    /// The value of integer arithmetic over literals, known positions and array counts:
    /// `index + 1`, `fields.count - 1`. Nil when any term is unknown.
    func integer(_ elements: [ExprSyntax], positions: [String: Int]) -> Int? {
        guard elements.count % 2 == 1, var total = term(elements[0], positions: positions) else { return nil }
        var index = 1
        while index + 1 < elements.count {
            guard let value = term(elements[index + 1], positions: positions) else { return nil }
            switch elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text {
            case "+": total += value
            case "-": total -= value
            default: return nil
            }
            index += 2
        }
        return total
    }

    private func term(_ expression: ExprSyntax, positions: [String: Int]) -> Int? {
        let expression = expression.unwrapped
        if let literal = expression.as(IntegerLiteralExprSyntax.self) { return Int(literal.literal.text) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return positions[reference.baseName.text] }
        if let sequence = expression.as(SequenceExprSyntax.self) { return integer(Array(sequence.elements), positions: positions) }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "count", let base = member.base {
            return inputs(ofArray: base)?.count
        }
        return nil
    }

    /// `fields[index + 1]`: the input at that position, `.unknown` past either end; nil when the
    /// expression is no such subscript.
    func element(_ expression: ExprSyntax, positions: [String: Int]) -> [UIKitReference]? {
        guard let subscriptCall = expression.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
              let argument = subscriptCall.arguments.first?.expression, let array = inputs(ofArray: subscriptCall.calledExpression),
              let position = term(argument, positions: positions) else { return nil }
        return array.indices.contains(position) ? [.input(array[position])] : [.unknown]
    }

    /// `index + 1 < fields.count` and the like, when both sides are known integers.
    func comparison(_ elements: [ExprSyntax], positions: [String: Int]) -> Bool? {
        guard let index = elements.firstIndex(where: {
            ["<", "<=", ">", ">=", "==", "!="].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text)
        }), let operatorText = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text,
              let left = integer(Array(elements[..<index]), positions: positions),
              let right = integer(Array(elements[(index + 1)...]), positions: positions) else { return nil }
        switch operatorText {
        case "<": return left < right
        case "<=": return left <= right
        case ">": return left > right
        case ">=": return left >= right
        case "==": return left == right
        default: return left != right
        }
    }
}
