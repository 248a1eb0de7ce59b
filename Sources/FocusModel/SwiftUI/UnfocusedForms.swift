import SwiftSyntax

/// The text inputs of a view that has no focus plumbing at all: no `@FocusState`, no binding of
/// one, no `.focused`. Return in each of them ends editing (after any `.onSubmit` work); whether
/// they form one form is for the rules to judge. Walked with the view's tree (`walkPlainView`).
final class UnfocusedFormRecord {
    let owner: TypeInfo
    var fields: [FieldRecord] = []
    /// Some input is bound to focus after all (`.focused` with a binding from elsewhere, a component
    /// taking one): the view is plumbed in a way this walk does not follow.
    var hasFocusPlumbing = false
    /// Views of this file without focus state whose inputs this form holds (`NameSection()`).
    var joinedViews: Set<String> = []
    /// Those of them that hold inputs of the form, in the order met: their buttons and toggles are
    /// the form's too (a section without inputs, a sign-in button beside it, is not).
    private var joinedTypes: [TypeInfo] = []
    /// What the view presents (`.sheet { credentialsSheet }`): screens of their own, each walked as a form apart.
    var presentedContent: [CodeBlockItemListSyntax] = []
    /// The controls of other kinds (`Picker`, `Toggle`) met since the last text input.
    var otherControlsMet = 0
    /// The buttons and links met since the last text input.
    var buttonsMet = 0

    /// Keeps `field`, with the other controls and the buttons met between it and the input before.
    func append(_ record: FieldRecord) {
        var record = record
        record.field.otherControlsBefore = otherControlsMet
        record.field.buttonsBefore = buttonsMet
        otherControlsMet = 0
        buttonsMet = 0
        fields.append(record)
    }

    /// The buttons and links met since the last text input, bound to a focus state or not (a view
    /// with focus state, where this record holds its unbound inputs); counting starts again.
    func takeButtonsMet() -> Int {
        defer { buttonsMet = 0 }
        return buttonsMet
    }

    init(owner: TypeInfo) {
        self.owner = owner
    }

    /// Holds the inputs of `child`, a view of this file without focus state, which `walk` adds.
    func join(_ child: TypeInfo, walk: () -> Void) {
        joinedViews.insert(child.name)
        let held = fields.count
        walk()
        if fields.count > held, !joinedTypes.contains(where: { $0.name == child.name }) { joinedTypes.append(child) }
    }

    /// The form as a chain of its own, each field named after what it edits.
    func build(handlerSites: [HandlerSite]) -> FocusChain {
        let types = [owner] + joinedTypes
        // Each type's buttons are walked once: the methods they run and what each one reads.
        let buttons = types.map { ($0, ButtonActionFinder(walking: $0)) }
        let buttonActions = Set(buttons.flatMap { type, finder in finder.methods.filter { type.methods[$0] != nil } })
        let fields = FieldRecord.namedApart(fields).map { record -> ChainField in
            var field = record.field
            let sites = record.handlers.map { handlerSites[$0] }
            field.outcome = HandlerSite.outcomeWithoutFocusState(of: sites)
            field.runsAButtonsAction = sites.contains { !ButtonActionFinder.methods(calledBy: $0).isDisjoint(with: buttonActions) }
            if let elsewhere = record.outcomeElsewhere { field.outcome = elsewhere.combined(with: field.outcome) }
            return field
        }
        let declaration = fields.first?.range ?? owner.extent
        var chain = FocusChain(framework: .swiftUI, name: owner.name, declaration: declaration, fields: fields, owner: owner.name, extent: owner.extent)
        chain.isWithoutFocusState = true
        // A section's own Save button (`AddressSection()` ending in `Button("Save")`) submits the form it is part of.
        chain.commitActions = types.flatMap(CommitActionFinder.actions(of:)).sorted { $0.lowerBound < $1.lowerBound }
        chain.actionConditions = types.flatMap(ActionConditionFinder.conditions(of:))
        chain.buttonReads = buttons.flatMap { type, finder in finder.reads(in: type) }
        for type in types {
            let sources = ValueSourceFinder.sources(of: type)
            chain.toggledValues += sources.toggled
            chain.chosenValues += sources.chosen
            chain.valuesFilledOnChange += sources.filledOnChange
            chain.valuesCopiedIntoHandedObjects.merge(sources.copiedIntoHandedObjects) { first, _ in first }
        }
        return chain
    }
}

