import SwiftSyntax

/// Fields: `.focused` views and components binding focus, with what the modifiers around them give.
extension ViewTreeWalk {
    // MARK: Fields and input points

    /// `.focused($focus, equals: .email)` on a view. Only keyboard text input is a field: `.focused`
    /// on a button, toggle or list (a tvOS focus-engine view) is not part of a Return chain.
    /// Returns the field when it is a container whose content the walk goes on into.
    func recordField(
        _ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, baseView: ExprSyntax, component: FormComponent?,
        representable: FormComponent? = nil, _ context: Context
    ) -> (key: ChainKey, target: FocusTarget, record: Int)? {
        let arguments = Array(call.arguments)
        guard let binding = arguments.first?.expression else { return nil }
        if component == nil, let name = Self.calleeName(baseView), Self.focusableNonText.contains(name) { return nil }
        let range = member.modifierRange(calledBy: call)
        let value = arguments.first(where: { $0.label?.text == "equals" })?.expression ?? Self.appFocusedValue(arguments)
        return record(
            binding: binding, value: value, isBoolForm: arguments.count == 1, range: range, baseView: baseView, component: component,
            representable: representable, context
        )
    }

    /// The value an app's own `focused` modifier binds a field to (`.focused($field, selfKey: .name)`):
    /// SwiftUI's takes its value as `equals:`, so a second argument under another label is the
    /// app's, which keeps the field focused whenever the binding holds that value.
    static func appFocusedValue(_ arguments: [LabeledExprSyntax]) -> ExprSyntax? {
        guard arguments.count == 2, arguments[0].label == nil, let label = arguments[1].label?.text, label != "equals",
              projectedName(arguments[0].expression) != nil else { return nil }
        return arguments[1].expression
    }

