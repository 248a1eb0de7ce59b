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
        // Unfolded, `x as! EntryCell` is a sequence: the value, `as!`, the type.
        let elements = value?.as(SequenceExprSyntax.self).map { Array($0.elements) } ?? []
        if let cast = value?.as(AsExprSyntax.self) {
            types.insert(cast.type.trimmedDescription)
        } else if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self) {
            types.insert(type.type.trimmedDescription)
        } else if let call = value?.as(FunctionCallExprSyntax.self), let type = call.calledExpression.as(DeclReferenceExprSyntax.self),
                  type.baseName.text.first?.isUppercase == true {
            types.insert(type.baseName.text)
        } else {
            // Anything else (`dequeueReusableCell` without a cast): a cell of no known class.
            types.insert("")
        }
    }
}
