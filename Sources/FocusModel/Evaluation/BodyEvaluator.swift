import SwiftSyntax

/// One way through a piece of a handler's body, and what is known on it.
struct Way<WayState> {
    var state: WayState
    /// Left the body (`return`, `throw`): what follows does not run on this way.
    var hasExited = false
}

/// How deep an evaluation is: nested blocks and `if`s, and the methods being followed.
struct EvaluationProgress {
    var depth = 0
    var methods: Set<String> = []
}

/// The one evaluator of handler bodies: what a body does, statement by statement, for one case
/// (a submit handler for one submitting field, `textFieldShouldReturn(_:)` for one text field, a
/// character filter for a deletion). It is a small abstract interpreter: it walks statements and
/// early exits, decides `if`, `guard` and `switch` where the case decides them and follows both
/// branches where it does not, runs loop bodies, and follows calls into the handler's own methods,
/// depth-limited and cycle-safe.
///
/// A kind of handler plugs in by conforming: what one way knows (`WayState`), the truth of a condition
/// on it, what an expression or a declaration does to it, how ways meet again after a branch, and
/// what becomes of a way the evaluator cannot follow. Everything else is the core's.
protocol BodyEvaluator {
    /// What is known on one way through the body.
    associatedtype WayState

    /// Nested blocks and `if`s beyond which a way is not followed (it becomes `unknown`). Stack
    /// safety for thousand-deep `else if` chains.
    static var maximumDepth: Int { get }
    /// Ways through one block beyond which the block is not followed (it becomes `unknown`).
    static var maximumWays: Int { get }
    /// Whether the branches of an `.undecidable` condition are followed; otherwise the way
    /// becomes `unknown` there.
    static var followsUndecidableBranches: Bool { get }
    /// Kept by the core; a conforming type stores it, starting empty.
    var progress: EvaluationProgress { get set }
    /// Nothing the rest of the body does can change the outcome: the evaluation stops.
    var isSettled: Bool { get }

    /// The truth of one condition of an `if` or `guard` list on `state`; bindings it makes go in `state`.
    mutating func truth(of condition: ConditionElementSyntax.Condition, on state: inout WayState) -> Truth
    /// Whether a loop's body runs, or nil when this kind of handler does not look into loops (the
    /// loop is then an `opaque` statement).
    mutating func truth(ofLoop loop: StmtSyntax, on state: WayState) -> Truth?
    /// Whether a `switch` is over what is evaluated (its case labels are then matched with
    /// `matches`), or else the truth under which each of its cases may run.
    func subject(of switchExpression: SwitchExprSyntax, on state: WayState) -> SwitchSubject
    /// Whether a case label matches what is evaluated.
    mutating func matches(_ label: SwitchCaseLabelSyntax, on state: WayState) -> Truth

    /// The state into a branch taken under a condition of `truth`.
    func entering(_ state: WayState, _ truth: Truth) -> WayState
    /// The ways out of a branching statement, from the state before it (`outer`), the ways its
    /// branches reached and the truth that chose between them, when a condition did.
    func rejoin(_ outer: WayState, _ ways: [Way<WayState>], decidedBy truth: Truth?) -> [Way<WayState>]
    /// What becomes of a way the evaluator cannot follow.
    mutating func unknown(_ state: WayState) -> [Way<WayState>]

    /// What a declaration in the body does to the state (`let next = …`).
    mutating func declare(_ declaration: DeclSyntax, on state: inout WayState)
    /// What an expression other than `if` and `switch` does: an assignment, a call.
    mutating func perform(_ expression: ExprSyntax, on state: WayState) -> [Way<WayState>]
    /// The state as it leaves the body at `statement`, a `return` (its value already performed) or a `throw`.
    mutating func exit(_ state: WayState, at statement: StmtSyntax) -> WayState
    /// A statement the core does not interpret: `defer`, `break`, `fallthrough`, a loop this kind
    /// of handler does not look into.
    mutating func opaque(_ statement: StmtSyntax, on state: WayState) -> [Way<WayState>]
}

/// What a `switch` is over.
enum SwitchSubject {
    /// What is evaluated: the first case whose label matches runs.
    case evaluated
    /// Something else: each case may run, under a condition of this truth.
    case other(Truth)
}

