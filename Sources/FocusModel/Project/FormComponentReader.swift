import SwiftSyntax

/// Reads the form components a file declares: views and view-returning functions whose body holds
/// exactly one text input (directly, through nested stacks and computed properties, or in both
/// arms of an `if` alike), or forwards its parameters to another component.
struct FormComponentReader {
    static let maximumDepth = 48

    let name: String
    let parameters: [Parameter]
    /// The type's computed properties (`var prefixRow: some View`), followed from the body.
    let properties: [String: CodeBlockItemListSyntax]
    /// The view declares a `@FocusState` of its own, which no caller can see or set.
    var ownsFocusState = false
    /// The type's methods, which its own submit handler may call (`BoundCaseRouting`).
    var methods: [String: [FunctionDeclSyntax]] = [:]

    struct Parameter {
        let label: String
        let name: String
        let hasDefault: Bool
        /// False only for a type that plainly draws rather than routes (a colour, a title, a flag):
        /// passing such a parameter to another view is not forwarding a field. A focus binding, a
        /// closure, a type alias or a type not written down may carry focus.
        let mayCarryFocus: Bool

        /// `declared`: the written type, with a property's attributes (`@FocusState.Binding var …: Bool`).
        init(label: String, name: String, hasDefault: Bool, declared: String?) {
            self.label = label
            self.name = name
            self.hasDefault = hasDefault
            mayCarryFocus = declared.map(Self.mayCarryFocus) ?? true
        }

        private static let drawingTypes: Set<String> = [
            "Color", "UIColor", "Font", "UIFont", "Image", "UIImage", "String", "LocalizedStringKey", "Text",
            "Bool", "Int", "Double", "CGFloat", "Float", "CGSize", "EdgeInsets", "Alignment", "URL",
        ]

        private static func mayCarryFocus(_ declared: String) -> Bool {
            if declared.contains("FocusState") || declared.contains("->") { return true }
            let type = String((declared.split(separator: " ").last ?? "").filter { $0 != "?" && $0 != "!" })
            return !drawingTypes.contains(type)
        }
    }

    /// The component `body` describes, if it is one.
    func component(body: CodeBlockItemListSyntax, requiresLabels: Bool) -> FormComponent? {
        var found = Found()
        var visiting: Set<String> = []
        walk(body, around: Around(), &found, &visiting, depth: 0)
        let labels = Set(parameters.map(\.label))
        let required = requiresLabels ? Set(parameters.filter { !$0.hasDefault }.map(\.label)) : []
        guard !found.showsInputOnlySometimes, !(ownsFocusState && found.looksLikeScreen) else { return nil }
        if found.inputs.count == 1, found.forwardings.isEmpty, var component = found.inputs.first {
            component.name = name
            component.mayMoveFocusOutOfSight = component.mayMoveFocusOutOfSight || found.toolbarMayMoveFocus
            component.labels = labels
            component.requiredLabels = required
            component.focusBinding = component.focusBinding.map(label(ofParameter:))
            component.focusValue = component.focusValue.map(label(ofParameter:))
            component.submit = component.submit.map(label(ofParameter:))
            return component
        }
        if found.inputs.isEmpty, found.forwardings.count == 1, var forwarding = found.forwardings.first {
            forwarding.arguments = forwarding.arguments.mapValues { argument in
                if case .parameter(let name) = argument { return .parameter(label(ofParameter: name)) }
                return argument
            }
            var component = FormComponent(name: name)
            component.requiredLabels = required
            component.labels = labels
            component.forwarding = forwarding
            return component
        }
        return nil
    }

    /// Callers name a parameter by its argument label; the body by its name.
    private func label(ofParameter name: String) -> String {
        parameters.first { $0.name == name }?.label ?? name
    }

