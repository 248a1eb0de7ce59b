import SwiftSyntax

/// The inputs of a UIKit class whose property is set to a telling value anywhere in the class
/// (`field.tintColor = .clear`), or whose property is mentioned at all (`field.isSecureTextEntry`,
/// set or toggled by a reveal button).
struct UIKitInputProperties {
    /// For each property, which assigned values tell.
    var assigned: [String: (ExprSyntax) -> Bool] = [:]
    var mentioned: Set<String> = []

    func inputs(of syntax: UIKitClassSyntax) -> Set<String> {
        let finder = Finder(resolver: UIKitReferenceResolver(syntax: syntax), properties: self)
        for block in syntax.memberBlocks { finder.walk(block) }
        return finder.inputs
    }

    private final class Finder: SyntaxVisitor {
        let resolver: UIKitReferenceResolver
        let properties: UIKitInputProperties
        private(set) var inputs: Set<String> = []

        init(resolver: UIKitReferenceResolver, properties: UIKitInputProperties) {
            self.resolver = resolver
            self.properties = properties
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if properties.mentioned.contains(node.declName.baseName.text), let base = node.base { insert(base) }
            return .visitChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            if let assignment = Assignment(node), let (base, property) = assignment.property,
               let tells = properties.assigned[property], let value = assignment.singleValue, tells(value) {
                insert(base)
            }
            return .visitChildren
        }

        private func insert(_ base: ExprSyntax) {
            for case .input(let name) in resolver.resolve(base) { inputs.insert(name) }
        }
    }
}
