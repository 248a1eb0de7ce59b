import SwiftSyntax

/// Evaluates `textFieldShouldReturn(_:)` for one submitting field: which branch runs when
/// `textField` is that field, and what the branch does to the first responder.
/// Helper methods of the class are followed (depth-limited, cycle-safe); routing that cannot be
/// told statically (`viewWithTag(textField.tag + 1)`, `fields[index + 1]`, a helper outside the
/// class receiving `textField`) makes the outcome *unknown*.
final class ShouldReturnEvaluator {
    /// What Return does for the field.
    struct Effects {
        var moves: [Transition] = []
        var resigns = false
        /// Calls that do something other than moving focus (`login()`, `viewModel.submit()`).
        var works = false
        var isUnknown = false
        /// The method names the field in a `case` or `==` test.
        var isRoutedFrom = false

        init(moves: [Transition] = [], resigns: Bool = false, works: Bool = false, isUnknown: Bool = false, isRoutedFrom: Bool = false) {
            self.moves = moves
            self.resigns = resigns
            self.works = works
            self.isUnknown = isUnknown
            self.isRoutedFrom = isRoutedFrom
        }

        /// The effects a summary of a method in another file records for a field, with every move
        /// placed at `range` (this file's own declaration of the field).
        init(_ effect: ReturnSummary.Effect, at range: Range<Int>) {
            self.init(
                moves: effect.moves.keys.sorted().map { Transition(target: FocusTarget($0), isConditional: effect.moves[$0] ?? true, range: range) },
                resigns: effect.resigns, works: effect.works, isUnknown: effect.isUnknown, isRoutedFrom: effect.isRoutedFrom
            )
        }

        var summarised: ReturnSummary.Effect {
            var moves: [String: Bool] = [:]
            for move in self.moves { moves[move.target.name] = (moves[move.target.name] ?? true) && move.isConditional }
            return ReturnSummary.Effect(moves: moves, resigns: resigns, works: works, isUnknown: isUnknown, isRoutedFrom: isRoutedFrom)
        }

        /// Lowered to the shared model. Only resigning, mid-form, counts as doing nothing: the
        /// keyboard drops and the user is left to find the next field.
        func outcome(handler: Range<Int>) -> Outcome {
            if isUnknown { return Outcome(isUnknown: true, handlers: [handler]) }
            let definitelyMoves = moves.contains { !$0.isConditional }
            let ends = !definitelyMoves && (works || (resigns && !moves.isEmpty))
            return Outcome(moves: moves, ends: ends, handlers: [handler], endsWithWork: works)
        }
    }

    private enum Flow { case continues, returns, mayReturn }
    private enum Truth { case yes, no, unknown }

    /// Names that stand for the submitting field (`textField` and helper parameters it is passed to)
    /// and locals bound to other references.
    private struct Environment {
        var submitting: Set<String>
        var locals: [String: [UIKitReference]] = [:]
    }

    private let syntax: UIKitClassSyntax
    private let resolver: UIKitReferenceResolver
    private let field: String
    private var effects = Effects()
    private var activeHelpers: Set<String> = []

    private static let maximumHelperDepth = 4
    /// Deeper `if`/`else if` nesting than this is not followed (the outcome is unknown).
    private static let maximumNesting = 128
    private var nesting = 0

    private init(syntax: UIKitClassSyntax, field: String) {
        self.syntax = syntax
        self.field = field
        resolver = UIKitReferenceResolver(syntax: syntax)
    }