extension BodyEvaluator {
    static var maximumWays: Int { .max }
    static var followsUndecidableBranches: Bool { false }
    var isSettled: Bool { false }
    func truth(ofLoop loop: StmtSyntax, on state: WayState) -> Truth? { .either }
    func matches(_ label: SwitchCaseLabelSyntax, on state: WayState) -> Truth { .undecidable }
    func rejoin(_ outer: WayState, _ ways: [Way<WayState>], decidedBy truth: Truth?) -> [Way<WayState>] { ways }
    func exit(_ state: WayState, at statement: StmtSyntax) -> WayState { state }
    func opaque(_ statement: StmtSyntax, on state: WayState) -> [Way<WayState>] { [Way(state: state)] }

    /// Methods followed into each other beyond this many are not followed (the way becomes unknown).
    static var maximumCallDepth: Int { 4 }

    // MARK: Statements

    /// Runs `items` on every way that has not exited.
    mutating func run(_ items: CodeBlockItemListSyntax, from ways: [Way<WayState>]) -> [Way<WayState>] {
        guard progress.depth < Self.maximumDepth else {
            return ways.flatMap { way in way.hasExited ? [way] : unknown(way.state) }
        }
        progress.depth += 1
        defer { progress.depth -= 1 }
        var ways = ways
        for item in items {
            guard !isSettled else { break }
            ways = ways.flatMap { way in way.hasExited ? [way] : step(item.item, way.state) }
            if ways.count > Self.maximumWays, let first = ways.first {
                return unknown(first.state)
            }
        }
        return ways
    }

    /// Runs the body of the method `name`, called on `state`; a `return` in it returns to the
    /// caller. Nil when the method is already being followed (recursion) or too many are.
    mutating func call(_ name: String, body: CodeBlockSyntax, from state: WayState) -> [Way<WayState>]? {
        guard !progress.methods.contains(name), progress.methods.count < Self.maximumCallDepth else { return nil }
        progress.methods.insert(name)
        defer { progress.methods.remove(name) }
        return run(body.statements, from: [Way(state: state)]).map { Way(state: $0.state) }
    }

    private mutating func step(_ item: CodeBlockItemSyntax.Item, _ state: WayState) -> [Way<WayState>] {
        switch item {
        case .expr(let expression):
            return evaluate(expression, state)
        case .stmt(let statement):
            return execute(statement, state)
        case .decl(let declaration):
            var state = state
            declare(declaration, on: &state)
            return [Way(state: state)]
        }
    }

