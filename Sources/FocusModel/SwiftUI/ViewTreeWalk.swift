import SwiftSyntax

/// Walks rendered view trees, recording fields, submit handlers, barriers and input points.
/// Depth-limited and cycle-safe: deeply nested builders and mutually referencing properties end
/// the walk of that branch instead of the process.
final class ViewTreeWalk {
    let index: TypeIndex
    /// The project's form components and enums, this file's own included.
    let symbols: ProjectSymbols
    let module: String
    private(set) var chains: [ChainRecord] = []
    private(set) var handlerSites: [HandlerSite] = []
    private(set) var misorderedSearchSubmits: [MisorderedSearchSubmit] = []
    /// Views without focus state holding two or more text inputs.
    private(set) var unfocusedForms: [UnfocusedFormRecord] = []
    /// Child views walked with a binding from a parent: not chain roots of their own.
    private(set) var reachedWithBinding: Set<String> = []

    private(set) var chainsByKey: [ChainKey: ChainRecord] = [:]
    /// `.onSubmit(of: .search)` sites with a `.searchable` outside them, and those with one inside.
    private var searchSubmitsOutside: [Int: Range<Int>] = [:]
    private var searchSubmitsSatisfied: Set<Int> = []
    private var searchSubmitSites: [Range<Int>] = []

    static let maximumDepth = 96