extension ViewTreeWalk {
    /// A text input of a view without focus state, as a field: its label, keyboard, content type
    /// and submit handlers come from the modifiers around it, as for a bound field.
    func unfocusedField(_ base: ExprSyntax, component: FormComponent?, representable: FormComponent? = nil, _ context: Context) -> FieldRecord? {
        guard let call = base.as(FunctionCallExprSyntax.self) else { return nil }
        let around = Self.surroundings(in: context)
        var label = around.label
        var keyboard = around.keyboard
        var handlers = around.handlers
        var takesReturn = Self.takesReturn(base)
        if let component {
            let submit = component.submit.flatMap { call.argument(labelled: $0) ?? call.trailingClosure.map(ExprSyntax.init) }
            let submitPassed = submit.map { !$0.is(NilLiteralExprSyntax.self) } ?? false
            // A single-line input whose axis is a parameter takes the one its call asks for.
            takesReturn = component.takesReturn(submitPassed: submitPassed) && (component.input != .singleLine || takesReturn)
            if submitPassed, let submit { handlers.append(handlerSite(for: submit, context)) }
            if let inner = component.label(submitPassed: submitPassed) { label = ReturnLabel(value: inner, range: label?.range, setBy: component.name) }
            if let inner = component.keyboard { keyboard = Keyboard(value: inner, range: keyboard?.range ?? call.calledExpression.utf8Offsets) }
        } else if let commit = Self.commitHandler(of: call) {
            handlers.append(handlerSite(for: ExprSyntax(commit), context))
        }
        let returnHandling = component == nil ? Self.returnHandlingArgument(of: call) : nil
        if component == nil, let next = Self.returnKeyArgument(of: call) {
            label = ReturnLabel(value: next, range: label?.range, setBy: Self.calleeName(base))
        }
        keyboard = keyboard ?? Self.keyboardArgument(of: call)
        if component == nil, keyboard == nil, let name = Self.calleeName(base), Self.namesANumberInput(name) || Self.asksForNumbers(call) {
            keyboard = Keyboard(value: "decimalPad", range: call.calledExpression.utf8Offsets)
        }
        // A list editor of the app's own shows one input per row of its own `ForEach`: rows, as here.
        var field = ChainField(
            target: FocusTarget(editedValue(of: call, context) ?? Self.calleeName(base) ?? "field"), range: call.calledExpression.utf8Offsets,
            isConditional: context.isConditional, isDynamicGroup: context.isRepeated || component?.isRepeated == true, takesReturn: takesReturn,
            label: label ?? ReturnLabel(value: "return", range: nil), keyboard: keyboard, branch: context.branch
        )
        if let representable { Self.apply(representable, to: &field, at: call.calledExpression.utf8Offsets) }
        field.callSites = context.callSites
        field.firstCall = context.firstCall
        field.isSecure = Self.isSecureInput(base, component: component)
        field.contentType = Self.contentType(in: context.stack)
        var record = FieldRecord(field: field, handlers: handlers)
        record.bindingPath = bindingPath(of: call, context)
        record.field.isSavedAsTyped = record.bindingPath.map { isKeptInDefaults($0, of: context.scope.type) } ?? false
        if let path = record.bindingPath, path.count >= 2, context.rowValues.contains(path[0]) { record.field.editedRowOf = context.rowLoop }
        // The input's own code, out of sight (a `UIViewRepresentable`'s delegate), runs what it is handed.
        if let returnHandling { record.outcomeElsewhere = Outcome(isUnknown: true, handlers: [returnHandling]) }
        return record
    }

    /// Words of a custom input's parameters that hand it what Return does: `onCommit:`, `onSubmit:`,
    /// `onReturn:`, `nextId:`, `nextField:` (not `returnKeyType:`, which sets the key only).
    static let returnHandlingWords = ["commit", "submit", "return", "next"]

    /// The argument of a custom input (`FixedTextField("Name", text: $name, nextId: "comment")`,
    /// `RoundedField(text: $user, onCommit: { isPasswordFocused = true })`) that hands it what Return
    /// does, by its label: the input's own code acts on it, so Return there is not known. A nil value
    /// hands nothing.
    static func returnHandlingArgument(of call: FunctionCallExprSyntax) -> Range<Int>? {
        guard let name = calleeName(ExprSyntax(call)), !textInputs.contains(name) else { return nil }
        let argument = call.arguments.first { argument in
            guard let label = argument.label?.text.lowercased(), label != "returnkeytype", !argument.expression.is(NilLiteralExprSyntax.self) else { return false }
            return returnHandlingWords.contains { label.contains($0) }
        }
        return argument?.utf8Offsets
    }

