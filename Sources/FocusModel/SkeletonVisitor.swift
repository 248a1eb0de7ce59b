import SwiftSyntax

/// A visitor of a file's declaration skeleton: types, extensions and their members' headers. It
/// does not enter functions, initializers, properties, enum cases, code blocks, accessors or
/// initial values, where no type, extension or member that the model reads is declared; those
/// subtrees hold most of a file's nodes. Subclasses look at the declarations they need (and may
/// enter a function themselves).
class SkeletonVisitor: SyntaxVisitor {
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
