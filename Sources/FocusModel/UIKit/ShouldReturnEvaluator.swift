import SwiftSyntax

/// Evaluates `textFieldShouldReturn(_:)` for one submitting field, on the `BodyEvaluator` core:
/// which branch runs when `textField` is that field, and what the branch does to the first
/// responder. Other delegate methods taking the field are read the same way, for the same tests of
/// their parameter (`textFieldDidBeginEditing(_:)`, by `UIKitFieldsEndingAtOnce`). What the method does is recorded as it goes, on one way through it.
/// Helper methods of the class are followed (depth-limited, cycle-safe); routing that cannot be
/// told statically (`viewWithTag(textField.tag + 1)`, `fields[index + 1]`, a helper outside the
/// class receiving `textField`) makes the outcome *unknown*.
struct ShouldReturnEvaluator: BodyEvaluator {
    /// What Return does for the field.
    struct Effects {
        var moves: [Transition] = []
        var resigns = false
        /// Calls that do something other than moving focus (`login()`, `viewModel.submit()`).
        var works = false
        var isUnknown = false
        /// The method names the field in a `case` or `==` test.
        var isRoutedFrom = false
        /// Properties of the submitting field that focus moves to (`textField.nextField?
        /// .becomeFirstResponder()`): unknown, unless whoever lowers the field knows the property unset.
        var fieldPropertyMoves: Set<String> = []
        /// Methods of objects the class holds that Return hands the field's text to
        /// (`delegate?.didEnter(textField.text)`), as `delegate.didEnter`: unknown, unless whoever
        /// lowers the field finds what the callee does.
        var callsHandedText: Set<String> = []
        /// The types an element of an array of fields is cast to before it is used
        /// (`if let cell = element as? FormCell`), read by `OrderedAdvance`.
        var elementCasts: Set<String> = []
        /// The field's editing ends (`textField.resignFirstResponder()`, `textField.endEditing(true)`,
        /// `view.endEditing(true)`) on a way no condition but a test of the field itself chose.
        var surelyEndsEditing = false
        /// The first thing the method cannot tell is handing the field to a method of an object the
        /// class holds (`delegate?.entryCell(self, didReturnIn: textField)`), before any move of its
        /// own: whether Return routes at all is that object's, unread here.
        var handsFieldOff = false

        init(
            moves: [Transition] = [], resigns: Bool = false, works: Bool = false, isUnknown: Bool = false, isRoutedFrom: Bool = false,
            fieldPropertyMoves: Set<String> = [], callsHandedText: Set<String> = []
        ) {
            self.moves = moves
            self.resigns = resigns
            self.works = works
            self.isUnknown = isUnknown
            self.isRoutedFrom = isRoutedFrom
            self.fieldPropertyMoves = fieldPropertyMoves
            self.callsHandedText = callsHandedText
        }

        /// The effects a summary of a method in another file records for a field, with every move
        /// placed at `range` (this file's own declaration of the field).
        init(_ effect: ReturnSummary.Effect, at range: Range<Int>) {
            self.init(
                moves: effect.moves.keys.sorted().map { Transition(target: FocusTarget($0), isConditional: effect.moves[$0] ?? true, range: range) },
                resigns: effect.resigns, works: effect.works, isUnknown: effect.isUnknown, isRoutedFrom: effect.isRoutedFrom,
                fieldPropertyMoves: effect.fieldPropertyMoves, callsHandedText: effect.callsHandedText
            )
        }

        var summarised: ReturnSummary.Effect {
            var moves: [String: Bool] = [:]
            for move in self.moves { moves[move.target.name] = (moves[move.target.name] ?? true) && move.isConditional }
            return ReturnSummary.Effect(
                moves: moves, resigns: resigns, works: works, isUnknown: isUnknown, isRoutedFrom: isRoutedFrom,
                fieldPropertyMoves: fieldPropertyMoves, callsHandedText: callsHandedText
            )
        }

