import SwiftSyntax

/// Modifier chains: the frames `.onSubmit`, `.submitScope`, `.submitLabel`, `.keyboardType`,
/// `.textContentType` and `.searchable` push around the view they modify.
extension ViewTreeWalk {
    // MARK: Modifier chains

    /// `Base(...).m1(...).m2(...)`: pushes the modifiers outermost first, records the field when
    /// the chain carries `.focused`, then walks the base view inside them all.
    func walkModifierChain(_ expression: ExprSyntax, _ context: Context) {
        let chain = ModifierChain(expression) { context.scope.type.properties[$0] != nil }
        guard chain.modifiers.count <= Self.maximumDepth else { return }
        let base = chain.base
        var context = context
        if chain.disablesForGood { context.isDisabledForGood = true }
        var focused: ModifierChain.Modifier?
        var layered: [(content: LayeredContent, context: Context)] = []
        for modifier in chain.modifiers.reversed() {
            let name = modifier.name
            if name == "focused" {
                focused = focused ?? modifier
            } else if name == "toolbar", KeyboardToolbar.placesItemsOnTheKeyboard(modifier.call) {
                let scope = context.scope
                let focusStates = Set(scope.values.keys).union(scope.bools.keys)
                let movesFocus = KeyboardToolbar.mayMoveFocus(modifier.call, focusStates: focusStates, properties: scope.type.properties, methods: scope.type.methods)
                for key in Set(scope.values.values).union(scope.bools.values.map(\.key)) {
                    chainsByKey[key]?.hasKeyboardAccessory = true
                    if movesFocus { chainsByKey[key]?.accessoryMayMoveFocus = true }
                }
            } else if Self.layeredContent.contains(name) {
                layered += Self.closures(of: modifier.call).map { (.closure($0), context) }
                // The older form takes the view itself: `.overlay(ZStack { … }, alignment: .leading)`.
                if let view = modifier.call.arguments.first, view.label == nil, !view.expression.is(ClosureExprSyntax.self) {
                    layered.append((.view(view.expression), context))
                }
            } else if Self.presentedContent.contains(name) {
                notePresentedFields(in: modifier.call, context)
                context.unfocusedForm?.presentedContent += Self.closures(of: modifier.call).map(\.statements)
            } else if let frame = frame(for: name, modifier.call, modifier.member, context) {
                if case .searchable = frame { noteSearchable(in: context) }
                context.stack.append(frame)
            }
        }
        let baseName = Self.calleeName(base)
        let found = baseName.flatMap { name in
            // `SwiftUI.TextField` is the framework's, even where the app declares a `TextField` of its own.
            base.as(FunctionCallExprSyntax.self).flatMap { call in
                Self.isFrameworkQualified(call) ? nil : symbols.component(named: name, labels: call.argumentLabels, from: module)
            }
        }.flatMap { found in
            // Another type's method is not what an unqualified call here reaches.
            found.declaringType.map { $0 == context.scope.type.name } ?? true ? found : nil
        }
        // A representable stays an input of the app's own out of sight; only its input's kind and keyboard are known.
        let representable = found?.isRepresentable == true ? found : nil
        let component = representable == nil ? found : nil
        if let baseName, Self.valueControls.contains(baseName) { noteFieldsFocusedOnAChoice(chain.modifiers, context) }
        var inner = context
        if let focused {
            var fieldContext = context
            fieldContext.fieldChangeHandlers = chain.modifiers.filter { $0.name == "onChange" }.map(\.call)
            inner.enclosingField = recordField(focused.call, focused.member, baseView: base, component: component, representable: representable, fieldContext) ?? context.enclosingField
        } else if let component, let call = base.as(FunctionCallExprSyntax.self) {
            recordComponentField(call, component, context)
        }
        // A view of this file named like an input that shows none (`struct TextField` showing a `Text`) is that view.
        let inputName = baseName.flatMap { name in
            base.as(FunctionCallExprSyntax.self).map { ShadowingViews.showsNoInput($0, named: name) } == true ? nil : name
        }
        if focused != nil || component != nil || inputName.map(Self.textInputs.contains) == true {
            recordInput(context)
        }
        let isSearchBox = Self.isSearchBox(base, modifiers: chain.modifiers)
        if let form = context.unfocusedForm {
            // An editor of several lines focusing its own input routes no Return around it, nor does
            // a component bound to a flag of this view that nothing on Return sets.
            let isUnrouted = component.map { $0.input == .multiLine || Self.bindsAStateNothingRoutes($0, base, context) } ?? false
            let plumbsFocus = component.map { $0.focusBinding != nil || $0.mayMoveFocusOutOfSight } ?? false
            if focused != nil || (plumbsFocus && !isUnrouted) {
                form.hasFocusPlumbing = true
            } else if component != nil || inputName.map(Self.isNamedTextInput) == true, baseName.map(Self.namesASearch) != true, !isSearchBox,
                      !context.isDisabledForGood, let field = unfocusedField(base, component: component, representable: representable, context) {
                form.append(field)
            }
        }
        if let inputs = context.unboundInputs, focused == nil, component?.focusBinding == nil, component?.mayMoveFocusOutOfSight != true,
           component != nil || inputName.map(Self.isNamedTextInput) == true, baseName.map(Self.namesASearch) != true, !isSearchBox,
           !context.isDisabledForGood, !placesFieldsOfAViewElsewhere(base, named: baseName, context),
           var input = unfocusedField(base, component: component, representable: representable, context) {
            input.field.editedText = base.as(FunctionCallExprSyntax.self)?.argument(labelled: "text").map { editedText($0, context) }
            input.field.buttonsBefore = inputs.takeButtonsMet()
            inputs.fields.append(input)
        }
        if component != nil { return }
        if let method = chain.modifiers.first, Self.isObject(base, of: context.scope.type) {
            // A view made by another object's method (`theme.row("Name", editor: { TextField(…) })`)
            // shows the views its closures build.
            for closure in Self.closures(of: method.call) { walk(closure.statements, inner) }
            return
        }
        walkBase(base, name: baseName, inner)
        // Source order: the base view, then the modifiers from the innermost out.
        for (content, context) in layered.reversed() {
            switch content {
            case .closure(let closure): walk(closure.statements, context)
            case .view(let view): walkView(view, context)
            }
        }
    }

