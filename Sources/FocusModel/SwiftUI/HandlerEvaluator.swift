import SwiftSyntax

/// Evaluates a submit handler's body for one submitting field, on the `BodyEvaluator` core: which
/// assignments of focus run when focus equals that field's value. Every way through the body is
/// kept apart (the last assignment on a way wins): conditions on focus are decided, other
/// conditions fork (and make what follows conditional), calls into the view's own methods are
/// followed. Anything it cannot decide becomes *unknown*, which silences the rules for that field.
struct HandlerEvaluator: BodyEvaluator {
    /// The view whose methods calls may reach.
    let type: TypeInfo
    /// The state's names, plus local aliases bound from it (`guard let current = focus`).
    private(set) var references: FocusReferences
    /// The submitting field's value (`email`) or, for `Bool` chains, its state's name.
    let current: String
    let enumeration: EnumInfo?
    /// Focus is also set from a view model: work a handler does (`model.next()`) may move it.
    var workMayMoveFocus = false
    /// The view received the state from a caller, who may also pass the closures it stores
    /// (`onNext()`): calling one may move focus.
    var storedClosuresMayMoveFocus = false
    /// The view models whose focus property the state mirrors, by the view's property holding
    /// each (`ModelFocusMirror`): calling one of their routes runs its arm.
    var modelRoutes: [String: ModelRoutes] = [:]
    /// Focus was moved here before the handler runs (a component's own routing, then the
    /// caller's closure it calls): every way starts from that move.
    var startingMove: Transition?
    /// Locals bound to the submitting field's successor (`if let next = Field(rawValue: focus.rawValue + 1)`).
    private var successorLocals: [String: EnumInfo.Successor] = [:]

    init(type: TypeInfo, references: FocusReferences, current: String, enumeration: EnumInfo?) {
        self.type = type
        self.references = references
        self.current = current
        self.enumeration = enumeration
    }

    /// Adds the names `if let x = focus` / `guard let x = focus` bind in `node`, and the locals
    /// bound to the field's successor.
    private func withAliases(in node: some SyntaxProtocol) -> HandlerEvaluator {
        var evaluator = self
        let finder = AliasFinder(references: references)
        finder.walk(node)
        evaluator.references.valueNames.formUnion(finder.aliases)
        for (name, value) in finder.derivedLocals {
            if let successor = evaluator.successor(of: value) { evaluator.successorLocals[name] = successor }
        }
        return evaluator
    }

    /// The submitting field's successor, when `expression` computes it in a way the enum states:
    /// `focus?.next`, `Field.allCases[index + 1]`, `Field(rawValue: focus.rawValue + 1)`.
    private func successor(of expression: ExprSyntax) -> EnumInfo.Successor? {
        let expression = expression.unwrapped
        if let name = successorMember(expression) {
            return SuccessorReader.memberNames.contains(name) ? enumeration?.next(after: current) : nil
        }
        if Self.usesIndexArithmetic(expression) {
            return enumeration?.caseIterableSuccessor(of: current)
        }
        if let number = numberAfter(expression) { return .value(number) }
        if let call = expression.as(FunctionCallExprSyntax.self), enumeration?.hasImplicitIntRawValues == true,
           let argument = call.arguments.first, argument.label?.text == "rawValue", call.arguments.count == 1,
           let sum = argument.expression.as(SequenceExprSyntax.self).flatMap(Operation.init), sum.operatorText == "+",
           case .infix(_, let left, let right) = sum, right.count == 1, right[0].as(IntegerLiteralExprSyntax.self)?.literal.text == "1",
           left.count == 1, let raw = left[0].as(MemberAccessExprSyntax.self), raw.declName.baseName.text == "rawValue",
           let base = raw.base, references.isValueState(base) {
            return enumeration?.caseIterableSuccessor(of: current)
        }
        return nil
    }

