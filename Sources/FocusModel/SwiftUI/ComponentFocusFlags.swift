import SwiftSyntax

/// `@State` a view hands its input components as their focus: flags, `Entry(text: $password,
/// isActive: $isPasswordActive, onReturn: { isPasswordActive = false; isRepeatActive = true })`,
/// where `Entry` keeps its input's focus in step with the `Binding<Bool>` it is handed, or one value
/// handed to each with the key naming its input, `Entry(text: $name, selection: $focus, key: .name,
/// onReturn: { focus = .mail })`, where `Entry` focuses its input whenever the value equals its key
/// (`FocusValueMirror`). Each flag then says where focus is, as a `Bool` focus state would, the value
/// as a focus state of that type would, and a return closure setting another flag, or the value,
/// moves focus there. Read so only when some return closure handed to such a call sets one of the
/// flags (to `true`) or the value: a view whose closures set none routes nothing this way
/// (`bindsAStateNothingRoutes`).
extension ViewTreeWalk {
    /// The states of `type` bound to its components' focus, as focus states in declaration order;
    /// empty unless a return closure handed to one of those calls sets one of them.
    func componentFocusFlags(of type: TypeInfo) -> [FocusStateDeclaration] {
        guard !type.ownedStateDeclarations.isEmpty else { return [] }
        let finder = ComponentFlagFinder(symbols: symbols, module: module, states: Set(type.ownedStateDeclarations.keys))
        for statements in type.properties.values { finder.walk(statements) }
        for method in type.methods.values.joined() { finder.walk(method) }
        var states: [FocusStateDeclaration] = []
        if finder.returnClosures.contains(where: { Self.setsAFlag($0, of: finder.flags) }) {
            states += finder.flags.compactMap { name in type.ownedStateDeclarations[name].map { FocusStateDeclaration(name: name, valueType: "Bool", range: $0) } }
        }
        if (finder.returnClosures + finder.otherReturnClosures).contains(where: { Self.assigns($0, oneOf: finder.values) }) {
            states += finder.values.compactMap { name in
                guard let range = type.ownedStateDeclarations[name], let valueType = type.ownedStateTypes[name], valueType != "Bool" else { return nil }
                return FocusStateDeclaration(name: name, valueType: valueType, range: range)
            }
        }
        return states.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// Whether the closure assigns `true` to one of `flags` (`isRepeatActive = true`).
    private static func setsAFlag(_ closure: ClosureExprSyntax, of flags: Set<String>) -> Bool {
        assignments(in: closure, to: flags).contains { $0.singleValue?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) }
    }

    /// Whether the closure assigns one of `values` (`focus = .mail`).
    private static func assigns(_ closure: ClosureExprSyntax, oneOf values: Set<String>) -> Bool {
        !assignments(in: closure, to: values).isEmpty
    }

    /// The closure's own statements assigning one of `names`.
    private static func assignments(in closure: ClosureExprSyntax, to names: Set<String>) -> [Assignment] {
        closure.statements.compactMap { item in
            guard let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self),
                  let assignment = Assignment(sequence), let name = FocusReferences.referencedName(assignment.target),
                  names.contains(name) else { return nil }
            return assignment
        }
    }
}

/// Calls to components binding their focus to a flag or a value of the view, and the return
/// closures handed to them.
private final class ComponentFlagFinder: SyntaxVisitor {
    let symbols: ProjectSymbols
    let module: String
    let states: Set<String>
    private(set) var flags: Set<String> = []
    private(set) var values: Set<String> = []
    private(set) var returnClosures: [ClosureExprSyntax] = []
    /// The closures run on Return in inputs bound to no state: a value bound by an app's own
    /// `focused` modifier may be set there.
    private(set) var otherReturnClosures: [ClosureExprSyntax] = []

    init(symbols: ProjectSymbols, module: String, states: Set<String>) {
        self.symbols = symbols
        self.module = module
        self.states = states
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "focused",
           ViewTreeWalk.appFocusedValue(Array(node.arguments)) != nil,
           let state = node.arguments.first.flatMap({ ViewTreeWalk.projectedName($0.expression) }), states.contains(state) {
            // `.focused($field, selfKey: .name)`: an app's own modifier binding the view's value.
            values.insert(state)
            return .visitChildren
        }
        if let closure = Self.returnClosure(of: node) { otherReturnClosures.append(closure) }
        guard let name = ViewTreeWalk.calleeName(ExprSyntax(node)), name.first?.isUppercase == true, !ViewTreeWalk.isFrameworkQualified(node),
              let component = symbols.component(named: name, labels: node.argumentLabels, from: module) else { return .visitChildren }
        let submit = component.submit.flatMap { node.argument(labelled: $0) ?? node.trailingClosure.map(ExprSyntax.init) }
        guard let label = component.focusBinding, component.labels.contains(label), component.boundCase == nil,
              let binding = node.argument(labelled: label), let state = ViewTreeWalk.projectedName(binding), states.contains(state)
        else {
            if let closure = submit?.unwrapped.as(ClosureExprSyntax.self) { otherReturnClosures.append(closure) }
            return .visitChildren
        }
        if component.focusValue == nil {
            flags.insert(state)
        } else if let value = component.focusValue, node.argument(labelled: value) != nil {
            values.insert(state)
        } else {
            return .visitChildren
        }
        if let closure = submit?.unwrapped.as(ClosureExprSyntax.self) { returnClosures.append(closure) }
        return .visitChildren
    }

    /// The closure SwiftUI runs on Return: `.onSubmit { … }`, or a text field's `onCommit:`.
    private static func returnClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "onSubmit" { return call.allClosures.first }
        return ViewTreeWalk.commitHandler(of: call)
    }
}