    private struct Found {
        /// The inputs in layout order: two alike one after the other are two fields (a form of its
        /// own); the same input in several arms of an `if` is one (`add(alternatives:)`).
        var inputs: [FormComponent] = []
        var forwardings: [FormComponent.Forwarding] = []
        /// The input is in some arms of an `if` or `switch` and not in others: a view that shows it
        /// only sometimes (a section whose pattern field depends on a picker) is no input component.
        var showsInputOnlySometimes = false
        /// A keyboard toolbar of the component may move focus on (`KeyboardToolbar.mayMoveFocus`).
        var toolbarMayMoveFocus = false
        /// What only a screen holds: navigation, a tab view, a form or list, a title, a presented sheet.
        var screenSigns = 0
        var sections = 0
        /// Buttons, toggles, pickers and links beside the input.
        var controls = 0

        /// A whole screen that happens to hold one text input (a search screen, a settings tab):
        /// its callers show it as a screen, never as a field of their form.
        var looksLikeScreen: Bool { screenSigns > 0 || sections >= 2 || controls >= 3 }

        /// Enough has been seen to know the body is no component (a whole form, say): stop walking.
        var rulesOutComponent: Bool { inputs.count + forwardings.count > 1 }

        mutating func add(_ input: FormComponent) {
            inputs.append(input)
        }

        /// What the arms of one `if`, `switch` or `#if` hold: one arm is shown, so an input or a
        /// forwarding written alike in several arms is one. A `TextField` in one arm and a
        /// `SecureField` alike in another are one input too, its text shown plain or hidden, also
        /// when only one of the twins binds the caller's focus: that twin's binding is the input's.
        /// Two in one arm are two, whatever they are alike.
        mutating func add(alternatives arms: [Found]) {
            for arm in arms {
                let (shownInputs, shownForwardings) = (inputs, forwardings)
                for input in arm.inputs {
                    guard let twin = shownInputs.firstIndex(where: { Self.isAlike($0, input) }) else {
                        inputs.append(input)
                        continue
                    }
                    if inputs[twin].focusBinding == nil, input.focusBinding != nil { inputs[twin] = input }
                }
                for forwarding in arm.forwardings where !shownForwardings.contains(forwarding) { forwardings.append(forwarding) }
            }
        }

        /// Alike but for which of SwiftUI's single-line inputs each is (the name is the component's
        /// once read), for a keyboard asked as `.default`, and for the focus binding one of a plain
        /// and a secure twin leaves out.
        private static func isAlike(_ one: FormComponent, _ other: FormComponent) -> Bool {
            let plainOrHidden: Set<String> = ["TextField", "SecureField"]
            guard one.name != other.name, plainOrHidden.contains(one.name), plainOrHidden.contains(other.name) else { return one == other }
            var (first, second) = (one, other)
            second.name = first.name
            if first.keyboard == "default" { first.keyboard = nil }
            if second.keyboard == "default" { second.keyboard = nil }
            if first.focusBinding == nil { first.takeFocusBinding(of: second) }
            if second.focusBinding == nil { second.takeFocusBinding(of: first) }
            return first == second
        }
    }

    /// Walks each arm on its own, then adds what they hold as alternatives. `shownAtRunTime`: the
    /// arms of an `if` or `switch` (not `#if`), of which the one shown may hold no input.
    private func walk(
        arms: [CodeBlockItemListSyntax], shownAtRunTime: Bool, around: Around, _ found: inout Found, _ visiting: inout Set<String>, depth: Int
    ) {
        var seen: [Found] = []
        for arm in arms {
            var inArm = Found()
            walk(arm, around: around, &inArm, &visiting, depth: depth)
            seen.append(inArm)
        }
        if shownAtRunTime, seen.contains(where: { !$0.inputs.isEmpty }), seen.contains(where: { $0.inputs.isEmpty && $0.forwardings.isEmpty }) {
            found.showsInputOnlySometimes = true
        }
        var merged = Found()
        merged.add(alternatives: seen)
        found.inputs += merged.inputs
        found.forwardings += merged.forwardings
        found.screenSigns += seen.map(\.screenSigns).reduce(0, +)
        found.sections += seen.map(\.sections).reduce(0, +)
        found.controls += seen.map(\.controls).reduce(0, +)
        found.toolbarMayMoveFocus = found.toolbarMayMoveFocus || seen.contains(where: \.toolbarMayMoveFocus)
    }

    private var parameterNames: Set<String> { Set(parameters.map(\.name)) }

