import SwiftSyntax

/// A text input class that is its own delegate (`delegate = self`, usually in its initializers)
/// and answers `textFieldShouldReturn(_:)` itself: that method decides Return in every instance,
/// whichever controller makes it in code, unless the controller hands the field another delegate.
enum UIKitSelfDelegatingInput {
    /// Whether `declaration` makes itself its delegate in code a field made in code runs.
    static func isOwnDelegate(_ declaration: ClassDeclSyntax) -> Bool {
        let finder = SelfDelegateFinder(viewMode: .sourceAccurate)
        finder.walk(declaration.memberBlock)
        return finder.found
    }
}

/// `delegate = self` or `self.delegate = self` in a class's members, outside what only an
/// instance made by a storyboard or xib runs (`init?(coder:)`, `awakeFromNib()`): a field made in
/// code is what the controller's analysis applies it to.
private final class SelfDelegateFinder: SyntaxVisitor {
    private(set) var found = false

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        node.signature.parameterClause.parameters.contains { $0.firstName.text == "coder" } ? .skipChildren : .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.name.text == "awakeFromNib" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let assignment = Assignment(node), assignment.singleValue?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        else { return .visitChildren }
        if let bare = assignment.target.as(DeclReferenceExprSyntax.self), bare.baseName.text == "delegate" { found = true }
        if let (base, name) = assignment.property, name == "delegate",
           base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { found = true }
        return found ? .skipChildren : .visitChildren
    }
}
