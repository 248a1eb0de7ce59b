import SwiftSyntax

/// Evaluates a submit handler's body for one submitting field: which assignments of focus run
/// when focus equals that field's value. A small abstract interpreter over paths through the body:
/// conditions on focus are decided, other conditions fork (and make what follows conditional),
/// calls into the view's own methods are followed (depth-limited, cycle-safe). Anything it cannot
/// decide becomes *unknown*, which silences the rules for that field.
struct HandlerEvaluator {
    /// The view whose methods calls may reach.
    let type: TypeInfo
    /// The state's names, plus local aliases bound from it (`guard let current = focus`).
    private(set) var references: FocusReferences
    /// The submitting field's value (`email`) or, for `Bool` chains, its state's name.
    let current: String
    let enumeration: EnumInfo?
    /// Focus is also set from a view model: work a handler does (`model.next()`) may move it.
    var workMayMoveFocus = false
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
        if let call = expression.as(FunctionCallExprSyntax.self), enumeration?.hasImplicitIntRawValues == true,
           let argument = call.arguments.first, argument.label?.text == "rawValue", call.arguments.count == 1,
           let sum = argument.expression.as(SequenceExprSyntax.self), sum.elements.count == 3,
           sum.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "+",
           sum.elements.last?.as(IntegerLiteralExprSyntax.self)?.literal.text == "1",
           let raw = sum.elements.first?.as(MemberAccessExprSyntax.self), raw.declName.baseName.text == "rawValue",
           let base = raw.base, references.isValueState(base) {
            return enumeration?.caseIterableSuccessor(of: current)
        }
        return nil
    }

    static let maximumDepth = 32
    static let maximumPaths = 64
    static let maximumCallDepth = 4

    /// What one way through the handler does.
    struct Path {
        enum Effect {
            case move(String, Range<Int>)
            case end
            case unknown
        }

        /// The last focus assignment on this path.
        var effect: Effect?
        /// Ran code other than focus assignments (`submit()`), which counts as ending.
        var didWork = false
        /// Only taken when a condition the evaluator cannot decide holds.
        var isConditional = false
        /// Left the handler (`return`, `throw`) or the method being followed.
        var isFinished = false
    }

    // MARK: Entry points

    /// The outcome of running `statements` (a closure body or a method body).
    func outcome(of statements: CodeBlockItemListSyntax, handler: Range<Int>) -> Outcome {
        // A handler written to do nothing (`.onSubmit {}`, a comment only): Return runs it, then editing ends.
        if statements.isEmpty { return Outcome(ends: true, handlers: [handler]) }
        var state = State()
        let paths = withAliases(in: statements).run(statements, from: [Path()], &state)
        return outcome(of: paths, handler: handler)
    }

    /// The outcome of `.onSubmit(save)`: the method `name` of the view, or unknown.
    func outcome(ofMethod name: String, handler: Range<Int>) -> Outcome {
        guard let body = type.method(named: name)?.body?.statements else {
            return Outcome(isUnknown: true, handlers: [handler])
        }
        var state = State()
        state.callStack.insert(name)
        let paths = withAliases(in: body).run(body, from: [Path()], &state)
        return outcome(of: paths, handler: handler)
    }

    private func outcome(of paths: [Path], handler: Range<Int>) -> Outcome {
        var outcome = Outcome(handlers: [handler])
        let moves = paths.compactMap { path -> (String, Range<Int>)? in
            if case .move(let target, let range)? = path.effect { return (target, range) }
            return nil
        }
        let alwaysSameMove = moves.count == paths.count && Set(moves.map(\.0)).count == 1
        for path in paths {
            switch path.effect {
            case .move(let target, let range)?:
                outcome.moves.append(Transition(target: FocusTarget(target), isConditional: path.isConditional && !alwaysSameMove, range: range))
            case .end?:
                outcome.ends = true
                outcome.endsWithWork = outcome.endsWithWork || path.didWork
            case .unknown?: outcome.isUnknown = true
            case nil:
                if path.didWork && workMayMoveFocus {
                    outcome.isUnknown = true
                } else if path.didWork {
                    outcome.ends = true
                    outcome.endsWithWork = true
                }
            }
        }
        return outcome
    }

    // MARK: Statements

    private struct State {
        var depth = 0
        var callStack: Set<String> = []
    }

    private func run(_ items: CodeBlockItemListSyntax, from paths: [Path], _ state: inout State) -> [Path] {
        guard state.depth < Self.maximumDepth else { return paths.map(Self.unknown) }
        state.depth += 1
        defer { state.depth -= 1 }
        var paths = paths
        for item in items {
            paths = paths.flatMap { path in path.isFinished ? [path] : step(item.item, path, &state) }
            if paths.count > Self.maximumPaths {
                return [Self.unknown(Path())]
            }
        }
        return paths
    }

    private func step(_ item: CodeBlockItemSyntax.Item, _ path: Path, _ state: inout State) -> [Path] {
        switch item {
        case .expr(let expression):
            return evaluate(expression, path, &state)
        case .stmt(let statement):
            return execute(statement, path, &state)
        case .decl(let declaration):
            var path = path
            if declaration.as(VariableDeclSyntax.self)?.bindings.contains(where: { $0.initializer != nil }) ?? false {
                path.didWork = true
            }
            return [path]
        }
    }

    private func execute(_ statement: StmtSyntax, _ path: Path, _ state: inout State) -> [Path] {
        if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
            return evaluate(expressionStatement.expression, path, &state)
        }
        if let returnStatement = statement.as(ReturnStmtSyntax.self) {
            var paths = returnStatement.expression.map { evaluate($0, path, &state) } ?? [path]
            for index in paths.indices { paths[index].isFinished = true }
            return paths
        }
        if statement.is(ThrowStmtSyntax.self) {
            var path = path
            path.didWork = true
            path.isFinished = true
            return [path]
        }
        if let guardStatement = statement.as(GuardStmtSyntax.self) {
            switch decide(guardStatement.conditions) {
            case .yes: return [path]
            case .no: return run(guardStatement.body.statements, from: [path], &state)
            case .undecidedOnFocus: return [Self.unknown(path)]
            case .undecided:
                var forked = path
                forked.isConditional = true
                return run(guardStatement.body.statements, from: [forked], &state) + [forked]
            }
        }
        if let doStatement = statement.as(DoStmtSyntax.self) {
            return run(doStatement.body.statements, from: [path], &state)
        }
        if statement.is(BreakStmtSyntax.self) {
            return [path]
        }
        if statement.is(FallThroughStmtSyntax.self) {
            return [Self.unknown(path)]
        }
        var path = path
        if references.isMentioned(in: statement) {
            path.effect = .unknown
        } else {
            path.didWork = true
        }
        return [path]
    }

    // MARK: Expressions

    private func evaluate(_ expression: ExprSyntax, _ path: Path, _ state: inout State) -> [Path] {
        let expression = expression.unwrapped
        if let ifExpression = expression.as(IfExprSyntax.self) {
            return evaluate(ifExpression, path, &state)
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return evaluate(switchExpression, path, &state)
        }
        if let sequence = expression.as(SequenceExprSyntax.self), let assignment = Assignment(sequence) {
            return assign(assignment, path)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return evaluate(call, path, &state)
        }
        var path = path
        if references.isMentioned(in: expression) {
            path.effect = .unknown
        } else {
            path.didWork = true
        }
        return [path]
    }

    private func evaluate(_ ifExpression: IfExprSyntax, _ path: Path, _ state: inout State) -> [Path] {
        guard state.depth < Self.maximumDepth else { return [Self.unknown(path)] }
        state.depth += 1
        defer { state.depth -= 1 }
        func elseBranch(_ path: Path, _ state: inout State) -> [Path] {
            switch ifExpression.elseBody {
            case .ifExpr(let nested)?: return evaluate(nested, path, &state)
            case .codeBlock(let block)?: return run(block.statements, from: [path], &state)
            case nil: return [path]
            }
        }
        switch decide(ifExpression.conditions) {
        case .yes: return run(ifExpression.body.statements, from: [path], &state)
        case .no: return elseBranch(path, &state)
        case .undecidedOnFocus: return [Self.unknown(path)]
        case .undecided:
            var forked = path
            forked.isConditional = true
            return run(ifExpression.body.statements, from: [forked], &state) + elseBranch(forked, &state)
        }
    }

    private func evaluate(_ switchExpression: SwitchExprSyntax, _ path: Path, _ state: inout State) -> [Path] {
        let clauses = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        guard clauses.count == switchExpression.cases.count else { return [Self.unknown(path)] }
        if references.isValueState(switchExpression.subject) {
            return run(clauses[...], matching: path, &state)
        }
        guard !references.isMentioned(in: switchExpression.subject) else { return [Self.unknown(path)] }
        var forked = path
        forked.isConditional = true
        var paths = clauses.flatMap { run($0.statements, from: [forked], &state) }
        if !clauses.contains(where: { if case .default = $0.label { true } else { false } }) {
            paths.append(forked)
        }
        return paths
    }

    private func evaluate(_ call: FunctionCallExprSyntax, _ path: Path, _ state: inout State) -> [Path] {
        var path = path
        path.didWork = true
        if let name = Self.ownMethodName(call.calledExpression), let method = type.method(named: name), let body = method.body {
            guard !state.callStack.contains(name), state.callStack.count < Self.maximumCallDepth else { return [Self.unknown(path)] }
            state.callStack.insert(name)
            defer { state.callStack.remove(name) }
            return run(body.statements, from: [path], &state).map { returned in
                var returned = returned
                returned.isFinished = false
                return returned
            }
        }
        let closures = call.allClosures
        let mentionedOutsideClosures = references.isMentioned(in: call.calledExpression)
            || call.arguments.contains { !$0.expression.is(ClosureExprSyntax.self) && references.isMentioned(in: $0.expression) }
        guard !mentionedOutsideClosures else { return [Self.unknown(path)] }
        // A method of this view declared in another file (an extension) may move focus.
        if closures.isEmpty, let name = Self.ownMethodName(call.calledExpression), name.first?.isLowercase == true,
           !type.storedProperties.contains(name), !Self.knownFunctions.contains(name) {
            return [Self.unknown(path)]
        }
        var paths = [path]
        for closure in closures {
            paths = run(closure.statements, from: paths, &state)
        }
        return paths
    }

    /// Free functions that never touch a view's focus.
    static let knownFunctions: Set<String> = [
        "print", "debugPrint", "dump", "assert", "assertionFailure", "precondition", "preconditionFailure", "fatalError",
    ]

    /// Runs the first clause whose pattern matches the submitting field. A `where` clause on other
    /// state forks: that clause on one path, the clauses after it on the other.
    private func run(_ clauses: ArraySlice<SwitchCaseSyntax>, matching path: Path, _ state: inout State) -> [Path] {
        for (index, clause) in zip(clauses.indices, clauses) {
            guard case .case(let label) = clause.label else {
                return run(clause.statements, from: [path], &state)
            }
            switch matches(label) {
            case .yes: return run(clause.statements, from: [path], &state)
            case .no: continue
            case .undecidedOnFocus: return [Self.unknown(path)]
            case .undecided:
                guard state.depth < Self.maximumDepth else { return [Self.unknown(path)] }
                var forked = path
                forked.isConditional = true
                state.depth += 1
                defer { state.depth -= 1 }
                return run(clause.statements, from: [forked], &state) + run(clauses[(index + 1)...], matching: forked, &state)
            }
        }
        return [path]
    }

    /// `save()` or `self.save()`: a method of the view itself.
    private static func ownMethodName(_ callee: ExprSyntax) -> String? {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = callee.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    // MARK: Assignments

    private func assign(_ assignment: Assignment, _ path: Path) -> [Path] {
        var path = path
        if references.isValueState(assignment.target) {
            let effects = valueEffects(of: assignment.value, range: assignment.range)
            return effects.map { effect in
                var forked = path
                forked.effect = effect
                forked.isConditional = path.isConditional || effects.count > 1
                return forked
            }
        }
        if let target = references.boolTarget(assignment.target) {
            path.effect = boolEffect(assigning: assignment.value, to: target, range: assignment.range) ?? path.effect
        } else {
            path.didWork = true
        }
        return [path]
    }

    /// What `focus = <value>` may do, from the submitting field's point of view: one effect, or one
    /// per branch of a ternary whose condition cannot be decided.
    private func valueEffects(of value: [ExprSyntax], range: Range<Int>, depth: Int = 0) -> [Path.Effect] {
        guard depth < Self.maximumDepth else { return [.unknown] }
        if value.count == 1, let nested = value[0].unwrapped.as(SequenceExprSyntax.self) {
            return valueEffects(of: Array(nested.elements), range: range, depth: depth + 1)
        }
        if let ternary = Ternary(value) {
            switch decide(ternary.condition) {
            case .yes: return valueEffects(of: ternary.then, range: range, depth: depth + 1)
            case .no: return valueEffects(of: ternary.otherwise, range: range, depth: depth + 1)
            case .undecidedOnFocus: return [.unknown]
            case .undecided:
                return valueEffects(of: ternary.then, range: range, depth: depth + 1)
                    + valueEffects(of: ternary.otherwise, range: range, depth: depth + 1)
            }
        }
        return [valueEffect(of: value, range: range)]
    }

    private func valueEffect(of value: [ExprSyntax], range: Range<Int>) -> Path.Effect {
        guard value.count == 1, let single = value.first?.unwrapped else { return .unknown }
        if single.is(NilLiteralExprSyntax.self) { return .end }
        if let literal = Self.caseLiteral(single) {
            return literal == "none" ? .end : .move(literal, range)
        }
        if let name = single.as(DeclReferenceExprSyntax.self)?.baseName.text, let successor = successorLocals[name] {
            return effect(of: successor, range: range)
        }
        return successor(of: single).map { effect(of: $0, range: range) } ?? .unknown
    }

    private func effect(of successor: EnumInfo.Successor, range: Range<Int>) -> Path.Effect {
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
    private func boolEffect(assigning value: [ExprSyntax], to target: String, range: Range<Int>) -> Path.Effect? {
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

    // MARK: Conditions

    /// What a condition is for the submitting field. Undecidable conditions on other state fork
    /// the path; an undecidable condition on focus itself (`[.a, .b].contains(focus)`) makes the
    /// outcome unknown, since either branch may be the one this field takes.
    enum Decision {
        case yes, no, undecided, undecidedOnFocus

        init(_ value: Bool) { self = value ? .yes : .no }

        var negated: Decision {
            switch self {
            case .yes: .no
            case .no: .yes
            default: self
            }
        }

        /// The least decided of several undecided parts.
        static func undecided(among parts: [Decision]) -> Decision {
            parts.contains(.undecidedOnFocus) ? .undecidedOnFocus : .undecided
        }
    }

    /// Decides a condition list (`if a, b`): all parts must hold.
    private func decide(_ conditions: ConditionElementListSyntax) -> Decision {
        let parts = conditions.map { element -> Decision in
            switch element.condition {
            case .expression(let expression): return decide([expression])
            case .matchingPattern(let pattern):
                guard references.isValueState(pattern.initializer.value) else { return undecided(pattern) }
                guard let literal = pattern.pattern.as(ExpressionPatternSyntax.self).flatMap({ Self.caseLiteral($0.expression) }) else { return .undecidedOnFocus }
                return Decision(literal == current)
            case .optionalBinding(let binding):
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let successor = successorLocals[name] {
                    if case .value = successor { return .yes }
                    return .no
                }
                let bound = binding.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(binding.pattern.trimmedDescription)))
                // Values derived from focus (`let index = all.firstIndex(of: focus)`) bind whenever focus
                // is set; whether they lead somewhere is decided by what the branch assigns.
                return references.isValueState(bound) ? .yes : .undecided
            default:
                return undecided(element)
            }
        }
        return all(parts)
    }

    private func all(_ parts: [Decision]) -> Decision {
        if parts.contains(.no) { return .no }
        if parts.allSatisfy({ $0 == .yes }) { return .yes }
        return .undecided(among: parts)
    }

    private func undecided(_ node: some SyntaxProtocol) -> Decision {
        references.isMentioned(in: node) ? .undecidedOnFocus : .undecided
    }

    /// Decides `focus == .email`, `isEmailFocused`, `!isEmailFocused`, `a && b`, `a || b`.
    private func decide(_ elements: [ExprSyntax]) -> Decision {
        if elements.count == 1, let sequence = elements[0].unwrapped.as(SequenceExprSyntax.self) {
            return decide(Array(sequence.elements))
        }
        if let parts = Self.split(elements, on: "||") {
            let values = parts.map(decide)
            if values.contains(.yes) { return .yes }
            if values.allSatisfy({ $0 == .no }) { return .no }
            return .undecided(among: values)
        }
        if let parts = Self.split(elements, on: "&&") {
            return all(parts.map(decide))
        }
        if elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, ["==", "!=", "==="].contains(op) {
            guard let equal = compare(elements[0], elements[2]) ?? compare(elements[2], elements[0]) else {
                return elements.contains { references.isMentioned(in: $0) } ? .undecidedOnFocus : .undecided
            }
            return Decision(op == "!=" ? !equal : equal)
        }
        guard elements.count == 1 else {
            return elements.contains { references.isMentioned(in: $0) } ? .undecidedOnFocus : .undecided
        }
        let single = elements[0].unwrapped
        if let prefix = single.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return decide([prefix.expression]).negated
        }
        if let target = references.boolTarget(single) {
            return Decision(target == current)
        }
        return undecided(single)
    }

    /// `focus == .email` for the submitting field; nil when `lhs` is not the focus state.
    private func compare(_ lhs: ExprSyntax, _ rhs: ExprSyntax) -> Bool? {
        if references.isValueState(lhs) {
            if rhs.unwrapped.is(NilLiteralExprSyntax.self) { return false }
            return Self.caseLiteral(rhs.unwrapped).map { $0 == current }
        }
        if let target = references.boolTarget(lhs), let literal = rhs.unwrapped.as(BooleanLiteralExprSyntax.self) {
            return (target == current) == (literal.literal.tokenKind == .keyword(.true))
        }
        return nil
    }

    /// Whether a `case` label matches the submitting field; nil for patterns it cannot decide.
    /// A pattern naming another case never matches, whatever its bindings or `where` clause.
    private func matches(_ label: SwitchCaseLabelSyntax) -> Decision {
        var result = Decision.no
        for item in label.caseItems {
            guard let expression = item.pattern.as(ExpressionPatternSyntax.self)?.expression else { return .undecidedOnFocus }
            if expression.is(NilLiteralExprSyntax.self) { continue }
            var literalExpression = expression
            if let optional = expression.as(OptionalChainingExprSyntax.self) { literalExpression = optional.expression }
            if let some = expression.as(FunctionCallExprSyntax.self), Self.caseLiteral(some.calledExpression) == "some", let wrapped = some.arguments.first?.expression {
                literalExpression = wrapped
            }
            guard let literal = Self.caseLiteral(literalExpression) else { return .undecidedOnFocus }
            let pattern = FocusTarget(literal)
            guard pattern.caseName != "none", pattern.caseName == FocusTarget(current).caseName else { continue }
            guard (literal == current || !literal.contains("(")) && !current.contains("(") else { return .undecidedOnFocus }
            let condition = item.whereClause.map { decide([$0.condition]) } ?? .yes
            switch condition {
            case .yes: return .yes
            case .no: continue
            case .undecided, .undecidedOnFocus: result = condition
            }
        }
        return result
    }

    private static func split(_ elements: [ExprSyntax], on op: String) -> [[ExprSyntax]]? {
        var parts: [[ExprSyntax]] = [[]]
        for element in elements {
            if element.as(BinaryOperatorExprSyntax.self)?.operator.text == op {
                parts.append([])
            } else {
                parts[parts.count - 1].append(element)
            }
        }
        return parts.count > 1 ? parts : nil
    }

    private static func unknown(_ path: Path) -> Path {
        var path = path
        path.effect = .unknown
        return path
    }
}

/// `target = value` as the parser leaves it: an unfolded sequence `[target, =, value…]`.
struct Assignment {
    let target: ExprSyntax
    let value: [ExprSyntax]
    let range: Range<Int>

    init?(_ sequence: SequenceExprSyntax) {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        target = elements[0]
        value = Array(elements[2...])
        range = sequence.utf8Offsets
    }
}

/// `condition ? then : otherwise` as the parser leaves it in a sequence.
struct Ternary {
    let condition: [ExprSyntax]
    let then: [ExprSyntax]
    let otherwise: [ExprSyntax]

    init?(_ elements: [ExprSyntax]) {
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
              let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        condition = Array(elements[..<index])
        then = [ternary.thenExpression]
        otherwise = Array(elements[(index + 1)...])
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
