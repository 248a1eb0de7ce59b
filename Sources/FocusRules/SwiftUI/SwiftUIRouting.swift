import FocusModel
import SwiftSyntax

/// Switch-based focus routing for SwiftUI: completing an existing `switch focus`, or a new
/// `.onSubmit` on the innermost container of the chain's fields.
extension SwiftUIFixBuilder {
    func routingFix(for field: ChainField, in chain: FocusChain) -> Fix? {
        guard chain.stateKind == .value else { return boolRoutingFix(for: field, in: chain) }
        let stuck = chain.checkableFields.filter { $0.outcome.isNothing && !chain.isLast($0) }
        if let completion = switchCompletion(adding: stuck, in: chain) {
            return Fix(title: "Add the missing `case` for \(names(of: stuck))", applicability: .safe, edits: completion, isPreferred: true)
        }
        // A handler already runs for these fields but has no `switch` to complete: a second one
        // would run beside it, so the user's handler is left for the user.
        guard stuck.allSatisfy({ $0.outcome.handlers.isEmpty }), let routing = newRouting(in: chain) else { return nil }
        return Fix(title: "Insert focus routing", applicability: .unsafe, edits: [routing])
    }

    /// `Bool` states have no `switch` to complete: the field gets its own
    /// `.onSubmit { isNextFocused = true }` (the last one submits, or clears its own state).
    private func boolRoutingFix(for field: ChainField, in chain: FocusChain) -> Fix? {
        guard let focused = lookup.modifier(at: field.range),
              focused.call.arguments.first?.expression.trimmedDescription == "$\(field.target)" else { return nil }
        let action: String
        if let next = chain.field(after: field) {
            guard !next.isDynamicGroup else { return nil }
            action = "\(next.target) = true"
        } else {
            action = submitMethod(of: chain).map { "\($0)()" } ?? "\(field.target) = false"
        }
        let offset = focused.range.upperBound
        let separator = file.startsLine(at: focused.range.lowerBound)
            ? style.lineEnding + file.indentation(ofLineContaining: focused.range.lowerBound) : ""
        return Fix(
            title: "Move focus on Return with `.onSubmit { \(action) }`", applicability: .unsafe,
            edits: [Replacement(range: offset..<offset, replacement: separator + ".onSubmit { \(action) }")]
        )
    }

