import SwiftSyntax

/// Inputs the class's code makes read-only as it sets itself up (`field.isEnabled = false`,
/// `field.isUserInteractionEnabled = false`, outside any condition, in a property's initializer,
/// `init`, a view's loading or a method called from there) and never turns back on nor focuses:
/// they show a value (an account number, a date picked elsewhere), nobody types into them, so they
/// are no members of the chain. Any other mention of either property (`field.isEnabled = editing`,
/// a `false` written in an action or under an `if`) or a `becomeFirstResponder()` keeps the
/// field a member.
struct UIKitReadOnlyFields {
    let fields: Set<String>

    private static let switches: Set<String> = ["isEnabled", "isUserInteractionEnabled"]

    init(syntax: UIKitClassSyntax) {
        let finder = Finder(resolver: UIKitReferenceResolver(syntax: syntax), setUpMethods: Self.setUpMethods(of: syntax))
        for block in syntax.memberBlocks { finder.walk(block) }
        fields = Set(finder.turnedOff.keys.filter { finder.turnedOff[$0] == finder.mentions[$0] })
    }

    /// The loading methods and initializers, and the methods of the class they call by name
    /// (`setUpViews()` from `viewDidLoad()`), one call deep, on no condition and before any exit.
    private static func setUpMethods(of syntax: UIKitClassSyntax) -> Set<String> {
        let loading = UIKitLifecycle.loading.union(["init"])
        var names = loading
        let declared = Set(syntax.methods.keys)
        for block in syntax.memberBlocks {
            for member in block.members {
                let body: CodeBlockSyntax?
                if let function = member.decl.as(FunctionDeclSyntax.self), loading.contains(function.name.text) {
                    body = function.body
                } else {
                    body = member.decl.as(InitializerDeclSyntax.self)?.body
                }
                guard let body else { continue }
                for call in body.tokens(viewMode: .sourceAccurate) {
                    guard case .identifier(let name) = call.tokenKind, declared.contains(name),
                          call.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen,
                          isUnconditional(call, in: body) else { continue }
                    names.insert(name)
                }
            }
        }
        return names
    }

    /// `node` runs whenever `body` does: under no `if`, `switch`, `guard`, loop or closure (but one
    /// run on the spot), and after no statement that may leave the body (`return`, `guard`, `throw`).
    private static func isUnconditional(_ node: some SyntaxProtocol, in body: CodeBlockSyntax) -> Bool {
        var current = node.parent
        while let scope = current, scope.id != body.id {
            if runsOnlySometimes(scope) { return false }
            current = scope.parent
        }
        let position = node.positionAfterSkippingLeadingTrivia
        return !body.tokens(viewMode: .sourceAccurate).contains { token in
            token.positionAfterSkippingLeadingTrivia < position
                && [.keyword(.return), .keyword(.guard), .keyword(.throw)].contains(token.tokenKind)
        }
    }

    /// A scope whose body may not run when the code around it does: a condition, a loop that may
    /// not turn, a closure run later.
    private static func runsOnlySometimes(_ scope: Syntax) -> Bool {
        if let closure = scope.as(ClosureExprSyntax.self) { return !runsOnTheSpot(closure) }
        return scope.is(IfExprSyntax.self) || scope.is(SwitchExprSyntax.self) || scope.is(GuardStmtSyntax.self)
            || scope.is(TernaryExprSyntax.self) || scope.is(WhileStmtSyntax.self) || scope.is(RepeatStmtSyntax.self)
    }

    private static func runsOnTheSpot(_ closure: ClosureExprSyntax) -> Bool {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self) else { return false }
        if call.calledExpression.id == closure.id { return true }
        return call.trailingClosure?.id == closure.id
            && call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "forEach"
    }

    private final class Finder: SyntaxVisitor {
        let resolver: UIKitReferenceResolver
        let setUpMethods: Set<String>
        /// Per input, how many times set-up code turns it off for good, and how many times either
        /// switch or `becomeFirstResponder` is mentioned at all.
        private(set) var turnedOff: [String: Int] = [:]
        private(set) var mentions: [String: Int] = [:]

        init(resolver: UIKitReferenceResolver, setUpMethods: Set<String>) {
            self.resolver = resolver
            self.setUpMethods = setUpMethods
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.declName.baseName.text
            if let base = node.base, UIKitReadOnlyFields.switches.contains(name) || name == "becomeFirstResponder" {
                for input in inputs(base) { mentions[input, default: 0] += 1 }
            }
            return .visitChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            if let assignment = Assignment(node), let (base, property) = assignment.property, UIKitReadOnlyFields.switches.contains(property),
               assignment.singleValue?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false), isSetUp(node) {
                for input in inputs(base) { turnedOff[input, default: 0] += 1 }
            }
            return .visitChildren
        }

        private func inputs(_ base: ExprSyntax) -> [String] {
            resolver.resolve(base).compactMap { if case .input(let name) = $0 { name } else { nil } }
        }

        /// Written where the class sets itself up, on no condition and before any exit, and outside
        /// any closure but one run on the spot (a property's `{ … }()`, a `forEach` over fields).
        private func isSetUp(_ node: some SyntaxProtocol) -> Bool {
            var current = node.parent
            while let scope = current {
                if let initializer = scope.as(InitializerDeclSyntax.self) {
                    return initializer.body.map { UIKitReadOnlyFields.isUnconditional(node, in: $0) } ?? false
                }
                if let function = scope.as(FunctionDeclSyntax.self) {
                    guard setUpMethods.contains(function.name.text), let body = function.body else { return false }
                    return UIKitReadOnlyFields.isUnconditional(node, in: body)
                }
                if UIKitReadOnlyFields.runsOnlySometimes(scope) { return false }
                if let binding = scope.as(VariableDeclSyntax.self), binding.parent?.is(MemberBlockItemSyntax.self) == true { return true }
                current = scope.parent
            }
            return false
        }
    }
}
