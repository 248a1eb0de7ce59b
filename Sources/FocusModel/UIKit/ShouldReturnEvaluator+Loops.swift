import SwiftSyntax

/// How `ShouldReturnEvaluator` runs loops: one over an array whose fields are known, field by
/// field in order (a walk finding the first responder and focusing the field after it); any
/// other once or not at all, with what it assigns to locals unknown.
extension ShouldReturnEvaluator {
    /// Loops are run here (`opaque`): `for field in fields { … }` over an array whose fields are
    /// known once per field, in order, with the loop's names bound to it (`UIKitIndexRouting`);
    /// any other loop once, maybe not at all, with the locals it assigns unknown.
    func truth(ofLoop loop: StmtSyntax, on state: WayState) -> Truth? { nil }

    /// The array's fields, and the names the loop binds to each field and to its position; nil
    /// for a loop that is not run field by field (`for case`, a `break` inside, a `continue`
    /// other than a leading `guard … else { continue }`'s).
    fileprivate func unrolling(_ loop: ForStmtSyntax) -> (inputs: [String], element: String?, index: String?)? {
        let tokens = loop.body.tokens(viewMode: .sourceAccurate)
        guard loop.caseKeyword == nil, loop.tryKeyword == nil, loop.awaitKeyword == nil,
              !tokens.contains(where: { $0.tokenKind == .keyword(.break) }),
              tokens.count(where: { $0.tokenKind == .keyword(.continue) }) == Self.skippingGuards(of: loop).count
        else { return nil }
        var sequence = loop.sequence.unwrapped
        var isEnumerated = false
        if let call = sequence.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "enumerated", let base = member.base {
            sequence = base
            isEnumerated = true
        }
        guard let inputs = indexRouting.inputs(ofArray: sequence), inputs.count <= Self.maximumUnrolled else { return nil }
        func name(_ pattern: PatternSyntax) -> String?? {
            if let identifier = pattern.as(IdentifierPatternSyntax.self) { return .some(identifier.identifier.text) }
            return pattern.is(WildcardPatternSyntax.self) ? .some(nil) : nil
        }
        if isEnumerated {
            let parts = loop.pattern.as(TuplePatternSyntax.self).map { $0.elements.map(\.pattern) } ?? []
            guard parts.count == 2, let index = name(parts[0]), let element = name(parts[1]) else { return nil }
            return (inputs, element, index)
        }
        guard let element = name(loop.pattern) else { return nil }
        return (inputs, element, nil)
    }

    /// The `guard … else { continue }` statements the loop's body starts with.
    private static func skippingGuards(of loop: ForStmtSyntax) -> [GuardStmtSyntax] {
        Array(loop.body.statements.lazy.map { $0.item.as(GuardStmtSyntax.self) }.prefix { statement in
            guard let statements = statement?.body.statements, statements.count == 1 else { return false }
            return statements.first?.item.as(ContinueStmtSyntax.self) != nil
        }.compactMap { $0 })
    }

    /// Arrays longer than this are not run field by field.
    fileprivate static let maximumUnrolled = 32

    /// The ways out of a loop statement; nil for any other statement.
    mutating func runLoop(_ statement: StmtSyntax, on state: WayState) -> [Way<WayState>]? {
        if let loop = statement.as(ForStmtSyntax.self), let unrolled = unrolling(loop) {
            return run(loop, unrolled, from: state)
        }
        guard let body = statement.as(ForStmtSyntax.self)?.body ?? statement.as(WhileStmtSyntax.self)?.body ?? statement.as(RepeatStmtSyntax.self)?.body
        else { return nil }
        // The body may have run before: what it assigns to a local is not known on entry.
        var entered = entering(state, .either)
        for name in Self.assignedNames(in: body) where entered.locals[name] != nil { entered.locals[name] = [.unknown] }
        return rejoin(state, run(body.statements, from: [Way(state: entered)]) + [Way(state: entered)], decidedBy: .either)
    }

    /// Runs the loop's body once per field of its array, in order, until a way exits.
    private mutating func run(_ loop: ForStmtSyntax, _ unrolled: (inputs: [String], element: String?, index: String?), from state: WayState) -> [Way<WayState>] {
        var ways = [Way(state: state)]
        for (position, input) in unrolled.inputs.enumerated() {
            guard let going = ways.first(where: { !$0.hasExited }) else { break }
            let exited = ways.first(where: \.hasExited)
            var inner = going.state
            if let element = unrolled.element { inner.locals[element] = [.input(input)] }
            if let index = unrolled.index { inner.positions[index] = position }
            // The `where` clause and the leading guards decide whether the body runs for this
            // field; the guards run again with the body, where they hold.
            var conditions: [Truth] = []
            if let condition = loop.whereClause?.condition { conditions.append(self.truth(of: .expression(condition), on: &inner)) }
            var guarded = inner
            for statement in Self.skippingGuards(of: loop) {
                conditions.append(statement.conditions.map { self.truth(of: $0.condition, on: &guarded) }.reduce(Truth.yes) { .all([$0, $1]) })
            }
            let truth = Truth.all(conditions)
            guard truth != .undecidable else { return unknown(state) }
            let ran = truth == .no ? [] : run(loop.body.statements, from: [Way(state: entering(inner, truth))])
            ways = rejoin(going.state, ran + (truth == .yes ? [] : [Way(state: inner)]), decidedBy: truth)
            if let exited, !ways.contains(where: \.hasExited) { ways.append(exited) }
        }
        // The loop's names go out of scope.
        return ways.map { way in
            var way = way
            if let element = unrolled.element { way.state.locals[element] = state.locals[element] }
            if let index = unrolled.index { way.state.positions[index] = state.positions[index] }
            return way
        }
    }

    /// The names assigned to in `block` (`current = input`).
    private static func assignedNames(in block: CodeBlockSyntax) -> Set<String> {
        var names: Set<String> = []
        var previous: TokenSyntax?
        for token in block.tokens(viewMode: .sourceAccurate) {
            if let previous, case .identifier(let name) = previous.tokenKind, token.tokenKind == .equal { names.insert(name) }
            previous = token
        }
        return names
    }
}
