import FocusModel
import SwiftSyntax

/// Finds again, in the syntax tree, what the model refers to by byte range: modifier calls
/// (`.focused(...)`, `.onSubmit {}`), assignments, the owner's declaration.
final class SyntaxLookup {
    let tree: SourceFileSyntax
    /// The file's top-level items in order, with where each starts and ends (trivia included): a
    /// lookup walks down the item holding its range, so a file of ten thousand forms is not gone
    /// through for each.
    private lazy var items: [(start: Int, end: Int, node: Syntax)] = tree.statements.map { item in
        (item.position.utf8Offset, item.endPosition.utf8Offset, Syntax(item))
    }
    /// The first struct or class of each name, in the order of the source (nested ones included).
    private lazy var typesByName: [String: DeclGroupSyntax] = {
        let collector = TypeCollector()
        collector.walk(tree)
        return collector.first
    }()

    init(tree: SourceFileSyntax) {
        self.tree = tree
    }

    /// Where a search for `range` starts: the top-level item holding it, else the whole file.
    private func searchRoot(for range: Range<Int>) -> Syntax {
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if items[middle].start <= range.lowerBound { low = middle + 1 } else { high = middle }
        }
        guard low > 0, items[low - 1].end >= range.upperBound else { return Syntax(tree) }
        return items[low - 1].node
    }

    /// A modifier applied with `.name(...)`, found by its range from the period to the closing
    /// parenthesis or brace.
    struct Modifier {
        let call: FunctionCallExprSyntax
        let member: MemberAccessExprSyntax

        var name: String { member.declName.baseName.text }
        var range: Range<Int> { member.modifierRange(calledBy: call) }
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
        let finder = NodeFinder(enclosing: range)
        finder.walk(searchRoot(for: range))
        return finder.found.lazy.compactMap { node -> Modifier? in
            guard let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return nil }
            let modifier = Modifier(call: call, member: member)
            return modifier.range == range ? modifier : nil
        }.first
    }

    func node<T: SyntaxProtocol>(_ type: T.Type, at range: Range<Int>) -> T? {
        let finder = NodeFinder(exactly: range)
        finder.walk(searchRoot(for: range))
        return finder.found.lazy.compactMap { $0.as(T.self) }.first
    }

    func type(named name: String) -> DeclGroupSyntax? {
        typesByName[name]
    }
}

/// The nodes spanning exactly a range, or every node enclosing it; only the nodes on the way
/// down to it are entered (their siblings are seen and skipped).
private final class NodeFinder: SyntaxAnyVisitor {
    let range: Range<Int>
    let exact: Bool
    var found: [Syntax] = []

    init(exactly range: Range<Int>) {
        self.range = range
        exact = true
        super.init(viewMode: .sourceAccurate)
    }

    init(enclosing range: Range<Int>) {
        self.range = range
        exact = false
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        // The full range (trivia included) is known at once; the trimmed one needs the node's
        // first token, so it is only worked out for the few nodes whose full range holds `range`.
        guard node.position.utf8Offset <= range.lowerBound, node.endPosition.utf8Offset >= range.upperBound else { return .skipChildren }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        guard start <= range.lowerBound, end >= range.upperBound else { return .skipChildren }
        if !exact || (start == range.lowerBound && end == range.upperBound) { found.append(node) }
        return .visitChildren
    }
}

private final class TypeCollector: SyntaxVisitor {
    var first: [String: DeclGroupSyntax] = [:]

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if first[node.name.text] == nil { first[node.name.text] = node }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if first[node.name.text] == nil { first[node.name.text] = node }
        return .visitChildren
    }
}