    /// `returnKeyType: .next` anywhere in a custom input's arguments (`configuration:
    /// InputConfiguration(returnKeyType: .next)`): the key its own code shows.
    static func returnKeyArgument(of call: FunctionCallExprSyntax) -> String? {
        guard let name = calleeName(ExprSyntax(call)), !textInputs.contains(name) else { return nil }
        var previous: [TokenSyntax] = []
        for token in call.arguments.tokens(viewMode: .sourceAccurate) {
            if previous.count == 3, previous[0].text == "returnKeyType", previous[1].tokenKind == .colon, previous[2].tokenKind == .period,
               case .identifier(let value) = token.tokenKind {
                return value
            }
            previous.append(token)
            if previous.count > 3 { previous.removeFirst() }
        }
        return nil
    }

    /// A keyboard a custom view is given at its call site: `NumberField(value: $age, keyboardType: .numberPad)`.
    static func keyboardArgument(of call: FunctionCallExprSyntax) -> Keyboard? {
        guard let argument = call.argument(labelled: "keyboardType") ?? call.argument(labelled: "keyboard"),
              let value = memberName(argument) else { return nil }
        return Keyboard(value: value, range: argument.utf8Offsets)
    }

    /// The label an initializer of the app's own gives a SwiftUI input (`TextField("Host", text:
    /// $host, submitLabel: .done)`, an extension applying `.submitLabel` itself): SwiftUI's own take none.
    static func submitLabelArgument(of call: FunctionCallExprSyntax) -> ReturnLabel? {
        guard let name = calleeName(ExprSyntax(call)), textInputs.contains(name),
              let argument = call.argument(labelled: "submitLabel"), let value = memberName(argument) else { return nil }
        return ReturnLabel(value: value, range: argument.utf8Offsets)
    }

    /// `TextField`, `SecureField`, or a view named for one (`ThemeSecureField`, `PillTextField`) whose
    /// definition is out of sight: the name is what its author says it is. A type's name: a method
    /// (`carbsTextField()`) builds views the walk reads.
    static func isNamedTextInput(_ name: String) -> Bool {
        guard name.first?.isUppercase == true else { return false }
        return textInputs.contains(name) || name.hasSuffix("TextField") || name.hasSuffix("SecureField")
    }

    /// An input of the app's own out of sight named for numbers (`DecimalTextField`, `NumberTextField`):
    /// taken to show a keypad, which has no Return key, unless its call names a keyboard.
    static func namesANumberInput(_ name: String) -> Bool {
        !textInputs.contains(name) && numberWords.contains { name.contains($0) }
    }

    /// Such an input asked for numbers at its call by the kind of its input (`inputType: .number`).
    static func asksForNumbers(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.contains { argument in
            guard let label = argument.label?.text.lowercased(), label.contains("input") || label.contains("keyboard"),
                  let value = memberName(argument.expression) else { return false }
            return numberWords.contains { value.lowercased().contains($0.lowercased()) }
        }
    }

    private static let numberWords = ["Decimal", "Number", "Numeric", "Integer", "Digit"]

    /// A view of the app's own named for search (`SearchBox`, `ContactSearchBar`): a search field,
    /// which filters what the screen shows, never a step of a form typed in one go.
    static func namesASearch(_ name: String) -> Bool {
        !textInputs.contains(name) && name.contains("Search")
    }