    private mutating func execute(_ statement: StmtSyntax, _ state: WayState) -> [Way<WayState>] {
        if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
            return evaluate(expressionStatement.expression, state)
        }
        if let returnStatement = statement.as(ReturnStmtSyntax.self) {
            let ways = returnStatement.expression.map { evaluate($0, state) } ?? [Way(state: state)]
            return ways.map { way in way.hasExited ? way : Way(state: exit(way.state, at: statement), hasExited: true) }
        }
        if statement.is(ThrowStmtSyntax.self) {
            return [Way(state: exit(state, at: statement), hasExited: true)]
        }
        if let guardStatement = statement.as(GuardStmtSyntax.self) {
            var state = state
            let truth = truth(of: guardStatement.conditions, on: &state)
            switch truth {
            case .yes:
                return rejoin(state, [Way(state: entering(state, .yes))], decidedBy: .yes)
            case .no:
                return rejoin(state, run(guardStatement.body.statements, from: [Way(state: entering(state, .no))]), decidedBy: .no)
            case .either, .undecidable:
                guard truth == .either || Self.followsUndecidableBranches else { return unknown(state) }
                let entered = Way(state: entering(state, truth))
                return rejoin(state, run(guardStatement.body.statements, from: [entered]) + [entered], decidedBy: truth)
            }
        }
        if let doStatement = statement.as(DoStmtSyntax.self) {
            return rejoin(state, run(doStatement.body.statements, from: [Way(state: state)]), decidedBy: nil)
        }
        if let body = Self.loopBody(statement) {
            guard let truth = truth(ofLoop: statement, on: state) else { return opaque(statement, on: state) }
            guard truth != .undecidable || Self.followsUndecidableBranches else { return unknown(state) }
            let entered = Way(state: entering(state, truth))
            let ran = truth == .no ? [] : run(body.statements, from: [entered])
            return rejoin(state, ran + (truth == .yes ? [] : [entered]), decidedBy: truth)
        }
        return opaque(statement, on: state)
    }

    private static func loopBody(_ statement: StmtSyntax) -> CodeBlockSyntax? {
        statement.as(ForStmtSyntax.self)?.body ?? statement.as(WhileStmtSyntax.self)?.body ?? statement.as(RepeatStmtSyntax.self)?.body
    }

    // MARK: Branches

    private mutating func evaluate(_ expression: ExprSyntax, _ state: WayState) -> [Way<WayState>] {
        let unwrapped = expression.unwrapped
        if let ifExpression = unwrapped.as(IfExprSyntax.self) {
            return evaluate(ifExpression, state)
        }
        if let switchExpression = unwrapped.as(SwitchExprSyntax.self) {
            return evaluate(switchExpression, state)
        }
        return perform(expression, on: state)
    }

    private mutating func evaluate(_ ifExpression: IfExprSyntax, _ state: WayState) -> [Way<WayState>] {
        guard progress.depth < Self.maximumDepth else { return unknown(state) }
        progress.depth += 1
        defer { progress.depth -= 1 }
        var inner = state
        let truth = truth(of: ifExpression.conditions, on: &inner)
        guard truth != .undecidable || Self.followsUndecidableBranches else { return unknown(state) }
        var ways: [Way<WayState>] = []
        if truth != .no {
            ways += run(ifExpression.body.statements, from: [Way(state: entering(inner, truth))])
        }
        if truth != .yes {
            let entered = entering(state, truth)
            switch ifExpression.elseBody {
            case .ifExpr(let nested)?: ways += evaluate(nested, entered)
            case .codeBlock(let block)?: ways += run(block.statements, from: [Way(state: entered)])
            case nil: ways.append(Way(state: entered))
            }
        }
        return rejoin(state, ways, decidedBy: truth)
    }

    private mutating func evaluate(_ switchExpression: SwitchExprSyntax, _ state: WayState) -> [Way<WayState>] {
        let clauses = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        // Cases under `#if` are not read.
        guard clauses.count == switchExpression.cases.count else { return unknown(state) }
        switch subject(of: switchExpression, on: state) {
        case .evaluated:
            return rejoin(state, run(clauses[...], matching: state), decidedBy: nil)
        case .other(let truth):
            guard truth != .undecidable || Self.followsUndecidableBranches else { return unknown(state) }
            let entered = Way(state: entering(state, truth))
            var ways = clauses.flatMap { run($0.statements, from: [entered]) }
            if !clauses.contains(where: { if case .default = $0.label { true } else { false } }) {
                ways.append(entered)
            }
            return rejoin(state, ways, decidedBy: truth)
        }
    }

    /// Runs the first clause whose label matches. A label that may match or not (a `where` clause
    /// on other state) forks: that clause on one way, the clauses after it on the other.
    private mutating func run(_ clauses: ArraySlice<SwitchCaseSyntax>, matching state: WayState) -> [Way<WayState>] {
        for (index, clause) in zip(clauses.indices, clauses) {
            guard case .case(let label) = clause.label else {
                return run(clause.statements, from: [Way(state: state)])
            }
            switch matches(label, on: state) {
            case .yes: return run(clause.statements, from: [Way(state: state)])
            case .no: continue
            case .undecidable: return unknown(state)
            case .either:
                guard progress.depth < Self.maximumDepth else { return unknown(state) }
                progress.depth += 1
                defer { progress.depth -= 1 }
                let forked = entering(state, .either)
                return run(clause.statements, from: [Way(state: forked)]) + run(clauses[(index + 1)...], matching: forked)
            }
        }
        return [Way(state: state)]
    }

    // MARK: Conditions

    /// A condition list (`if a, let b = c`): every part must hold; the parts after one that fails
    /// are not evaluated, as in Swift.
    private mutating func truth(of conditions: ConditionElementListSyntax, on state: inout WayState) -> Truth {
        var parts: [Truth] = []
        for element in conditions {
            let part = truth(of: element.condition, on: &state)
            if part == .no { return .no }
            parts.append(part)
        }
        return .all(parts)
    }

    // MARK: Helpers for kinds that keep one state

    /// The ways out of a branching statement for a kind that keeps one state and records what
    /// happens as it goes: `outer`, changed by `update` (told whether some branch exited), when
    /// some branch falls through, and one exited way when some branch exits.
    func rejoining(_ outer: WayState, _ ways: [Way<WayState>], _ update: (inout WayState, _ someExited: Bool) -> Void) -> [Way<WayState>] {
        let someExited = ways.contains { $0.hasExited }
        var rejoined: [Way<WayState>] = []
        if ways.contains(where: { !$0.hasExited }) {
            var state = outer
            update(&state, someExited)
            rejoined.append(Way(state: state))
        }
        if someExited { rejoined.append(Way(state: outer, hasExited: true)) }
        return rejoined
    }
}
