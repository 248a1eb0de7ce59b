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

    /// Walks `roots` once for all of `visitors`, as if each walked them in turn: the skeleton's
    /// nodes are made once, however many visitors read them. A visitor walked this way looks only
    /// at structs, classes, enums, extensions (entering each) and functions.
    static func walk(_ roots: [Syntax], with visitors: [SkeletonVisitor]) {
        let fanOut = SkeletonFanOut(visitors)
        for root in roots { fanOut.walk(root) }
    }
}

/// Hands each skeleton declaration to several visitors in one walk (`SkeletonVisitor.walk(_:with:)`).
private final class SkeletonFanOut: SkeletonVisitor {
    private let visitors: [SkeletonVisitor]

    init(_ visitors: [SkeletonVisitor]) {
        self.visitors = visitors
        super.init(viewMode: .sourceAccurate)
    }

    /// Every visitor enters the type: one that would not is no skeleton visitor for this walk.
    private func enter(_ visit: (SkeletonVisitor) -> SyntaxVisitorContinueKind) -> SyntaxVisitorContinueKind {
        for visitor in visitors {
            let entered = visit(visitor)
            assert(entered == .visitChildren, "a visitor walked with others enters every type")
        }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter { $0.visit(node) } }
    override func visitPost(_ node: StructDeclSyntax) { for visitor in visitors { visitor.visitPost(node) } }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter { $0.visit(node) } }
    override func visitPost(_ node: ClassDeclSyntax) { for visitor in visitors { visitor.visitPost(node) } }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter { $0.visit(node) } }
    override func visitPost(_ node: EnumDeclSyntax) { for visitor in visitors { visitor.visitPost(node) } }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter { $0.visit(node) } }
    override func visitPost(_ node: ExtensionDeclSyntax) { for visitor in visitors { visitor.visitPost(node) } }

    /// A function's body is entered by no visitor here: each reads what it needs of it itself.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        for visitor in visitors { _ = visitor.visit(node) }
        return .skipChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { for visitor in visitors { visitor.visitPost(node) } }
}
