import SwiftSyntax

/// One pass over a class and its extensions collecting what is assigned to its text inputs:
/// `returnKeyType`, `keyboardType`, `delegate`, `inputAccessoryView`, and the controls whose
/// Return is handled by a target action (`.editingDidEndOnExit`) rather than the delegate. A call
/// of a function that configures inputs (`FieldConfigurator`: a helper, an extension method, a
/// factory) counts as the assignments it makes, written at the call.
final class UIKitTraitCollector: SyntaxVisitor {
    struct Assignment {
        /// `next`, `numberPad`, `self`; nil when computed at run time.
        let value: String?
        /// The whole `field.returnKeyType = .next` expression.
        let range: Range<Int>
        /// The function or property the assignment is written in: the last one in a context wins.
        let context: Range<Int>
        let isConditional: Bool
        /// Inside `textFieldShouldBeginEditing`/`DidBeginEditing` or a helper they call.
        let isDynamic: Bool
        /// In a stored property's initial value: any later assignment overrides it.
        var isInitial = false
        /// The function making the assignment, when the call of one stands for it.
        var setBy: String?
        /// For a delegate: the new instance of a type of the app's the function makes and installs.
        var installed: InstalledDelegate?
    }

    /// A delegate a configurator makes as a new instance of `type` and assigns, or hands to the
    /// input's `setter` method (`UIKitInstalledDelegates`).
    struct InstalledDelegate: Equatable {
        var type: String
        var setter: String?
    }

    private let syntax: UIKitClassSyntax
    private let resolver: UIKitReferenceResolver
    private let dynamicMethods: Set<String>
    private let project: ProjectContext
    /// The names of the functions that configure inputs, as the project knows them.
    private let configuratorNames: ConfiguratorNames
    /// The class's stored properties holding an instance of a type (`let factory = FieldFactory()`).
    private let instanceTypes: [String: String]
    /// The class's own configurators, by base name, whose every mention is a call we read.
    private var readCallsOnly: [String: Bool] = [:]

    private(set) var returnKeyTypes: [String: [Assignment]] = [:]
    private(set) var keyboardTypes: [String: [Assignment]] = [:]
    private(set) var delegates: [String: [Assignment]] = [:]
    private(set) var accessories: Set<String> = []
    /// Some keyboard accessory given to an input may do more than drop focus (see `isDismissingToolbar`).
    private(set) var accessoryMayMoveFocus = false
    /// Inputs a configurator gives an `inputView` (a picker in place of the keyboard).
    private(set) var inputViews: Set<String> = []
    private(set) var actionHandled: Set<String> = []
    /// For each input handled by an action, the methods of the class its `.editingDidEndOnExit`
    /// targets name (`addTarget(self, action: #selector(returnPressed), for: .editingDidEndOnExit)`);
    /// nil for any other registration (another target, a closure, `.primaryActionTriggered`).
    private(set) var exitActions: [String: [String?]] = [:]
    /// Inputs whose property receives a field another object holds (`usernameField = cell.textField`):
    /// that object configures it, out of this class's sight.
    private(set) var adopted: Set<String> = []
    /// Some assignment went to an input we could not identify: the trait may be set on any field.
    private(set) var unresolvedTraits: Set<Trait> = []
    /// A target action or a return key handler handles Return for controls we could not identify.
    private(set) var hasUnresolvedReturnAction = false

    /// The text-input properties whose assignments matter.
    enum Trait: String {
        case returnKeyType, keyboardType, delegate, inputAccessoryView
    }