    /// `SecureField`, a component named for one (`ThemeSecureField`, `PasswordInput`), or an input
    /// of the app's own asked at its call to hide what is typed (`isSecure: !isRevealed`).
    static func isSecureInput(_ base: ExprSyntax, component: FormComponent?) -> Bool {
        guard let name = component?.name ?? calleeName(base) else { return false }
        if name.contains("Secure") || name.contains("Password") { return true }
        guard !textInputs.contains(name), let call = base.as(FunctionCallExprSyntax.self) else { return false }
        return call.arguments.contains { argument in
            argument.label?.text.lowercased().contains("secure") == true
                && argument.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.false)
        }
    }

    /// The innermost `.textContentType(...)` around the field.
    static func contentType(in stack: [ModifierFrame]) -> String? {
        for case .contentType(let value) in stack.reversed() { return value }
        return nil
    }

    /// What the input edits, for messages: `username` for `text: $username`, `host` for `$model.host`
    /// (also when a `@ViewBuilder` method passes it on as a parameter), `issuer` for a row of the
    /// app's own handed `input: $model.issuer`, `email` for a store's `viewStore.binding(\.$email)`;
    /// else its title, `Host` for `TextField("Host", text: Binding(get: …, set: …))` or a
    /// component's `label: Strings.host`; untitled, the case a function makes its binding for,
    /// `email` for `text: binding(for: .email)` (also when a helper passes its parameter on).
    func editedValue(of call: FunctionCallExprSyntax, _ context: Context) -> String? {
        let projected = call.arguments.first { $0.expression.trimmedDescription.hasPrefix("$") }?.expression
        let text = call.argument(labelled: "text") ?? call.argument(labelled: "value") ?? projected
        if let text {
            var expression = resolved(text, context)
            while let member = expression.as(MemberAccessExprSyntax.self), let base = member.base { expression = base }
            if expression.is(DeclReferenceExprSyntax.self) {
                let spelled = resolved(text, context).trimmedDescription.filter { !"$ ".contains($0) }
                return spelled.split(separator: ".").last.map(String.init)
            }
            if let property = Self.keyPathProperty(in: text) { return property }
        }
        let untitled = call.arguments.first.flatMap { $0.label == nil ? $0.expression : nil }
        let title = (untitled ?? call.argument(labelled: "label") ?? call.argument(labelled: "title")).flatMap(Self.titleText)
        if let title, !title.isEmpty { return title }
        // Untitled inputs whose bindings name no case stay untold apart (one text shown two ways, maybe).
        return text.flatMap { caseHanded(to: $0, context) } ?? title
    }

    /// The names of the text binding's path when it is a plain one, through the parameters of the
    /// method being walked: `["model", "email", "value"]` for `text: $model.email.value`.
    /// Whether the value at `path` (`["port"]`, `["store", "port"]`) is kept in a defaults store:
    /// a property of `type`, or of an object `type` holds whose class this file declares.
    private func isKeptInDefaults(_ path: [String], of type: TypeInfo) -> Bool {
        switch path.count {
        case 1: return type.storedInDefaults.contains(path[0])
        case 2: return type.objectTypes[path[0]].flatMap(index.type(named:))?.storedInDefaults.contains(path[1]) ?? false
        default: return false
        }
    }

    private func bindingPath(of call: FunctionCallExprSyntax, _ context: Context) -> [String]? {
        let projected = call.arguments.first { $0.expression.trimmedDescription.hasPrefix("$") }?.expression
        guard let text = call.argument(labelled: "text") ?? call.argument(labelled: "value") ?? projected else { return nil }
        var expression = resolved(text, context)
        var path: [String] = []
        while let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            path.insert(member.declName.baseName.text, at: 0)
            expression = base
        }
        guard let root = expression.as(DeclReferenceExprSyntax.self) else { return nil }
        return [String(root.baseName.text.drop { $0 == "$" })] + path
    }

    /// The one case or string a function making a binding is handed: `email` for
    /// `binding(for: .email)` or `model.text("email")`.
    private func caseHanded(to text: ExprSyntax, _ context: Context) -> String? {
        guard let call = resolved(text, context).as(FunctionCallExprSyntax.self) else { return nil }
        let handed = call.arguments.compactMap { argument -> String? in
            let value = resolved(argument.expression, context)
            if let literal = value.as(StringLiteralExprSyntax.self) { return Self.titleText(ExprSyntax(literal)) }
            return Self.memberName(value)
        }
        return handed.count == 1 && call.arguments.count == 1 ? handed.first.flatMap { $0.isEmpty ? nil : $0 } : nil
    }

    /// The property a binding made from a store's key path edits: `email` for
    /// `viewStore.binding(\.$email)` or `store.binding(get: \.email, send: …)`.
    static func keyPathProperty(in text: ExprSyntax) -> String? {
        guard let call = text.as(FunctionCallExprSyntax.self) else { return nil }
        for argument in call.arguments {
            guard let keyPath = argument.expression.as(KeyPathExprSyntax.self),
                  case .property(let property)? = keyPath.components.last?.component else { continue }
            return String(property.declName.baseName.text.drop { $0 == "$" })
        }
        return nil
    }

    /// A title as written: `"Host"`, `L10n.host`, or the key of a localised string
    /// (`NSLocalizedString("Username", comment: …)`, `String(localized: "Username")`, `"Username".localized`).
    static func titleText(_ expression: ExprSyntax) -> String? {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let name = calleeName(ExprSyntax(call)),
           localisers.contains(name), let key = call.arguments.first, key.label == nil || key.label?.text == "localized" {
            return key.expression.as(StringLiteralExprSyntax.self).flatMap { titleText(ExprSyntax($0)) }
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        // `"DateOfBirth".localized`: the key, not the property localising it.
        if let key = member.base?.as(StringLiteralExprSyntax.self) { return titleText(ExprSyntax(key)) }
        return member.declName.baseName.text
    }

    /// Functions whose first argument is the key of a localised string.
    static let localisers: Set<String> = ["NSLocalizedString", "String", "LocalizedStringKey", "LocalizedStringResource"]
}