        /// Resigning runs the delegate's `textFieldDidEndEditing(_:)`: where it may move focus
        /// (`UIKitEndEditingFocus`), Return's effect, short of a move it always makes, is unknown.
        mutating func endEditing(mayMoveFocus: Bool) {
            if mayMoveFocus, !moves.contains(where: { !$0.isConditional }) { isUnknown = true }
            if mayMoveFocus { handsFieldOff = false }
        }

        /// Lowered to the shared model. Only resigning, mid-form, counts as doing nothing: the
        /// keyboard drops and the user is left to find the next field.
        func outcome(handler: Range<Int>) -> Outcome {
            if isUnknown || !fieldPropertyMoves.isEmpty || !callsHandedText.isEmpty {
                var outcome = Outcome(isUnknown: true, handlers: [handler])
                outcome.isHandedOff = isUnknown && handsFieldOff
                return outcome
            }
            let definitelyMoves = moves.contains { !$0.isConditional }
            let ends = !definitelyMoves && (works || (resigns && !moves.isEmpty))
            return Outcome(moves: moves, ends: ends, handlers: [handler], endsWithWork: works)
        }
    }

    /// What is known on the way to a statement: the names that stand for the submitting field
    /// (`textField`, and helper parameters it is passed to), locals bound to other references, and
    /// whether the way is only taken under a condition the evaluator cannot decide, or past a
    /// statement that may have returned.
    struct WayState {
        var submitting: Set<String>
        var locals: [String: [UIKitReference]] = [:]
        /// Locals holding the field's position in an array of fields (`UIKitIndexRouting`).
        var positions: [String: Int] = [:]
        /// Locals holding a property of the submitting field (`let following = textField.nextField`), by its name.
        var fieldProperties: [String: String] = [:]
        /// Locals holding the submitting field's tag plus a constant (`let nextTag = textField.tag + 1`).
        var tagOffsets: [String: Int] = [:]
        var isConditional = false
    }

    private let syntax: UIKitClassSyntax
    private let resolver: UIKitReferenceResolver
    let indexRouting: UIKitIndexRouting
    private let field: String
    private var effects = Effects()
    var progress = EvaluationProgress()

    /// Deeper nesting than this is not followed (the outcome is unknown).
    static let maximumDepth = 128

    private init(syntax: UIKitClassSyntax, field: String) {
        self.syntax = syntax
        self.field = field
        resolver = UIKitReferenceResolver(syntax: syntax)
        indexRouting = UIKitIndexRouting(resolver: resolver)
    }

    /// The effects of pressing Return in `field`, given the class's `textFieldShouldReturn(_:)`.
    static func evaluate(_ method: FunctionDeclSyntax, for field: String, in syntax: UIKitClassSyntax) -> Effects {
        var evaluator = ShouldReturnEvaluator(syntax: syntax, field: field)
        guard let body = method.body, let parameter = UIKitSyntax.parameterName(of: method, at: 0) else {
            return Effects(isUnknown: true)
        }
        _ = evaluator.run(body.statements, from: [Way(state: WayState(submitting: [parameter]))])
        return evaluator.effects
    }

    /// The effects of `method`, a controller's receiver of a cell's forwarded Return
    /// (`UIKitCellForwarding`), for `field`: the parameter at `fieldParameter` is the field; with
    /// none, no name in the method stands for it.
    static func evaluate(forwarded method: FunctionDeclSyntax, fieldParameter: Int?, for field: String, in syntax: UIKitClassSyntax) -> Effects {
        var evaluator = ShouldReturnEvaluator(syntax: syntax, field: field)
        guard let body = method.body else { return Effects(isUnknown: true) }
        let parameter = fieldParameter.flatMap { UIKitSyntax.parameterName(of: method, at: $0) }
        _ = evaluator.run(body.statements, from: [Way(state: WayState(submitting: parameter.map { [$0] } ?? []))])
        return evaluator.effects
    }