    init(syntax: UIKitClassSyntax, project: ProjectContext = ProjectContext()) {
        self.syntax = syntax
        self.project = project
        configuratorNames = project.symbols.configuratorNames
        resolver = UIKitReferenceResolver(syntax: syntax)
        instanceTypes = UIKitInstalledDelegates.instanceTypes(in: syntax.memberBlocks)
        dynamicMethods = Self.methodsReachable(
            from: ["textFieldShouldBeginEditing", "textFieldDidBeginEditing"], in: syntax
        )
        super.init(viewMode: .sourceAccurate)
        for block in syntax.memberBlocks { walk(block) }
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let written = FocusModel.Assignment(node) else { return .visitChildren }
        if let held = written.singleValue?.as(MemberAccessExprSyntax.self), let owner = held.base, owner.compactText != "self" {
            for case .input(let name) in resolver.resolve(written.target) { adopted.insert(name) }
        }
        guard let (base, property) = written.property, let trait = Trait(rawValue: property) else { return .visitChildren }
        let references = resolver.resolve(base)
        let inputs = references.compactMap { if case .input(let name) = $0 { name } else { nil } }
        // `searchController.searchBar.delegate = self` is about some other object; a closure
        // parameter, a helper's parameter or `fields[i]` may be any of our inputs.
        if references.contains(.unknown), !Self.isPropertyOfAnotherObject(Self.unwrapped(base)), !isSubjectOfReadConfigurator(base) {
            unresolvedTraits.insert(trait)
        }
        // A delegate given to what stands for nothing here (a loop over an array property declared
        // empty and filled later) may be any field's: whether a field has one is unknown.
        if trait == .delegate, references.isEmpty { unresolvedTraits.insert(trait) }
        if trait == .inputAccessoryView, !inputs.isEmpty || references.contains(.unknown), !Self.isDismissingToolbar(written, at: node) {
            accessoryMayMoveFocus = true
        }
        let assignment = Assignment(
            value: written.singleValue.flatMap(Self.literal), range: node.utf8Offsets, context: context(of: node),
            isConditional: isConditional(node), isDynamic: isInDynamicMethod(node), isInitial: isInitialValue(node)
        )
        for input in inputs {
            switch trait {
            case .returnKeyType: returnKeyTypes[input, default: []].append(assignment)
            case .keyboardType: keyboardTypes[input, default: []].append(assignment)
            case .delegate: delegates[input, default: []].append(assignment)
            case .inputAccessoryView: accessories.insert(input)
            }
        }
        return .visitChildren
    }

    /// `searchController.searchBar.delegate = self` is about some other object; a closure
    /// parameter, a helper's parameter or `fields[i]` may be any of our inputs.
    private static func isPropertyOfAnotherObject(_ base: ExprSyntax) -> Bool {
        base.as(MemberAccessExprSyntax.self).map { $0.base?.compactText != "self" } ?? false
    }

    /// The expression an assignment's object unwraps: `controller.popoverPresentationController`
    /// for `controller.popoverPresentationController!`, `view.window` for `view.window?`.
    private static func unwrapped(_ object: ExprSyntax) -> ExprSyntax {
        if let forced = object.as(ForceUnwrapExprSyntax.self) { return unwrapped(forced.expression) }
        if let chained = object.as(OptionalChainingExprSyntax.self) { return unwrapped(chained.expression) }
        return object
    }