    /// A control's own change handler that focuses a field (`Picker(…).onChange(of: unit) { focus =
    /// .unitName }`): the field it focuses is reached by that choice.
    private func noteFieldsFocusedOnAChoice(_ modifiers: [ModifierChain.Modifier], _ context: Context) {
        let keys = Set(context.scope.values.values).union(context.scope.bools.values.map(\.key))
        for modifier in modifiers where modifier.name == "onChange" {
            for key in keys {
                let finder = AssignmentFinder(references: context.scope.references(to: key))
                finder.walk(modifier.call)
                chainsByKey[key]?.targetsFocusedOnAChoice.formUnion(finder.transitions.map(\.target.name))
            }
        }
    }

    /// What a modifier such as `.overlay` lays over or under the view: a view builder or a view.
    enum LayeredContent {
        case closure(ClosureExprSyntax)
        case view(ExprSyntax)
    }

    /// An input that searches rather than takes a form's value: titled for a search
    /// (`TextField("Search for an address…", text: $street)`) or whose own `.onSubmit` runs one
    /// (`.onSubmit { searchPlaces() }`). It filters or finds; it is no step of the form beside it.
    static func isSearchBox(_ base: ExprSyntax, modifiers: [ModifierChain.Modifier]) -> Bool {
        guard let call = base.as(FunctionCallExprSyntax.self) else { return false }
        let title = call.arguments.first.flatMap { $0.label == nil ? titleText($0.expression) : nil } 
            ?? ["prompt", "title", "placeholder"].lazy.compactMap { call.argument(labelled: $0).flatMap(titleText) }.first
        if let title, title.split(whereSeparator: { !$0.isLetter }).first?.lowercased() == "search" { return true }
        return modifiers.contains { modifier in
            guard modifier.name == "onSubmit" else { return false }
            let handed = modifier.call.arguments.compactMap { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text }
            let called = modifier.call.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                guard case .identifier(let name) = token.tokenKind, token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen else { return nil }
                return name
            }
            return (handed + called).contains { $0.lowercased().contains("search") }
        }
    }

    private func frame(for name: String, _ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, _ context: Context) -> ModifierFrame? {
        let range = member.modifierRange(calledBy: call)
        switch name {
        case "onSubmit":
            let triggers = Self.submitTriggers(call)
            let handlesText = triggers?.contains("text") ?? true
            let searchableOutside = context.stack.reversed().lazy.compactMap { frame -> Range<Int>? in
                if case .searchable(let range) = frame { return range }
                return nil
            }.first
            submitModifiers.append(SubmitModifier(
                range: range, handlesText: handlesText, handlesSearch: triggers?.contains("search") ?? false, searchableOutside: searchableOutside
            ))
            let modifier = submitModifiers.count - 1
            guard handlesText else { return .barrier(range, submitModifier: modifier) }
            handlerSites.append(HandlerSite(range: range, action: Self.action(of: call), scope: context.scope))
            return .textHandler(handlerSites.count - 1, submitModifier: modifier)
        case "submitScope":
            // `.submitScope(token.isEmpty)` blocks only sometimes (an empty form is not submitted):
            // the handlers outside it run the rest of the time, so only an unconditional scope is a barrier.
            guard let argument = call.arguments.first?.expression else { return .barrier(range, submitModifier: nil) }
            let blocks = argument.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
            return blocks ? .barrier(range, submitModifier: nil) : nil
        case "submitLabel":
            let value = call.arguments.first.flatMap { Self.memberName($0.expression) }
            return .label(value, range)
        case "keyboardType":
            guard let value = call.arguments.first.flatMap({ Self.memberName($0.expression) ?? Self.keypadProperty($0.expression) }) else { return nil }
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

    /// A keyboard kept in an app's property named for the keypad it gives (`theme.decimalPad`,
    /// `Style.numberPad`): that keypad. Any other property's keyboard is not known.
    static func keypadProperty(_ expression: ExprSyntax) -> String? {
        guard let name = expression.unwrapped.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
              Keyboard(value: name, range: 0..<0).hasNoReturnKey else { return nil }
        return name
    }

    /// Whether `base` names an object rather than a view: a stored property of the view or a member
    /// of one (`theme`, `preferences.theme.field`). A method called on it makes a view, not a modifier.
    private static func isObject(_ base: ExprSyntax, of type: TypeInfo) -> Bool {
        var root = base
        while let member = root.as(MemberAccessExprSyntax.self), let receiver = member.base { root = receiver }
        guard let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return type.storedProperties.contains(name) && type.properties[name] == nil
    }

    /// A sheet that binds the chain's state: its fields are real but outside this walk's order,
    /// on a screen of their own.
    private func notePresentedFields(in call: FunctionCallExprSyntax, _ context: Context) {
        let keys = Set(context.scope.values.values).union(context.scope.bools.values.map(\.key))
        for closure in Self.closures(of: call) {
            for key in keys where context.scope.references(to: key).isMentioned(in: closure) {
                chainsByKey[key]?.hasFieldsPresentedApart = true
            }
        }
    }
}