    /// A state of numbers (`FocusState<Int?>`, fields bound `equals: 0`, `equals: 1`) moved on by
    /// arithmetic: `focus + 1`, `focus! + 1` or `(focus ?? -1) + 1` is the submitting field's
    /// number plus one (a number no field is bound to leads nowhere, as any value would).
    private func numberAfter(_ expression: ExprSyntax) -> String? {
        guard let number = Int(current), let sum = expression.as(SequenceExprSyntax.self).flatMap(Operation.init), sum.operatorText == "+",
              case .infix(_, let left, let right) = sum, left.count == 1, right.count == 1,
              right[0].unwrapped.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }) == 1 else { return nil }
        var base = left[0].unwrapped
        if let forced = base.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
        if let fallback = base.as(SequenceExprSyntax.self).flatMap(Operation.init), fallback.operatorText == "??",
           case .infix(_, let value, _) = fallback, value.count == 1 {
            base = value[0].unwrapped
        }
        return references.isValueState(base) ? String(number + 1) : nil
    }

    static let maximumDepth = 32
    static let maximumWays = 64
    var progress = EvaluationProgress()

    /// What one way through the handler does.
    struct WayState {
        enum Effect {
            case move(String, Range<Int>)
            case end
            case unknown
        }

        /// The last focus assignment on this way.
        var effect: Effect?
        /// Ran code other than focus assignments (`submit()`), which counts as ending.
        var didWork = false
        /// Only taken when a condition the evaluator cannot decide holds.
        var isConditional = false
    }

    // MARK: Entry points

    /// The outcome of running `statements` (a closure body or a method body).
    func outcome(of statements: CodeBlockItemListSyntax, handler: Range<Int>) -> Outcome {
        // A handler written to do nothing (`.onSubmit {}`, a comment only): Return runs it, then editing ends.
        if statements.isEmpty, startingMove == nil { return Outcome(ends: true, handlers: [handler]) }
        var evaluator = withAliases(in: statements)
        return outcome(of: evaluator.run(statements, from: [Way(state: startState)]), handler: handler)
    }

    private var startState: WayState {
        WayState(effect: startingMove.map { .move($0.target.name, $0.range) })
    }

    /// The outcome of `.onSubmit(save)`: the method `name` of the view, or unknown.
    func outcome(ofMethod name: String, handler: Range<Int>) -> Outcome {
        guard let body = type.method(named: name)?.body else {
            return Outcome(isUnknown: true, handlers: [handler])
        }
        var evaluator = withAliases(in: body.statements)
        return outcome(of: evaluator.call(name, body: body, from: startState) ?? [], handler: handler)
    }

    private func outcome(of ways: [Way<WayState>], handler: Range<Int>) -> Outcome {
        var outcome = Outcome(handlers: [handler])
        let states = ways.map(\.state)
        let moves = states.compactMap { state -> (String, Range<Int>)? in
            if case .move(let target, let range)? = state.effect { return (target, range) }
            return nil
        }
        let alwaysSameMove = moves.count == states.count && Set(moves.map(\.0)).count == 1
        outcome.alwaysMoves = !states.isEmpty && moves.count == states.count
        for state in states {
            switch state.effect {
            case .move(let target, let range)?:
                var move = Transition(target: FocusTarget(target), isConditional: state.isConditional && !alwaysSameMove, range: range)
                move.alongsideWork = state.didWork
                outcome.moves.append(move)
            case .end?:
                outcome.ends = true
                outcome.endsWithWork = outcome.endsWithWork || state.didWork
            case .unknown?: outcome.isUnknown = true
            case nil:
                if state.didWork && workMayMoveFocus {
                    outcome.isUnknown = true
                } else if state.didWork {
                    outcome.ends = true
                    outcome.endsWithWork = true
                }
            }
        }
        return outcome
    }

    // MARK: What the core asks

    func entering(_ state: WayState, _ truth: Truth) -> WayState {
        guard truth == .either else { return state }
        var forked = state
        forked.isConditional = true
        return forked
    }

    func unknown(_ state: WayState) -> [Way<WayState>] {
        var state = state
        state.effect = .unknown
        return [Way(state: state)]
    }

    func declare(_ declaration: DeclSyntax, on state: inout WayState) {
        if declaration.as(VariableDeclSyntax.self)?.bindings.contains(where: { $0.initializer != nil }) ?? false {
            state.didWork = true
        }
    }

    func exit(_ state: WayState, at statement: StmtSyntax) -> WayState {
        var state = state
        if statement.is(ThrowStmtSyntax.self) { state.didWork = true }
        return state
    }

    /// Loops are not looked into: one that mentions focus may set it, any other is work.
    func truth(ofLoop loop: StmtSyntax, on state: WayState) -> Truth? { nil }

    func opaque(_ statement: StmtSyntax, on state: WayState) -> [Way<WayState>] {
        if statement.is(BreakStmtSyntax.self) { return [Way(state: state)] }
        if statement.is(FallThroughStmtSyntax.self) { return unknown(state) }
        return mentionsOrWorks(statement, state)
    }

    /// The submitting field's value, decided for `switch focus`; other subjects that mention
    /// focus cannot be told.
    func subject(of switchExpression: SwitchExprSyntax, on state: WayState) -> SwitchSubject {
        if references.isValueState(switchExpression.subject) { return .evaluated }
        return .other(references.isMentioned(in: switchExpression.subject) ? .undecidable : .either)
    }

    /// An expression that mentions focus may set it; any other is work.
    private func mentionsOrWorks(_ node: some SyntaxProtocol, _ state: WayState) -> [Way<WayState>] {
        var state = state
        if references.isMentioned(in: node) {
            state.effect = .unknown
        } else {
            state.didWork = true
        }
        return [Way(state: state)]
    }

    // MARK: Expressions

    mutating func perform(_ expression: ExprSyntax, on state: WayState) -> [Way<WayState>] {
        let expression = expression.unwrapped
        if let sequence = expression.as(SequenceExprSyntax.self), let assignment = Assignment(sequence) {
            return assign(assignment, state)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return perform(call, state)
        }
        return mentionsOrWorks(expression, state)
    }

    private mutating func perform(_ call: FunctionCallExprSyntax, _ state: WayState) -> [Way<WayState>] {
        if let routed = modelRouted(call, state) { return routed }
        var state = state
        state.didWork = true
        if let name = Self.ownMethodName(call.calledExpression), let method = type.method(named: name), let body = method.body {
            // The method's own locals (`let next = (focus ?? -1) + 1`) are read while it runs.
            let (outerReferences, outerSuccessors) = (references, successorLocals)
            defer { (references, successorLocals) = (outerReferences, outerSuccessors) }
            let inner = withAliases(in: body.statements)
            (references, successorLocals) = (inner.references, inner.successorLocals)
            return self.call(name, body: body, from: state) ?? unknown(state)
        }
        let closures = call.allClosures
        let mentionedOutsideClosures = references.isMentioned(in: call.calledExpression)
            || call.arguments.contains { !$0.expression.is(ClosureExprSyntax.self) && references.isMentioned(in: $0.expression) }
        guard !mentionedOutsideClosures else { return unknown(state) }
        if storedClosuresMayMoveFocus, let name = Self.ownMethodName(call.calledExpression.unwrapped), type.storedProperties.contains(name) {
            return unknown(state)
        }
        // A method of this view declared in another file (an extension) may move focus.
        if closures.isEmpty, let name = Self.ownMethodName(call.calledExpression), name.first?.isLowercase == true,
           !type.storedProperties.contains(name), !Self.knownFunctions.contains(name) {
            return unknown(state)
        }
        var ways = [Way(state: state)]
        for closure in closures {
            ways = run(closure.statements, from: ways)
        }
        return ways
    }

    /// `model.onSubmitOf(field: .email)`: the arm of the model's route for that case, which moves
    /// focus when it assigns the mirrored property.
    private func modelRouted(_ call: FunctionCallExprSyntax, _ state: WayState) -> [Way<WayState>]? {
        guard !modelRoutes.isEmpty, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let object = member.base.flatMap(Self.ownMethodName), let routes = modelRoutes[object],
              let arm = routes.arm(of: call, method: member.declName.baseName.text) else { return nil }
        var state = state
        state.didWork = state.didWork || arm.doesWork
        if let assigned = arm.assigned[routes.property] {
            state.effect = assigned.map { .move($0, call.utf8Offsets) } ?? .end
        }
        return [Way(state: state)]
    }

    /// Free functions that never touch a view's focus.
    static let knownFunctions: Set<String> = [
        "print", "debugPrint", "dump", "assert", "assertionFailure", "precondition", "preconditionFailure", "fatalError",
    ]

    /// `save()` or `self.save()`: a method of the view itself; `model` or `self.model`: a property.
    private static func ownMethodName(_ callee: ExprSyntax) -> String? {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = callee.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    // MARK: Assignments

    private func assign(_ assignment: Assignment, _ state: WayState) -> [Way<WayState>] {
        guard let effects = focusEffects(of: assignment) else {
            var state = state
            state.didWork = true
            return [Way(state: state)]
        }
        guard !effects.isEmpty else { return [Way(state: state)] }
        return effects.map { effect in
            var forked = state
            forked.effect = effect
            forked.isConditional = state.isConditional || effects.count > 1
            return Way(state: forked)
        }
    }

    /// What an assignment of the focus state does from the submitting field's point of view
    /// (`focus = .next`, `isNextFocused = true`): one effect, or one per branch of a ternary whose
    /// condition cannot be decided; none when it leaves focus where it is (`isOwnFocused = true`).
    /// Nil for an assignment of anything else.
    func focusEffects(of assignment: Assignment) -> [WayState.Effect]? {
        if references.isValueState(assignment.target) {
            return valueEffects(of: assignment.value, range: assignment.range)
        }
        guard let target = references.boolTarget(assignment.target) else { return nil }
        return boolEffect(assigning: assignment.value, to: target, range: assignment.range).map { [$0] } ?? []
    }

    /// What `focus = <value>` may do, from the submitting field's point of view: one effect, or one
    /// per branch of a ternary whose condition cannot be decided.
    private func valueEffects(of value: [ExprSyntax], range: Range<Int>, depth: Int = 0) -> [WayState.Effect] {
        guard depth < Self.maximumDepth else { return [.unknown] }
        if value.count == 1, let nested = value[0].unwrapped.as(SequenceExprSyntax.self) {
            return valueEffects(of: Array(nested.elements), range: range, depth: depth + 1)
        }
        if let ternary = Ternary(value) {
            switch truth(of: ternary.condition) {
            case .yes: return valueEffects(of: ternary.then, range: range, depth: depth + 1)
            case .no: return valueEffects(of: ternary.otherwise, range: range, depth: depth + 1)
            case .undecidable: return [.unknown]
            case .either:
                return valueEffects(of: ternary.then, range: range, depth: depth + 1)
                    + valueEffects(of: ternary.otherwise, range: range, depth: depth + 1)
            }
        }
        return [valueEffect(of: value, range: range)]
    }

    private func valueEffect(of value: [ExprSyntax], range: Range<Int>) -> WayState.Effect {
        guard value.count == 1, let single = value.first?.unwrapped else { return .unknown }
        if single.is(NilLiteralExprSyntax.self) { return .end }
        if let literal = Self.valueLiteral(single) {
            return literal == "none" ? .end : .move(literal, range)
        }
        if let name = single.as(DeclReferenceExprSyntax.self)?.baseName.text, let successor = successorLocals[name] {
            return effect(of: successor, range: range)
        }
        return successor(of: single).map { effect(of: $0, range: range) } ?? .unknown
    }

    private func effect(of successor: EnumInfo.Successor, range: Range<Int>) -> WayState.Effect {
        switch successor {
        case .value(let target): .move(target, range)
        case .end: .end
        }
    }

    /// `focus?.next`, `focus.next`, `focus?.next()`: the member asked of the focus state.
    private func successorMember(_ expression: ExprSyntax) -> String? {
        var expression = expression
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty { expression = call.calledExpression }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, references.isValueState(base) else { return nil }
        return member.declName.baseName.text
    }

    private static func usesIndexArithmetic(_ expression: ExprSyntax) -> Bool {
        let text = expression.compactText
        return text.contains("allCases[") && text.contains("+1]")
    }

    /// `isEmailFocused = true` moves to the field bound to it; the submitting field's own state set to false ends.
    private func boolEffect(assigning value: [ExprSyntax], to target: String, range: Range<Int>) -> WayState.Effect? {
        guard value.count == 1, let literal = value.first?.unwrapped.as(BooleanLiteralExprSyntax.self) else { return .unknown }
        let isTrue = literal.literal.tokenKind == .keyword(.true)
        if isTrue { return target == current ? nil : .move(target, range) }
        return target == current ? .end : nil
    }

    /// `.email`, `Field.email`, `.row(3)`: the case name, with arguments when present.
    static func caseLiteral(_ expression: ExprSyntax) -> String? {
        if let call = expression.as(FunctionCallExprSyntax.self), let name = caseLiteral(call.calledExpression) {
            return name + "(" + call.arguments.trimmedDescription + ")"
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base {
            guard let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text, typeName.first?.isUppercase == true else { return nil }
        }
        return member.declName.baseName.text
    }

    /// A value the state is given or compared with: a case (`caseLiteral`) or, for a state of
    /// numbers, an integer literal (`0` in `.focused($index, equals: 0)`, `index = 1`).
    static func valueLiteral(_ expression: ExprSyntax) -> String? {
        caseLiteral(expression) ?? expression.as(IntegerLiteralExprSyntax.self)?.literal.text
    }

    // MARK: Conditions

    /// What a condition is for the submitting field. Undecidable conditions on other state fork
    /// the way (`.either`); an undecidable condition on focus itself (`[.a, .b].contains(focus)`)
    /// makes the outcome unknown (`.undecidable`), since either branch may be the one this field takes.
    func truth(of condition: ConditionElementSyntax.Condition, on state: inout WayState) -> Truth {
        switch condition {
        case .expression(let expression): return truth(of: [expression])
        case .matchingPattern(let pattern):
            guard references.isValueState(pattern.initializer.value) else { return unknownTruth(of: pattern) }
            guard let literal = pattern.pattern.as(ExpressionPatternSyntax.self).flatMap({ Self.valueLiteral($0.expression) }) else { return .undecidable }
            return Truth(literal == current)
        case .optionalBinding(let binding):
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let successor = successorLocals[name] {
                if case .value = successor { return .yes }
                return .no
            }
            let bound = binding.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(binding.pattern.trimmedDescription)))
            // Values derived from focus (`let index = all.firstIndex(of: focus)`) bind whenever focus
            // is set; whether they lead somewhere is decided by what the branch assigns.
            return references.isValueState(bound) ? .yes : .either
        default:
            return unknownTruth(of: condition)
        }
    }

    /// A condition the evaluator cannot decide: undecidable when it mentions focus.
    private func unknownTruth(of node: some SyntaxProtocol) -> Truth {
        references.isMentioned(in: node) ? .undecidable : .either
    }

    /// Decides `focus == .email`, `isEmailFocused`, `!isEmailFocused`, `a && b`, `a || b`.
    private func truth(of elements: [ExprSyntax]) -> Truth {
        if elements.count == 1, let sequence = elements[0].unwrapped.as(SequenceExprSyntax.self) {
            return truth(of: Array(sequence.elements))
        }
        if let folded = Truth.folding(elements, truth(of:)) { return folded }
        if let test = EqualityTest(elements), let (left, right) = test.operands {
            guard let equal = compare(left, right) ?? compare(right, left) else {
                return elements.contains { references.isMentioned(in: $0) } ? .undecidable : .either
            }
            return test.outcome(Truth(equal))
        }
        guard elements.count == 1 else {
            return elements.contains { references.isMentioned(in: $0) } ? .undecidable : .either
        }
        let single = elements[0].unwrapped
        if let prefix = single.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return truth(of: [prefix.expression]).negated
        }
        if let target = references.boolTarget(single) {
            return Truth(target == current)
        }
        return unknownTruth(of: single)
    }

    /// `focus == .email` for the submitting field; nil when `lhs` is not the focus state.
    private func compare(_ lhs: ExprSyntax, _ rhs: ExprSyntax) -> Bool? {
        if references.isValueState(lhs) {
            if rhs.unwrapped.is(NilLiteralExprSyntax.self) { return false }
            return Self.valueLiteral(rhs.unwrapped).map { $0 == current }
        }
        if let target = references.boolTarget(lhs), let literal = rhs.unwrapped.as(BooleanLiteralExprSyntax.self) {
            return (target == current) == (literal.literal.tokenKind == .keyword(.true))
        }
        return nil
    }

    /// Whether a `case` label matches the submitting field; `.undecidable` for patterns it cannot
    /// decide. A pattern naming another case never matches, whatever its bindings or `where` clause.
    func matches(_ label: SwitchCaseLabelSyntax, on state: WayState) -> Truth {
        var result = Truth.no
        for item in label.caseItems {
            guard let expression = item.pattern.as(ExpressionPatternSyntax.self)?.expression else { return .undecidable }
            if expression.is(NilLiteralExprSyntax.self) { continue }
            var literalExpression = expression
            if let optional = expression.as(OptionalChainingExprSyntax.self) { literalExpression = optional.expression }
            if let some = expression.as(FunctionCallExprSyntax.self), Self.caseLiteral(some.calledExpression) == "some", let wrapped = some.arguments.first?.expression {
                literalExpression = wrapped
            }
            guard let literal = Self.valueLiteral(literalExpression) else { return .undecidable }
            let pattern = FocusTarget(literal)
            guard pattern.caseName != "none", pattern.caseName == FocusTarget(current).caseName else { continue }
            guard (literal == current || !literal.contains("(")) && !current.contains("(") else { return .undecidable }
            let condition = item.whereClause.map { truth(of: [$0.condition]) } ?? .yes
            switch condition {
            case .yes: return .yes
            case .no: continue
            case .either, .undecidable: result = condition
            }
        }
        return result
    }
}

/// Finds `let x = focus` in optional bindings: `x` then stands for the submitting field's value;
/// and the other locals bound from expressions (`let next = …`), which may name its successor.
private final class AliasFinder: SyntaxVisitor {
    let references: FocusReferences
    private(set) var aliases: Set<String> = []
    private(set) var derivedLocals: [(name: String, value: ExprSyntax)] = []

    init(references: FocusReferences) {
        self.references = references
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard let value = node.initializer?.value, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        if references.isValueState(value) {
            aliases.insert(name)
        } else {
            derivedLocals.append((name, value))
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.initializer?.value, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            derivedLocals.append((name, value))
        }
        return .visitChildren
    }
}