/// The methods of a view its buttons run: `Button("Add", action: addEntry)`, `Button { save() }`,
/// a design system's `…Button` alike. Only the view's own count: a logger or a formatter the
/// buttons call as well is no action of theirs.
final class ButtonActionFinder: SyntaxVisitor {
    private(set) var methods: Set<String> = []

    /// The buttons of `type`: its properties and methods walked.
    convenience init(walking type: TypeInfo) {
        self.init(viewMode: .sourceAccurate)
        for statements in type.properties.values { walk(statements) }
        for method in type.methods.values.joined() { walk(method) }
    }

    /// The methods of its view a handler runs: the one it names, or those its closure calls itself.
    static func methods(calledBy site: HandlerSite) -> Set<String> {
        switch site.action {
        case .method(let name): [name]
        case .closure(let statements): calledMethods(in: Syntax(statements))
        case .unknown: []
        }
    }

    /// Each button's action as written: the closure, or the method it names.
    private(set) var actions: [Action] = []

    enum Action {
        case method(String)
        case closure(ClosureExprSyntax)
    }

    /// The names each button found reads when tapped: those its action closure spells, with those
    /// of the type's methods the action calls (one step: what they call in turn is not followed).
    func reads(in type: TypeInfo) -> [[String]] {
        actions.map { action in
            var names: Set<String>
            let called: Set<String>
            switch action {
            case .method(let name):
                names = []
                called = [name]
            case .closure(let closure):
                names = Self.identifiers(in: Syntax(closure))
                called = Self.calledMethods(in: Syntax(closure))
            }
            for name in called {
                for method in type.methods[name] ?? [] { names.formUnion(Self.identifiers(in: Syntax(method))) }
            }
            return names.sorted()
        }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = ViewTreeWalk.calleeName(ExprSyntax(node)), name.hasSuffix("Button") else { return .visitChildren }
        if let action = node.argument(labelled: "action").flatMap(FocusReferences.referencedName) {
            methods.insert(action)
            actions.append(.method(action))
        }
        if let action = node.argument(labelled: "action")?.as(ClosureExprSyntax.self) {
            methods.formUnion(Self.calledMethods(in: Syntax(action)))
            actions.append(.closure(action))
        }
        // The trailing closure is the action unless a `label:` follows it (`Button { save() } label: { … }`)
        // or the title came as a view builder (`Button(action: save) { Text("Save") }`).
        if node.argument(labelled: "action") == nil, let action = node.trailingClosure {
            methods.formUnion(Self.calledMethods(in: Syntax(action)))
            actions.append(.closure(action))
        }
        return .visitChildren
    }

    private static func identifiers(in node: Syntax) -> Set<String> {
        Set(node.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier(let name) = token.tokenKind { return name }
            return nil
        })
    }

    /// The plain calls (`save()`, `self.save()`) anywhere in `node`.
    private static func calledMethods(in node: Syntax) -> Set<String> {
        Set(node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            guard case .identifier(let name) = token.tokenKind, token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen,
                  let parent = token.parent?.as(DeclReferenceExprSyntax.self), parent.parent?.is(FunctionCallExprSyntax.self) == true
                    || parent.parent?.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
            return name
        })
    }
}
