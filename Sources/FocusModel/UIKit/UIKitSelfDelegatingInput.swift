import SwiftSyntax

/// A text input class that is its own delegate (`delegate = self`, usually in its initializers)
/// and answers `textFieldShouldReturn(_:)` itself: that method decides Return in every instance,
/// whichever controller makes it in code, unless the controller hands the field another delegate.
enum UIKitSelfDelegatingInput {
    /// What Return does in an instance of `declaration` (a field of any name, which the method
    /// sees as its parameter), when the class makes itself its delegate and answers Return; nil
    /// when it does not. Moves go to the class's own properties (`nextField`): names no
    /// controller's field has, which the controller's analysis takes for unknown.
    static func returnEffect(of declaration: ClassDeclSyntax) -> ReturnSummary.Effect? {
        let methods = declaration.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        guard let shouldReturn = methods.first(where: { UIKitSyntax.fullName(of: $0) == UIKitModelBuilder.shouldReturn }) else { return nil }
        let finder = SelfDelegateFinder(viewMode: .sourceAccurate)
        finder.walk(declaration.memberBlock)
        guard finder.found else { return nil }
        let syntax = UIKitClassSyntax(declaration: declaration, extensions: [])
        // A name no property of the class has: the instance itself, as the method's parameter.
        return ShouldReturnEvaluator.evaluate(shouldReturn, for: "\u{0}self", in: syntax).summarised
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
