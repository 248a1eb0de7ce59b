import SwiftSyntax

/// The Return key a text input class gives itself: `returnKeyType = .done` (or
/// `self.returnKeyType = .done`) in `awakeFromNib()`, an initializer, or a method of its own they
/// call. Every instance shows it until the code holding the field sets another. An instance a
/// storyboard or xib decodes runs `init(coder:)` and then `awakeFromNib()`, after the inspector's
/// settings are applied, so the class's key wins over the inspector's; an instance made in code runs
/// the class's other initializers. Only statements run on every way through those methods count:
/// a key assigned under a condition, in a closure, or in any other method (called later, a property
/// observer) may change at run time, and then the key is not known.
package struct OwnReturnKey: Sendable, Equatable {
    package enum Key: Sendable, Hashable {
        /// The class sets no key on this way of making an instance.
        case untouched
        case value(String)
        case unknown
    }

    /// The key of an instance decoded from an interface file.
    package var decoded: Key
    /// The key of an instance made in code.
    package var made: Key

    private static let property = "returnKeyType"

    /// Nil when the class never assigns its own `returnKeyType`.
    static func reading(_ declaration: ClassDeclSyntax) -> OwnReturnKey? {
        let sites = AssignmentSites(viewMode: .sourceAccurate)
        sites.walk(declaration.memberBlock)
        guard !sites.all.isEmpty else { return nil }
        let members = declaration.memberBlock.members.map(\.decl)
        let methods = Dictionary(grouping: members.compactMap { $0.as(FunctionDeclSyntax.self) }) { $0.name.text }
        var reader = Reader(methods: methods)
        let initializers = members.compactMap { $0.as(InitializerDeclSyntax.self) }
        let decodingInitializers = initializers.filter(Self.decodes)
        let coder = decodingInitializers.map { reader.key(after: $0.body) }
        let awake = methods["awakeFromNib"]?.filter { $0.signature.parameterClause.parameters.isEmpty }.map { reader.key(after: $0.body) } ?? []
        // A class declaring no designated initializer of its own is made in code through the
        // inherited `init(frame:)`, which sets nothing of this class's.
        let designated = initializers.filter { !Self.decodes($0) && !Self.isConvenience($0) }.map { reader.key(after: $0.body) }
        let convenience = initializers.filter(Self.isConvenience).map { reader.key(after: $0.body) }.filter { $0 != .untouched }
        guard sites.all.isSubset(of: reader.reached) else { return OwnReturnKey(decoded: .unknown, made: .unknown) }
        let decoded = Self.last(Self.agreed(coder.isEmpty ? [.untouched] : coder), then: Self.agreed(awake.isEmpty ? [.untouched] : awake))
        let made = Self.agreed((designated.isEmpty ? [.untouched] : designated) + convenience)
        return OwnReturnKey(decoded: decoded, made: made)
    }

    /// The key every way agrees on, or unknown.
    private static func agreed(_ keys: [Key]) -> Key {
        Set(keys).count == 1 ? keys[0] : .unknown
    }

    /// What shows after `first` runs and then `second`.
    private static func last(_ first: Key, then second: Key) -> Key {
        second == .untouched ? first : second
    }

    private static func decodes(_ initializer: InitializerDeclSyntax) -> Bool {
        initializer.signature.parameterClause.parameters.first?.firstName.text == "coder"
    }

    private static func isConvenience(_ initializer: InitializerDeclSyntax) -> Bool {
        initializer.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
    }

    /// The key the statements of a body leave, following the class's own methods it calls.
    private struct Reader {
        let methods: [String: [FunctionDeclSyntax]]
        /// The assignments met on ways that always run them.
        var reached: Set<Int> = []

        mutating func key(after body: CodeBlockSyntax?, depth: Int = 0) -> Key {
            guard let body, depth < 6 else { return .unknown }
            var key = Key.untouched
            for item in body.statements {
                if let assigned = OwnReturnKey.assignment(item.item) {
                    reached.insert(assigned.position)
                    key = assigned.value.map(Key.value) ?? .unknown
                } else if let called = OwnReturnKey.ownMethodCalled(item.item), let declarations = methods[called] {
                    let keys = declarations.map { self.key(after: $0.body, depth: depth + 1) }
                    let after = OwnReturnKey.agreed(keys)
                    if after != .untouched { key = after }
                }
            }
            return key
        }
    }

    /// `returnKeyType = .done` or `self.returnKeyType = .done` as a statement: where it is and the
    /// key, nil when it is no literal.
    fileprivate static func assignment(_ item: CodeBlockItemSyntax.Item) -> (position: Int, value: String?)? {
        guard let sequence = item.as(SequenceExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self),
              let assignment = Assignment(sequence), isOwnKey(assignment.target)
        else { return nil }
        let value = assignment.singleValue?.as(MemberAccessExprSyntax.self).flatMap { UIKitTraitCollector.literal(ExprSyntax($0)) }
        return (sequence.positionAfterSkippingLeadingTrivia.utf8Offset, value)
    }

    private static func isOwnKey(_ target: ExprSyntax) -> Bool {
        if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == property }
        guard let member = target.as(MemberAccessExprSyntax.self) else { return false }
        return member.declName.baseName.text == property && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// `configure()` or `self.configure()` as a statement: the method's name.
    fileprivate static func ownMethodCalled(_ item: CodeBlockItemSyntax.Item) -> String? {
        guard let call = item.as(FunctionCallExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
        return member.declName.baseName.text
    }

    /// Every assignment of the class's own key in its members, nested types left out.
    private final class AssignmentSites: SyntaxVisitor {
        private(set) var all: Set<Int> = []

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            if let assignment = Assignment(node), OwnReturnKey.isOwnKey(assignment.target) {
                all.insert(node.positionAfterSkippingLeadingTrivia.utf8Offset)
            }
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