    /// What a container inside the component sets around the views it holds: its label
    /// (`ZStack { SecureField(…) }.submitLabel(.done)`), and its focus binding (`Group { if isVisible
    /// { TextField(…) } else { SecureField(…) } }.focused(focus, equals: field)`), which binds the
    /// component's one input, the container holding no other. The input's own win.
    private struct Around {
        var label: FunctionCallExprSyntax?
        var focused: FunctionCallExprSyntax?
        /// The containers' own submit handlers (`VStack { … }.onSubmit { focus = .city }`), innermost first.
        var submitHandlers: [ClosureExprSyntax] = []
        /// A container, or the view itself, is `.disabled(true)`: what it holds takes no input.
        var isDisabledForGood = false
        /// Inside the content of a `ForEach` (or of a `List` over data): one input per row.
        var isRepeated = false

        /// Inside the view `chain` modifies: its modifier closest to the view wins.
        func inside(_ chain: ModifierChain) -> Around {
            Around(
                label: chain.modifiers.first { $0.name == "submitLabel" }?.call ?? label,
                focused: chain.modifiers.first { $0.name == "focused" }?.call ?? focused,
                submitHandlers: chain.modifiers.filter { $0.name == "onSubmit" }.compactMap { $0.call.allClosures.first } + submitHandlers,
                isDisabledForGood: isDisabledForGood || chain.disablesForGood,
                isRepeated: isRepeated
            )
        }
    }

    private func walk(_ statements: CodeBlockItemListSyntax, around: Around, _ found: inout Found, _ visiting: inout Set<String>, depth: Int) {
        guard depth < Self.maximumDepth else { return }
        for item in statements where !found.rulesOutComponent {
            switch item.item {
            case .expr(let expression): walkView(expression, around: around, &found, &visiting, depth: depth + 1)
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression ?? statement.as(ReturnStmtSyntax.self)?.expression {
                    walkView(expression, around: around, &found, &visiting, depth: depth + 1)
                }
            case .decl(let declaration):
                guard let conditional = declaration.as(IfConfigDeclSyntax.self) else { continue }
                let arms = conditional.clauses.compactMap { clause -> CodeBlockItemListSyntax? in
                    if case .statements(let statements)? = clause.elements { return statements }
                    return nil
                }
                walk(arms: arms, shownAtRunTime: false, around: around, &found, &visiting, depth: depth + 1)
            }
        }
    }

    private func walkView(_ expression: ExprSyntax, around: Around, _ found: inout Found, _ visiting: inout Set<String>, depth: Int) {
        guard depth < Self.maximumDepth, !found.rulesOutComponent else { return }
        let expression = expression.unwrapped
        if let ifExpression = expression.as(IfExprSyntax.self) {
            var arms: [CodeBlockItemListSyntax] = []
            var current: IfExprSyntax? = ifExpression
            while let branch = current {
                arms.append(branch.body.statements)
                switch branch.elseBody {
                case .ifExpr(let nested)?: current = nested
                case .codeBlock(let block)?:
                    arms.append(block.statements)
                    current = nil
                case nil:
                    // No `else`: the arm shown when no condition holds is empty.
                    arms.append(CodeBlockItemListSyntax([]))
                    current = nil
                }
            }
            walk(arms: arms, shownAtRunTime: true, around: around, &found, &visiting, depth: depth + 1)
            return
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            let arms = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
            walk(arms: arms, shownAtRunTime: true, around: around, &found, &visiting, depth: depth + 1)
            return
        }
        let chain = ModifierChain(expression)
        let base = chain.base
        let inside = around.inside(chain)
        for toolbar in chain.modifiers where toolbar.name == "toolbar" && KeyboardToolbar.placesItemsOnTheKeyboard(toolbar.call) {
            // The component's own focus state is set and cleared for its one field: no way on.
            if KeyboardToolbar.mayMoveFocus(toolbar.call, focusStates: [], properties: properties, methods: [:]) { found.toolbarMayMoveFocus = true }
        }
        Self.countScreenSigns(chain, &found)
        // A read-only view of a value (`TextField(…).disabled(true)`) is no input its callers fill in.
        guard !inside.isDisabledForGood else { return }
        if let reference = FocusReferences.referencedName(base), !base.is(FunctionCallExprSyntax.self) {
            if let statements = properties[reference], visiting.insert(reference).inserted {
                walk(statements, around: inside, &found, &visiting, depth: depth + 1)
            }
            return
        }
        guard let call = base.as(FunctionCallExprSyntax.self), let callee = ViewTreeWalk.calleeName(base) else { return }
        if let input = input(call, callee: callee, modifiers: chain, around: around) {
            found.add(input)
            return
        }
        if let forwarding = forwarding(call, callee: callee) {
            found.forwardings.append(forwarding)
            return
        }
        // A row pushing an editor screen (`NavigationLink { Editor(value: $value) } label: { … }`) is no input
        // here, nor is a stepper's own field (in its label), which edits the number its buttons step.
        guard callee != "Stepper" else { return }
        var content = inside
        if callee == "ForEach" || (callee == "List" && call.arguments.contains { !$0.expression.is(ClosureExprSyntax.self) }) {
            content.isRepeated = true
        }
        for closure in call.allClosures where !(callee == "NavigationLink" && ViewTreeWalk.isDestination(closure, of: call)) {
            walk(closure.statements, around: content, &found, &visiting, depth: depth + 1)
        }
    }

