import SwiftSyntax

/// A class whose superclass answers Return by moving to the next element of an array the class
/// hands its initializer (`OrderedAdvance`): `super.init(cells: [nameCell, emailCell])`. The
/// elements are the class's fields, in that order; a cell holding a field stands for its field
/// (`nameCell.textField`). The array is written in the `super.init` call or in a `let` before
/// it; a `let` given one array in each arm of an `if` makes two forms, one the other's
/// fields in the same order and more: the fields of the longer only are its arm's alternatives
/// (`UIKitFieldAlternatives`), and Return in a field does what it does in either. Arrays in
/// any other shape are not read.
struct UIKitSuperclassRouting {
    let advance: OrderedAdvance
    /// The class's properties in each array handed over, in order: one array, or one per arm.
    let arms: [[String]]
    /// The arm each field only the longer array holds is in.
    let branches: [String: [BranchStep]]
    /// The class with those properties as inputs, and the superclass's array as holding them.
    let syntax: UIKitClassSyntax

    init?(_ syntax: UIKitClassSyntax, project: ProjectContext) {
        guard let declaration = syntax.declaration, syntax.method(named: UIKitModelBuilder.shouldReturn) == nil,
              let superclass = declaration.inheritanceClause?.inheritedTypes.first?.type.compactText else { return nil }
        let parts = project.symbols.classParts(of: superclass, in: project.module)
        let advances = parts.compactMap(\.orderedAdvance)
        // Resigning may be followed by focus moving elsewhere in the superclass.
        guard advances.count == 1, !parts.contains(where: \.endEditingMayMoveFocus) else { return nil }
        let advance = advances[0]
        let literals = Self.arrays(handedTo: advance.initializerLabel, in: declaration)
        guard let longest = literals.max(by: { $0.literal.elements.count < $1.literal.elements.count }) else { return nil }
        var arms: [[String]] = []
        var held: [String: UIKitClassSyntax.InputProperty] = [:]
        for (literal, _) in literals {
            var elements: [String] = []
            for element in literal.elements {
                guard let name = Self.propertyName(element.expression), !elements.contains(name),
                      let property = Self.storedProperty(name, in: declaration) else { return nil }
                elements.append(name)
                if advance.elementsAreInputs || UIKitClassSyntax.isInputType(property.type) {
                    guard advance.elementsAreInputs, syntax.inputNames.contains(name) else { return nil }
                } else {
                    guard advance.elementCast.map({ $0 == property.type }) ?? true else { return nil }
                    held[name] = UIKitClassSyntax.InputProperty(
                        name: name, typeName: property.type, nameRange: property.nameRange, isOutlet: false, hasInitialValue: property.hasInitialValue
                    )
                }
            }
            guard !elements.isEmpty else { return nil }
            arms.append(elements)
        }
        let all = Array(longest.literal.elements).compactMap { Self.propertyName($0.expression) }
        // Two arrays: the shorter one's fields in the same order within the longer one's.
        guard arms.allSatisfy({ Self.isOrderedSubset($0, of: all) }) else { return nil }
        var branches: [String: [BranchStep]] = [:]
        if let step = longest.step, arms.count > 1 {
            for name in all where !arms.allSatisfy({ $0.contains(name) }) { branches[name] = [step] }
        }
        self.advance = advance
        self.arms = arms
        self.branches = branches
        self.syntax = syntax.holding(longest.literal, in: advance.arrayProperty, inputs: all.compactMap { held[$0] })
    }

    /// What Return does in the field `name`, in whichever array holds it: a move is certain only
    /// when every such array makes it for certain. Nil for a field in no array.
    func effect(forField name: String) -> ReturnSummary.Effect? {
        let effects = arms.compactMap { elements in elements.firstIndex(of: name).map { advance.effect(at: $0, of: elements) } }
        guard var merged = effects.first else { return nil }
        for effect in effects.dropFirst() {
            for target in Set(merged.moves.keys).union(effect.moves.keys) {
                merged.moves[target] = merged.moves[target] == false && effect.moves[target] == false ? false : true
            }
            merged.resigns = merged.resigns || effect.resigns
            merged.works = merged.works || effect.works
            merged.isUnknown = merged.isUnknown || effect.isUnknown
        }
        return merged
    }

