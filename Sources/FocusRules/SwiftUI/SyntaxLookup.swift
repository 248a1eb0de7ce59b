import FocusModel
import SwiftSyntax

/// Finds again, in the syntax tree, what the model refers to by byte range: modifier calls
/// (`.focused(...)`, `.onSubmit {}`), assignments, the owner's declaration.
final class SyntaxLookup {
    let tree: SourceFileSyntax
    /// Every `.name(...)` call by its range, indexed on first use.
    private lazy var modifiers: [Range<Int>: Modifier] = {
        let indexer = ModifierIndexer(viewMode: .sourceAccurate)
        indexer.walk(tree)
        return indexer.modifiers
    }()

    init(tree: SourceFileSyntax) {
        self.tree = tree
    }

    /// A modifier applied with `.name(...)`, found by its range from the period to the closing
    /// parenthesis or brace.
    struct Modifier {
        let call: FunctionCallExprSyntax
        let member: MemberAccessExprSyntax

        var name: String { member.declName.baseName.text }
        var range: Range<Int> { member.period.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset }
        /// What the modifier is applied to.
        var base: ExprSyntax? { member.base }
        /// The modifier with the line break and indentation before it: what moves when it moves.
        var segment: Range<Int> { (base?.endPositionBeforeTrailingTrivia.utf8Offset ?? range.lowerBound)..<range.upperBound }

        /// The whole modifier chain this modifier belongs to (`TextField(...).a().b()`).
        var outermostChain: ExprSyntax {
            var current = ExprSyntax(call)
            while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
                  let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                current = ExprSyntax(call)
            }
            return current
        }

        /// The view at the bottom of the chain (`TextField(...)`).
        var chainBase: ExprSyntax {
            var current = ExprSyntax(call)
            while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            }
            return current
        }
    }

    func modifier(at range: Range<Int>) -> Modifier? {
        modifiers[range]
    }

    func node<T: SyntaxProtocol>(_ type: T.Type, at range: Range<Int>) -> T? {
        let finder = NodeFinder(range: range)
        finder.walk(tree)
        return finder.found.lazy.compactMap { $0.as(T.self) }.first
    }

    func type(named name: String) -> DeclGroupSyntax? {
        let finder = TypeFinder(name: name)
        finder.walk(tree)
        return finder.found
    }
}

private final class ModifierIndexer: SyntaxVisitor {
    var modifiers: [Range<Int>: SyntaxLookup.Modifier] = [:]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
            let modifier = SyntaxLookup.Modifier(call: node, member: member)
            modifiers[modifier.range] = modifier
        }
        return .visitChildren
    }
}

private final class NodeFinder: SyntaxAnyVisitor {
    let range: Range<Int>
    var found: [Syntax] = []

    init(range: Range<Int>) {
        self.range = range
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        guard start <= range.lowerBound, end >= range.upperBound else { return .skipChildren }
        if start == range.lowerBound && end == range.upperBound { found.append(node) }
        return .visitChildren
    }
}

private final class TypeFinder: SyntaxVisitor {
    let name: String
    var found: DeclGroupSyntax?

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, node.name.text == name { found = node }
        return found == nil ? .visitChildren : .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, node.name.text == name { found = node }
        return found == nil ? .visitChildren : .skipChildren
    }
}
