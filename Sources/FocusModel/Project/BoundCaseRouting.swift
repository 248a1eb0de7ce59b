import SwiftSyntax

/// A component's own submit handler that decides by the case its call binds the input to
/// (`switch slot { case .name: focus.wrappedValue = .email … }`, written in the handler or in a
/// method of the component that it calls). The handler is evaluated once for each case the code
/// names and once for any other, the bound value standing for focus (the input submits only while
/// focus equals it), so each call's Return goes where the arm for its own case says.
enum BoundCaseRouting {
    /// A case no Swift enum can declare: what the handler does for the cases it does not name.
    private static let unnamedCase = "#unnamed"

    /// The routing of `handler` in a component whose input binds the caller's `binding` to the
    /// parameter `value`; `submit` is the caller's closure it may call, `methods` its own methods.
    /// Nil when what the handler does is the same for every case (another reading decides).
    static func routing(
        of handler: CodeBlockItemListSyntax, binding: String, value: String, submit: String?,
        methods: [String: [FunctionDeclSyntax]], parameters: Set<String>, component: String
    ) -> FormComponent.OwnRouting? {
        var type = TypeInfo(name: component)
        type.methods = methods
        type.storedProperties = parameters
        guard mentions(value, in: handler, type: type) else { return nil }
        // The caller's closure runs after the component's routing (its call ends the handler) or not at all.
        if let submit, callsOnlyAtItsEnd(handler, submit) == false { return .unknown }
        let references = FocusReferences(valueNames: [binding, value])
        func route(for current: String) -> FormComponent.CaseRoute {
            let evaluator = HandlerEvaluator(type: type, references: references, current: current, enumeration: nil)
            let outcome = evaluator.outcome(of: handler, handler: handler.utf8Offsets)
            if outcome.isUnknown { return .unknown }
            guard !outcome.moves.isEmpty else { return .leaves }
            let targets = Set(outcome.moves.map(\.target.name))
            guard outcome.alwaysMoves, targets.count == 1, let target = targets.first else { return .unknown }
            return .movesTo(target)
        }
        let otherwise = route(for: unnamedCase)
        var cases: [String: FormComponent.CaseRoute] = [:]
        for name in namedCases(in: handler, type: type) {
            let route = route(for: name)
            if route != otherwise { cases[name] = route }
        }
        guard !cases.isEmpty else { return nil }
        return .byBoundCase(cases: cases, otherwise: otherwise)
    }

    /// Whether the handler calls `name` only as its last statement; nil when it never calls it.
    private static func callsOnlyAtItsEnd(_ handler: CodeBlockItemListSyntax, _ name: String) -> Bool? {
        let finder = CallFinder(viewMode: .sourceAccurate)
        finder.walk(handler)
        guard finder.names.contains(name) else { return nil }
        let earlier = CallFinder(viewMode: .sourceAccurate)
        for statement in handler.dropLast() { earlier.walk(statement) }
        guard !earlier.names.contains(name), let last = handler.last?.item.as(ExprSyntax.self)?.unwrapped.as(FunctionCallExprSyntax.self) else { return false }
        return FocusReferences.referencedName(last.calledExpression) == name
    }

    /// The bodies the handler may run: itself and the component's methods.
    private static func bodies(of handler: CodeBlockItemListSyntax, type: TypeInfo) -> [Syntax] {
        [Syntax(handler)] + type.methods.values.joined().compactMap { $0.body.map(Syntax.init) }
    }

    private static func mentions(_ value: String, in handler: CodeBlockItemListSyntax, type: TypeInfo) -> Bool {
        bodies(of: handler, type: type).contains { body in
            body.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(value) }
        }
    }

    /// Every case the handler and the methods spell (`.name`, `Slot.email`), in a stable order.
    private static func namedCases(in handler: CodeBlockItemListSyntax, type: TypeInfo) -> [String] {
        let finder = CaseLiteralFinder(viewMode: .sourceAccurate)
        for body in bodies(of: handler, type: type) { finder.walk(body) }
        return finder.names.sorted()
    }
}

/// The cases spelled as members (`.email`, `Field.email`) in the code walked.
private final class CaseLiteralFinder: SyntaxVisitor {
    private(set) var names: Set<String> = []

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = HandlerEvaluator.caseLiteral(ExprSyntax(node)) { names.insert(name) }
        return .visitChildren
    }
}

/// The names the code walked calls (`save()`, `onSubmit?()`).
private final class CallFinder: SyntaxVisitor {
    private(set) var names: Set<String> = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = FocusReferences.referencedName(node.calledExpression) { names.insert(name) }
        return .visitChildren
    }
}