    private static let screenContainers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "Form", "List"]
    private static let screenModifiers: Set<String> = [
        "navigationTitle", "navigationBarTitle", "navigationDestination", "sheet", "fullScreenCover", "popover", "tabItem", "searchable",
    ]
    private static let controls: Set<String> = ViewTreeWalk.valueControls.union(["Button", "NavigationLink", "Link", "Menu"])

    /// Counts what `chain` shows of a screen: its base view and its modifiers (a toolbar that is not
    /// the keyboard's is a screen's too).
    private static func countScreenSigns(_ chain: ModifierChain, _ found: inout Found) {
        for modifier in chain.modifiers where screenModifiers.contains(modifier.name)
            || (modifier.name == "toolbar" && !KeyboardToolbar.placesItemsOnTheKeyboard(modifier.call)) {
            found.screenSigns += 1
        }
        guard let callee = ViewTreeWalk.calleeName(chain.base) else { return }
        if screenContainers.contains(callee) { found.screenSigns += 1 }
        if callee == "Section" { found.sections += 1 }
        if controls.contains(callee) { found.controls += 1 }
    }

    /// A text input of SwiftUI's (or any view whose `.onSubmit` calls one of the parameters),
    /// with what its modifiers and arguments say.
    private func input(_ call: FunctionCallExprSyntax, callee: String, modifiers: ModifierChain, around: Around) -> FormComponent? {
        let isTextInput = ViewTreeWalk.textInputs.contains(callee)
        var component = FormComponent(name: callee)
        /// The component's own focus state, bound by `.focused($isFocused)`.
        var ownFocus: String?
        if callee == "TextEditor" || ViewTreeWalk.hasVerticalAxis(call) { component.input = .multiLine }
        if isTextInput, let commit = ViewTreeWalk.commitHandler(of: call), let parameter = calledParameter(in: commit) {
            component.submit = parameter
        } else if isTextInput, let commit = call.argument(labelled: "onCommit").flatMap(FocusReferences.referencedName), parameterNames.contains(commit) {
            // `TextField(title, text: $text, onCommit: onCommit)`: the caller's closure itself.
            component.submit = commit
        }
        let ownFocused = modifiers.modifiers.filter { $0.name == "focused" }.map(\.call)
        for focused in ownFocused {
            bind(&component, &ownFocus, by: focused)
        }
        if ownFocused.isEmpty, let focused = around.focused, boundParameter(of: focused) != nil {
            bind(&component, &ownFocus, by: focused)
        }
        var ownHandlers: [ClosureExprSyntax] = []
        /// The statements of every own submit handler: a closure, or a method of the view it names (`.onSubmit(advance)`).
        var submitBodies: [CodeBlockItemListSyntax] = []
        for modifier in modifiers.modifiers {
            switch modifier.name {
            case "onSubmit":
                if let closure = modifier.call.allClosures.first {
                    submitBodies.append(closure.statements)
                } else if let argument = modifier.call.arguments.last(where: { $0.label?.text != "of" }),
                          let name = FocusReferences.referencedName(argument.expression), let body = methods[name]?.first?.body {
                    submitBodies.append(body.statements)
                }
                if let parameter = submitParameter(of: modifier.call) {
                    component.submit = component.submit ?? parameter
                } else if let closure = modifier.call.allClosures.first {
                    ownHandlers.append(closure)
                }
            case "onChange":
                // `.onChange(of: text) { if text.contains("\n") { …; onSubmit() } }`: Return swallowed, then submit.
                guard let closure = modifier.call.allClosures.first, ViewTreeWalk.mentionsNewline(closure),
                      let parameter = calledParameter(in: closure) else { continue }
                component.submit = component.submit ?? parameter
                if component.input == .multiLine { component.input = .multiLineSubmitting }
            case "submitLabel":
                component.label = label(of: modifier.call, submit: component.submit)
            case "keyboardType":
                component.keyboard = modifier.call.arguments.first.flatMap { ViewTreeWalk.memberName($0.expression) }
            default:
                continue
            }
        }
        if component.focusBinding == nil, let ownFocus, let mirrored = FocusValueMirror.mirrored(ownFocus: ownFocus, in: modifiers, parameters: parameterNames) {
            // Kept in step with a caller's binding of a value and the key it names for this input.
            component.focusBinding = mirrored.binding
            component.focusValue = mirrored.value
        }
        if component.focusBinding == nil, let ownFocus, let mirrored = mirroredBinding(of: ownFocus, in: modifiers) {
            // Kept in step with a caller's binding, that binding is the focus. A focus state of the
            // component's own that no caller's binding mirrors is private to each call: no caller
            // can see or set it, so it routes nothing in the caller's form.
            component.focusBinding = mirrored
        }
        if component.focusBinding == nil, let ownFocus, Self.reactsToChanges(of: ownFocus, in: modifiers) {
            // What its code does as Return ends editing (commit a value the caller handed in, call
            // back) may move the caller's focus: out of sight.
            component.mayMoveFocusOutOfSight = true
        }
        if component.submit == nil, let binding = component.focusBinding {
            // Every handler runs, innermost first: two that set focus leave it to the order they run in.
            let routings = (ownHandlers + around.submitHandlers).compactMap { routing(of: $0, binding: binding) }
            component.ownRouting = routings.count > 1 ? .unknown : routings.first
        }
        if let binding = component.focusBinding, let value = component.focusValue, component.ownRouting == nil || component.ownRouting == .unknown {
            let handlers = submitBodies + around.submitHandlers.map(\.statements)
            if handlers.count == 1, let routing = BoundCaseRouting.routing(
                of: handlers[0], binding: binding, value: value, submit: component.submit, methods: methods, parameters: parameterNames, component: name
            ) {
                component.ownRouting = routing
            }
        }
        // A label computed from the submit closure is read after all modifiers are known.
        if let labelModifier = modifiers.modifiers.last(where: { $0.name == "submitLabel" })?.call ?? around.label {
            component.label = label(of: labelModifier, submit: component.submit)
        }
        guard isTextInput || component.submit != nil else { return nil }
        if !isTextInput, callee.first?.isUppercase == true {
            component.ownInput = FormComponent.Forwarding(callee: callee, arguments: Dictionary(
                call.arguments.map { ($0.label?.text ?? "_", FormComponent.Argument.other) }, uniquingKeysWith: { first, _ in first }
            ))
        }
        component.isRepeated = around.isRepeated
        return component
    }

    /// What a handler of the component's own does to the caller's focus binding (`binding`, the
    /// parameter's name): one assignment of a case or of a parameter, made whatever happens, moves
    /// focus there; any other that sets a value is routing out of reach. Clearing it (`= nil`) or
    /// leaving it alone is no routing.
    private func routing(of handler: ClosureExprSyntax, binding: String) -> FormComponent.OwnRouting? {
        let finder = EveryAssignmentFinder(viewMode: .sourceAccurate)
        finder.walk(handler.statements)
        let moves = finder.assignments.filter { assignment in
            Self.names(binding, assignment.target) && !Self.clears(assignment.singleValue)
        }
        guard let move = moves.first else { return nil }
        let unconditional = handler.statements.contains { $0.item.as(SequenceExprSyntax.self)?.utf8Offsets == move.range }
        guard moves.count == 1, unconditional, let value = move.singleValue?.unwrapped else { return .unknown }
        if let literal = HandlerEvaluator.caseLiteral(value) { return .movesTo(literal) }
        if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text, parameterNames.contains(name) {
            return .movesToArgument(label(ofParameter: name))
        }
        return .unknown
    }

    /// `nil` or `.none`: focus cleared, the keyboard dismissed.
    private static func clears(_ value: ExprSyntax?) -> Bool {
        guard let value = value?.unwrapped else { return false }
        return value.is(NilLiteralExprSyntax.self) || (value.as(MemberAccessExprSyntax.self).map { $0.base == nil && $0.declName.baseName.text == "none" } ?? false)
    }

    /// Whether `target` is the focus binding `binding`: `focus`, `self.focus`, `focus.wrappedValue`.
    private static func names(_ binding: String, _ target: ExprSyntax) -> Bool {
        var target = target.unwrapped
        if let member = target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "wrappedValue", let base = member.base {
            target = base.unwrapped
        }
        if let member = target.as(MemberAccessExprSyntax.self), member.base?.is(DeclReferenceExprSyntax.self) == true,
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text == binding
        }
        return target.as(DeclReferenceExprSyntax.self).map { String($0.baseName.text.drop { $0 == "$" }) } == binding
    }

    /// `.onChange(of: isFocused) { … }` (or `.onReceive`) on the component's own focus state.
    private static func reactsToChanges(of ownFocus: String, in modifiers: ModifierChain) -> Bool {
        modifiers.modifiers.contains { modifier in
            guard modifier.name == "onChange" || modifier.name == "onReceive", let observed = modifier.call.arguments.first?.expression else { return false }
            return FocusReferences.referencedName(observed) == ownFocus
        }
    }

    /// Reads `.focused(binding, equals: value)`: a parameter's binding is the caller's, any other
    /// is the component's own focus state (`ownFocus`).
    private func bind(_ component: inout FormComponent, _ ownFocus: inout String?, by focused: FunctionCallExprSyntax) {
        guard let binding = Self.binding(of: focused) else { return }
        guard parameterNames.contains(binding) else {
            ownFocus = binding
            return
        }
        component.focusBinding = binding
        guard let value = focused.arguments.first(where: { $0.label?.text == "equals" })?.expression else { return }
        if let name = FocusReferences.referencedName(value), parameterNames.contains(name) {
            component.focusValue = name
        } else {
            component.boundCase = HandlerEvaluator.caseLiteral(value.unwrapped) ?? value.sourceText
        }
    }

    /// The name `.focused($name)` or `.focused(name, equals: …)` binds.
    private static func binding(of focused: FunctionCallExprSyntax) -> String? {
        guard let expression = focused.arguments.first?.expression else { return nil }
        return ViewTreeWalk.projectedName(expression) ?? FocusReferences.referencedName(expression)
    }

    /// The caller's binding a container's `.focused` binds; its own focus state is not followed
    /// from a container (a row highlighting its border says nothing of the input's focus).
    private func boundParameter(of focused: FunctionCallExprSyntax) -> String? {
        Self.binding(of: focused).flatMap { parameterNames.contains($0) ? $0 : nil }
    }

    /// The parameter a modifier of the app's own keeps in step with the component's own focus
    /// state (`.synchronize($isFirstResponder, $isFocused)`): the caller's `Binding<Bool>` is then
    /// the input's focus, as if it were bound with `.focused`.
    private func mirroredBinding(of ownFocus: String, in modifiers: ModifierChain) -> String? {
        for modifier in modifiers.modifiers {
            let projected = modifier.call.arguments.compactMap { ViewTreeWalk.projectedName($0.expression) }
            guard projected.count == 2, projected.contains(ownFocus), let other = projected.first(where: { $0 != ownFocus }),
                  parameterNames.contains(other) else { continue }
            return other
        }
        return nil
    }

    private func submitParameter(of call: FunctionCallExprSyntax) -> String? {
        if let closure = call.allClosures.first { return calledParameter(in: closure) }
        guard let argument = call.arguments.last(where: { $0.label?.text != "of" }),
              let name = FocusReferences.referencedName(argument.expression), parameterNames.contains(name) else { return nil }
        return name
    }

    /// The parameter a closure calls (`onSubmit()`, `onSubmit?()`, `self.onSubmit()`).
    private func calledParameter(in closure: ClosureExprSyntax) -> String? {
        let finder = CalledNameFinder(viewMode: .sourceAccurate)
        finder.walk(closure)
        return finder.called.first { parameterNames.contains($0) }
    }

    private func label(of call: FunctionCallExprSyntax, submit: String?) -> FormComponent.Label {
        guard let argument = call.arguments.first?.expression.unwrapped else { return .dynamic }
        if let value = ViewTreeWalk.memberName(argument) { return .fixed(value) }
        // `onSubmit != nil ? .next : .return` (or `== nil ? … : …`).
        guard let sequence = argument.as(SequenceExprSyntax.self), let ternary = Ternary(Array(sequence.elements)),
              let test = EqualityTest(ternary.condition), let (left, right) = test.operands, right.unwrapped.is(NilLiteralExprSyntax.self),
              let tested = FocusReferences.referencedName(left), tested == submit,
              ternary.then.count == 1, ternary.otherwise.count == 1,
              let then = ViewTreeWalk.memberName(ternary.then[0]), let otherwise = ViewTreeWalk.memberName(ternary.otherwise[0])
        else { return .dynamic }
        return test.isNegated ? .whenSubmitPassed(then, otherwise: otherwise) : .whenSubmitPassed(otherwise, otherwise: then)
    }

    /// A call handing this component's parameters to another view: `Inner(focus: focus, onSubmit: onSubmit)`.
    private func forwarding(_ call: FunctionCallExprSyntax, callee: String) -> FormComponent.Forwarding? {
        guard callee.first?.isUppercase == true, !ViewTreeWalk.knownViews.contains(callee) else { return nil }
        var arguments: [String: FormComponent.Argument] = [:]
        var passesFocus = false
        for argument in call.arguments {
            let label = argument.label?.text ?? "_"
            let expression = argument.expression.unwrapped
            if let name = FocusReferences.referencedName(expression), let parameter = parameters.first(where: { $0.name == name }) {
                arguments[label] = .parameter(name)
                passesFocus = passesFocus || parameter.mayCarryFocus
            } else if expression.is(NilLiteralExprSyntax.self) {
                arguments[label] = .nilLiteral
            } else {
                arguments[label] = .other
            }
        }
        return passesFocus ? FormComponent.Forwarding(callee: callee, arguments: arguments) : nil
    }
}