    /// A component call that binds focus itself: `LabeledField(focus: $focus, field: .email, onSubmit: next)`.
    func recordComponentField(_ call: FunctionCallExprSyntax, _ component: FormComponent, _ context: Context) {
        guard let bindingLabel = component.focusBinding, let binding = call.argument(labelled: bindingLabel) else { return }
        let value = component.focusValue.flatMap { call.argument(labelled: $0) }
            ?? component.boundCase.map { ExprSyntax(MemberAccessExprSyntax(name: .identifier($0))) }
        // `focus: $focus`, without the comma after it.
        let start = binding.parent?.as(LabeledExprSyntax.self)?.positionAfterSkippingLeadingTrivia ?? binding.positionAfterSkippingLeadingTrivia
        let range = start.utf8Offset..<binding.endPositionBeforeTrailingTrivia.utf8Offset
        // `focus: _focus`: the wrapper itself, handed to a `FocusState<Field?>` parameter, shares the state as `$focus` would.
        let handed = Self.wrapperName(binding).flatMap { name in
            context.scope.key(forLocalName: name) != nil ? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("$" + name))) : nil
        }
        if handed != nil, let child = index.type(named: component.name), let state = child.handedFocusState(labelled: bindingLabel) {
            receivedWrappers.insert(ChainKey(owner: child.name, state: state.name))
        }
        record(binding: handed ?? binding, value: value, isBoolForm: component.focusValue == nil && component.boundCase == nil, range: range, baseView: ExprSyntax(call), component: component, context)
    }

    /// Records the field; returns it when its view is not a text input (a container, say).
    @discardableResult
    func record(
        binding: ExprSyntax, value: ExprSyntax?, isBoolForm: Bool, range: Range<Int>, baseView: ExprSyntax, component: FormComponent?,
        representable: FormComponent? = nil, _ context: Context
    ) -> (key: ChainKey, target: FocusTarget, record: Int)? {
        guard let name = Self.focusArgumentName(binding, context.scope), let key = context.scope.key(forLocalName: name),
              let chain = chainsByKey[key] else { return nil }
        let target: FocusTarget
        // A `ForEach` row bound to a literal is one field however many rows run; bound to a value
        // computed per row, it is a dynamic group.
        var isDynamic = false
        var bindsAnyValue = false
        if chain.isBool {
            guard let boolTarget = context.scope.bools[name]?.target, isBoolForm else { return nil }
            isDynamic = context.isRepeated
            target = FocusTarget(boolTarget)
        } else {
            guard let value = value.map({ resolved($0, context) }) else { return nil }
            if value.is(NilLiteralExprSyntax.self) {
                target = FocusTarget("nil")
            } else if let literal = HandlerEvaluator.caseLiteral(value) {
                target = FocusTarget(literal)
                if literal.contains("("), value.as(FunctionCallExprSyntax.self)?.arguments.contains(where: { !Self.isLiteral($0.expression) }) == true {
                    isDynamic = true
                }
            } else if value.is(IntegerLiteralExprSyntax.self) {
                // `equals: 2`: one fixed value, like a case (a handler assigning a number is not read).
                target = FocusTarget(value.trimmedDescription)
            } else {
                target = FocusTarget(value.trimmedDescription)
                isDynamic = true
                bindsAnyValue = true
            }
        }
        let around = Self.surroundings(in: context)
        var label = around.label
        var keyboard = around.keyboard
        var handlers = around.handlers
        var takesReturn = Self.takesReturn(baseView)
        var isOpaque = component == nil && Self.calleeName(baseView).map(Self.textInputs.contains) != true
        let call = baseView.as(FunctionCallExprSyntax.self)
        var submitPassed = false
        if let component, let call {
            // A trailing closure stands for the component's submit closure, its last parameter.
            let submit = component.submit.flatMap { call.argument(labelled: $0) ?? call.trailingClosure.map(ExprSyntax.init) }
                .map { resolved($0, context) }
            submitPassed = submit.map { !$0.is(NilLiteralExprSyntax.self) } ?? false
            // A single-line input whose axis is a parameter takes the one its call asks for.
            takesReturn = component.takesReturn(submitPassed: submitPassed) && (component.input != .singleLine || takesReturn)
            isOpaque = false
            if component.input == .multiLineSubmitting { handlers = [] }
            if submitPassed, let submit { handlers.append(handlerSite(for: submit, context)) }
            if let inner = component.label(submitPassed: submitPassed) {
                label = ReturnLabel(value: inner, range: label?.range, setBy: component.name)
            }
            if let inner = component.keyboard { keyboard = Keyboard(value: inner, range: keyboard?.range ?? range) }
        } else if let call, let commit = Self.commitHandler(of: call) {
            handlers.append(handlerSite(for: ExprSyntax(commit), context))
        }
        keyboard = keyboard ?? call.flatMap { Self.keyboardArgument(of: $0) }
        if label == nil, component == nil, let call { label = Self.submitLabelArgument(of: call) }
        var field = ChainField(
            target: target, range: range, isConditional: context.isConditional, isDynamicGroup: isDynamic,
            takesReturn: takesReturn, label: label ?? ReturnLabel(value: "return", range: nil),
            keyboard: keyboard, branch: context.branch
        )
        if let representable { Self.apply(representable, to: &field, at: range) }
        // The component's input is a representable giving its field a keypad of the app's own.
        if component?.replacesKeyboard == true { field.hasNoKeyboard = true }
        field.bindsAnyValue = bindsAnyValue
        field.buttonsBefore = context.unboundInputs?.takeButtonsMet()
        field.isOpaque = isOpaque
        field.isNamedTextInput = isOpaque && Self.calleeName(baseView).map(Self.isNamedTextInput) == true
        field.editedText = call.flatMap { $0.argument(labelled: "text") }.map { editedText($0, context) }
        field.callSites = context.callSites
        field.isSecure = Self.isSecureInput(baseView, component: component)
        field.contentType = Self.contentType(in: context.stack)
        field.advancesAsTyped = Self.advancesAsTyped(
            changeHandlers: context.fieldChangeHandlers, editedText: field.editedText, focusState: name, ownTarget: target,
            isOneTimeCode: field.contentType == "oneTimeCode", scope: context.scope
        )
        var fieldRecord = FieldRecord(field: field, handlers: handlers, isSealed: around.blocked)
        // An input of the app's own handed what Return does runs it in code out of sight.
        if component == nil, let call, let handling = Self.returnHandlingArgument(of: call) {
            fieldRecord.outcomeElsewhere = Outcome(isUnknown: true, handlers: [handling])
        }
        if let routing = component?.ownRouting, let call {
            let routed = outcome(of: routing, at: call, field: range, bound: isDynamic ? nil : target, inBoolChain: chain.isBool, context)
            if case .byBoundCase = routing, submitPassed, let routed, !routed.isUnknown, let move = routed.moves.first {
                // The component routes, then calls the caller's closure last: that closure runs from the move.
                fieldRecord.movedBeforeLastHandler = move
            } else {
                fieldRecord.outcomeElsewhere = routed
            }
        }
        if let name = value.flatMap(FocusReferences.referencedName), context.parameters[name] == nil, context.scope.type.storedProperties.contains(name) {
            fieldRecord.valueParameter = name
        }
        if let enclosing = context.enclosingField, enclosing.key == key, enclosing.target == target {
            chain.fields[enclosing.record].isAbsorbed = true
        }
        chain.fields.append(fieldRecord)
        return isOpaque ? (key, target, chain.fields.count - 1) : nil
    }

    /// What a representable's `makeUIView` sets on its input (`RepresentableInput`), which wins over
    /// the call's modifiers: a multi-line input takes no Return, and neither a keyboard without a
    /// Return key nor an `inputView` in its place offers one.
    static func apply(_ representable: FormComponent, to field: inout ChainField, at range: Range<Int>) {
        if representable.input == .multiLine { field.takesReturn = false }
        if let keyboard = representable.keyboard { field.keyboard = Keyboard(value: keyboard, range: field.keyboard?.range ?? range) }
        if representable.replacesKeyboard { field.hasNoKeyboard = true }
    }

    /// What Return does in a component that moves its caller's focus itself (a child view of one
    /// field with `.onSubmit { focus = .city }`), seen at `call`: a move to the case it names or that
    /// the call hands it (`next: .city`), else out of reach. A flag (`Bool`) chain is not followed.
    /// For a component deciding by the case its input is bound to, `bound` is that case at this
    /// call (nil when worked out at run time); nil when the component leaves focus to the caller.
    func outcome(
        of routing: FormComponent.OwnRouting, at call: FunctionCallExprSyntax, field: Range<Int>, bound: FocusTarget?, inBoolChain: Bool, _ context: Context
    ) -> Outcome? {
        let target: String?
        switch routing {
        case .movesTo(let name): target = name
        case .movesToArgument(let label): target = call.argument(labelled: label).flatMap { HandlerEvaluator.caseLiteral(resolved($0, context)) }
        case .unknown: target = nil
        case .byBoundCase(let cases, let otherwise):
            switch bound.map({ cases[$0.name] ?? otherwise }) {
            case .movesTo(let name)?: target = name
            case .leaves?: return nil
            case .unknown?, nil: target = nil
            }
        }
        let handler = call.calledExpression.utf8Offsets
        guard let target, !inBoolChain else { return Outcome(isUnknown: true, handlers: [handler]) }
        var outcome = Outcome(moves: [Transition(target: FocusTarget(target), range: field)], handlers: [handler])
        outcome.alwaysMoves = true
        return outcome
    }

    /// A closure or method passed as a field's submit action, as a handler site of its own.
    func handlerSite(for expression: ExprSyntax, _ context: Context) -> Int {
        let action: HandlerSite.Action
        if let closure = expression.as(ClosureExprSyntax.self) {
            action = .closure(closure.statements)
        } else if let name = FocusReferences.referencedName(expression) {
            action = .method(name)
        } else {
            action = .unknown
        }
        handlerSites.append(HandlerSite(range: expression.utf8Offsets, action: action, scope: context.scope))
        return handlerSites.count - 1
    }

    /// A parameter of the `@ViewBuilder` method being walked stands for its value at this call,
    /// and a choice on one (`kind == .name ? $name : $address`, the method called with `.name`)
    /// for the value it chooses there.
    func resolved(_ expression: ExprSyntax, _ context: Context) -> ExprSyntax {
        let expression = expression.unwrapped
        if let ternary = expression.as(SequenceExprSyntax.self).flatMap({ Ternary(Array($0.elements)) }),
           let holds = fixedComparison(ternary.condition, context) {
            let chosen = holds ? ternary.then : ternary.otherwise
            return chosen.count == 1 ? resolved(chosen[0], context) : expression
        }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let value = context.parameters[name] else { return expression }
        return value?.unwrapped ?? expression
    }

    /// Whether `kind == .name` (or `!=`) holds, where `kind` is a parameter this call fixes to a
    /// case; nil when the condition is anything else.
    private func fixedComparison(_ condition: [ExprSyntax], _ context: Context) -> Bool? {
        guard let test = EqualityTest(condition), let (left, right) = test.operands else { return nil }
        for (parameter, literal) in [(left, right), (right, left)] {
            guard let name = parameter.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text, let value = context.parameters[name] ?? nil,
                  let fixed = HandlerEvaluator.caseLiteral(value.unwrapped), let compared = HandlerEvaluator.caseLiteral(literal.unwrapped) else { continue }
            return test.outcome(Truth(fixed == compared)) == .yes
        }
        return nil
    }

    /// The text an input edits, as its call writes it, with each parameter of the method being
    /// walked spelled as its value at this call: `text(for: .email)` for `text(for: id)` in a
    /// helper called with `.email`, so the fields one helper makes edit texts of their own.
    func editedText(_ expression: ExprSyntax, _ context: Context) -> String {
        let expression = resolved(expression, context)
        guard !context.parameters.isEmpty, !expression.is(DeclReferenceExprSyntax.self) else { return expression.trimmedDescription }
        let tokens = Array(expression.tokens(viewMode: .sourceAccurate))
        var text = ""
        for (index, token) in tokens.enumerated() {
            if index > 0 { text += token.leadingTrivia.description }
            if let reference = token.parent?.as(DeclReferenceExprSyntax.self), !Self.isMemberName(reference),
               let value = context.parameters[token.text] ?? nil {
                text += value.trimmedDescription
            } else {
                text += token.text
            }
            if index < tokens.count - 1 { text += token.trailingTrivia.description }
        }
        return text
    }

    /// `name` in `model.name`: a member, not a variable of its own.
    private static func isMemberName(_ reference: DeclReferenceExprSyntax) -> Bool {
        reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id == reference.id
    }
}
