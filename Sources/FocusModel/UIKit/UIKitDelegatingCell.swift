import SwiftSyntax

/// A table or collection cell made its own field's delegate per row (`cell.textField.delegate =
/// cell` in `cellForRowAt`): the cell class's `textFieldShouldReturn(_:)` decides Return in every
/// row, whatever the controller answers (`ClassPart.delegateReturnEffect`).
enum UIKitDelegatingCell {
    /// The one class the local `name` is made of in `body`: `as? EntryCell`, `as! EntryCell`,
    /// `EntryCell(style:reuseIdentifier:)`; nil when none, or several.
    static func cellType(of name: String, in body: CodeBlockSyntax) -> String? {
        let finder = CellTypeFinder(name: name)
        finder.walk(body)
        guard finder.types.count == 1, let type = finder.types.first, !type.isEmpty else { return nil }
        return type
    }

    /// The class the local `name` is made of where `node` reads it: its nearest binding before
    /// `node` in the statements around it (`let cell = …`, `guard let cell = …`), or in an
    /// `if let cell = …` whose body holds `node`; nil when that binding's class is not known.
    static func cellType(of name: String, at node: Syntax) -> String? {
        var child = node
        while let parent = child.parent, !parent.is(FunctionDeclSyntax.self), !parent.is(ClosureExprSyntax.self) {
            if let statements = parent.as(CodeBlockItemListSyntax.self) {
                for earlier in statements.prefix(while: { $0.id != child.id }).reversed() {
                    if let value = boundValue(of: name, in: earlier.item) { return madeType(value) }
                }
            }
            if let conditional = parent.as(IfExprSyntax.self), child.id == conditional.body.id,
               let value = boundValue(of: name, in: conditional.conditions) {
                return madeType(value)
            }
            child = parent
        }
        return nil
    }

    /// The value `name` is bound to by a declaration or a `guard let`; `.some(nil)` for a
    /// binding without one.
    private static func boundValue(of name: String, in item: CodeBlockItemSyntax.Item) -> ExprSyntax?? {
        if let declaration = item.as(VariableDeclSyntax.self),
           let binding = declaration.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) {
            return .some(binding.initializer?.value)
        }
        if let guarded = item.as(GuardStmtSyntax.self) { return boundValue(of: name, in: guarded.conditions) }
        return nil
    }

    private static func boundValue(of name: String, in conditions: ConditionElementListSyntax) -> ExprSyntax?? {
        for condition in conditions.reversed() {
            if case .optionalBinding(let binding) = condition.condition, binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return .some(binding.initializer?.value)
            }
        }
        return nil
    }

    /// The class a cell value is made of: `x as? EntryCell`, `x as! EntryCell`,
    /// `EntryCell(style:reuseIdentifier:)`; nil for anything else.
    static func madeType(_ value: ExprSyntax?) -> String? {
        // Unfolded, `x as! EntryCell` is a sequence: the value, `as!`, the type.
        let elements = value?.as(SequenceExprSyntax.self).map { Array($0.elements) } ?? []
        if let cast = value?.as(AsExprSyntax.self) {
            return cast.type.trimmedDescription
        } else if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self) {
            return type.type.trimmedDescription
        } else if let call = value?.as(FunctionCallExprSyntax.self), let type = call.calledExpression.as(DeclReferenceExprSyntax.self),
                  type.baseName.text.first?.isUppercase == true {
            return type.baseName.text
        }
        return nil
    }
}

private final class CellTypeFinder: SyntaxVisitor {
    let name: String
    private(set) var types: Set<String> = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name { record(node.initializer?.value) }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name { record(node.initializer?.value) }
        return .visitChildren
    }

    private func record(_ value: ExprSyntax?) {
        // Anything else (`dequeueReusableCell` without a cast): a cell of no known class.
        types.insert(UIKitDelegatingCell.madeType(value) ?? "")
    }
}