    /// The method of an extension whose class is declared elsewhere, for each name it mentions
    /// (any may be one of the class's fields) and for a field it does not name.
    static func summary(of method: FunctionDeclSyntax, inExtensionsOf name: String, _ extensions: [ExtensionDeclSyntax]) -> ReturnSummary {
        let mentioned = Set(method.body?.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            guard case .identifier(let text) = token.tokenKind, token.parent?.is(DeclReferenceExprSyntax.self) == true else { return nil }
            return text
        } ?? []).sorted().prefix(maximumSummarisedNames)
        let unnamed = "\u{0}field"
        let syntax = UIKitClassSyntax(extensionsOf: name, extensions, assumedInputs: mentioned + [unnamed])
        var named: [String: ReturnSummary.Effect] = [:]
        for field in mentioned {
            named[field] = evaluate(method, for: field, in: syntax).summarised
        }
        return ReturnSummary(named: named, otherFields: evaluate(method, for: unnamed, in: syntax).summarised)
    }

    /// Past this many names a method is not summarised name by name (what it does is unknown).
    private static let maximumSummarisedNames = 64

    // MARK: What the core asks

    /// Once the outcome is unknown, nothing else matters.
    var isSettled: Bool { effects.isUnknown }

    mutating func unknown(_ state: WayState) -> [Way<WayState>] {
        effects.isUnknown = true
        return [Way(state: state)]
    }

    func entering(_ state: WayState, _ truth: Truth) -> WayState {
        var state = state
        if truth == .either || truth == .undecidable { state.isConditional = true }
        return state
    }

    /// One way goes on after a branch, with the names known before it; what follows a branch that
    /// may have returned is conditional.
    /// A local declared before the branch keeps what the ways going on agree it holds
    /// (`found = cell` on the one way taken), and is unknown where they differ.
    func rejoin(_ outer: WayState, _ ways: [Way<WayState>], decidedBy truth: Truth?) -> [Way<WayState>] {
        let going = ways.filter { !$0.hasExited }.map(\.state)
        return rejoining(outer, ways) { state, someExited in
            if someExited { state.isConditional = true }
            for (name, value) in outer.locals {
                let held = going.map { $0.locals[name] ?? value }
                state.locals[name] = held.allSatisfy({ $0 == held.first }) ? held.first ?? value : [.unknown]
            }
        }
    }

    mutating func declare(_ declaration: DeclSyntax, on state: inout WayState) {
        guard let variable = declaration.as(VariableDeclSyntax.self) else { return }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let value = binding.initializer?.value {
                if let position = position(lookedUpBy: value, state) { state.positions[name] = position }
                let known = state
                state.tagOffsets[name] = indexRouting.offsetFromSubmittingTag(
                    value, isSubmitting: { references($0, known) == [.named(Self.submittingMarker)] }, localOffset: { known.tagOffsets[$0] }
                )
                state.fieldProperties[name] = submittingFieldProperty(value, state)
                state.locals[name] = value.is(NilLiteralExprSyntax.self) ? [] : references(value, state)
                record(value, state, conditional: state.isConditional)
            } else {
                // `var found: UITextField?` starts out nil.
                let isOptionalVariable = variable.bindingSpecifier.tokenKind == .keyword(.var)
                    && binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
                state.locals[name] = isOptionalVariable ? [] : [.unknown]
            }
        }
    }

    mutating func perform(_ expression: ExprSyntax, on state: WayState) -> [Way<WayState>] {
        record(expression, state, conditional: state.isConditional)
        var state = state
        // `found = cell`: a local now stands for what is assigned to it.
        if let sequence = expression.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
           let name = assignment.target.as(DeclReferenceExprSyntax.self)?.baseName.text, state.locals[name] != nil {
            let value = assignment.singleValue
            state.locals[name] = value.map { $0.is(NilLiteralExprSyntax.self) ? [] : references($0, state) } ?? [.unknown]
            state.positions[name] = nil
            state.fieldProperties[name] = nil
            state.tagOffsets[name] = nil
        }
        return [Way(state: state)]
    }

    /// A `defer` block runs; other statements the core does not interpret do nothing to focus.
    mutating func opaque(_ statement: StmtSyntax, on state: WayState) -> [Way<WayState>] {
        if let deferred = statement.as(DeferStmtSyntax.self) {
            _ = run(deferred.body.statements, from: [Way(state: state)])
        }
        if let loop = runLoop(statement, on: state) { return loop }
        return [Way(state: state)]
    }

    /// `switch textField`: its cases name the fields they handle.
    func subject(of switchExpression: SwitchExprSyntax, on state: WayState) -> SwitchSubject {
        if references(switchExpression.subject, state) == [.named(Self.submittingMarker)] { return .evaluated }
        return .other(mentionsSubmitting(switchExpression.subject, state) ? .undecidable : .either)
    }

    /// A case naming the field matches; one naming other fields does not; anything else (a
    /// `where` clause, a pattern other than a field) cannot be told.
    mutating func matches(_ label: SwitchCaseLabelSyntax, on state: WayState) -> Truth {
        for item in label.caseItems {
            guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self) else { return .undecidable }
            let matched = references(pattern.expression, state)
            if matched == [.input(field)] {
                effects.isRoutedFrom = true
                return .yes
            }
            if !matched.allSatisfy(Self.isInput) { return .undecidable }
        }
        return .no
    }

    // MARK: Conditions

    mutating func truth(of condition: ConditionElementSyntax.Condition, on state: inout WayState) -> Truth {
        switch condition {
        case .expression(let expression): return truth(of: expression, state)
        case .optionalBinding(let binding):
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                state.locals[name] = binding.initializer.map { references($0.value, state) } ?? [.unknown]
                state.fieldProperties[name] = binding.initializer.flatMap { submittingFieldProperty($0.value, state) }
                // A view found by its tag is there: the binding succeeds.
                if let value = binding.initializer?.value, taggedInput(value, state) != nil { return .yes }
                if let value = binding.initializer?.value, let cast = elementCast(value, state) { return cast }
                if let value = binding.initializer?.value, let lookup = indexRouting.positionLookup(value),
                   references(lookup.argument, state) == [.named(Self.submittingMarker)] {
                    // The field is in the array, or the binding fails.
                    guard let position = lookup.array.firstIndex(of: field) else { return .no }
                    state.positions[name] = position
                    return .yes
                }
            }
            return .either
        case .availability: return .yes
        default: return .either
        }
    }

    private mutating func truth(of expression: ExprSyntax, _ state: WayState) -> Truth {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return truth(of: only.expression, state)
        }
        // The field Return is pressed in is the first responder; no other field is.
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isFirstResponder", let base = member.base {
            let targets = references(base, state)
            if targets == [.named(Self.submittingMarker)] { return .yes }
            guard targets.count == 1, case .input(let name) = targets[0] else { return .either }
            if name == field { effects.isRoutedFrom = true }
            return Truth(name == field)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return truth(of: prefix.expression, state).negated
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let test = EqualityTest(call) {
            return truth(of: test, state)
        }
        if let contained = indexRouting.hasPosition(expression, positions: state.positions) { return Truth(contained) }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return .either }
        return truth(ofSequence: Array(sequence.elements), state)
    }

    /// `textField == emailField`, `textField != passwordField && …`.
    private mutating func truth(ofSequence elements: [ExprSyntax], _ state: WayState) -> Truth {
        if let folded = Truth.folding(elements, { truth(ofSequence: $0, state) }) { return folded }
        if elements.count == 1 { return truth(of: elements[0], state) }
        if let compared = indexRouting.comparison(elements, positions: state.positions) { return Truth(compared) }
        guard let test = EqualityTest(elements) else { return .either }
        return truth(of: test, state)
    }

    /// `textField == emailField`, `textField !== passwordField`, `textField.isEqual(emailField)`,
    /// and `found != nil` for a local known to hold nothing or a field.
    private mutating func truth(of test: EqualityTest, _ state: WayState) -> Truth {
        guard let (left, right) = test.operands else { return .either }
        if left.is(NilLiteralExprSyntax.self) || right.is(NilLiteralExprSyntax.self) {
            let other = left.is(NilLiteralExprSyntax.self) ? right : left
            guard let name = other.as(DeclReferenceExprSyntax.self)?.baseName.text, let held = state.locals[name] else { return .either }
            if held.isEmpty { return test.outcome(.yes) }
            return held.allSatisfy(Self.isInput) ? test.outcome(.no) : .either
        }
        return test.outcome(equality(references(left, state), references(right, state)))
    }

    /// `element as? FormCell`, for a field whose type is that one or is not known (an element of
    /// an array read for `OrderedAdvance`): the cast succeeds.
    private mutating func elementCast(_ value: ExprSyntax, _ state: WayState) -> Truth? {
        guard let (operand, type) = Self.conditionalCast(value) else { return nil }
        let targets = references(operand, state)
        guard targets.count == 1, case .input(let name) = targets[0],
              let input = syntax.inputs.first(where: { $0.name == name }) else { return nil }
        if input.typeName == OrderedAdvance.elementType {
            effects.elementCasts.insert(type)
            return .yes
        }
        return input.typeName == type ? .yes : nil
    }

    /// `value as? Type`, as parsed or as folded.
    private static func conditionalCast(_ expression: ExprSyntax) -> (ExprSyntax, String)? {
        let expression = expression.unwrapped
        if let cast = expression.as(AsExprSyntax.self), cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark {
            return (cast.expression, cast.type.compactText)
        }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              let cast = sequence.elements.dropFirst().first?.as(UnresolvedAsExprSyntax.self),
              cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark,
              let operand = sequence.elements.first, let type = sequence.elements.last?.as(TypeExprSyntax.self) else { return nil }
        return (operand, type.type.compactText)
    }

    /// Whether two sides, one of them the submitting field, are the same field.
    private mutating func equality(_ left: [UIKitReference], _ right: [UIKitReference]) -> Truth {
        let submitting = [UIKitReference.named(Self.submittingMarker)]
        let other: [UIKitReference]
        if left == submitting { other = right } else if right == submitting { other = left } else { return .either }
        guard other.count == 1, case .input(let name) = other[0] else { return .either }
        if name == field { effects.isRoutedFrom = true }
        return Truth(name == field)
    }

    // MARK: Effects of expressions

    /// Records what the calls in `expression` do to the first responder.
    private mutating func record(_ expression: ExprSyntax, _ state: WayState, conditional: Bool) {
        if let wrapped = expression.as(TryExprSyntax.self) { return record(wrapped.expression, state, conditional: conditional) }
        if let wrapped = expression.as(AwaitExprSyntax.self) { return record(wrapped.expression, state, conditional: conditional) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return record(chained.expression, state, conditional: conditional) }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let hasTernary = sequence.elements.contains { $0.is(UnresolvedTernaryExprSyntax.self) }
            for element in sequence.elements {
                if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
                    record(ternary.thenExpression, state, conditional: true)
                } else {
                    record(element, state, conditional: conditional || hasTernary)
                }
            }
            return
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return }
        record(call, state, conditional: conditional)
    }

    private mutating func record(_ call: FunctionCallExprSyntax, _ state: WayState, conditional: Bool) {
        let callee = call.calledExpression
        let member = callee.as(MemberAccessExprSyntax.self)
        let name = member?.declName.baseName.text ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        let base = member?.base
        let baseIsSelf = base == nil || base?.compactText == "self"

        switch name {
        case "becomeFirstResponder":
            guard let base else { return }
            if let property = submittingFieldProperty(base, state) {
                effects.fieldPropertyMoves.insert(property)
                return
            }
            let targets = references(base, state)
            guard targets.count == 1 else { effects.isUnknown = true; return }
            switch targets[0] {
            case .input(let target) where target != field:
                effects.moves.append(Transition(target: FocusTarget(target), isConditional: conditional, range: call.utf8Offsets))
            case .input, .named(Self.submittingMarker): break
            default: effects.isUnknown = true
            }
            return
        case "resignFirstResponder", "endEditing":
            effects.resigns = true
            if !conditional, let base, endsOwnEditing(call, named: name, on: base, state) { effects.surelyEndsEditing = true }
            return
        case "viewWithTag":
            return  // a lookup: finding a view moves no focus
        default: break
        }
        if base?.compactText == "super" {
            effects.isUnknown = true
            return
        }
        if baseIsSelf, let helper = syntax.methods[name], let body = helper.body {
            follow(helper, body, call, state, conditional: conditional)
            return
        }
        if let base, references(base, state).contains(where: { $0 == .named(Self.submittingMarker) || Self.isInput($0) }) {
            return  // `textField.text = …`, `emailField.layoutIfNeeded()`: no focus change
        }
        let arguments = call.arguments.map(\.expression)
        if arguments.contains(where: { mentionsSubmitting($0, state) || references($0, state).contains(where: Self.isInput) }) {
            // Only the field's text, handed to an object the class holds: what happens is the callee's.
            if let holder = base.flatMap({ heldObject($0, state) }),
               arguments.allSatisfy({ readsOnlyText($0, state) && !references($0, state).contains(where: Self.isInput) }) {
                effects.callsHandedText.insert("\(holder).\(name)")
            } else {
                if !effects.isUnknown, effects.moves.isEmpty, effects.fieldPropertyMoves.isEmpty, base.flatMap({ heldObject($0, state) }) != nil {
                    effects.handsFieldOff = true
                }
                effects.isUnknown = true
            }
            return
        }
        effects.works = true
        let closures = arguments.compactMap { $0.as(ClosureExprSyntax.self) } + [call.trailingClosure].compactMap { $0 }
        let runsNow = callee.compactText.hasPrefix("DispatchQueue") || callee.compactText.hasPrefix("UIView.animate")
        for closure in closures {
            var inner = state
            inner.isConditional = conditional || !runsNow
            _ = run(closure.statements, from: [Way(state: inner)])
        }
    }

    /// `textField.resignFirstResponder()`, `textField.endEditing(true)`, `view.endEditing(true)`:
    /// the field's own editing ends, whoever asked.
    private func endsOwnEditing(_ call: FunctionCallExprSyntax, named name: String, on base: ExprSyntax, _ state: WayState) -> Bool {
        let isOwnField = [[.named(Self.submittingMarker)], [.input(field)]].contains(references(base, state))
        if name == "resignFirstResponder" { return call.arguments.isEmpty && isOwnField }
        let forced = call.arguments.count == 1 && call.arguments.first?.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        return forced && (isOwnField || ["view", "self.view", "self"].contains(base.unwrapped.compactText))
    }

    /// Follows a method of the class, with the names its parameters take for this call.
    private mutating func follow(_ helper: FunctionDeclSyntax, _ body: CodeBlockSyntax, _ call: FunctionCallExprSyntax, _ state: WayState, conditional: Bool) {
        var inner = WayState(submitting: [], isConditional: conditional)
        let parameters = Array(helper.signature.parameterClause.parameters)
        for (index, argument) in call.arguments.enumerated() where index < parameters.count {
            let parameterName = (parameters[index].secondName ?? parameters[index].firstName).text
            let resolved = references(argument.expression, state)
            if resolved == [.named(Self.submittingMarker)] {
                inner.submitting.insert(parameterName)
            } else {
                inner.locals[parameterName] = resolved
            }
        }
        // Calling a method of the class is work in its own right (`signUp()`), even when we
        // cannot see anything it does beyond focus.
        effects.works = true
        if self.call(helper.name.text, body: body, from: inner) == nil {
            effects.isUnknown = true
        }
    }

    // MARK: References

    /// A reference that stands for the submitting field itself.
    private static let submittingMarker = "<submitting field>"

    private static func isInput(_ reference: UIKitReference) -> Bool {
        if case .input = reference { true } else { false }
    }

    /// What `expression` stands for, with the submitting field's names and locals taken into account.
    private func references(_ expression: ExprSyntax, _ state: WayState) -> [UIKitReference] {
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return references(unwrapped.expression, state) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return references(chained.expression, state) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return references(only.expression, state)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if state.submitting.contains(name) { return [.named(Self.submittingMarker)] }
            if let local = state.locals[name] { return local }
        }
        if let (operand, _) = Self.conditionalCast(expression) { return references(operand, state) }
        // `cell.textField`, for a local standing for a view that holds one field.
        if let member = expression.as(MemberAccessExprSyntax.self), UIKitSyntax.namesWrappedField(member.declName.baseName.text),
           let base = member.base?.as(DeclReferenceExprSyntax.self), state.locals[base.baseName.text] != nil {
            let held = references(ExprSyntax(base), state)
            if held.count == 1, case .input(let name) = held[0], syntax.inputs.contains(where: { $0.name == name && !$0.isPlainInput }) {
                return held
            }
        }
        if let element = indexRouting.element(expression, positions: state.positions) { return element }
        if let tagged = taggedInput(expression, state) { return [.input(tagged)] }
        return resolver.resolve(expression)
    }

    /// The one input whose tag a `viewWithTag(textField.tag + 1)` lookup asks for; nil when the
    /// lookup may find some other view (no input, or several, carries that tag).
    private func taggedInput(_ expression: ExprSyntax, _ state: WayState) -> String? {
        guard let offset = indexRouting.tagOffset(
            lookedUpBy: expression, isSubmitting: { references($0, state) == [.named(Self.submittingMarker)] }, localOffset: { state.tagOffsets[$0] }
        ) else {
            return nil
        }
        let tags = indexRouting.tags
        // Every view is tagged 0 unless given another: a lookup of 0 may find any of them, as may
        // a lookup of a tag another view of the interface file carries.
        guard let own = tags[field], own + offset != 0, !indexRouting.sharedTags.contains(own + offset) else { return nil }
        let tagged = tags.filter { $0.value == own + offset }.map(\.key)
        return tagged.count == 1 ? tagged[0] : nil
    }

    /// The field's position in an array of fields, when `expression` looks it up there.
    private func position(lookedUpBy expression: ExprSyntax, _ state: WayState) -> Int? {
        guard let lookup = indexRouting.positionLookup(expression), references(lookup.argument, state) == [.named(Self.submittingMarker)] else {
            return nil
        }
        return lookup.array.firstIndex(of: field)
    }

    /// The name of the submitting field's own property that `expression` reads (`textField.nextField`,
    /// or a local bound to it).
    private func submittingFieldProperty(_ expression: ExprSyntax, _ state: WayState) -> String? {
        var expression = expression
        while true {
            if let chained = expression.as(OptionalChainingExprSyntax.self) {
                expression = chained.expression
            } else if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
                expression = unwrapped.expression
            } else {
                break
            }
        }
        if let local = expression.as(DeclReferenceExprSyntax.self) { return state.fieldProperties[local.baseName.text] }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
              references(base, state) == [.named(Self.submittingMarker)]
        else { return nil }
        return member.declName.baseName.text
    }

    /// The property of the class `expression` names (`delegate`, `self.delegate`, `delegate?`); nil
    /// for anything else (a local, the field, a call).
    private func heldObject(_ expression: ExprSyntax, _ state: WayState) -> String? {
        var expression = expression
        while let chained = expression.as(OptionalChainingExprSyntax.self) { expression = chained.expression }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.compactText == "self" { return member.declName.baseName.text }
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self) else { return nil }
        let name = reference.baseName.text
        guard !state.submitting.contains(name), state.locals[name] == nil, state.fieldProperties[name] == nil else { return nil }
        return name
    }

    /// Every mention of the submitting field in `expression` reads its text (`textField.text!`).
    private func readsOnlyText(_ expression: ExprSyntax, _ state: WayState) -> Bool {
        expression.tokens(viewMode: .sourceAccurate).allSatisfy { token in
            guard state.submitting.contains(token.text) else { return true }
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), let member = reference.parent?.as(MemberAccessExprSyntax.self),
                  member.base?.id == ExprSyntax(reference).id
            else { return false }
            return member.declName.baseName.text == "text"
        }
    }

    private func mentionsSubmitting(_ expression: ExprSyntax, _ state: WayState) -> Bool {
        expression.tokens(viewMode: .sourceAccurate).contains { state.submitting.contains($0.text) }
    }
}
