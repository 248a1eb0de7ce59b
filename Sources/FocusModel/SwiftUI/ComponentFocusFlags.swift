import SwiftSyntax

/// `@State` flags a view hands its input components as their focus: `Entry(text: $password,
/// isActive: $isPasswordActive, onReturn: { isPasswordActive = false; isRepeatActive = true })`,
/// where `Entry` keeps its input's focus in step with the `Binding<Bool>` it is handed. Each flag
/// then says where focus is, as a `Bool` focus state would, and a return closure setting another
/// flag moves focus there. Read so only when some return closure handed to such a call sets one of
/// the flags: a view whose closures set none routes nothing this way (`bindsAStateNothingRoutes`).
extension ViewTreeWalk {
    /// The flags of `type` bound to its components' focus, as focus states in declaration order;
    /// empty unless a return closure handed to one of those calls sets one of them to `true`.
    func componentFocusFlags(of type: TypeInfo) -> [FocusStateDeclaration] {
        guard !type.ownedStateDeclarations.isEmpty else { return [] }
        let finder = ComponentFlagFinder(symbols: symbols, module: module, states: Set(type.ownedStateDeclarations.keys))
        for statements in type.properties.values { finder.walk(statements) }
        for method in type.methods.values.joined() { finder.walk(method) }
        guard finder.returnClosures.contains(where: { Self.setsAFlag($0, of: finder.flags) }) else { return [] }
        return finder.flags.compactMap { name in type.ownedStateDeclarations[name].map { FocusStateDeclaration(name: name, valueType: "Bool", range: $0) } }
            .sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// Whether the closure assigns `true` to one of `flags` (`isRepeatActive = true`).
    private static func setsAFlag(_ closure: ClosureExprSyntax, of flags: Set<String>) -> Bool {
        closure.statements.contains { item in
            guard let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self),
                  let assignment = Assignment(sequence), let name = FocusReferences.referencedName(assignment.target),
                  flags.contains(name) else { return false }
            return assignment.singleValue?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        }
    }
}

/// Calls to components binding their focus to a flag of the view, and the return closures handed to them.
private final class ComponentFlagFinder: SyntaxVisitor {
    let symbols: ProjectSymbols
    let module: String
    let states: Set<String>
    private(set) var flags: Set<String> = []
    private(set) var returnClosures: [ClosureExprSyntax] = []

    init(symbols: ProjectSymbols, module: String, states: Set<String>) {
        self.symbols = symbols
        self.module = module
        self.states = states
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = ViewTreeWalk.calleeName(ExprSyntax(node)), name.first?.isUppercase == true, !ViewTreeWalk.isFrameworkQualified(node),
              let component = symbols.component(named: name, labels: node.argumentLabels, from: module),
              let label = component.focusBinding, component.labels.contains(label), component.focusValue == nil, component.boundCase == nil,
              let binding = node.argument(labelled: label), let flag = ViewTreeWalk.projectedName(binding), states.contains(flag)
        else { return .visitChildren }
        flags.insert(flag)
        let submit = component.submit.flatMap { node.argument(labelled: $0) ?? node.trailingClosure.map(ExprSyntax.init) }
        if let closure = submit?.unwrapped.as(ClosureExprSyntax.self) { returnClosures.append(closure) }
        return .visitChildren
    }
}