    static let textInputs: Set<String> = ["TextField", "SecureField", "TextEditor"]
    /// Modifiers whose content is rendered with the view, inside the modifiers applied after them.
    static let layeredContent: Set<String> = ["overlay", "background", "safeAreaInset"]
    /// Modifiers presenting content elsewhere: fields bound there are not part of this walk.
    static let presentedContent: Set<String> = ["sheet", "popover", "fullScreenCover", "inspector"]
    /// SwiftUI views that never submit text themselves; anything else unknown may hide a text field.
    static let knownViews: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "Form", "Section", "Group", "List", "ScrollView", "ScrollViewReader", "NavigationStack", "NavigationView",
        "NavigationSplitView", "GeometryReader", "ViewThatFits", "LabeledContent", "DisclosureGroup", "ControlGroup",
        "GroupBox", "TabView", "ForEach", "Text", "Image", "Label", "Button", "Toggle", "Picker", "Stepper", "Slider",
        "DatePicker", "ColorPicker", "Link", "NavigationLink", "Menu", "Spacer", "Divider", "ProgressView", "Color",
        "EmptyView", "AnyView", "ToolbarItem", "ToolbarItemGroup", "ShareLink", "PhotosPicker", "AsyncImage",
        "RoundedRectangle", "Rectangle", "Circle", "Capsule", "AnyLayout",
    ]

    init(index: TypeIndex, symbols: ProjectSymbols = ProjectSymbols(), module: String = "") {
        self.index = index
        self.symbols = symbols
        self.module = module
    }

    // MARK: Roots

    /// A view owning `@FocusState`: every state starts a chain (all `Bool` states share one).
    func walkRoot(_ type: TypeInfo) {
        var scope = ViewScope(type: type)
        let bools = type.focusStates.filter(\.isBool)
        for state in type.focusStates where !state.isBool {
            let key = ChainKey(owner: type.name, state: state.name)
            scope.values[state.name] = key
            register(ChainRecord(key: key, owner: type, declarations: [state], isBindingRoot: false))
        }
        if !bools.isEmpty {
            let key = ChainKey(owner: type.name, state: "")
            for state in bools { scope.bools[state.name] = (key, state.name) }
            register(ChainRecord(key: key, owner: type, declarations: bools, isBindingRoot: false))
        }
        walkBody(of: type, scope: scope)
    }

    /// A view that only receives a binding, from a parent this file does not show.
    func walkBindingRoot(_ type: TypeInfo) {
        var scope = ViewScope(type: type)
        for binding in type.focusBindings {
            let key = ChainKey(owner: type.name, state: binding.name)
            if binding.isBool {
                scope.bools[binding.name] = (key, binding.name)
            } else {
                scope.values[binding.name] = key
            }
            register(ChainRecord(key: key, owner: type, declarations: [binding], isBindingRoot: true))
        }
        walkBody(of: type, scope: scope)
    }

    private func register(_ chain: ChainRecord) {
        guard chainsByKey[chain.key] == nil else { return }
        chainsByKey[chain.key] = chain
        chains.append(chain)
    }

    /// A view without focus state of its own: walked for its handlers, barriers and search submits.
    /// Its text inputs are kept as an unfocused form.
    func walkPlainView(_ type: TypeInfo) {
        let form = UnfocusedFormRecord(owner: type)
        walkBody(of: type, scope: ViewScope(type: type), unfocusedForm: form)
        if form.fields.count >= 2, !form.hasFocusPlumbing { unfocusedForms.append(form) }
    }

    private func walkBody(of type: TypeInfo, scope: ViewScope, unfocusedForm: UnfocusedFormRecord? = nil) {
        guard let body = type.body else { return }
        for key in Set(scope.values.values).union(scope.bools.values.map(\.key)) {
            chainsByKey[key]?.scopes.append(scope)
        }
        var context = Context(scope: scope)
        context.unfocusedForm = unfocusedForm
        context.visiting.insert(type.name + ".body")
        walk(body, context)
        finishRoot()
    }

    // MARK: Context

    /// Where the walk is: the view's names, the modifiers around the current view, and whether
    /// the current view exists only sometimes (`if`) or many times (`ForEach`).
    struct Context {
        var scope: ViewScope
        var stack: [ModifierFrame] = []
        var isConditional = false
        var isRepeated = false
        var branch: [BranchStep] = []
        var depth = 0
        var visiting: Set<String> = []
        /// Inside a `@ViewBuilder` method called with arguments: each parameter's value at this call
        /// (the argument, else the default), nil when neither is known.
        var parameters: [String: ExprSyntax?] = [:]
        /// The offsets of the method calls walked through to get here.
        var callSites: [Int] = []
        /// A view bound with `.focused` around the current one, not itself a text input: an input
        /// inside it bound to the same value is that field (chain, value and the container's record).
        var enclosingField: (key: ChainKey, target: FocusTarget, record: Int)?
        /// Walking a view without focus state: where its text inputs are collected.
        var unfocusedForm: UnfocusedFormRecord?

        func deeper() -> Context? {
            guard depth < ViewTreeWalk.maximumDepth else { return nil }
            var next = self
            next.depth += 1
            return next
        }
    }

    // MARK: Builder statements

    /// `alternativesOf`: the view whose content statements are alternatives, one shown at a time
    /// (`ViewThatFits { content; ScrollView { content } }`): each is an arm of it.
    private func walk(_ statements: CodeBlockItemListSyntax, _ context: Context, alternativesOf chooser: FunctionCallExprSyntax? = nil) {
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

    private func walkView(_ expression: ExprSyntax, _ context: Context) {
        guard let context = context.deeper() else { return }
        let expression = expression.unwrapped
        if let ifExpression = expression.as(IfExprSyntax.self) {
            walkBranches(of: ifExpression, context)
        } else if let switchExpression = expression.as(SwitchExprSyntax.self) {
            for (arm, clause) in switchExpression.cases.enumerated() {
                guard let clause = clause.as(SwitchCaseSyntax.self) else { continue }
                walk(clause.statements, context.inBranch(of: switchExpression, arm: arm))
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
            walk(branch.body.statements, context.inBranch(of: root, arm: arm))
            arm += 1
            switch branch.elseBody {
            case .ifExpr(let nested)?: current = nested
            case .codeBlock(let block)?:
                walk(block.statements, context.inBranch(of: root, arm: arm))
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

    // MARK: Modifier chains

    /// `Base(...).m1(...).m2(...)`: pushes the modifiers outermost first, records the field when
    /// the chain carries `.focused`, then walks the base view inside them all.
    private func walkModifierChain(_ expression: ExprSyntax, _ context: Context) {
        let chain = ModifierChain(expression)
        guard chain.modifiers.count <= Self.maximumDepth else { return }
        let base = chain.base
        var context = context
        var focused: ModifierChain.Modifier?
        var layered: [(content: ClosureExprSyntax, context: Context)] = []
        for modifier in chain.modifiers.reversed() {
            let name = modifier.name
            if name == "focused" {
                focused = focused ?? modifier
            } else if name == "toolbar", Self.placesItemsOnTheKeyboard(modifier.call) {
                for key in Set(context.scope.values.values).union(context.scope.bools.values.map(\.key)) {
                    chainsByKey[key]?.hasKeyboardAccessory = true
                }
            } else if Self.layeredContent.contains(name) {
                layered += Self.closures(of: modifier.call).map { ($0, context) }
            } else if Self.presentedContent.contains(name) {
                notePresentedFields(in: modifier.call, context)
            } else if let frame = frame(for: name, modifier.call, modifier.member, context) {
                if case .searchable = frame { noteSearchable(in: context) }
                context.stack.append(frame)
            }
        }
        let baseName = Self.calleeName(base)
        let component = baseName.flatMap { name in
            // `SwiftUI.TextField` is the framework's, even where the app declares a `TextField` of its own.
            base.as(FunctionCallExprSyntax.self).flatMap { call in
                Self.isFrameworkQualified(call) ? nil : symbols.component(named: name, labels: call.argumentLabels, from: module)
            }
        }
        var inner = context
        if let focused {
            inner.enclosingField = recordField(focused.call, focused.member, baseView: base, component: component, context) ?? context.enclosingField
        } else if let component, let call = base.as(FunctionCallExprSyntax.self) {
            recordComponentField(call, component, context)
        }
        if focused != nil || component != nil || baseName.map(Self.textInputs.contains) == true {
            recordInput(context)
        }
        if let form = context.unfocusedForm {
            if focused != nil || component?.focusBinding != nil {
                form.hasFocusPlumbing = true
            } else if component != nil || baseName.map(Self.isNamedTextInput) == true, let field = unfocusedField(base, component: component, context) {
                form.fields.append(field)
            }
        }
        if component != nil { return }
        walkBase(base, name: baseName, inner)
        // Source order: the base view, then the modifiers from the innermost out.
        for (content, context) in layered.reversed() {
            walk(content.statements, context)
        }
    }

    private func frame(for name: String, _ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, _ context: Context) -> ModifierFrame? {
        let range = member.modifierRange(calledBy: call)
        switch name {
        case "onSubmit":
            let triggers = Self.submitTriggers(call)
            let handlesText = triggers?.contains("text") ?? true
            let handlesSearch = triggers?.contains("search") ?? false
            var searchSubmit: Int?
            if handlesSearch {
                let site = searchSubmitSites.count
                searchSubmitSites.append(range)
                searchSubmit = site
                if let searchable = context.stack.reversed().compactMap({ frame -> Range<Int>? in
                    if case .searchable(let range) = frame { return range }
                    return nil
                }).first {
                    searchSubmitsOutside[site] = searchable
                }
            }
            guard handlesText else { return .barrier(range, searchSubmit: searchSubmit) }
            handlerSites.append(HandlerSite(range: range, action: Self.action(of: call), scope: context.scope))
            return .textHandler(handlerSites.count - 1, searchSubmit: searchSubmit)
        case "submitScope":
            // `.submitScope(token.isEmpty)` blocks only sometimes (an empty form is not submitted):
            // the handlers outside it run the rest of the time, so only an unconditional scope is a barrier.
            guard let argument = call.arguments.first?.expression else { return .barrier(range, searchSubmit: nil) }
            let blocks = argument.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
            return blocks ? .barrier(range, searchSubmit: nil) : nil
        case "submitLabel":
            let value = call.arguments.first.flatMap { Self.memberName($0.expression) }
            return .label(value, range)
        case "keyboardType":
            guard let value = call.arguments.first.flatMap({ Self.memberName($0.expression) }) else { return nil }
            return .keyboard(value, range)
        case "textContentType":
            return call.arguments.first.flatMap { Self.memberName($0.expression) }.map { .contentType($0) }
        case "searchable":
            return .searchable(range)
        default:
            return nil
        }
    }

    /// The triggers of `.onSubmit(of: ...)`: nil when they cannot be read (treated as text).
    private static func submitTriggers(_ call: FunctionCallExprSyntax) -> Set<String>? {
        guard let argument = call.arguments.first(where: { $0.label?.text == "of" }) else { return ["text"] }
        let expression = argument.expression.unwrapped
        if let name = memberName(expression) { return [name] }
        if let array = expression.as(ArrayExprSyntax.self) {
            let names = array.elements.compactMap { memberName($0.expression) }
            return names.count == array.elements.count ? Set(names) : nil
        }
        return nil
    }

    private static func action(of call: FunctionCallExprSyntax) -> HandlerSite.Action {
        if let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) {
            return .closure(closure.statements)
        }
        guard let argument = call.arguments.last(where: { $0.label?.text != "of" }) else { return .unknown }
        if let name = FocusReferences.referencedName(argument.expression) { return .method(name) }
        return .unknown
    }

    /// A sheet that binds the chain's state: its fields are real but outside this walk's order.
    private func notePresentedFields(in call: FunctionCallExprSyntax, _ context: Context) {
        let keys = Set(context.scope.values.values).union(context.scope.bools.values.map(\.key))
        for closure in Self.closures(of: call) {
            for key in keys where context.scope.references(to: key).isMentioned(in: closure) {
                chainsByKey[key]?.hasFieldsElsewhere = true
            }
        }
    }

    // MARK: Fields and input points

    /// `.focused($focus, equals: .email)` on a view. Only keyboard text input is a field: `.focused`
    /// on a button, toggle or list (a tvOS focus-engine view) is not part of a Return chain.
    /// Returns the field when it is a container whose content the walk goes on into.
    private func recordField(
        _ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, baseView: ExprSyntax, component: FormComponent?, _ context: Context
    ) -> (key: ChainKey, target: FocusTarget, record: Int)? {
        let arguments = Array(call.arguments)
        guard let binding = arguments.first?.expression else { return nil }
        if component == nil, let name = Self.calleeName(baseView), Self.focusableNonText.contains(name) { return nil }
        let range = member.modifierRange(calledBy: call)
        let value = arguments.first(where: { $0.label?.text == "equals" })?.expression
        return record(binding: binding, value: value, isBoolForm: arguments.count == 1, range: range, baseView: baseView, component: component, context)
    }

    /// A component call that binds focus itself: `LabeledField(focus: $focus, field: .email, onSubmit: next)`.
    private func recordComponentField(_ call: FunctionCallExprSyntax, _ component: FormComponent, _ context: Context) {
        guard let bindingLabel = component.focusBinding, let binding = call.argument(labelled: bindingLabel) else { return }
        let value = component.focusValue.flatMap { call.argument(labelled: $0) }
            ?? component.boundCase.map { ExprSyntax(MemberAccessExprSyntax(name: .identifier($0))) }
        // `focus: $focus`, without the comma after it.
        let start = binding.parent?.as(LabeledExprSyntax.self)?.positionAfterSkippingLeadingTrivia ?? binding.positionAfterSkippingLeadingTrivia
        let range = start.utf8Offset..<binding.endPositionBeforeTrailingTrivia.utf8Offset
        record(binding: binding, value: value, isBoolForm: component.focusValue == nil && component.boundCase == nil, range: range, baseView: ExprSyntax(call), component: component, context)
    }

    /// Records the field; returns it when its view is not a text input (a container, say).
    @discardableResult
    private func record(
        binding: ExprSyntax, value: ExprSyntax?, isBoolForm: Bool, range: Range<Int>, baseView: ExprSyntax, component: FormComponent?, _ context: Context
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
        if let component, let call {
            // A trailing closure stands for the component's submit closure, its last parameter.
            let submit = component.submit.flatMap { call.argument(labelled: $0) ?? call.trailingClosure.map(ExprSyntax.init) }
                .map { resolved($0, context) }
            let submitPassed = submit.map { !$0.is(NilLiteralExprSyntax.self) } ?? false
            takesReturn = component.takesReturn(submitPassed: submitPassed)
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
        var field = ChainField(
            target: target, range: range, isConditional: context.isConditional, isDynamicGroup: isDynamic,
            takesReturn: takesReturn, label: label ?? ReturnLabel(value: "return", range: nil),
            keyboard: keyboard, branch: context.branch
        )
        field.bindsAnyValue = bindsAnyValue
        field.isOpaque = isOpaque
        field.callSites = context.callSites
        field.isSecure = Self.isSecureInput(baseView, component: component)
        field.contentType = Self.contentType(in: context.stack)
        var fieldRecord = FieldRecord(field: field, handlers: handlers, isSealed: around.blocked)
        if let name = value.flatMap(FocusReferences.referencedName), context.parameters[name] == nil, context.scope.type.storedProperties.contains(name) {
            fieldRecord.valueParameter = name
        }
        if let enclosing = context.enclosingField, enclosing.key == key, enclosing.target == target {
            chain.fields[enclosing.record].isAbsorbed = true
        }
        chain.fields.append(fieldRecord)
        return isOpaque ? (key, target, chain.fields.count - 1) : nil
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

    /// A parameter of the `@ViewBuilder` method being walked stands for its value at this call.
    func resolved(_ expression: ExprSyntax, _ context: Context) -> ExprSyntax {
        let expression = expression.unwrapped
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let value = context.parameters[name] else { return expression }
        return value?.unwrapped ?? expression
    }

    /// A view that can submit text: every `.onSubmit` around it learns whether it is reached.
    func recordInput(_ context: Context) {
        var barrier: Range<Int>?
        for frame in context.stack.reversed() {
            switch frame {
            case .textHandler(let site, _):
                handlerSites[site].coveredInputs += 1
                if let barrier {
                    handlerSites[site].barrier = handlerSites[site].barrier ?? barrier
                } else {
                    handlerSites[site].reachedInputs += 1
                }
            case .barrier(let range, _):
                barrier = barrier ?? range
            default:
                break
            }
        }
    }

    /// A `.searchable` inside a search submit: that submit is in the right order.
    private func noteSearchable(in context: Context) {
        for frame in context.stack {
            switch frame {
            case .barrier(_, let searchSubmit?), .textHandler(_, let searchSubmit?): searchSubmitsSatisfied.insert(searchSubmit)
            default: break
            }
        }
    }

    /// Once a root's tree is walked: search submits inside their `.searchable`, handlers no input reaches.
    private func finishRoot() {
        for (site, searchable) in searchSubmitsOutside.sorted(by: { $0.key < $1.key }) where !searchSubmitsSatisfied.contains(site) {
            let handler = searchSubmitSites[site]
            if !misorderedSearchSubmits.contains(where: { $0.handler == handler }) {
                misorderedSearchSubmits.append(MisorderedSearchSubmit(handler: handler, searchable: searchable))
            }
        }
        searchSubmitsOutside = [:]
    }

    /// The handlers whose fields a barrier keeps from them, once every view is walked (read once:
    /// worked out from all the walks' handler sites). A child view's handler walked from several
    /// parents is one handler: blocked only if no walk reaches it.
    var blockedHandlers: [BlockedHandler] {
        var reached: Set<Range<Int>> = []
        var blocked: [Range<Int>: Range<Int>] = [:]
        for site in handlerSites where site.coveredInputs > 0 {
            if site.reachedInputs > 0 {
                reached.insert(site.range)
            } else if let barrier = site.barrier {
                blocked[site.range] = blocked[site.range] ?? barrier
            }
        }
        return blocked.filter { !reached.contains($0.key) }
            .map { BlockedHandler(handler: $0.key, barrier: $0.value) }
            .sorted { $0.handler.lowerBound < $1.handler.lowerBound }
    }

    // MARK: Base views

    private func walkBase(_ base: ExprSyntax, name: String?, _ context: Context) {
        if let reference = FocusReferences.referencedName(base), base.as(FunctionCallExprSyntax.self) == nil {
            walkMember(named: reference, in: context.scope.type, context)
            return
        }
        if base.is(IfExprSyntax.self) || base.is(SwitchExprSyntax.self) {
            walkView(base, context)
            return
        }
        guard let call = base.as(FunctionCallExprSyntax.self), let name else { return }
        var content = context
        if name == "ForEach" || (name == "List" && call.arguments.contains { !$0.expression.is(ClosureExprSyntax.self) }) {
            content.isRepeated = true
        }
        if let child = index.type(named: name), child.body != nil {
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
        for closure in Self.closures(of: call) {
            walk(closure.statements, content, alternativesOf: name == "ViewThatFits" ? call : nil)
        }
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
            if let call { inner.callSites.append(call.position.utf8Offset) }
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
        guard !scope.values.isEmpty || !scope.bools.isEmpty else {
            recordInput(context)
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
        walk(body, inner)
    }

    // MARK: Syntax helpers

    private static func closures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        call.allClosures
    }

    /// Views that take `.focused` for the focus engine (tvOS, keyboard navigation) but never text.
    static let focusableNonText: Set<String> = [
        "Button", "Toggle", "Picker", "List", "Stepper", "Slider", "DatePicker", "ColorPicker", "Link", "NavigationLink",
        "Menu", "ScrollView", "Image", "Text", "Label", "ShareLink", "PhotosPicker", "TabView", "AsyncImage",
    ]

    /// The deprecated `onCommit:` of `TextField`/`SecureField`, or the trailing closure that stands for
    /// it (one without parameters: a trailing closure taking one is `onEditingChanged`).
    static func commitHandler(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        guard let name = calleeName(ExprSyntax(call)), name == "TextField" || name == "SecureField" else { return nil }
        if let commit = call.arguments.first(where: { $0.label?.text == "onCommit" })?.expression.as(ClosureExprSyntax.self) { return commit }
        guard let trailing = call.trailingClosure, trailing.signature == nil, !trailing.statements.description.contains("$0") else { return nil }
        return trailing
    }

    /// `axis: .vertical` anywhere in a view's arguments (`Row(kind: .textField(text: $t, axis: .vertical))`).
    static func hasVerticalAxis(_ call: FunctionCallExprSyntax) -> Bool {
        var previous: [TokenKind] = []
        for token in call.arguments.tokens(viewMode: .sourceAccurate) {
            if token.text == "vertical", previous.suffix(3) == [.identifier("axis"), .colon, .period] { return true }
            previous.append(token.tokenKind)
            if previous.count > 3 { previous.removeFirst() }
        }
        return false
    }

    /// A closure that tests text for a newline (`contains("\n")`, `isNewline`): Return swallowed by hand.
    static func mentionsNewline(_ closure: ClosureExprSyntax) -> Bool {
        closure.tokens(viewMode: .sourceAccurate).contains { token in
            token.text == "isNewline" || token.text == "newlines" || (token.tokenKind == .stringSegment(token.text) && token.text.contains("\\n"))
        }
    }

    /// `TextField` for `TextField("Name", text: $name)`, `row` for `row(for: item)`.
    static func calleeName(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
            return specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) || isFrameworkQualified(call) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// Modules a view may be qualified with (`SwiftUI.TextField`, to tell it from an app's own `TextField`).
    static let frameworkModules: Set<String> = ["SwiftUI", "UIKit"]

    static func isFrameworkQualified(_ call: FunctionCallExprSyntax) -> Bool {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self).map { frameworkModules.contains($0.baseName.text) } ?? false
    }

    /// The focus state an argument hands over: `$focus`, or a binding passed on as is (`focus`).
    static func focusArgumentName(_ expression: ExprSyntax, _ scope: ViewScope) -> String? {
        let name = projectedName(expression) ?? FocusReferences.referencedName(expression)
        return name.flatMap { scope.key(forLocalName: $0) != nil ? $0 : nil }
    }

    /// `$focus` → `focus`.
    static func projectedName(_ expression: ExprSyntax) -> String? {
        let expression = expression.unwrapped
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") {
            return String(reference.baseName.text.dropFirst())
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "projectedValue",
           let reference = member.base?.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("_") {
            return String(reference.baseName.text.dropFirst())
        }
        return nil
    }

    /// `.toolbar { ToolbarItemGroup(placement: .keyboard) { … } }`: the form's own way to advance.
    private static func placesItemsOnTheKeyboard(_ toolbar: FunctionCallExprSyntax) -> Bool {
        var previous: TokenSyntax?
        for token in toolbar.tokens(viewMode: .sourceAccurate) {
            if token.text == "keyboard", previous?.tokenKind == .period { return true }
            previous = token
        }
        return false
    }

    /// `.next` → `next`.
    static func memberName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.unwrapped.as(MemberAccessExprSyntax.self), member.base.map(isTypeName) ?? true else { return nil }
        return member.declName.baseName.text
    }

    /// `Field` in `Field.email`, `SubmitLabel` in `SubmitLabel.next`: a type, not a view.
    static func isTypeName(_ expression: ExprSyntax) -> Bool {
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
        return reference.baseName.text.first?.isUppercase == true
    }

    private static func isLiteral(_ expression: ExprSyntax) -> Bool {
        expression.is(IntegerLiteralExprSyntax.self) || expression.is(StringLiteralExprSyntax.self)
            || expression.is(BooleanLiteralExprSyntax.self) || memberName(expression) != nil
    }

    /// `TextEditor` and vertical text fields insert a newline on Return instead of submitting.
    static func takesReturn(_ base: ExprSyntax) -> Bool {
        guard let call = base.as(FunctionCallExprSyntax.self) else { return true }
        return calleeName(base) != "TextEditor" && !hasVerticalAxis(call)
    }
}

extension FunctionCallExprSyntax {
    /// The labels of the call's parenthesised arguments, `_` for unlabelled ones.
    var argumentLabels: [String] {
        arguments.map { $0.label?.text ?? "_" }
    }

    /// The argument passed under `label`; the trailing closure stands for the last closure parameter.
    func argument(labelled label: String) -> ExprSyntax? {
        arguments.first { ($0.label?.text ?? "_") == label }?.expression
    }
}

extension ViewTreeWalk.Context {
    /// The context inside one arm of an `if`/`switch`/`#if`.
    func inBranch(of statement: some SyntaxProtocol, arm: Int) -> Self {
        var inner = self
        inner.isConditional = true
        inner.branch.append(BranchStep(statement: statement.position.utf8Offset, arm: arm))
        return inner
    }
}