    /// The effects of pressing Return in `field`, given the class's `textFieldShouldReturn(_:)`.
    static func evaluate(_ method: FunctionDeclSyntax, for field: String, in syntax: UIKitClassSyntax) -> Effects {
        let evaluator = ShouldReturnEvaluator(syntax: syntax, field: field)
        guard let body = method.body, let parameter = UIKitSyntax.parameterName(of: method, at: 0) else {
            return Effects(isUnknown: true)
        }
        var environment = Environment(submitting: [parameter])
        _ = evaluator.evaluate(body.statements, &environment, conditional: false)
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

    // MARK: Statements

    private func evaluate(_ items: CodeBlockItemListSyntax, _ environment: inout Environment, conditional: Bool) -> Flow {
        var conditional = conditional
        var sometimesReturned = false
        for item in items {
            guard !effects.isUnknown else { return .returns }
            switch evaluate(item.item, &environment, conditional: conditional) {
            case .returns: return sometimesReturned ? .mayReturn : .returns
            case .mayReturn:
                sometimesReturned = true
                conditional = true
            case .continues: break
            }
        }
        return sometimesReturned ? .mayReturn : .continues
    }

    private func evaluate(_ item: CodeBlockItemSyntax.Item, _ environment: inout Environment, conditional: Bool) -> Flow {
        switch item {
        case .decl(let declaration):
            if let variable = declaration.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if let value = binding.initializer?.value {
                        environment.locals[name] = references(value, environment)
                        perform(value, environment, conditional: conditional)
                    } else {
                        environment.locals[name] = [.unknown]
                    }
                }
            }
            return .continues
        case .stmt(let statement):
            return evaluate(statement, &environment, conditional: conditional)
        case .expr(let expression):
            return evaluate(expression, &environment, conditional: conditional)
        }
    }

    private func evaluate(_ statement: StmtSyntax, _ environment: inout Environment, conditional: Bool) -> Flow {
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            return evaluate(expression.expression, &environment, conditional: conditional)
        }
        if let returned = statement.as(ReturnStmtSyntax.self) {
            if let value = returned.expression { perform(value, environment, conditional: conditional) }
            return .returns
        }
        if let guardStatement = statement.as(GuardStmtSyntax.self) {
            switch truth(of: guardStatement.conditions, &environment) {
            case .yes: return .continues
            case .no:
                var inner = environment
                return evaluate(guardStatement.body.statements, &inner, conditional: conditional) == .continues ? .continues : .returns
            case .unknown:
                var inner = environment
                return evaluate(guardStatement.body.statements, &inner, conditional: true) == .continues ? .continues : .mayReturn
            }
        }
        if let loop = statement.as(ForStmtSyntax.self) {
            var inner = environment
            return evaluate(loop.body.statements, &inner, conditional: true) == .continues ? .continues : .mayReturn
        }
        if let loop = statement.as(WhileStmtSyntax.self) {
            var inner = environment
            return evaluate(loop.body.statements, &inner, conditional: true) == .continues ? .continues : .mayReturn
        }
        if let block = statement.as(DoStmtSyntax.self) {
            var inner = environment
            return evaluate(block.body.statements, &inner, conditional: conditional)
        }
        if let deferred = statement.as(DeferStmtSyntax.self) {
            var inner = environment
            _ = evaluate(deferred.body.statements, &inner, conditional: conditional)
            return .continues
        }
        if statement.is(ThrowStmtSyntax.self) { return .returns }
        return .continues
    }

    private func evaluate(_ expression: ExprSyntax, _ environment: inout Environment, conditional: Bool) -> Flow {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            return evaluate(ifExpression, &environment, conditional: conditional)
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return evaluate(switchExpression, &environment, conditional: conditional)
        }
        perform(expression, environment, conditional: conditional)
        return .continues
    }

    private func evaluate(_ ifExpression: IfExprSyntax, _ environment: inout Environment, conditional: Bool) -> Flow {
        nesting += 1
        defer { nesting -= 1 }
        guard nesting <= Self.maximumNesting else {
            effects.isUnknown = true
            return .returns
        }
        var inner = environment
        let condition = truth(of: ifExpression.conditions, &inner)
        let thenFlow: Flow? = condition == .no ? nil : evaluate(ifExpression.body.statements, &inner, conditional: conditional || condition == .unknown)
        var elseFlow: Flow? = .continues
        if condition != .yes {
            var elseEnvironment = environment
            let elseConditional = conditional || condition == .unknown
            switch ifExpression.elseBody {
            case .ifExpr(let next)?: elseFlow = evaluate(next, &elseEnvironment, conditional: elseConditional)
            case .codeBlock(let block)?: elseFlow = evaluate(block.statements, &elseEnvironment, conditional: elseConditional)
            case nil: elseFlow = .continues
            }
        } else {
            elseFlow = nil
        }
        return Self.merge([thenFlow, elseFlow].compactMap { $0 })
    }

    private func evaluate(_ switchExpression: SwitchExprSyntax, _ environment: inout Environment, conditional: Bool) -> Flow {
        let subject = references(switchExpression.subject, environment)
        let isOnSubmittingField = subject == [.named(Self.submittingMarker)]
        if !isOnSubmittingField {
            if mentionsSubmitting(switchExpression.subject, environment) {
                effects.isUnknown = true
                return .returns
            }
            var flows: [Flow] = []
            for case .switchCase(let switchCase) in switchExpression.cases {
                var inner = environment
                flows.append(evaluate(switchCase.statements, &inner, conditional: true))
            }
            return flows.allSatisfy { $0 == .continues } ? .continues : .mayReturn
        }
        for case .switchCase(let switchCase) in switchExpression.cases {
            switch switchCase.label {
            case .default:
                var inner = environment
                return evaluate(switchCase.statements, &inner, conditional: conditional)
            case .case(let label):
                for item in label.caseItems {
                    guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self) else {
                        effects.isUnknown = true
                        return .returns
                    }
                    let matched = references(pattern.expression, environment)
                    if matched == [.input(field)] {
                        effects.isRoutedFrom = true
                        var inner = environment
                        return evaluate(switchCase.statements, &inner, conditional: conditional)
                    }
                    if !matched.allSatisfy({ if case .input = $0 { true } else { false } }) {
                        effects.isUnknown = true
                        return .returns
                    }
                }
            }
        }
        return .continues
    }

    private static func merge(_ flows: [Flow]) -> Flow {
        if flows.allSatisfy({ $0 == .returns }) { return .returns }
        if flows.allSatisfy({ $0 == .continues }) { return .continues }
        return .mayReturn
    }

    // MARK: Conditions

    private func truth(of conditions: ConditionElementListSyntax, _ environment: inout Environment) -> Truth {
        var result = Truth.yes
        for element in conditions {
            let part: Truth
            switch element.condition {
            case .expression(let expression): part = truth(of: expression, environment)
            case .optionalBinding(let binding):
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    environment.locals[name] = binding.initializer.map { references($0.value, environment) } ?? [.unknown]
                }
                part = .unknown
            case .availability: part = .yes
            default: part = .unknown
            }
            if part == .no { return .no }
            if part == .unknown { result = .unknown }
        }
        return result
    }

    private func truth(of expression: ExprSyntax, _ environment: Environment) -> Truth {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return truth(of: only.expression, environment)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return Self.negate(truth(of: prefix.expression, environment))
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return .unknown }
        return truth(ofSequence: Array(sequence.elements), environment)
    }

    /// Folds `a == b && c || d` by hand: `||` binds loosest, then `&&`, then the comparisons.
    private func truth(ofSequence elements: [ExprSyntax], _ environment: Environment) -> Truth {
        for loosest in ["||", "&&"] {
            let operators = elements.indices.filter { elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == loosest }
            guard !operators.isEmpty else { continue }
            var parts: [[ExprSyntax]] = []
            var start = 0
            for index in operators {
                parts.append(Array(elements[start..<index]))
                start = index + 1
            }
            parts.append(Array(elements[start...]))
            let truths = parts.map { truth(ofSequence: $0, environment) }
            if loosest == "||" {
                if truths.contains(.yes) { return .yes }
                return truths.allSatisfy { $0 == .no } ? .no : .unknown
            }
            if truths.contains(.no) { return .no }
            return truths.allSatisfy { $0 == .yes } ? .yes : .unknown
        }
        if elements.count == 1 { return truth(of: elements[0], environment) }
        guard elements.count == 3, let operatorText = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
              ["==", "===", "!=", "!=="].contains(operatorText)
        else { return .unknown }
        let left = references(elements[0], environment)
        let right = references(elements[2], environment)
        let submitting = [UIKitReference.named(Self.submittingMarker)]
        let other: [UIKitReference]
        if left == submitting { other = right } else if right == submitting { other = left } else { return .unknown }
        guard other.count == 1, case .input(let name) = other[0] else { return .unknown }
        if name == field { effects.isRoutedFrom = true }
        let equal: Truth = name == field ? .yes : .no
        return operatorText.hasPrefix("!") ? Self.negate(equal) : equal
    }

    private static func negate(_ truth: Truth) -> Truth {
        switch truth {
        case .yes: .no
        case .no: .yes
        case .unknown: .unknown
        }
    }

    // MARK: Effects of expressions

    /// Records what the calls in `expression` do to the first responder.
    private func perform(_ expression: ExprSyntax, _ environment: Environment, conditional: Bool) {
        if let wrapped = expression.as(TryExprSyntax.self) { return perform(wrapped.expression, environment, conditional: conditional) }
        if let wrapped = expression.as(AwaitExprSyntax.self) { return perform(wrapped.expression, environment, conditional: conditional) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return perform(chained.expression, environment, conditional: conditional) }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let hasTernary = sequence.elements.contains { $0.is(UnresolvedTernaryExprSyntax.self) }
            for element in sequence.elements {
                if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
                    perform(ternary.thenExpression, environment, conditional: true)
                } else {
                    perform(element, environment, conditional: conditional || hasTernary)
                }
            }
            return
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return }
        perform(call, environment, conditional: conditional)
    }

    private func perform(_ call: FunctionCallExprSyntax, _ environment: Environment, conditional: Bool) {
        let callee = call.calledExpression
        let member = callee.as(MemberAccessExprSyntax.self)
        let name = member?.declName.baseName.text ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        let base = member?.base
        let baseIsSelf = base == nil || base?.compactText == "self"

        switch name {
        case "becomeFirstResponder":
            guard let base else { return }
            let targets = references(base, environment)
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
            return
        default: break
        }
        if base?.compactText == "super" {
            effects.isUnknown = true
            return
        }
        if baseIsSelf, let helper = syntax.methods[name], helper.body != nil {
            follow(helper, call, environment, conditional: conditional)
            return
        }
        if let base, references(base, environment).contains(where: { $0 == .named(Self.submittingMarker) || Self.isInput($0) }) {
            return  // `textField.text = …`, `emailField.layoutIfNeeded()`: no focus change
        }
        let arguments = call.arguments.map(\.expression)
        if arguments.contains(where: { mentionsSubmitting($0, environment) || references($0, environment).contains(where: Self.isInput) }) {
            effects.isUnknown = true
            return
        }
        effects.works = true
        let closures = arguments.compactMap { $0.as(ClosureExprSyntax.self) } + [call.trailingClosure].compactMap { $0 }
        let runsNow = callee.compactText.hasPrefix("DispatchQueue") || callee.compactText.hasPrefix("UIView.animate")
        for closure in closures {
            var inner = environment
            _ = evaluate(closure.statements, &inner, conditional: conditional || !runsNow)
        }
    }

    private func follow(_ helper: FunctionDeclSyntax, _ call: FunctionCallExprSyntax, _ environment: Environment, conditional: Bool) {
        let name = helper.name.text
        guard activeHelpers.count < Self.maximumHelperDepth, !activeHelpers.contains(name), let body = helper.body else {
            effects.isUnknown = true
            return
        }
        var inner = Environment(submitting: [])
        let parameters = Array(helper.signature.parameterClause.parameters)
        for (index, argument) in call.arguments.enumerated() where index < parameters.count {
            let parameterName = (parameters[index].secondName ?? parameters[index].firstName).text
            let resolved = references(argument.expression, environment)
            if resolved == [.named(Self.submittingMarker)] {
                inner.submitting.insert(parameterName)
            } else {
                inner.locals[parameterName] = resolved
            }
        }
        // Calling a method of the class is work in its own right (`signUp()`), even when we
        // cannot see anything it does beyond focus.
        effects.works = true
        activeHelpers.insert(name)
        _ = evaluate(body.statements, &inner, conditional: conditional)
        activeHelpers.remove(name)
    }

    // MARK: References

    /// A reference that stands for the submitting field itself.
    private static let submittingMarker = "<submitting field>"

    private static func isInput(_ reference: UIKitReference) -> Bool {
        if case .input = reference { true } else { false }
    }

    /// What `expression` stands for, with the submitting field's names and locals taken into account.
    private func references(_ expression: ExprSyntax, _ environment: Environment) -> [UIKitReference] {
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return references(unwrapped.expression, environment) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return references(chained.expression, environment) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return references(only.expression, environment)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if environment.submitting.contains(name) { return [.named(Self.submittingMarker)] }
            if let local = environment.locals[name] { return local }
        }
        return resolver.resolve(expression)
    }

    private func mentionsSubmitting(_ expression: ExprSyntax, _ environment: Environment) -> Bool {
        expression.tokens(viewMode: .sourceAccurate).contains { environment.submitting.contains($0.text) }
    }
}
