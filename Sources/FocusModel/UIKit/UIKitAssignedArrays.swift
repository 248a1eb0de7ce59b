import SwiftSyntax

/// An array property declared without its elements (`var textFields: [UITextField?]!`) and given
/// them once in code (`textFields = [name, host, port]` in `viewDidLoad`): it holds that literal's
/// elements, as long as nothing else is ever put in it.
enum UIKitAssignedArrays {
    /// Calls that change what an array holds.
    private static let mutators: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "replaceSubrange", "swapAt",
    ]

    /// The one array literal assigned to the property `name`, when every other mention only reads it.
    static func onlyLiteral(assignedTo name: String, in blocks: [MemberBlockSyntax]) -> ArrayExprSyntax? {
        var literal: ArrayExprSyntax?
        for block in blocks {
            for token in block.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                var mention = ExprSyntax(reference)
                if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                    // `self.textFields`; another object's `textFields` is not this property.
                    guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { continue }
                    mention = ExprSyntax(member)
                }
                switch use(of: mention) {
                case .read: continue
                case .assigned(let array):
                    guard literal == nil else { return nil }
                    literal = array
                case .changed: return nil
                }
            }
        }
        return literal
    }

    private enum Use {
        case read
        case assigned(ArrayExprSyntax)
        case changed
    }

    private static func use(of mention: ExprSyntax) -> Use {
        var node = Syntax(mention)
        while let parent = node.parent, parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) {
            node = parent
        }
        if node.parent?.is(InOutExprSyntax.self) == true { return .changed }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
           mutators.contains(member.declName.baseName.text) {
            return .changed
        }
        var target = node
        if let subscripted = node.parent?.as(SubscriptCallExprSyntax.self), subscripted.calledExpression.id == node.id {
            target = Syntax(subscripted)
        }
        guard let sequence = target.parent?.parent?.as(SequenceExprSyntax.self),
              sequence.elements.first?.id == target.id else {
            return .read
        }
        let elements = Array(sequence.elements)
        guard elements.count > 1 else { return .read }
        if let assignment = FocusModel.Assignment(sequence), assignment.target.id == target.id {
            if target.id == node.id, let array = assignment.singleValue?.as(ArrayExprSyntax.self) { return .assigned(array) }
            return .changed
        }
        if let op = elements[1].as(BinaryOperatorExprSyntax.self), op.operator.text == "+=" { return .changed }
        return .read
    }
}
