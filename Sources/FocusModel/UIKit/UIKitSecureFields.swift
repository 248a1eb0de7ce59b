import SwiftSyntax

/// Inputs that take a password: the class sets or reads their `isSecureTextEntry` (a reveal button
/// toggles it), gives them a password content type, or their storyboard or xib marks them secure.
/// A name alone says nothing (a `passwordField` declared and never shown). A form holding one is a
/// sign-in or sign-up form, filled in one go.
struct UIKitSecureFields {
    let syntax: UIKitClassSyntax
    let interfaceOutlets: InterfaceBuilderOutlets

    var secure: Set<String> {
        let finder = SecureEntryFinder(resolver: UIKitReferenceResolver(syntax: syntax))
        for block in syntax.memberBlocks { finder.walk(block) }
        return Set(syntax.inputs.filter { input in
            finder.inputs.contains(input.name) || input.isOutlet && interfaceOutlets.outlet(input.name, of: syntax.name)?.isSecure == true
        }.map(\.name))
    }
}

/// `field.isSecureTextEntry` anywhere in the class, and `field.textContentType = .password`.
private final class SecureEntryFinder: SyntaxVisitor {
    let resolver: UIKitReferenceResolver
    private(set) var inputs: Set<String> = []
    static let passwordContentTypes: Set<String> = ["password", "newPassword"]

    init(resolver: UIKitReferenceResolver) {
        self.resolver = resolver
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.declName.baseName.text == "isSecureTextEntry", let base = node.base else { return .visitChildren }
        for case .input(let name) in resolver.resolve(base) { inputs.insert(name) }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let assignment = Assignment(node), let (base, property) = assignment.property, property == "textContentType",
              let value = assignment.singleValue?.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
              Self.passwordContentTypes.contains(value)
        else { return .visitChildren }
        for case .input(let name) in resolver.resolve(base) { inputs.insert(name) }
        return .visitChildren
    }
}