    /// `field.inputAccessoryView = toolbar`, the local `toolbar` built just before in the same block
    /// with buttons whose every action resigns the first responder or ends editing, and no closure
    /// (a `UIAction`) that could do anything else: a Done bar that only dismisses the keyboard.
    private static func isDismissingToolbar(_ assignment: FocusModel.Assignment, at node: SequenceExprSyntax) -> Bool {
        guard let name = assignment.singleValue?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let statement = node.parent?.as(CodeBlockItemSyntax.self), let items = statement.parent?.as(CodeBlockItemListSyntax.self),
              let declared = items.firstIndex(where: { item in
                  item.item.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name } == true
              }),
              let assigned = items.firstIndex(where: { $0.id == statement.id }), declared < assigned
        else { return false }
        let building = items[declared..<assigned]
        var actions = 0
        for item in building {
            for child in item.tokens(viewMode: .sourceAccurate) {
                if child.tokenKind == .leftBrace, child.parent?.is(ClosureExprSyntax.self) == true { return false }
                guard let selector = child.parent?.as(MacroExpansionExprSyntax.self), child.id == selector.macroName.id,
                      selector.macroName.text == "selector" else { continue }
                let action = selector.arguments.compactText
                guard action.hasSuffix("resignFirstResponder") || action.hasSuffix("resignFirstResponder()") || action.contains("endEditing") else {
                    return false
                }
                actions += 1
            }
        }
        return actions > 0
    }

    /// A call of a configurator: its assignments, made to the inputs it is given, called on or
    /// whose property receives what it returns.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name, configuratorNames.contains(name) else { return .visitChildren }
        var receiver: [UIKitReference] = []
        var configurator = project.configurator(calledBy: node, in: syntax.name, names: configuratorNames, instanceTypes: instanceTypes)
            ?? project.builderConfigurator(calledBy: node, names: configuratorNames)
        if configurator == nil, let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base {
            receiver = resolver.resolve(base)
            let types = Set(receiver.compactMap { reference in
                if case .input(let name) = reference { syntax.inputs.first { $0.name == name }?.typeName } else { nil }
            })
            if types.count == 1, let type = types.first {
                configurator = project.receiverConfigurator(calledBy: node, inputType: type, names: configuratorNames)
            }
        }
        guard let configurator,
              let indices = configurator.parameterIndices(ofArgumentLabels: node.arguments.map { $0.label?.text ?? "_" }) else {
            unknownEffects(of: node, named: name, receiver: receiver)
            return .visitChildren
        }
        let arguments = Array(node.arguments)
        var literals = [String?](repeating: nil, count: configurator.labels.count)
        for (argument, index) in zip(arguments, indices) { literals[index] = Self.literal(argument.expression) }
        for subject in configurator.effects.keys {
            let traits = configurator.traits(of: subject, arguments: literals)
            switch subject {
            case .parameter(let index):
                guard let position = indices.firstIndex(of: index) else { continue }
                let argument = arguments[position].expression
                if Self.isPropertyOfAnotherObject(argument) { continue }
                apply(traits, to: resolver.resolve(argument), by: configurator, at: node)
            case .receiver:
                apply(traits, to: receiver, by: configurator, at: node)
            case .returned:
                let receiving = receivingProperty(of: node)
                // A delegate the factory makes and installs reaches the property whose configuration
                // closure returns the field too (`lazy var nameField = { factory.makeField() }()`);
                // what else it assigns there is left unresolved, as before.
                if receiving.isEmpty, case .instance? = traits["delegate"] {
                    apply(traits.filter { $0.key == "delegate" }, to: receivingProperty(of: node, orItsConfigurationClosure: true), by: configurator, at: node)
                    apply(traits.filter { $0.key != "delegate" }, to: receiving, by: configurator, at: node)
                } else {
                    apply(traits, to: receiving, by: configurator, at: node)
                }
            case .built:
                apply(traits, to: builtProperty(of: node), by: configurator, at: node)
            }
        }
        return .visitChildren
    }

    /// A call of a name some configurator has that reaches none, or several: what any of them
    /// may assign the inputs it is given (or called on) is unknown, never guessed.
    private func unknownEffects(of call: FunctionCallExprSyntax, named name: String, receiver: [UIKitReference]) {
        let unknown = FieldConfigurator(owner: nil, name: name, labels: [], defaulted: [], returnedType: nil, effects: [:])
        let given = call.arguments.flatMap { Self.isPropertyOfAnotherObject($0.expression) ? [] : resolver.resolve($0.expression) }
        let inputs = (given + receiver).filter { if case .input = $0 { true } else { false } }
        guard !inputs.isEmpty else { return }
        let traits = Dictionary(uniqueKeysWithValues: project.symbols.traitsSet(byFunctionsNamed: name).map { ($0, FieldConfigurator.Value.computed) })
        apply(traits, to: inputs, by: unknown, at: call)
    }

    private func apply(
        _ traits: [String: FieldConfigurator.Value], to references: [UIKitReference], by configurator: FieldConfigurator, at call: FunctionCallExprSyntax
    ) {
        let inputs = references.compactMap { if case .input(let name) = $0 { name } else { nil } }
        if references.contains(.unknown) || references.isEmpty {
            unresolvedTraits.formUnion(traits.keys.compactMap(Trait.init(rawValue:)))
        }
        for (name, value) in traits {
            let literal: String? = switch value {
            case .literal(let literal): literal
            case .declaringInstance: configurator.owner == syntax.name ? "self" : configurator.owner ?? "another object"
            case .argument, .computed, .instance: nil
            }
            var assignment = Assignment(
                value: literal, range: call.utf8Offsets, context: context(of: call), isConditional: isConditional(call),
                isDynamic: isInDynamicMethod(call), isInitial: isInitialValue(call), setBy: configurator.name
            )
            if case .instance(let type, let setter) = value { assignment.installed = InstalledDelegate(type: type, setter: setter) }
            let trait = Trait(rawValue: name)
            for input in inputs {
                switch trait {
                case .returnKeyType?: returnKeyTypes[input, default: []].append(assignment)
                case .keyboardType?: keyboardTypes[input, default: []].append(assignment)
                case .delegate?: delegates[input, default: []].append(assignment)
                case .inputAccessoryView?:
                    accessories.insert(input)
                    accessoryMayMoveFocus = true
                case nil: if name == "inputView" { inputViews.insert(input) }
                }
            }
        }
    }

    /// What receives the input a builder's step configures: the property receiving the chain's last
    /// call, when that call hands out the built input (`lazy var nameField = FieldBuilder().delegate(self).build()`).
    /// A chain that ends otherwise, or whose result goes elsewhere, configures what the code does not say.
    private func builtProperty(of step: FunctionCallExprSyntax) -> [UIKitReference] {
        var end = step
        while let member = end.parent?.as(MemberAccessExprSyntax.self), member.base?.id == end.id,
              let next = member.parent?.as(FunctionCallExprSyntax.self), next.calledExpression.id == member.id {
            end = next
        }
        guard project.builderConfigurator(calledBy: end, names: configuratorNames)?.endsABuild == true else { return [.unknown] }
        return receivingProperty(of: end, orItsConfigurationClosure: true)
    }

    /// What receives a factory's result: `emailField = makeField()`, `lazy var emailField = Self.makeField()`;
    /// with `orItsConfigurationClosure`, also a property's configuration closure returning it
    /// (`lazy var emailField: UITextField = { FieldBuilder().build() }()`).
    private func receivingProperty(of call: FunctionCallExprSyntax, orItsConfigurationClosure: Bool = false) -> [UIKitReference] {
        var node = Syntax(call)
        while let parent = node.parent, parent.is(ForceUnwrapExprSyntax.self) || parent.is(AsExprSyntax.self) || parent.is(TryExprSyntax.self) {
            node = parent
        }
        if let sequence = node.parent?.parent?.as(SequenceExprSyntax.self) {
            guard let assignment = FocusModel.Assignment(sequence), assignment.singleValue?.id == node.id else { return [] }
            return resolver.resolve(assignment.target)
        }
        if orItsConfigurationClosure, let closureCall = Self.configurationClosureCall(returning: node) { node = Syntax(closureCall) }
        if let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
           binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true,
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            return syntax.inputNames.contains(name) ? [.input(name)] : [.named(name)]
        }
        return []
    }

    /// The call of a closure run at once (`{ … }()`) that returns `value`: its only statement
    /// (`{ makeField() }()`), its only `return`, or the local its only `return` returns
    /// (`{ let field = makeField(); field.tag = 2; return field }()`).
    private static func configurationClosureCall(returning value: Syntax) -> FunctionCallExprSyntax? {
        var local: String?
        var statement = value.parent?.as(ReturnStmtSyntax.self).map(Syntax.init) ?? value
        if let binding = value.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
           let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self), declaration.bindings.count == 1 {
            local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            statement = Syntax(declaration)
        }
        guard let item = statement.parent?.as(CodeBlockItemSyntax.self), let items = item.parent?.as(CodeBlockItemListSyntax.self),
              let closure = items.parent?.as(ClosureExprSyntax.self),
              let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == closure.id, call.arguments.isEmpty
        else { return nil }
        let returns = items.compactMap { $0.item.as(ReturnStmtSyntax.self) }
        if let local {
            guard returns.count == 1, returns[0].expression?.as(DeclReferenceExprSyntax.self)?.baseName.text == local else { return nil }
            return call
        }
        guard items.count == 1 || returns.count == 1 && returns[0].parent?.id == item.id else { return nil }
        return call
    }

    /// `field.returnKeyType = …` inside one of the class's configurators whose every use is a call
    /// read here: the call sites stand for it.
    private func isSubjectOfReadConfigurator(_ base: ExprSyntax) -> Bool {
        let name: String
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else {
            return false
        }
        var current = base.parent
        while let node = current, !node.is(FunctionDeclSyntax.self), !node.is(MemberBlockItemSyntax.self) { current = node.parent }
        guard let function = current?.as(FunctionDeclSyntax.self),
              FieldConfiguratorReader.subjectNames(of: function, ownerIsInput: UIKitClassSyntax.isInputType(syntax.name))[name] != nil
        else { return false }
        return everyMentionIsACall(function)
    }

    /// Outside its own declaration, `function`'s name is only ever called (never passed as a value).
    private func everyMentionIsACall(_ function: FunctionDeclSyntax) -> Bool {
        let name = function.name.text
        if let known = readCallsOnly[name] { return known }
        var onlyCalls = configuratorNames.contains(name)
        var calls = 0
        let own = function.utf8Offsets
        for block in syntax.memberBlocks where onlyCalls {
            for token in block.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
                guard let parent = token.parent, parent.is(DeclReferenceExprSyntax.self), !own.contains(token.positionAfterSkippingLeadingTrivia.utf8Offset) else {
                    continue
                }
                let callee = parent.parent?.as(MemberAccessExprSyntax.self).map(Syntax.init) ?? parent
                if callee.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == callee.id {
                    calls += 1
                } else {
                    onlyCalls = false
                }
            }
        }
        readCallsOnly[name] = onlyCalls && calls > 0
        return onlyCalls && calls > 0
    }

    /// IQKeyboardManager's return key handler routes Return through every field of the controller.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == "IQKeyboardReturnKeyHandler" { hasUnresolvedReturnAction = true }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.base == nil, ["editingDidEndOnExit", "primaryActionTriggered"].contains(node.declName.baseName.text) else {
            return .visitChildren
        }
        var statement = Syntax(node)
        while let parent = statement.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self) {
            statement = parent
        }
        let mentioned = statement.tokens(viewMode: .sourceAccurate).flatMap { token -> [UIKitReference] in
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return [] }
            return resolver.resolve(ExprSyntax(reference))
        }
        let inputs = mentioned.compactMap { if case .input(let name) = $0 { name } else { nil } }
        if inputs.isEmpty { hasUnresolvedReturnAction = true }
        actionHandled.formUnion(inputs)
        let action = node.declName.baseName.text == "editingDidEndOnExit" ? Self.selfTargetAction(statement) : nil
        for input in inputs { exitActions[input, default: []].append(action) }
        return .visitChildren
    }

    /// `field.addTarget(self, action: #selector(method), for: …)`: the method's base name.
    private static func selfTargetAction(_ statement: Syntax) -> String? {
        guard let call = statement.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "addTarget",
              call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
              let selector = call.arguments.first(where: { $0.label?.text == "action" })?.expression.as(MacroExpansionExprSyntax.self),
              selector.macroName.text == "selector", let named = selector.arguments.first?.expression
        else { return nil }
        if let reference = named.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return named.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The value of a trait assignment when it is a literal: `.next`, `UIReturnKeyType.next`, `self`.
    static func literal(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("UI") == true {
                return member.declName.baseName.text
            }
            return nil
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    private func context(of node: some SyntaxProtocol) -> Range<Int> {
        var current = node.parent
        while let scope = current {
            if scope.is(FunctionDeclSyntax.self) || scope.is(InitializerDeclSyntax.self) || scope.is(AccessorDeclSyntax.self)
                || scope.is(ClosureExprSyntax.self) || scope.is(MemberBlockItemSyntax.self) {
                return scope.utf8Offsets
            }
            current = scope.parent
        }
        return node.utf8Offsets
    }

    /// Inside the initial value of a stored property of the class.
    private func isInitialValue(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let scope = current {
            if scope.is(FunctionDeclSyntax.self) || scope.is(InitializerDeclSyntax.self) || scope.is(AccessorBlockSyntax.self) { return false }
            if scope.is(InitializerClauseSyntax.self), scope.parent?.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true { return true }
            current = scope.parent
        }
        return false
    }

    private func isConditional(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let scope = current {
            if scope.is(IfExprSyntax.self) || scope.is(SwitchExprSyntax.self) || scope.is(GuardStmtSyntax.self)
                || scope.is(TernaryExprSyntax.self) || scope.is(UnresolvedTernaryExprSyntax.self) {
                return true
            }
            if scope.is(FunctionDeclSyntax.self) || scope.is(ClosureExprSyntax.self) || scope.is(AccessorDeclSyntax.self) { return false }
            current = scope.parent
        }
        return false
    }

    private func isInDynamicMethod(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let scope = current {
            if let function = scope.as(FunctionDeclSyntax.self) { return dynamicMethods.contains(function.name.text) }
            current = scope.parent
        }
        return false
    }

    /// The methods `roots` call, directly or through other methods of the class (the roots included).
    static func methodsReachable(from roots: [String], in syntax: UIKitClassSyntax) -> Set<String> {
        var reached: Set<String> = []
        var pending = roots.filter { syntax.methods[$0] != nil }
        while let name = pending.popLast(), reached.count < 64 {
            guard reached.insert(name).inserted, let body = syntax.methods[name]?.body else { continue }
            for token in body.tokens(viewMode: .sourceAccurate)
            where token.parent?.is(DeclReferenceExprSyntax.self) == true && syntax.methods[token.text] != nil {
                pending.append(token.text)
            }
        }
        return reached
    }
}
