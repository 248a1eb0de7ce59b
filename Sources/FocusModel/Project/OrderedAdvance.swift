import SwiftSyntax

/// A class whose `textFieldShouldReturn(_:)` moves focus to the element after the submitting field
/// in an array property that its initializer is given (`init(cells:)`): a base form controller
/// whose subclasses hand it their fields, or cells holding them, in order
/// (`super.init(cells: [nameCell, emailCell])`). How the handler finds the next one is its own
/// (`fields[index + 1]`, a loop finding the first responder, skipping disabled fields): it is
/// read by evaluating the handler on an array of stand-in elements, and kept only when every
/// element's Return moves to the elements after it, the next one first, and the last one's moves nowhere.
package struct OrderedAdvance: Sendable, Equatable {
    /// The array property the handler walks (`cells`).
    var arrayProperty: String
    /// The initializer's argument label for it (`cells` in `init(cells:)`).
    var initializerLabel: String
    /// The elements are text inputs; otherwise views each holding one (`cell.textField`).
    var elementsAreInputs: Bool
    /// The type the handler casts an element to before focusing it (`as? FormCell`): elements of
    /// another type are skipped, so every element must be of this one.
    var elementCast: String?
    /// The move to the next element happens only under a condition (it is enabled).
    var nextIsConditional: Bool
    /// Return may move past the next element to a later one (a disabled one is skipped).
    var mayMoveFurther: Bool
    /// What Return does besides moving in an element that is not the last.
    var middle: ReturnSummary.Effect
    /// What Return does in the last element.
    var last: ReturnSummary.Effect

    /// The type the stand-in elements are given: a view holding a field, whatever it is cast to.
    static let elementType = "\u{0}Element"
    private static let standInCount = 4

    /// What Return does in the element at `position` of `elements`.
    func effect(at position: Int, of elements: [String]) -> ReturnSummary.Effect {
        guard position + 1 < elements.count else { return last }
        var effect = middle
        effect.moves[elements[position + 1]] = nextIsConditional
        if mayMoveFurther {
            for later in elements[(position + 2)...] where effect.moves[later] == nil { effect.moves[later] = true }
        }
        return effect
    }

    /// The advance `declaration`'s handler makes through an array property its initializer is given; nil
    /// when it makes none that can be told.
    static func reading(_ declaration: ClassDeclSyntax, handler: FunctionDeclSyntax) -> OrderedAdvance? {
        for (property, elementType) in arrayProperties(of: declaration) {
            guard let label = initializerLabel(filling: property, in: declaration) else { continue }
            let names = (0..<standInCount).map { "\u{0}element\($0)" }
            let standIns = names.map {
                UIKitClassSyntax.InputProperty(
                    name: $0, typeName: UIKitClassSyntax.isInputType(elementType) ? elementType : Self.elementType,
                    nameRange: 0..<0, isOutlet: false
                )
            }
            let literal = ArrayExprSyntax(elements: ArrayElementListSyntax(names.enumerated().map { offset, name in
                ArrayElementSyntax(
                    expression: DeclReferenceExprSyntax(baseName: .identifier(name)),
                    trailingComma: offset + 1 < names.count ? .commaToken() : nil
                )
            }))
            let syntax = UIKitClassSyntax(declaration: declaration, extensions: []).holding(literal, in: property, inputs: standIns)
            let effects = names.map { ShouldReturnEvaluator.evaluate(handler, for: $0, in: syntax) }
            if let advance = advance(effects, names: names, property: property, label: label, elementsAreInputs: UIKitClassSyntax.isInputType(elementType)) {
                return advance
            }
        }
        return nil
    }

    private static func advance(
        _ effects: [ShouldReturnEvaluator.Effects], names: [String], property: String, label: String, elementsAreInputs: Bool
    ) -> OrderedAdvance? {
        let summaries = effects.map(\.summarised)
        guard summaries.allSatisfy({ !$0.isUnknown && $0.fieldPropertyMoves.isEmpty && $0.callsHandedText.isEmpty }),
              summaries.last?.moves.isEmpty == true else { return nil }
        for (position, summary) in summaries.enumerated().dropLast() {
            let later = Set(names[(position + 1)...])
            guard summary.moves[names[position + 1]] != nil, Set(summary.moves.keys).isSubset(of: later),
                  summary.moves.filter({ $0.key != names[position + 1] }).allSatisfy(\.value) else { return nil }
        }
        let casts = effects.reduce(into: Set<String>()) { $0.formUnion($1.elementCasts) }
        guard casts.count <= 1, let next = summaries[1].moves[names[2]], summaries[0].moves[names[1]] == next else { return nil }
        var middle = summaries[1]
        middle.moves = [:]
        return OrderedAdvance(
            arrayProperty: property, initializerLabel: label, elementsAreInputs: elementsAreInputs, elementCast: casts.first,
            nextIsConditional: next, mayMoveFurther: summaries[0].moves.count > 1, middle: middle, last: summaries[summaries.count - 1]
        )
    }

    /// Stored array properties declared without elements (`let cells: [UITableViewCell]`), with their element type.
    private static func arrayProperties(of declaration: ClassDeclSyntax) -> [(String, String)] {
        declaration.memberBlock.members.flatMap { member -> [(String, String)] in
            guard let variable = member.decl.as(VariableDeclSyntax.self), !UIKitSyntax.isStatic(variable) else { return [] }
            return variable.bindings.compactMap { binding in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.initializer == nil,
                      binding.accessorBlock == nil, let type = binding.typeAnnotation?.type.compactText, type.hasPrefix("["), !type.contains(":")
                else { return nil }
                return (name, UIKitSyntax.trimming(type, ["[", "]", "!", "?"]))
            }
        }
    }

    /// The label of the initializer parameter assigned to `property` (`self.cells = cells`), when one initializer does so.
    private static func initializerLabel(filling property: String, in declaration: ClassDeclSyntax) -> String? {
        var labels: [String] = []
        for member in declaration.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body else { continue }
            let parameters = initializer.signature.parameterClause.parameters
            for item in body.statements {
                guard let sequence = item.item.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
                      Self.names(assignment.target, property),
                      let value = assignment.singleValue?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                      let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == value }),
                      parameter.firstName.tokenKind != .wildcard
                else { continue }
                labels.append(parameter.firstName.text)
            }
        }
        return labels.count == 1 ? labels[0] : nil
    }

    /// `name` or `self.name`.
    private static func names(_ expression: ExprSyntax, _ name: String) -> Bool {
        let text = expression.compactText
        return text == name || text == "self.\(name)"
    }
}