    /// The fields in the order the chain has them: the longest array's.
    var elements: [String] { arms.max { $0.count < $1.count } ?? [] }

    private static func isOrderedSubset(_ names: [String], of all: [String]) -> Bool {
        var rest = all[...]
        for name in names {
            guard let found = rest.firstIndex(of: name) else { return false }
            rest = rest[(found + 1)...]
        }
        return true
    }

    /// The array literals the one `super.init(label: …)` call of the class's initializers may be
    /// handed: written in the call, the value of a `let` declared before it, or the two a `let`
    /// is given in the arms of an `if` (each with its arm). Empty when they cannot be read.
    private static func arrays(handedTo label: String, in declaration: ClassDeclSyntax) -> [(literal: ArrayExprSyntax, step: BranchStep?)] {
        var arrays: [[(literal: ArrayExprSyntax, step: BranchStep?)]] = []
        for member in declaration.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body else { continue }
            for item in body.statements {
                guard let call = item.item.as(FunctionCallExprSyntax.self) ?? item.item.as(TryExprSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
                      call.calledExpression.compactText == "super.init",
                      let argument = call.arguments.first(where: { $0.label?.text == label })?.expression else { continue }
                if let literal = argument.as(ArrayExprSyntax.self) {
                    arrays.append([(literal, nil)])
                } else if let local = argument.as(DeclReferenceExprSyntax.self)?.baseName.text {
                    arrays.append(constantArrays(local, in: body.statements))
                } else {
                    arrays.append([])
                }
            }
        }
        return arrays.count == 1 ? arrays[0] : []
    }

    /// The literal a `let` of the block is declared with, or the two it is given in the arms of
    /// the one `if … else` of the block that assigns it, each arm only that; empty otherwise.
    private static func constantArrays(_ name: String, in statements: CodeBlockItemListSyntax) -> [(literal: ArrayExprSyntax, step: BranchStep?)] {
        var declared = false
        var arms: [(literal: ArrayExprSyntax, step: BranchStep?)] = []
        for item in statements {
            if let variable = item.item.as(VariableDeclSyntax.self),
               let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) {
                guard variable.bindingSpecifier.tokenKind == .keyword(.let) else { return [] }
                if let literal = binding.initializer?.value.as(ArrayExprSyntax.self) { return [(literal, nil)] }
                declared = true
            } else if declared, let choice = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                        ?? item.item.as(IfExprSyntax.self),
                      item.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) }) {
                guard arms.isEmpty, case .codeBlock(let otherwise)? = choice.elseBody,
                      let first = onlyAssignment(to: name, in: choice.body), let second = onlyAssignment(to: name, in: otherwise) else { return [] }
                arms = [(first, BranchStep(statement: choice.position.utf8Offset, arm: 0)), (second, BranchStep(statement: choice.position.utf8Offset, arm: 1))]
            }
        }
        return arms
    }

    /// `name = [a, b]`, when it is all `block` does.
    private static func onlyAssignment(to name: String, in block: CodeBlockSyntax) -> ArrayExprSyntax? {
        guard block.statements.count == 1, let sequence = block.statements.first?.item.as(SequenceExprSyntax.self),
              let assignment = Assignment(sequence), assignment.target.as(DeclReferenceExprSyntax.self)?.baseName.text == name else { return nil }
        return assignment.singleValue?.as(ArrayExprSyntax.self)
    }

    /// `name` or `self.name`.
    private static func propertyName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base?.compactText == "self" else { return nil }
        return member.declName.baseName.text
    }

    /// A stored instance property of the class with its declared type (optionality dropped).
    private static func storedProperty(_ name: String, in declaration: ClassDeclSyntax) -> (type: String, nameRange: Range<Int>, hasInitialValue: Bool)? {
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), !UIKitSyntax.isStatic(variable) else { continue }
            for binding in variable.bindings {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self), pattern.identifier.text == name else { continue }
                // Declared (`let nameRow: EntryRowCell`) or constructed (`= EntryRowCell()`).
                let constructed = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                guard !UIKitSyntax.isComputed(binding), let type = binding.typeAnnotation?.type.compactText ?? constructed else { return nil }
                return (UIKitSyntax.trimming(type, ["!", "?"]), pattern.identifier.utf8Offsets, binding.initializer != nil)
            }
        }
        return nil
    }
}