/// Names called anywhere in a closure: `onSubmit()`, `onSubmit?()`, `self.onSubmit()`.
private final class CalledNameFinder: SyntaxVisitor {
    private(set) var called: [String] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = FocusReferences.referencedName(node.calledExpression) { called.append(name) }
        return .visitChildren
    }
}

/// Finds the component declarations: structs with a `body` (their stored properties and
/// initializer parameters are the parameters) and capitalised functions returning `some View`.
final class ComponentDeclarationCollector: SkeletonVisitor {
    private(set) var components: [FormComponent] = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        // Most types have no `body`: a view's parameters are only read for the views.
        let makeUIView = node.memberBlock.members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first { $0.name.text == "makeUIView" }
        guard makeUIView != nil || node.memberBlock.members.contains(where: Self.declaresBody) else { return .visitChildren }
        var parameters: [FormComponentReader.Parameter] = []
        var properties: [String: CodeBlockItemListSyntax] = [:]
        var body: CodeBlockItemListSyntax?
        // A stored property an initializer sets is passed under the label of the parameter setting
        // it (`init(…, equals field: T)` sets `field`; `self._isFocused = focus`).
        var initializerLabels: [String: String] = [:]
        for member in node.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
            initializerLabels.merge(initializer.labelsOfStoredProperties) { first, _ in first }
        }
        // A stored property under `#if canImport(UIKit)` is a parameter too: callers on iOS pass it.
        let conditionalVariables = node.memberBlock.members.variablesUnderCompilerConditions.map { DeclSyntax($0) }
        for declaration in node.memberBlock.members.map(\.decl) + conditionalVariables {
            if let variable = declaration.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if let getter = binding.accessorBlock.flatMap(Self.getter) {
                        if name == "body" { body = getter } else { properties[name] = getter }
                    } else if !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }), !Self.isOwnFocusState(variable) {
                        let type = binding.typeAnnotation?.type
                        let isOptional = type?.is(OptionalTypeSyntax.self) ?? false
                        let declared = type.map { variable.attributes.sourceText + " " + $0.sourceText }
                        let label = initializerLabels[name] ?? name
                        parameters.append(.init(label: label, name: name, hasDefault: binding.initializer != nil || isOptional, declared: declared))
                    }
                }
            } else if let initializer = declaration.as(InitializerDeclSyntax.self) {
                for parameter in initializer.signature.parameterClause.parameters {
                    let label = parameter.firstName.text
                    let name = (parameter.secondName ?? parameter.firstName).text
                    if !parameters.contains(where: { $0.label == label || $0.name == name }) {
                        parameters.append(.init(label: label, name: name, hasDefault: parameter.defaultValue != nil, declared: parameter.type.sourceText))
                    }
                }
            }
        }
        if let body {
            let ownsFocusState = node.memberBlock.members.contains { $0.decl.as(VariableDeclSyntax.self).map(Self.isOwnFocusState) ?? false }
            var methods: [String: [FunctionDeclSyntax]] = [:]
            for function in node.memberBlock.members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) }) { methods[function.name.text, default: []].append(function) }
            let reader = FormComponentReader(
                name: node.name.text, parameters: parameters, properties: properties, ownsFocusState: ownsFocusState, methods: methods
            )
            if let component = reader.component(body: body, requiresLabels: false) { components.append(component) }
        } else if let makeUIView,
                  let component = RepresentableInput.component(name: node.name.text, labels: Set(parameters.map(\.label)), makeUIView: makeUIView) {
            components.append(component)
        }
        return .visitChildren
    }

    /// `@FocusState var isFocused: Bool`: the view's own focus, which no caller can pass.
    private static func isOwnFocusState(_ variable: VariableDeclSyntax) -> Bool {
        variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.sourceText == "FocusState" }
    }

    private static func declaresBody(_ member: MemberBlockItemSyntax) -> Bool {
        member.decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" } ?? false
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.name.text.first?.isUppercase == true, let returned = node.signature.returnClause?.type.sourceText,
              returned.hasSuffix("View"), let body = node.body else { return .skipChildren }
        let parameters = node.signature.parameterClause.parameters.map { parameter in
            FormComponentReader.Parameter(
                label: parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text,
                hasDefault: parameter.defaultValue != nil, declared: parameter.type.sourceText
            )
        }
        let reader = FormComponentReader(name: node.name.text, parameters: parameters, properties: [:])
        if var component = reader.component(body: body.statements, requiresLabels: true) {
            if !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) { component.declaringType = TypeCollector.enclosingTypeName(of: node) }
            components.append(component)
        }
        return .skipChildren
    }

    private static func getter(_ block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch block.accessors {
        case .getter(let statements): statements
        case .accessors(let list): list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
    }
}

/// Every `target = value` in the code walked.
private final class EveryAssignmentFinder: SyntaxVisitor {
    private(set) var assignments: [Assignment] = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let assignment = Assignment(node) { assignments.append(assignment) }
        return .visitChildren
    }
}

private extension FormComponent {
    /// The focus binding of `twin`, and what follows from it, as if this input bound it too.
    mutating func takeFocusBinding(of twin: FormComponent) {
        focusBinding = twin.focusBinding
        focusValue = twin.focusValue
        boundCase = twin.boundCase
        ownRouting = twin.ownRouting
    }
}
