import SwiftSyntax

/// The methods of a UIKit class that read the text of two or more of its inputs together
/// (`account.name = nameField.text` and `account.issuer = issuerField.text` in one action, a
/// `validate()` that checks both): where the form's values are collected, saved or checked as one,
/// so its fields make one form even with nothing handling their Return.
///
/// A method handed a text input (`textFieldDidEndEditing(_:)`, `@IBAction func nameChanged(_ sender:
/// UITextField)`) deals with the fields one at a time, as a settings screen of independent fields
/// does: it is no such place. Writing a field's text (`nameField.text = account.name`) reads nothing.
struct UIKitFormReaders {
    let syntax: UIKitClassSyntax

    /// Where those methods' names are, in source order.
    var methodNameRanges: [Range<Int>] {
        let resolver = UIKitReferenceResolver(syntax: syntax)
        var found: [Range<Int>] = []
        for block in syntax.memberBlocks {
            for member in block.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
                      !Self.isHandedAnInput(function) else { continue }
                let reader = TextReadFinder(resolver: resolver)
                reader.walk(body)
                if reader.inputs.count >= 2 { found.append(function.name.utf8Offsets) }
            }
        }
        return found.sorted { $0.lowerBound < $1.lowerBound }
    }

    private static func isHandedAnInput(_ function: FunctionDeclSyntax) -> Bool {
        function.signature.parameterClause.parameters.contains { parameter in
            UIKitClassSyntax.isInputType(UIKitSyntax.trimming(parameter.type.compactText, ["!", "?"]))
        }
    }
}

/// The inputs whose `text` a body reads (not the ones it only assigns to).
private final class TextReadFinder: SyntaxVisitor {
    let resolver: UIKitReferenceResolver
    private(set) var inputs: Set<String> = []
    /// `field.text` on the left of an `=`, met before the member access itself.
    private var written: Set<SyntaxIdentifier> = []

    init(resolver: UIKitReferenceResolver) {
        self.resolver = resolver
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let assignment = Assignment(node), assignment.property?.name == "text" { written.insert(assignment.target.id) }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.declName.baseName.text == "text", !written.contains(ExprSyntax(node).id), let base = node.base else { return .visitChildren }
        for case .input(let name) in resolver.resolve(base) { inputs.insert(name) }
        return .visitChildren
    }
}