    /// Adds `case .x: focus = .next` lines to the `switch` on focus of a handler the fields run,
    /// each after the case of the field before it in chain order (or before the next one's, or
    /// before `default`). A new line goes after a case's trailing comment, which stays with its case.
    private func switchCompletion(adding fields: [ChainField], in chain: FocusChain) -> [Replacement]? {
        let handlers = Set(fields.flatMap(\.outcome.handlers))
        for handler in handlers.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            guard let modifier = lookup.modifier(at: handler), let switchExpression = focusSwitch(in: modifier, chain: chain) else { continue }
            // A switch over a copy (`guard let current = focus`) still moves focus by assigning
            // the state itself: assigning the copy would not compile, nor move anything. Where the
            // state cannot be named (shadowed by `guard let focus`), no fix is offered.
            guard let assignee = stateAssignee(of: switchExpression, in: modifier, chain: chain) else { continue }
            let clauses = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
            let defaultClause = clauses.first { if case .default = $0.label { true } else { false } }
            func clause(handling field: ChainField) -> SwitchCaseSyntax? {
                clauses.first { clause in
                    guard case .case(let label) = clause.label else { return false }
                    return label.caseItems.contains { $0.pattern.trimmedDescription == ".\(field.target)" }
                }
            }
            var insertions: [(offset: Int, text: String)] = []
            func insert(_ text: String, at offset: Int) {
                if let index = insertions.firstIndex(where: { $0.offset == offset }) {
                    insertions[index].text += text
                } else {
                    insertions.append((offset, text))
                }
            }
            for field in fields {
                guard let line = caseLine(for: field, in: chain, focus: assignee),
                      let position = chain.fields.firstIndex(where: { $0.range == field.range }) else { continue }
                if let previous = chain.fields[..<position].reversed().lazy.compactMap(clause(handling:)).first {
                    let indent = file.indentation(ofLineContaining: previous.positionAfterSkippingLeadingTrivia.utf8Offset)
                    insert(style.lineEnding + indent + line, at: previous.endPosition.utf8Offset)
                } else if let following = chain.fields[(position + 1)...].lazy.compactMap(clause(handling:)).first ?? defaultClause {
                    let start = following.positionAfterSkippingLeadingTrivia.utf8Offset
                    insert(line + style.lineEnding + file.indentation(ofLineContaining: start), at: start)
                } else if let last = clauses.last {
                    let indent = file.indentation(ofLineContaining: last.positionAfterSkippingLeadingTrivia.utf8Offset)
                    insert(style.lineEnding + indent + line, at: last.endPosition.utf8Offset)
                }
            }
            return insertions.isEmpty ? nil : insertions.map { Replacement(range: $0.offset..<$0.offset, replacement: $0.text) }
        }
        return nil
    }

    /// What to assign to move focus in a handler that switches on `switchExpression`: its subject
    /// when that is the state, the state a local copy was bound from (`guard let current = focus`),
    /// or nil when the state is shadowed by a copy of the same name or cannot be told.
    private func stateAssignee(of switchExpression: SwitchExprSyntax, in modifier: SyntaxLookup.Modifier, chain: FocusChain) -> String? {
        let subject = switchExpression.subject.trimmedDescription
        let bindings = handlerBody(of: modifier).map { body in
            body.flatMap { item in
                item.tokens(viewMode: .sourceAccurate).compactMap { $0.parent?.parent?.as(OptionalBindingConditionSyntax.self) }
            }
        } ?? []
        guard let binding = bindings.first(where: { $0.pattern.trimmedDescription == subject }) else {
            return subject == chain.name || subject == "self." + chain.name ? subject : nil
        }
        guard let source = binding.initializer?.value.trimmedDescription, source == chain.name || source == "self." + chain.name else { return nil }
        return source
    }

    /// The `switch focus { … }` that makes up a handler's body, if it has one.
    private func focusSwitch(in modifier: SyntaxLookup.Modifier, chain: FocusChain) -> SwitchExprSyntax? {
        guard let statements = handlerBody(of: modifier) else { return nil }
        for item in statements {
            let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
            guard let switchExpression = expression?.as(SwitchExprSyntax.self) else { continue }
            let subject = switchExpression.subject.trimmedDescription
            let cases = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
            let namesCase = cases.contains { clause in
                guard case .case(let label) = clause.label else { return false }
                return label.caseItems.contains { item in chain.fields.contains { "." + $0.target.name == item.pattern.trimmedDescription } }
            }
            if namesCase || subject == chain.name || subject == "self." + chain.name { return switchExpression }
        }
        return nil
    }

    /// The code a handler runs: its closure, or the body of the view's method it names
    /// (`.onSubmit(advance)`) or only calls (`.onSubmit { advance() }`).
    private func handlerBody(of modifier: SyntaxLookup.Modifier) -> CodeBlockItemListSyntax? {
        let methodName: String?
        if let closure = modifier.call.trailingClosure ?? modifier.call.arguments.last?.expression.as(ClosureExprSyntax.self) {
            guard closure.statements.count == 1, let call = Self.soleCall(in: closure.statements),
                  call.arguments.isEmpty, call.trailingClosure == nil else { return closure.statements }
            methodName = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        } else {
            methodName = modifier.call.arguments.last(where: { $0.label?.text != "of" })?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        guard let methodName, let type = Self.enclosingType(of: Syntax(modifier.call)) else { return nil }
        let methods = type.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        return methods.first { $0.name.text == methodName && $0.signature.parameterClause.parameters.isEmpty }?.body?.statements
    }

    private static func soleCall(in statements: CodeBlockItemListSyntax) -> FunctionCallExprSyntax? {
        guard let item = statements.first?.item else { return nil }
        return item.as(FunctionCallExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self)
    }

    private static func enclosingType(of node: Syntax) -> DeclGroupSyntax? {
        var current = node.parent
        while let next = current {
            if let type = next.asProtocol(DeclGroupSyntax.self) { return type }
            current = next.parent
        }
        return nil
    }

    /// `case .email: focus = .password`, or the last field's `case .password: submit()`.
    private func caseLine(for field: ChainField, in chain: FocusChain, focus: String) -> String? {
        guard let action = routingAction(for: field, in: chain, focus: focus) else { return nil }
        return "case .\(field.target): \(action)"
    }

    private func routingAction(for field: ChainField, in chain: FocusChain, focus: String) -> String? {
        if let next = chain.field(after: field) {
            guard !next.isDynamicGroup else { return nil }
            return "\(focus) = .\(next.target)"
        }
        return submitMethod(of: chain).map { "\($0)()" } ?? "\(focus) = nil"
    }

    /// A new `.onSubmit { switch focus { … } }` on the innermost container of the chain's fields,
    /// routing every field whose Return does nothing.
    private func newRouting(in chain: FocusChain) -> Replacement? {
        let routed = chain.checkableFields.filter(\.outcome.isNothing)
        guard !routed.isEmpty, let site = routingSite(for: chain) else { return nil }
        let lines = routed.compactMap { caseLine(for: $0, in: chain, focus: site.focus) }
        guard !lines.isEmpty else { return nil }
        let body = ["switch \(site.focus) {"] + lines + [remainder(afterRouting: routed, in: chain), "}"]
        return Replacement(range: site.offset..<site.offset, replacement: modifierText("onSubmit", closure: body, indent: site.indent))
    }

    /// `case nil: break` when the routed cases are every case of the enum, else `default: break`.
    func remainder(afterRouting routed: [ChainField], in chain: FocusChain) -> String {
        guard let all = chain.possibleTargets, Set(all).isSubset(of: Set(routed.map(\.target))) else { return "default: break" }
        return "case nil: break"
    }

    /// Where a chain-wide modifier goes: after the innermost container call holding every field.
    struct ModifierSite {
        var offset: Int
        var indent: String
        /// The focus state's name in the view that holds the container.
        var focus: String
    }

    func routingSite(for chain: FocusChain) -> ModifierSite? {
        let modifiers = chain.fields.compactMap { lookup.modifier(at: $0.range) }
        guard let first = modifiers.first else { return nil }
        let others = modifiers.dropFirst().map { Syntax($0.call) }
        var candidate: Syntax? = Syntax(first.call).parent
        var container: FunctionCallExprSyntax?
        for _ in 0..<256 {
            guard let node = candidate else { break }
            if node.isProtocol(DeclGroupSyntax.self) { break }
            if let call = node.as(FunctionCallExprSyntax.self), Self.isContainer(call),
               others.allSatisfy({ $0.position >= node.position && $0.endPosition <= node.endPosition }) {
                container = call
                break
            }
            candidate = node.parent
        }
        let anchor: ExprSyntax
        if let container {
            anchor = ExprSyntax(container)
        } else if let body = bodyExpression(of: chain.owner) {
            anchor = body
        } else {
            return nil
        }
        let start = anchor.positionAfterSkippingLeadingTrivia.utf8Offset
        return ModifierSite(
            offset: anchor.endPositionBeforeTrailingTrivia.utf8Offset,
            indent: file.indentation(ofLineContaining: start),
            focus: focusName(near: Syntax(anchor), in: chain)
        )
    }

    /// `Form { … }`, `VStack(spacing: 8) { … }`: a view call whose content is a closure.
    private static func isContainer(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledExpression.is(DeclReferenceExprSyntax.self) else { return false }
        return call.trailingClosure != nil || call.arguments.contains { $0.expression.is(ClosureExprSyntax.self) }
    }

    /// The first expression of the owner's `body`.
    private func bodyExpression(of owner: String) -> ExprSyntax? {
        guard let type = lookup.type(named: owner) else { return nil }
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                  binding.pattern.trimmedDescription == "body", case .getter(let statements)? = binding.accessorBlock?.accessors,
                  let first = statements.first else { continue }
            switch first.item {
            case .expr(let expression): return expression
            case .stmt(let statement): return statement.as(ExpressionStmtSyntax.self)?.expression ?? statement.as(ReturnStmtSyntax.self)?.expression
            case .decl: return nil
            }
        }
        return nil
    }

    /// The focus state's name where `node` is: the owner's name, or a child view's binding.
    private func focusName(near node: Syntax, in chain: FocusChain) -> String {
        var current: Syntax? = node
        while let next = current, !next.isProtocol(DeclGroupSyntax.self) { current = next.parent }
        guard let type = current?.asProtocol(DeclGroupSyntax.self), let name = type.as(StructDeclSyntax.self)?.name.text, name != chain.owner else {
            return chain.name
        }
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.description.contains("FocusState"),
                  let binding = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self) else { continue }
            return binding.identifier.text
        }
        return chain.name
    }

    /// The view's own submit-like method: a Button's action, or a method named like one.
    func submitMethod(of chain: FocusChain) -> String? {
        guard let type = lookup.type(named: chain.owner) else { return nil }
        let methods = type.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            .filter { $0.signature.parameterClause.parameters.isEmpty }
            .map(\.name.text)
        let buttonActions = ButtonActionFinder(methods: Set(methods))
        buttonActions.walk(type)
        if let action = buttonActions.found.first { return action }
        let names = ["submit", "save", "send", "login", "logIn", "signIn", "signUp", "register", "done"]
        return names.first { methods.contains($0) }
    }
}

/// Finds `Button(…, action: save)` and `Button(…) { save() }` whose action is one of the view's methods.
private final class ButtonActionFinder: SyntaxVisitor {
    let methods: Set<String>
    private(set) var found: [String] = []

    init(methods: Set<String>) {
        self.methods = methods
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Button" else { return .visitChildren }
        if let action = node.arguments.first(where: { $0.label?.text == "action" })?.expression {
            if let name = action.as(DeclReferenceExprSyntax.self)?.baseName.text, methods.contains(name) { found.append(name) }
            if let closure = action.as(ClosureExprSyntax.self) { record(closure) }
        } else if let closure = node.trailingClosure, node.additionalTrailingClosures.first?.label.text == "label" || node.arguments.count <= 1 {
            record(closure)
        }
        return .visitChildren
    }

    private func record(_ closure: ClosureExprSyntax) {
        guard closure.statements.count == 1, let call = closure.statements.first?.item.as(FunctionCallExprSyntax.self)
                ?? closure.statements.first?.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
              call.arguments.isEmpty, let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              methods.contains(name) else { return }
        found.append(name)
    }
}
