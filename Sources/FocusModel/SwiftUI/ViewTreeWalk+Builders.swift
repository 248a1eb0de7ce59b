import SwiftSyntax

/// Walking view builders: statement lists, `if`/`switch` arms, base views, computed properties,
/// `@ViewBuilder` methods and child views of this file.
extension ViewTreeWalk {
    // MARK: Builder statements

    /// `alternativesOf`: the view whose content statements are alternatives, one shown at a time
    /// (`ViewThatFits { content; ScrollView { content } }`): each is an arm of it.
    func walk(_ statements: CodeBlockItemListSyntax, _ context: Context, alternativesOf chooser: FunctionCallExprSyntax? = nil) {
        guard let outer = context.deeper() else { return }
        for (arm, item) in statements.enumerated() {
            let context = chooser.map { outer.inBranch(of: $0, arm: arm) } ?? outer
            switch item.item {
            case .expr(let expression): walkView(expression, context)
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    walkView(expression, context)
                } else if let expression = statement.as(ReturnStmtSyntax.self)?.expression {
                    walkView(expression, context)
                }
            case .decl(let declaration):
                if let conditional = declaration.as(IfConfigDeclSyntax.self) {
                    for (arm, clause) in conditional.clauses.enumerated() {
                        guard case .statements(let statements)? = clause.elements else { continue }
                        walk(statements, context.inBranch(of: conditional, arm: arm))
                    }
                }
            }
        }
    }

    func walkView(_ expression: ExprSyntax, _ context: Context) {
        guard let context = context.deeper() else { return }
        let expression = expression.unwrapped
        if let ifExpression = expression.as(IfExprSyntax.self) {
            walkBranches(of: ifExpression, context)
        } else if let switchExpression = expression.as(SwitchExprSyntax.self) {
            for (arm, clause) in switchExpression.cases.enumerated() {
                guard let clause = clause.as(SwitchCaseSyntax.self) else { continue }
                walk(clause.statements, context.inBranch(of: switchExpression, arm: arm, chosenBy: Syntax(switchExpression.subject)))
            }
        } else {
            walkModifierChain(expression, context)
        }
    }

    /// `if … else if … else`: each arm of the whole chain is one branch of one statement. A condition
    /// on a parameter the current call fixes (`if isSensitive`, called without it) takes one arm only.
    private func walkBranches(of ifExpression: IfExprSyntax, _ context: Context) {
        let root = ifExpression
        var current: IfExprSyntax? = ifExpression
        var arm = 0
        // What holds in an arm because no earlier condition did (`else` after `if usesCode`: `!usesCode`).
        var factsPastEarlierArms: [ConditionFact] = []
        while let branch = current {
            if let holds = fixedCondition(branch.conditions, context) {
                if holds { walk(branch.body.statements, context); return }
                switch branch.elseBody {
                case .ifExpr(let nested)?: current = nested
                case .codeBlock(let block)?:
                    walk(block.statements, context)
                    current = nil
                case nil: current = nil
                }
                continue
            }
            let facts = factsPastEarlierArms + ConditionFact.conjuncts(of: branch.conditions)
            walk(branch.body.statements, context.inBranch(of: root, arm: arm, chosenBy: Syntax(branch.conditions), facts: facts))
            factsPastEarlierArms += ConditionFact.negatedDisjuncts(of: branch.conditions)
            arm += 1
            switch branch.elseBody {
            case .ifExpr(let nested)?: current = nested
            case .codeBlock(let block)?:
                walk(block.statements, context.inBranch(of: root, arm: arm, chosenBy: Syntax(branch.conditions), facts: factsPastEarlierArms))
                current = nil
            case nil:
                current = nil
            }
        }
    }

    /// The value of a condition that only tests a parameter fixed by the current call (`flag`,
    /// `!flag` with `flag` passed or defaulted as a Boolean literal); nil for anything else.
    private func fixedCondition(_ conditions: ConditionElementListSyntax, _ context: Context) -> Bool? {
        guard conditions.count == 1, case .expression(var expression) = conditions.first?.condition else { return nil }
        var negated = false
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            negated = true
            expression = prefix.expression
        }
        guard let name = expression.unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text, let value = context.parameters[name],
              let literal = value?.unwrapped.as(BooleanLiteralExprSyntax.self) else { return nil }
        return (literal.literal.tokenKind == .keyword(.true)) != negated
    }

    // MARK: Base views

    func walkBase(_ base: ExprSyntax, name: String?, _ context: Context) {
        if let reference = FocusReferences.referencedName(base), base.as(FunctionCallExprSyntax.self) == nil {
            walkMember(named: reference, in: context.scope.type, context)
            return
        }
        if base.is(IfExprSyntax.self) || base.is(SwitchExprSyntax.self) {
            walkView(base, context)
            return
        }
        guard let call = base.as(FunctionCallExprSyntax.self) else { return }
        guard let name else {
            // A type's factory wrapping the content it is handed (`BaseView.withLoading(sender: self) { content }`)
            // shows what its closures build, in place.
            if Self.isTypeMemberCall(call) {
                for closure in Self.closures(of: call) { walk(closure.statements, context) }
            }
            return
        }
        // A date (an event's start and end) is one of the values of the record the fields fill in;
        // the other controls are what make a screen one of settings.
        if Self.valueControls.contains(name), !Self.dateControls.contains(name) { context.unfocusedForm?.otherControlsMet += 1 }
        // Buttons are counted in a view with focus state too: a button between a field and a number
        // pad (Send me a code) parts the pad from the field, whatever state binds either.
        if Self.isButton(name) { (context.unfocusedForm ?? context.unboundInputs)?.buttonsMet += 1 }
        var content = context
        if name == "ForEach" || (name == "List" && call.arguments.contains { !$0.expression.is(ClosureExprSyntax.self) }) {
            content.isRepeated = true
            content.rowValues.formUnion(Self.rowParameters(of: call))
            content.rowLoop = call.position.utf8Offset
        }
        if Self.callsOwnMethod(call, named: name, of: context.scope.type) {
            // A view's own `@ViewBuilder func Form()` shadows SwiftUI's `Form`, as Swift resolves it.
            walkMember(named: name, in: context.scope.type, context, call: call)
        } else if let child = index.type(named: name), child.body != nil {
            walkChild(child, call, context)
        } else if name.first?.isLowercase == true {
            walkMember(named: name, in: context.scope.type, context, call: call)
        } else if let view = symbols.focusView(named: name, labels: call.argumentLabels, from: module), placeFields(of: view, call, context) {
            // Its fields are in the chain now.
        } else if !Self.knownViews.contains(name) && !Self.textInputs.contains(name) {
            recordInput(context)
            for argument in call.arguments {
                guard let name = Self.focusArgumentName(argument.expression, context.scope), let key = context.scope.key(forLocalName: name) else { continue }
                chainsByKey[key]?.hasFieldsElsewhere = true
            }
        }
        for closure in Self.closures(of: call) where !(name == "NavigationLink" && Self.isDestination(closure, of: call)) {
            walk(closure.statements, content, alternativesOf: name == "ViewThatFits" ? call : nil)
        }
    }

    /// A call (`Form()`, `self.Form()`) of a method the current view declares under a capitalised name.
    private static func callsOwnMethod(_ call: FunctionCallExprSyntax, named name: String, of type: TypeInfo) -> Bool {
        name.first?.isUppercase == true && !isFrameworkQualified(call) && type.method(named: name) != nil
    }

    /// A computed `some View` property or `@ViewBuilder` method of the current view; a method's
    /// parameters take the values `call` passes (or their defaults).
    private func walkMember(named name: String, in type: TypeInfo, _ context: Context, call: FunctionCallExprSyntax? = nil) {
        let key = type.name + "." + name
        guard !context.visiting.contains(key) else { return }
        var inner = context
        inner.visiting.insert(key)
        if let statements = type.properties[name] {
            walk(statements, inner)
        } else if let method = type.method(named: name), let body = method.body {
            inner.parameters = Self.parameterValues(of: method, at: call)
            // A parameter given a row's element (`row(for: item)`) holds it in the method.
            for (name, value) in inner.parameters {
                if let value, Self.mentionsRowValue(value, context.rowValues) { inner.rowValues.insert(name) }
            }
            if let call {
                inner.callSites.append(call.position.utf8Offset)
                inner.firstCall = inner.firstCall ?? call.utf8Offsets
            }
            walk(body.statements, inner)
        }
    }

    /// Each parameter of `method` with the value `call` gives it: the argument, else the default.
    private static func parameterValues(of method: FunctionDeclSyntax, at call: FunctionCallExprSyntax?) -> [String: ExprSyntax?] {
        var values: [String: ExprSyntax?] = [:]
        let arguments = call.map { Array($0.arguments) } ?? []
        var position = 0
        for parameter in method.signature.parameterClause.parameters {
            let label = parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            if position < arguments.count, (arguments[position].label?.text ?? "_") == label {
                values[name] = .some(arguments[position].expression)
                position += 1
            } else {
                values[name] = .some(parameter.defaultValue?.value)
            }
        }
        return values
    }

    /// A view of this file: its body joins the chains whose bindings the call passes to it.
    private func walkChild(_ child: TypeInfo, _ call: FunctionCallExprSyntax, _ context: Context) {
        var scope = ViewScope(type: child)
        let passed = call.arguments.compactMap { argument -> (label: String?, name: String)? in
            guard let name = Self.focusArgumentName(argument.expression, context.scope) else { return nil }
            return (argument.label?.text, name)
        }
        for argument in passed {
            let parameter = child.focusBindings.first { $0.name == argument.label }
                ?? (child.focusBindings.count == 1 && passed.count == 1 ? child.focusBindings.first : nil)
            guard let parameter else {
                if let key = context.scope.key(forLocalName: argument.name) { chainsByKey[key]?.hasFieldsElsewhere = true }
                continue
            }
            // The parameter and the property it is stored in (`self.focus = focusedField`) are one binding.
            let aliases = passed.count == 1 && !parameter.isBool ? child.focusBindings.filter { $0.valueType == parameter.valueType }.map(\.name) : [parameter.name]
            for alias in aliases {
                if let value = context.scope.values[argument.name] {
                    scope.values[alias] = value
                } else if let bool = context.scope.bools[argument.name] {
                    scope.bools[alias] = bool
                }
            }
        }
        // `Child(focus: _focus)` hands the wrapper itself to a `@FocusState` of the child: one state.
        for argument in call.arguments {
            guard let label = argument.label?.text, let name = Self.wrapperName(argument.expression),
                  let state = child.handedFocusState(labelled: label) else { continue }
            if let value = context.scope.values[name], !state.isBool {
                scope.values[state.name] = value
            } else if let bool = context.scope.bools[name], state.isBool {
                scope.bools[state.name] = bool
            } else {
                continue
            }
            receivedWrappers.insert(ChainKey(owner: child.name, state: state.name))
        }
        guard !scope.values.isEmpty || !scope.bools.isEmpty else {
            recordInput(context)
            joinPlainChild(child, call, context)
            return
        }
        let key = child.name + ".body"
        guard !context.visiting.contains(key), let body = child.body else { return }
        reachedWithBinding.insert(child.name)
        for chainKey in Set(scope.values.values).union(scope.bools.values.map(\.key)) {
            chainsByKey[chainKey]?.scopes.append(scope)
        }
        var inner = context
        inner.scope = scope
        inner.visiting.insert(key)
        inner.rowValues = Self.rowValues(of: child, at: call, given: context.rowValues)
        walk(body, inner)
    }

    /// `_focus` → `focus`: a property wrapper passed as itself.
    static func wrapperName(_ expression: ExprSyntax) -> String? {
        guard let reference = expression.unwrapped.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
        let text = reference.baseName.text
        return text.hasPrefix("_") && text.count > 1 ? String(text.dropFirst()) : nil
    }

    /// A view of this file with no focus plumbing, called from a view without focus state: its
    /// inputs are fields of the caller's form (a form split into sections), which holds them in
    /// place of a form of the child's own. Called through its memberwise initialiser, its stored
    /// properties hold what the call passes (`text: $email` makes `$text` the caller's `$email`).
    private func joinPlainChild(_ child: TypeInfo, _ call: FunctionCallExprSyntax, _ context: Context) {
        let key = child.name + ".body"
        guard let form = context.unfocusedForm, child.focusStates.isEmpty, child.focusBindings.isEmpty,
              let body = child.body, !context.visiting.contains(key) else { return }
        var inner = context
        inner.scope = ViewScope(type: child)
        inner.visiting.insert(key)
        inner.rowValues = Self.rowValues(of: child, at: call, given: context.rowValues)
        inner.parameters = [:]
        if child.initializers.isEmpty {
            for argument in call.arguments {
                guard let label = argument.label?.text, child.storedProperties.contains(label) else { continue }
                inner.parameters[label] = .some(argument.expression)
                inner.parameters["$" + label] = .some(argument.expression)
            }
        }
        inner.callSites.append(call.position.utf8Offset)
        inner.firstCall = inner.firstCall ?? call.utf8Offsets
        form.join(child) { walk(body, inner) }
    }
}
