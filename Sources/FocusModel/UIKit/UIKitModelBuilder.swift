import SwiftSyntax

/// Lowers UIKit code to the focus model: each class of the file with two or more text inputs that
/// handles them through `UITextFieldDelegate` becomes a chain (`framework == .uiKit`).
///
/// A class takes part when the file shows it is a delegate scope: it adopts `UITextFieldDelegate`
/// (in its declaration or an extension), implements `textFieldShouldReturn(_:)`, sets a field's
/// `delegate` to `self`, or its storyboard connects an outlet's delegate; or when it submits its
/// fields together (a method named for it: `save()`, `signInTapped`), or (a controller) takes a
/// password or reads its fields' text together in one method (`UIKitFormReaders`): a form,
/// whatever handles its Return; or when a field is labelled Next (in code or in the inspector):
/// the label promises routing, and a field that nothing handles does nothing on Return. Classes
/// without any of these signs are left alone. A class whose fields are its table's cells, configured per row, is a
/// form of rows (`UIKitRowForm`). A controller with one input is a chain of that field alone when
/// it is labelled Next and nothing answers its Return.
package struct UIKitModelBuilder {
    /// The file, or the part of it being modelled.
    let roots: [Syntax]
    let interfaceOutlets: InterfaceBuilderOutlets
    /// The other files of the project: extensions of a class declared here may live there.
    let project: ProjectContext

    package init(roots: [Syntax], interfaceOutlets: InterfaceBuilderOutlets = InterfaceBuilderOutlets(), project: ProjectContext = ProjectContext()) {
        self.roots = roots
        self.interfaceOutlets = interfaceOutlets
        self.project = project
    }

    static let shouldReturn = "textFieldShouldReturn(_:)"
    /// Delegate methods whose answer decides whether a field is typed into (`UIKitUntypedFields`).
    static let typingMethods: Set<String> = ["textFieldShouldBeginEditing(_:)", "textField(_:shouldChangeCharactersIn:replacementString:)"]
    /// Delegate methods whose answer decides a field's Return or whether it is typed into.
    private static let returnMethods = typingMethods.union([shouldReturn])

    package func build() -> UIKitModel {
        let collector = ClassCollector(viewMode: .sourceAccurate)
        for root in roots { collector.walk(root) }
        let extensions = Dictionary(grouping: collector.extensions) { $0.extendedType.compactText.split(separator: ".").last.map(String.init) ?? "" }
        let configurators = project.symbols.configuratorNames
        let inputClasses = UIKitInputClasses(project: project)
        var scopes: [UIKitScope] = []
        var rowForms: [FocusChain] = []
        for declaration in collector.classes {
            let name = declaration.name.text
            let admitsFieldSubclasses = Self.admitsFieldSubclasses(declaration, extensions[name] ?? [])
            // A controller answering a wrapped field's Return holds that wrapper as a field, whatever it is called.
            let delegatedWrappers = Self.isController(declaration)
                ? UIKitDelegatedWrappers.types(of: declaration, extensions: extensions[name] ?? [], wrappedFieldName: inputClasses.wrappedFieldName(of:))
                : []
            let instanceTypes = UIKitInstalledDelegates.instanceTypes(in: [declaration.memberBlock] + (extensions[name] ?? []).map(\.memberBlock))
            var syntax = UIKitClassSyntax(
                declaration: declaration, extensions: extensions[name] ?? [],
                returnedInput: { call in
                    (project.configurator(calledBy: call, in: name, names: configurators, instanceTypes: instanceTypes)
                        ?? project.builderConfigurator(calledBy: call, names: configurators))?.returnedType
                },
                isInputClass: { admitsFieldSubclasses && inputClasses.isTextFieldSubclass($0) || delegatedWrappers.contains($0) }
            )
            let superclassRouting = UIKitSuperclassRouting(syntax, project: project)
            if let superclassRouting { syntax = superclassRouting.syntax }
            // A scene of a subclass makes an instance of this class's outlets.
            let sceneSubclasses = subclassesSharingReturnHandling(of: name)
            let builder = sceneSubclasses.isEmpty
                ? self : UIKitModelBuilder(roots: roots, interfaceOutlets: interfaceOutlets.countingScenes(of: sceneSubclasses, for: name), project: project)
            // An outlet collection holds the outlets its interface file connects to it, in that order.
            syntax = syntax.knowingCollections(builder.interfaceOutlets.collections[name] ?? [:])
            if let scope = builder.scope(syntax, superclassRouting: superclassRouting) {
                scopes.append(scope)
            } else if var rowForm = UIKitRowForm(
                syntax: syntax, cellReturnEffect: { delegateReturnEffect(of: $0) }, cellLeavesReturnUnhandled: { leavesReturnUnhandled($0) },
                cellForwarding: { cellForwarding(of: $0) }
            ).chain {
                rowForm.showsKeyboardManagerToolbar = project.symbols.keyboardManagerToolbarShows(onScreenOf: name)
                rowForms.append(rowForm)
            }
        }
        var model = UIKitModel(scopes: scopes, characterFilters: DeletionEvaluator.characterFilters(in: roots))
        model.rowForms = rowForms
        return model
    }

    private func scope(_ syntax: UIKitClassSyntax, superclassRouting: UIKitSuperclassRouting? = nil) -> UIKitScope? {
        guard let declaration = syntax.declaration, !syntax.inputs.isEmpty else { return nil }
        let traits = UIKitTraitCollector(syntax: syntax, project: project)
        // One input alone is a form only for what its Next label promises (`loneFieldPromisesNext`).
        let isLoneField = syntax.inputs.count == 1
        if isLoneField, !labelsNext(syntax, traits) { return nil }
        let conformance = syntax.conformances.contains { $0 == "UITextFieldDelegate" || $0.hasSuffix(".UITextFieldDelegate") }
        let setsDelegateToSelf = traits.delegates.values.joined().contains { $0.value == "self" }
        let superclass = declaration.inheritanceClause?.inheritedTypes.first?.type.compactText
        // A base class of the app's own that spells no word of input or Return (a themed
        // controller) leaves Return as the UIKit class it inherits from has it.
        let uiKitSuperclass = superclass.flatMap { UIKitAncestry.plainClasses.contains($0) ? $0 : project.symbols.quietAncestor(of: $0, from: project.module) }
        let hasPlainSuperclass = superclass.map { uiKitSuperclass != nil || $0.hasSuffix("Delegate") } ?? true
        // Extensions in other files: their code is not read here. One `textFieldShouldReturn(_:)`
        // among them comes summarised (`ReturnSummary`); anything else they decide about Return
        // (whether a field is typed into, its key) is unknown, never guessed.
        let elsewhere = project.symbols.classParts(of: syntax.name, outside: project.path, in: project.module)
        let shouldReturn = syntax.method(named: Self.shouldReturn).flatMap { method in
            UIKitHiddenReturnHandler.isHidden(method, in: syntax, declaredElsewhere: !elsewhere.isEmpty) ? nil : method
        }
        let storyboardDelegates = syntax.inputs.contains { interfaceOutlets.outlet($0.name, of: syntax.name)?.delegateConnected == true }
        // `@IBAction func signInTapped`, `func save()`: where the form is submitted. A class that
        // submits its fields together is a form even when nothing handles their Return.
        let commitMethods = syntax.methods.values.filter { CommitActionFinder.methodNamesCommit($0.name.text) }
            .map(\.name.utf8Offsets).sorted { $0.lowerBound < $1.lowerBound }
        // An action that reads several fields' text together (`didPressDone`, `viewWillDisappear`
        // saving them) collects the form, whatever it is called.
        let formReaders = UIKitFormReaders(syntax: syntax).methodNameRanges
        // A button of the class's own that sends the fields (reads them together, calls a method
        // that commits them, the class's or its view model's), whatever its title says.
        let submitActions = UIKitSubmitActions(syntax: syntax, formReaders: formReaders).actionRanges
        let isDelegateScope = conformance || shouldReturn != nil || setsDelegateToSelf || storyboardDelegates || superclassRouting != nil
        // A controller's field taking a password makes its screen a sign-in or sign-up form, whatever
        // handles its Return (a view's fields are wired by the controller that shows it).
        let secure = UIKitSecureFields(syntax: syntax, interfaceOutlets: interfaceOutlets).secure
        let isController = Self.isController(declaration)
        // Fields given a delegate of the app's as they are made, which no other file's code takes
        // over: that delegate says what Return does in each (`UIKitInstalledDelegates`).
        let delegatedElsewhere = project.symbols.inputsDelegatedElsewhere(in: syntax.name, outside: project.path, in: project.module)
        let installedDelegates = UIKitInstalledDelegates(project: project)
        // A subclass's code, or another file's part of the class, may give the fields their delegate.
        let delegatesAssignedElsewhere = elsewhere.contains(where: \.assignsDelegates)
            || project.symbols.subclasses(of: syntax.name).contains { $0.parts.contains(where: \.assignsDelegates) }
        let installed = delegatesAssignedElsewhere ? [] : Set(syntax.inputs.filter { input in
            input.takesReturn && !delegatedElsewhere.contains(input.name)
                && installedDelegates.leavesReturnUnanswered(field: input.typeName, assignments: traits.delegates[input.name] ?? [])
        }.map(\.name))
        // A view whose every text field's Return such a delegate answers is a form of its own,
        // submitted by its button named for it (`saveButton`), whose action the controller adds.
        let installedEverywhere = !isController && installed.count >= 2 && installed.count == syntax.inputs.filter(\.takesReturn).count
        let commitButtons = installedEverywhere ? UIKitInstalledDelegates.commitButtons(of: syntax) : []
        guard isDelegateScope || !commitMethods.isEmpty || !submitActions.isEmpty || labelsNext(syntax, traits)
            || isController && (!secure.isEmpty || !formReaders.isEmpty) || installedEverywhere
        else { return nil }

        let summaries = elsewhere.compactMap(\.returnHandling)
        let returnSummary = shouldReturn == nil && summaries.count == 1 ? summaries.first : nil
        // An app-wide handler in an extension of a UIKit ancestor (`extension UIViewController`)
        // answers when the class has none of its own: read when it is the only one.
        let ancestorHandlers = shouldReturn == nil ? inheritedReturnHandlers(from: uiKitSuperclass) : []
        let inheritedReturn = returnSummary == nil && ancestorHandlers.count == 1 ? ancestorHandlers[0].returnHandling : nil
        let fieldProperties = inheritedReturn?.otherFields.fieldPropertyMoves ?? []
        // A base class of the app's own answering Return: by moving to the view tagged one more,
        // or by only resigning (or doing nothing), whatever the field.
        let baseHandler = shouldReturn == nil && returnSummary == nil && ancestorHandlers.isEmpty && superclassRouting == nil
            ? inheritedHandler(from: superclass) : nil
        let tagAdvance = baseHandler?.tagAdvance
        let baseReturn = tagAdvance == nil ? baseHandler.flatMap(Self.endingEffect(of:)) : nil
        // Fields tagged in the inspector are found by their tags as well as those tagged in code.
        let indexRouting = UIKitIndexRouting(resolver: UIKitReferenceResolver(syntax: syntax))
        indexRouting.readInspectorTags { interfaceOutlets.outlet($0.name, of: syntax.name) }
        // A Return key set in another file labels the key; with the handler read (here or
        // summarised), what Return does is still known: only the labels are not.
        let hasReadHandler = shouldReturn != nil || returnSummary != nil
        let context = ScopeContext(
            syntax: syntax, className: declaration.name.utf8Offsets, traits: traits, shouldReturn: shouldReturn,
            returnSummary: returnSummary, inheritedReturn: inheritedReturn, superclassRouting: superclassRouting,
            tagAdvance: tagAdvance, baseReturn: baseReturn, tags: indexRouting.tags, sharedTags: indexRouting.sharedTags,
            hasPlainSuperclass: hasPlainSuperclass,
            // Which fields another file's delegate methods let the user type into is read there
            // (`ClassPart.inputRefusals`) unless they may refuse fields they do not name.
            returnDecidedElsewhere: elsewhere.contains { part in
                part.assignsReturnKeys && !hasReadHandler
                    || part.methods.contains { method in
                        Self.returnMethods.contains(method) && (method != Self.shouldReturn || returnSummary == nil)
                            && (!Self.typingMethods.contains(method) || part.inputRefusals?.refusesUnnamedFields != false)
                    }
            } || !ancestorHandlers.isEmpty && inheritedReturn == nil,
            returnKeysSetElsewhere: elsewhere.contains(where: \.assignsReturnKeys),
            delegatesAssignedElsewhere: delegatesAssignedElsewhere,
            inputsDelegatedElsewhere: delegatedElsewhere,
            installed: installed,
            isDelegateScope: isDelegateScope,
            isController: isController,
            mayGiveFieldProperties: !fieldProperties.isEmpty && (!elsewhere.isEmpty || syntax.memberBlocks.contains { block in
                block.tokens(viewMode: .sourceAccurate).contains { fieldProperties.contains($0.text) }
            }),
            // Read only where a handler's resigning is evaluated (the class's, another file's, an ancestor's).
            endEditingMayMoveFocus: (shouldReturn != nil || returnSummary != nil || inheritedReturn != nil || superclassRouting != nil || tagAdvance != nil || baseReturn != nil)
                && (UIKitEndEditingFocus.mayMoveFocus(in: syntax.memberBlocks) || (elsewhere + ancestorHandlers).contains(where: \.endEditingMayMoveFocus)),
            exitActions: traits.exitActions.isEmpty ? nil : UIKitExitActions(blocks: syntax.memberBlocks)
        )
        let layoutOrder = UIKitFieldOrder(syntax: syntax).hierarchyOrder ?? screenOrder(of: syntax)
        // Only fields the user types into take part in the Return chain.
        // A field with a picker for a keyboard hides its caret too, yet is on screen: a member.
        // Keypads of the field's own class, or given in an extension of this class in another file.
        let ownKeypads = Set(syntax.inputs.filter { UIKitInputClasses(project: project).replacesItsKeyboard($0.typeName) }.map(\.name))
            .union(Set(elsewhere.flatMap(\.inputViewFields)).intersection(syntax.inputNames))
        let proxies = UIKitProxyFields(syntax: syntax, project: project).proxies.subtracting(traits.inputViews).subtracting(ownKeypads)
        let untyped = UIKitUntypedFields(
            in: syntax, proxies: proxies, tags: indexRouting.tags, pickersElsewhere: elsewhere.flatMap(\.beginEditingPickers)
        )
        // Outlets the inspector leaves inert, and inputs the code makes read-only as it sets up.
        let inert = inertOutlets(of: syntax).union(UIKitReadOnlyFields(syntax: syntax).fields)
        let codeBoxes = UIKitCodeBoxes(syntax: syntax, interfaceActions: Set(syntax.inputs.filter(\.isOutlet).flatMap { input in
            interfaceOutlets.outlet(input.name, of: syntax.name)?.editingChangedActions ?? []
        }))
        let refusedElsewhere = Set(elsewhere.compactMap(\.inputRefusals).flatMap(\.fields))
        let typed = (layoutOrder ?? syntax.inputs).filter {
            !untyped.untyped.contains($0.name) && !refusedElsewhere.contains($0.name) && !inert.contains($0.name) && !codeBoxes.mirrors.contains($0.name)
        }
        guard typed.count >= (isLoneField ? 1 : 2) else { return nil }
        var lowered = typed.map { lower($0, in: context) }
        if isLoneField, !isController || !Self.loneFieldPromisesNext(lowered[0].0) { return nil }
        for index in lowered.indices where secure.contains(lowered[index].1.name) {
            lowered[index].0.isSecure = true
        }
        // A begin-editing method giving every field it is handed a picker: the fields whose delegate the class certainly is.
        let pickedAsDelegated = !untyped.delegatedFieldsPicked ? [] : Set(typed.filter { input in
            let outlet = input.isOutlet ? interfaceOutlets.outlet(input.name, of: syntax.name) : nil
            return delegateState(of: input, outlet: outlet, traits: traits, hasPlainSuperclass: hasPlainSuperclass) == .set
                && !context.inputsDelegatedElsewhere.contains(input.name)
        }.map(\.name))
        for index in lowered.indices where untyped.withoutKeyboard.union(traits.inputViews).union(ownKeypads).union(pickedAsDelegated)
            .contains(lowered[index].1.name) {
            lowered[index].0.hasNoKeyboard = true
        }
        for index in lowered.indices where codeBoxes.advancing.contains(lowered[index].1.name) {
            lowered[index].0.advancesAsTyped = true
        }
        let alternatives = UIKitFieldAlternatives(syntax).branches
        // Pop-ups shown one at a time hold steps of their own: the choice of step is outermost.
        let popUpSteps = UIKitPopUpSteps(syntax, inputs: lowered.map(\.1.name), statement: declaration.classKeyword.positionAfterSkippingLeadingTrivia.utf8Offset).steps
        for index in lowered.indices {
            let name = lowered[index].1.name
            lowered[index].0.branch = (popUpSteps[name].map { [$0] } ?? []) + (alternatives[name] ?? superclassRouting?.branches[name] ?? [])
        }
        if layoutOrder == nil {
            lowered = UIKitFieldOrder.routingOrder(of: lowered, name: { $0.0.target.name }, next: { $0.0.outcome.moves.first?.target.name })
        }
        let partStarts = UIKitFormParts(syntax: syntax).partStarts(in: lowered.map(\.1.name))
        for index in lowered.indices where partStarts.contains(lowered[index].1.name) {
            lowered[index].0.opensSeparatePart = true
        }
        let chainFields = lowered.map(\.0)
        let uiKitFields = lowered.map(\.1)

        var chain = FocusChain(
            framework: .uiKit, name: syntax.name, declaration: declaration.name.utf8Offsets, fields: chainFields,
            owner: syntax.name, assignments: chainFields.flatMap(\.outcome.moves),
            hasKeyboardAccessory: !traits.accessories.isEmpty || traits.unresolvedTraits.contains(.inputAccessoryView),
            extent: declaration.utf8Offsets
        )
        chain.keyboardAccessoryOnlyDismisses = chain.hasKeyboardAccessory && !traits.accessoryMayMoveFocus
        chain.showsKeyboardManagerToolbar = project.symbols.keyboardManagerToolbarShows(onScreenOf: syntax.name)
        chain.commitActions = Array(Set(commitMethods + formReaders + submitActions + commitButtons)).sorted { $0.lowerBound < $1.lowerBound }
        let delegateExtension = syntax.extensions.first {
            $0.inheritanceClause?.inheritedTypes.contains { $0.type.compactText.hasSuffix("UITextFieldDelegate") } == true
        }
        return UIKitScope(
            className: syntax.name, chain: chain, fields: uiKitFields, classDeclaration: declaration.utf8Offsets,
            extensions: syntax.extensions.map(\.utf8Offsets),
            delegateExtension: delegateExtension.map(\.utf8Offsets),
            declaresDelegateConformance: conformance, setsDelegateInCode: setsDelegateToSelf,
            hasCustomSuperclass: !hasPlainSuperclass,
            shouldReturn: shouldReturn.map(\.utf8Offsets), returnHandledInAnotherFile: returnSummary != nil || inheritedReturn != nil,
            returnRoutedBySuperclass: superclassRouting != nil,
            viewDidLoad: syntax.method(named: "viewDidLoad()").map(\.utf8Offsets)
        )
    }

    /// What one scope's fields share while each is lowered.
    private struct ScopeContext {
        let syntax: UIKitClassSyntax
        let className: Range<Int>
        let traits: UIKitTraitCollector
        let shouldReturn: FunctionDeclSyntax?
        /// The `textFieldShouldReturn(_:)` of an extension in another file, when this file has none.
        let returnSummary: ReturnSummary?
        /// The one `textFieldShouldReturn(_:)` of an extension of a UIKit ancestor, when the class
        /// answers Return with nothing closer.
        let inheritedReturn: ReturnSummary?
        /// The superclass's handler, moving to the next element of the array the class hands it.
        let superclassRouting: UIKitSuperclassRouting?
        /// The superclass's handler, moving to the field tagged one more (`TagAdvance`).
        let tagAdvance: TagAdvance?
        /// The handler of a base class of the app's own that resigns the field or does nothing,
        /// whatever the field: what Return does in every field whose delegate this class is.
        let baseReturn: ReturnSummary.Effect?
        /// The tags the class and its interface file give its fields, and those other views carry too.
        let tags: [String: Int]
        let sharedTags: Set<Int>
        let hasPlainSuperclass: Bool
        let returnDecidedElsewhere: Bool
        /// Another file's part of the class assigns a `returnKeyType`: no field's label is known.
        let returnKeysSetElsewhere: Bool
        let delegatesAssignedElsewhere: Bool
        /// The inputs whose delegate another file's code gives through the object holding them
        /// (`cell.nameField.delegate = self` in a controller naming the cell): taken over there.
        let inputsDelegatedElsewhere: Set<String>
        /// The fields given a delegate as they are made that answers no Return (`UIKitInstalledDelegates`).
        let installed: Set<String>
        /// The class shows it is its fields' delegate; false for a class taken for a Next label alone.
        let isDelegateScope: Bool
        /// The class is a view controller, which wires its own fields.
        let isController: Bool
        /// The class names a property of its fields that the inherited handler moves focus to
        /// (`nameField.nextField = emailField`), or has parts in other files that may.
        let mayGiveFieldProperties: Bool
        /// The class's `textFieldDidEndEditing(_:)`, here or in another file, may move focus.
        let endEditingMayMoveFocus: Bool
        /// The class's `.editingDidEndOnExit` actions, read once for its fields (nil: it registers none).
        let exitActions: UIKitExitActions?
    }

    /// Some input of the class is labelled Next, in code or in the inspector.
    private func labelsNext(_ syntax: UIKitClassSyntax, _ traits: UIKitTraitCollector) -> Bool {
        syntax.inputs.contains { input in
            traits.returnKeyTypes[input.name]?.contains { $0.value == "next" } == true
                || (input.isOutlet && interfaceOutlets.outlet(input.name, of: syntax.name)?.returnKeyType == "next")
        }
    }

    /// A controller's only input is a chain of its own when it is labelled Next and nothing at all
    /// answers its Return (no delegate method, no action, nothing unseen that may): the key
    /// promises a next step that never comes. Labelled Next with a handler that submits, the key
    /// is only a poor word for it, which is left alone. A view's (a cell's) one field is wired by
    /// the controller showing it.
    private static func loneFieldPromisesNext(_ field: ChainField) -> Bool {
        field.label?.value == "next" && field.outcome.isNothing && field.outcome.handlers.isEmpty
    }

    /// A class whose first inherited type is a controller (`UIViewController`, `BaseFormController`).
    private static func isController(_ declaration: ClassDeclSyntax) -> Bool {
        declaration.inheritanceClause?.inheritedTypes.first?.type.compactText.hasSuffix("Controller") == true
    }

    /// A controller with no Return handler of its own takes a text field subclass of the app's,
    /// whatever its name, for a field: where a handler decides Return, a class whose name does not
    /// say it is a field is left out of the chain, as before it was known.
    private static func admitsFieldSubclasses(_ declaration: ClassDeclSyntax, _ extensions: [ExtensionDeclSyntax]) -> Bool {
        guard isController(declaration) else { return false }
        let blocks = [declaration.memberBlock] + extensions.map(\.memberBlock)
        return !blocks.contains { block in
            block.members.contains { $0.decl.as(FunctionDeclSyntax.self).map(UIKitSyntax.fullName(of:)) == shouldReturn }
        }
    }

    /// Outlets the inspector disables or takes touches from (a text field showing a value), or a
    /// button covers, which the code never turns back on nor focuses: nobody types into them. And
    /// outlets the class's scene leaves unconnected (a section removed from the storyboard, its
    /// properties kept): no field of theirs is on screen.
    private func inertOutlets(of syntax: UIKitClassSyntax) -> Set<String> {
        let switched = UIKitInputProperties(mentioned: ["isEnabled", "isUserInteractionEnabled", "becomeFirstResponder"]).inputs(of: syntax)
        return Set(syntax.inputs.filter { input in
            guard input.isOutlet else { return false }
            if interfaceOutlets.leavesUnconnected(input.name, of: syntax.name) { return true }
            return !switched.contains(input.name) && interfaceOutlets.outlet(input.name, of: syntax.name)?.isInteractive == false
        }.map(\.name))
    }

    /// The inputs top to bottom as their storyboard or xib lays them out, when every one on screen
    /// is an outlet whose frame the interface file records; nil otherwise.
    private func screenOrder(of syntax: UIKitClassSyntax) -> [UIKitClassSyntax.InputProperty]? {
        let shown = syntax.inputs.filter { !($0.isOutlet && interfaceOutlets.leavesUnconnected($0.name, of: syntax.name)) }
        let placed = shown.compactMap { input in
            input.isOutlet ? interfaceOutlets.outlet(input.name, of: syntax.name)?.screenPosition.map { (input, $0) } : nil
        }
        guard !placed.isEmpty, placed.count == shown.count else { return nil }
        return placed.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map(\.element.0)
    }

    /// One input as a chain member (outcome, label, keyboard) and with its UIKit facts.
    private func lower(_ input: UIKitClassSyntax.InputProperty, in context: ScopeContext) -> (ChainField, UIKitField) {
        let traits = context.traits
        let outlet = input.isOutlet ? interfaceOutlets.outlet(input.name, of: context.syntax.name) : nil
        var delegate = delegateState(of: input, outlet: outlet, traits: traits, hasPlainSuperclass: context.hasPlainSuperclass)
        if delegate == .unset, context.delegatesAssignedElsewhere { delegate = .unknown }
        if context.inputsDelegatedElsewhere.contains(input.name) { delegate = .setElsewhere }
        var effects = ShouldReturnEvaluator.Effects()
        var outcome: Outcome
        var exitOutcome: Outcome?
        // A field made in code of a class that is its own delegate answers Return itself, unless
        // given another delegate here (an outlet's delegate may be connected in a storyboard).
        let ownReturn = !input.isOutlet && traits.delegates[input.name]?.isEmpty != false ? delegateReturnEffect(of: input.typeName, ownDelegate: true) : nil
        let installed = context.installed.contains(input.name)
        if installed {
            // The delegate the field was made with answers nothing, whatever the class's own handler says.
            outcome = Outcome(isUnknown: false)
        } else if let ownReturn {
            // Its moves go to the class's own properties (`nextField`), which are no fields here,
            // and its other work may be a closure or delegate the controller routes through
            // (`onReturn?(self)`): only a handler that resigns or does nothing is read.
            effects = ShouldReturnEvaluator.Effects(ownReturn, at: input.nameRange)
            if !effects.moves.isEmpty || effects.works { effects.isUnknown = true }
            effects.isRoutedFrom = false
            outcome = effects.outcome(handler: input.nameRange)
        } else if let shouldReturn = context.shouldReturn {
            effects = ShouldReturnEvaluator.evaluate(shouldReturn, for: input.name, in: context.syntax)
            effects.endEditing(mayMoveFocus: context.endEditingMayMoveFocus)
            outcome = effects.outcome(handler: shouldReturn.name.utf8Offsets)
        } else if let summary = context.returnSummary {
            // The handler is in another file: its moves are placed at the field, the handler at the
            // class's name. A move to a name that is no field here cannot be judged.
            effects = ShouldReturnEvaluator.Effects(summary.effect(forField: input.name), at: input.nameRange)
            if effects.moves.contains(where: { !context.syntax.inputNames.contains($0.target.name) }) { effects.isUnknown = true }
            effects.endEditing(mayMoveFocus: context.endEditingMayMoveFocus)
            outcome = effects.outcome(handler: context.className)
        } else if let inherited = context.inheritedReturn {
            // An app-wide handler names none of this class's fields: each gets what it does to any
            // field. Its moves through the field's own property (`textField.nextField`) lead nowhere
            // where that property is never given; a move to any other name cannot be judged.
            var effect = inherited.otherFields
            if fieldPropertiesAreUnset(in: input, outlet: outlet, context) { effect.fieldPropertyMoves = [] }
            effects = ShouldReturnEvaluator.Effects(effect, at: input.nameRange)
            if !effects.moves.isEmpty { effects.isUnknown = true }
            effects.endEditing(mayMoveFocus: context.endEditingMayMoveFocus)
            outcome = effects.outcome(handler: context.className)
        } else if let routing = context.superclassRouting, let effect = routing.effect(forField: input.name) {
            // The superclass's handler, for a field whose delegate this class is: the move to the
            // next element placed at the field, the handler at the class's name.
            effects = ShouldReturnEvaluator.Effects(effect, at: input.nameRange)
            effects.moves.sort { (routing.elements.firstIndex(of: $0.target.name) ?? 0) < (routing.elements.firstIndex(of: $1.target.name) ?? 0) }
            if traits.delegates[input.name]?.contains(where: { $0.value == "self" }) != true { effects.isUnknown = true }
            effects.endEditing(mayMoveFocus: context.endEditingMayMoveFocus)
            outcome = effects.outcome(handler: context.className)
        } else if let advance = context.tagAdvance, delegate == .set, let effect = advance.effect(forField: input.name, tags: context.tags, sharedTags: context.sharedTags) {
            // The superclass's handler, for a field whose delegate this class is: the move to the
            // next-tagged field placed at the field, the handler at the class's name.
            effects = ShouldReturnEvaluator.Effects(effect, at: input.nameRange)
            effects.endEditing(mayMoveFocus: context.endEditingMayMoveFocus)
            outcome = effects.outcome(handler: context.className)
        } else if let baseReturn = context.baseReturn, delegate == .set {
            // The base class's handler, for a field whose delegate this class is: it names no
            // field of the subclass, and ends editing (or does nothing) in each.
            effects = ShouldReturnEvaluator.Effects(baseReturn, at: input.nameRange)
            effects.endEditing(mayMoveFocus: context.endEditingMayMoveFocus)
            outcome = effects.outcome(handler: context.className)
        } else {
            (outcome, exitOutcome) = unhandledOutcome(of: input, outlet: outlet, delegate: delegate, in: context)
        }
        // The class's handler runs only for a field whose delegate it is: a text field certainly
        // never given one, whose Return the handler only ends, takes nothing from it, and Return
        // there does what it does with no handler (nothing, or its own exit action). A field the
        // handler names or routes on is `text-field-delegate-unset`'s; a wrapper's inner field may
        // be wired through it (`nameInput.textField.delegate`), unseen here.
        let answeredAsDelegate = ownReturn == nil && !installed && (context.shouldReturn != nil || context.returnSummary != nil || context.inheritedReturn != nil)
        if delegate == .unset, answeredAsDelegate, !effects.isRoutedFrom, outcome.moves.isEmpty, !outcome.isUnknown,
           input.isPlainInput || isTextFieldSubclass(input.typeName) {
            (outcome, exitOutcome) = unhandledOutcome(of: input, outlet: outlet, delegate: delegate, in: context)
        }
        let handledByAction = traits.actionHandled.contains(input.name) && exitOutcome == nil
        let handledElsewhere = delegate == .setElsewhere && !installed || context.returnDecidedElsewhere || handledByAction
            || traits.hasUnresolvedReturnAction || outlet?.returnHandledByAction == true || (ownReturn == nil && handlesOwnReturn(input.typeName))
        // A field that never gets its delegate is reported once, as such, not also as stuck.
        let reportedAsDelegateUnset = delegate == .unset && effects.isRoutedFrom && outcome.isNothing
        // Two outlets of the class connected to one field: a move from one to the other stays in
        // the field, and which names stand for the fields on screen is not what the code says.
        let sharesItsField = outlet.map { !$0.alsoConnectedAs.isDisjoint(with: context.syntax.inputNames) } ?? false
        if handledElsewhere || reportedAsDelegateUnset || sharesItsField {
            outcome = Outcome(isUnknown: true, handlers: outcome.handlers)
        }
        let chainField = ChainField(
            target: FocusTarget(input.name), range: input.nameRange, takesReturn: input.takesReturn, outcome: outcome,
            label: context.returnKeysSetElsewhere ? ReturnLabel(value: nil, range: input.nameRange) : returnLabel(of: input, outlet: outlet, traits: traits),
            keyboard: keyboard(of: input, outlet: outlet, traits: traits)
        )
        let uiKitField = UIKitField(
            name: input.name, typeName: input.typeName, declaration: input.nameRange, isOutlet: input.isOutlet,
            delegate: delegate, isRoutedFrom: effects.isRoutedFrom
        )
        return (chainField, uiKitField)
    }

    /// What Return does in a field no handler of the class answers: nothing, unless a custom
    /// superclass or field handles it, or (in a class that shows no sign of being the delegate) a
    /// delegate we cannot see. A `UITextField` subclass of the app's own that leaves Return alone is
    /// a plain field wherever it is held, in a controller or a view (a view's fields another file's
    /// code gives a delegate are taken over there, `inputsDelegatedElsewhere`); in a controller, so
    /// is a view of the app's wrapping such a field.
    /// When nothing else may answer, the class's own `.editingDidEndOnExit` actions decide
    /// (`exitOutcome`, nil when there are none or they are not read).
    private func unhandledOutcome(
        of input: UIKitClassSyntax.InputProperty, outlet: OutletFacts?, delegate: DelegateState, in context: ScopeContext
    ) -> (outcome: Outcome, exitOutcome: Outcome?) {
        let leavesReturnAlone = context.isController ? UIKitInputClasses(project: project).leavesReturnAlone(input.typeName) : isTextFieldSubclass(input.typeName)
        let isCustomInput = !input.isPlainInput && !leavesReturnAlone || outlet?.hasOwnOutlets == true
        let mayHaveUnseenDelegate = !context.isDelegateScope && delegate != .unset
        let isUnknown = !context.hasPlainSuperclass || isCustomInput || mayHaveUnseenDelegate
        let exitOutcome = isUnknown ? nil : context.traits.exitActions[input.name].flatMap { context.exitActions?.outcome(actions: $0) }
        return (exitOutcome ?? Outcome(isUnknown: isUnknown), exitOutcome)
    }

    /// A `UITextField` subclass of the app's own that leaves Return as a plain one has it (no
    /// wrapper view, nothing setting a delegate or answering Return).
    private func isTextFieldSubclass(_ typeName: String) -> Bool {
        let classes = UIKitInputClasses(project: project)
        return classes.isTextFieldSubclass(typeName) && classes.leavesReturnAlone(typeName)
    }

    /// The subclasses of class `name` that leave its fields' Return as the class has it: none of
    /// their parts sets a delegate or a Return key, answers a delegate method deciding Return, or
    /// handles Return by an action. What their scenes connect is what an instance of `name` has.
    private func subclassesSharingReturnHandling(of name: String) -> [String] {
        project.symbols.subclasses(of: name).filter { subclass in
            !subclass.parts.contains { part in
                part.assignsDelegates || part.assignsReturnKeys || part.handlesReturnEvents || !part.methods.isDisjoint(with: Self.returnMethods)
            }
        }.map(\.name)
    }

    /// The extensions of the UIKit class the scope inherits from, or of its ancestors, that declare
    /// `textFieldShouldReturn(_:)` (`extension UIViewController`, in any module): every subclass
    /// answers Return with them. Several, or one whose handler was not summarised, leave what
    /// Return does in this class's fields unknown.
    private func inheritedReturnHandlers(from superclass: String?) -> [ClassPart] {
        guard let superclass else { return [] }
        return UIKitAncestry.lineage(of: superclass).flatMap { ancestor in
            project.symbols.classPartsInEveryModule(of: ancestor).filter { $0.methods.contains(Self.shouldReturn) }
        }
    }

    /// The part holding the one `textFieldShouldReturn(_:)` of the nearest class of the app's own
    /// above the class (`superclass`, then its ancestors) that answers Return, in its declaration
    /// or an extension, when nothing on the way handles Return otherwise (an action, another
    /// delegate method deciding it, resigning that may move focus). Nil when a class on the way
    /// is not the app's, or that class has several handlers.
    private func inheritedHandler(from superclass: String?) -> ClassPart? {
        var current = superclass.flatMap(UIKitSyntax.className(ofInherited:))
        for _ in 0..<8 {
            guard let name = current, !UIKitAncestry.plainClasses.contains(name) else { return nil }
            let parts = project.symbols.classParts(of: name, in: project.module)
            guard !parts.isEmpty, !parts.contains(where: { $0.handlesReturnEvents || $0.endEditingMayMoveFocus }),
                  !parts.contains(where: { !$0.methods.subtracting([Self.shouldReturn]).isDisjoint(with: Self.returnMethods) }) else { return nil }
            let handlers = parts.filter { $0.methods.contains(Self.shouldReturn) }
            if !handlers.isEmpty { return handlers.count == 1 ? handlers[0] : nil }
            let superclasses = Set(parts.compactMap(\.superclass))
            guard superclasses.count == 1 else { return nil }
            current = superclasses.first
        }
        return nil
    }

    /// What a base class's handler does in any field, when it only resigns the field or does
    /// nothing: it moves nowhere, hands the field to no code, and calls nothing that a subclass
    /// may override to move focus. Nil for any other handler, or one not summarised.
    private static func endingEffect(of handler: ClassPart) -> ReturnSummary.Effect? {
        guard let effect = handler.delegateReturnEffect ?? handler.returnHandling?.otherFields,
              effect.moves.isEmpty, !effect.works, !effect.isUnknown, effect.fieldPropertyMoves.isEmpty, effect.callsHandedText.isEmpty
        else { return nil }
        var ending = effect
        ending.isRoutedFrom = false
        return ending
    }

    /// No instance of the input has the properties the inherited handler moves focus through
    /// (`nextField`): a plain `UITextField` made in code, or an outlet whose interface file
    /// connects no outlet of the field's own, which the class never names those properties on.
    private func fieldPropertiesAreUnset(in input: UIKitClassSyntax.InputProperty, outlet: OutletFacts?, _ context: ScopeContext) -> Bool {
        guard input.typeName == "UITextField", !context.mayGiveFieldProperties else { return false }
        guard input.isOutlet else { return true }
        return outlet.map { !$0.hasOwnOutlets } ?? false
    }

    /// The input's own class (a wrapper view, a field subclass) answers Return itself, as its own
    /// delegate or through an action: the scope's `textFieldShouldReturn(_:)` is not its handler.
    private func handlesOwnReturn(_ typeName: String) -> Bool {
        guard typeName != "UITextField", typeName != "UITextView" else { return false }
        return project.symbols.classParts(of: typeName, in: project.module).contains {
            $0.methods.contains(Self.shouldReturn) || $0.handlesReturnEvents
        }
    }

    /// What Return does in a field whose delegate an instance of class `typeName` is, read from
    /// the class's one declaration in the module (`ClassPart.delegateReturnEffect`); nil when no
    /// part or several decide Return, or an action does. `ownDelegate`: only for a class that
    /// makes itself its delegate (a text field subclass, `UIKitSelfDelegatingInput`), rather than
    /// one made a field's delegate (a cell, `UIKitDelegatingCell`).
    private func delegateReturnEffect(of typeName: String, ownDelegate: Bool = false) -> ReturnSummary.Effect? {
        let parts = project.symbols.classParts(of: typeName, in: project.module)
        let effects = parts.filter { !ownDelegate || $0.isOwnDelegate }.compactMap(\.delegateReturnEffect)
        guard effects.count == 1, !parts.contains(where: \.handlesReturnEvents),
              parts.filter({ $0.methods.contains(Self.shouldReturn) }).count == 1
        else { return nil }
        var effect = effects[0]
        // Resigning runs the class's `textFieldDidEndEditing(_:)`, which may move focus.
        if parts.contains(where: \.endEditingMayMoveFocus), !effect.moves.values.contains(false) { effect.isUnknown = true }
        return effect
    }

    /// What class `typeName`'s text delegate methods pass on to an object it holds
    /// (`UIKitCellForwarding`): read when the module declares it once, its Return is answered by
    /// one method and no action, and no method is forwarded by two parts.
    private func cellForwarding(of typeName: String) -> UIKitRowForm.CellForwarding? {
        let parts = project.symbols.classParts(of: typeName, in: project.module)
        guard parts.filter(\.declaresClass).count == 1, !parts.contains(where: \.handlesReturnEvents),
              parts.filter({ $0.methods.contains(Self.shouldReturn) }).count == 1
        else { return nil }
        var handOffs: [String: CellHandOff] = [:]
        for part in parts {
            for (name, handOff) in part.handOffs {
                guard handOffs.updateValue(handOff, forKey: name) == nil else { return nil }
            }
        }
        return UIKitRowForm.CellForwarding(handOffs: handOffs, endEditingMayMoveFocus: parts.contains(where: \.endEditingMayMoveFocus))
    }

    /// Whether class `typeName` leaves its fields' Return unhandled: declared once in the module,
    /// inheriting straight from UIKit's table or collection view cell, and no part of it sets a
    /// delegate, implements `textFieldShouldReturn(_:)` or names an action for Return.
    private func leavesReturnUnhandled(_ typeName: String) -> Bool {
        let parts = project.symbols.classParts(of: typeName, in: project.module)
        guard parts.filter(\.isUIKitCell).count == 1 else { return false }
        return !parts.contains { $0.assignsDelegates || $0.handlesReturnEvents || $0.methods.contains(Self.shouldReturn) }
    }

    private func delegateState(
        of input: UIKitClassSyntax.InputProperty, outlet: OutletFacts?, traits: UIKitTraitCollector, hasPlainSuperclass: Bool
    ) -> DelegateState {
        if let assignments = traits.delegates[input.name], !assignments.isEmpty {
            return assignments.contains { $0.value == "self" } ? .set : .setElsewhere
        }
        if traits.unresolvedTraits.contains(.delegate) || !hasPlainSuperclass { return .unknown }
        if input.isOutlet {
            guard let outlet, !outlet.delegateDisputed else { return .unknown }
            return outlet.delegateConnected ? .set : .unset
        }
        return .unset
    }

    /// The Return key a field shows: the literal assigned in code, the inspector's setting for an
    /// outlet, the default (nil) when nothing sets it, or dynamic when it depends on run time.
    /// A label set where the code does not show it (the inspector, an unresolved loop) is placed
    /// at the field's declaration.
    private func returnLabel(of input: UIKitClassSyntax.InputProperty, outlet: OutletFacts?, traits: UIKitTraitCollector) -> ReturnLabel? {
        if traits.unresolvedTraits.contains(.returnKeyType) { return ReturnLabel(value: nil, range: input.nameRange) }
        if let assignments = traits.returnKeyTypes[input.name], !assignments.isEmpty {
            guard let settled = Self.settled(assignments) else { return ReturnLabel(value: nil, range: assignments.last?.range) }
            return ReturnLabel(value: settled.value, range: settled.range, setBy: settled.setBy)
        }
        // A field taken from a cell or another view was labelled there, if anywhere.
        if traits.adopted.contains(input.name) { return ReturnLabel(value: nil, range: input.nameRange) }
        // The field's class labels itself; for an outlet, after the inspector's setting.
        switch classReturnKey(of: input.typeName, decoded: input.isOutlet) {
        case let (.value(value), setBy)?:
            var label = ReturnLabel(value: value, range: input.nameRange, setBy: setBy)
            label.isFieldClassDefault = true
            return label
        case (.unknown, _)?: return ReturnLabel(value: nil, range: input.nameRange)
        case (.untouched, _)?, nil: break
        }
        if input.isOutlet {
            guard let outlet else { return ReturnLabel(value: nil, range: input.nameRange) }
            return outlet.returnKeyType.map { ReturnLabel(value: $0, range: input.nameRange) }
        }
        return nil
    }

    /// The Return key the app's own input class `typeName`, or the nearest of its ancestors that
    /// sets one, gives an instance decoded from an interface file (`decoded`) or made in code, with
    /// the class setting it (`OwnReturnKey`); unknown where another part of a class on the way
    /// assigns a key. Nil when no class of the app's on the way sets one.
    private func classReturnKey(of typeName: String, decoded: Bool) -> (OwnReturnKey.Key, String)? {
        var current = typeName
        for _ in 0..<4 {
            guard !UIKitAncestry.plainClasses.contains(current), current != "UITextField", current != "UITextView" else { return nil }
            let parts = project.symbols.classParts(of: current, in: project.module)
            let owned = parts.compactMap(\.ownReturnKey)
            if owned.count > 1 || !owned.isEmpty && parts.filter(\.assignsReturnKeys).count > 1 { return (.unknown, current) }
            if let own = owned.first {
                let key = decoded ? own.decoded : own.made
                if key != .untouched { return (key, current) }
            }
            let superclasses = Set(parts.compactMap(\.superclass))
            guard superclasses.count == 1, let superclass = superclasses.first else { return nil }
            current = superclass
        }
        return nil
    }

    private func keyboard(of input: UIKitClassSyntax.InputProperty, outlet: OutletFacts?, traits: UIKitTraitCollector) -> Keyboard? {
        if let assignments = traits.keyboardTypes[input.name], let settled = Self.settled(assignments), let value = settled.value {
            return Keyboard(value: value, range: settled.range)
        }
        return outlet?.keyboardType.map { Keyboard(value: $0, range: input.nameRange) }
    }

    /// The one value a trait ends up with: every assignment agrees, or the last one wins over
    /// earlier ones written in the same function (or in closures inside it) when it is
    /// unconditional. Nil when it depends on run time.
    private static func settled(_ assignments: [UIKitTraitCollector.Assignment]) -> UIKitTraitCollector.Assignment? {
        // A property's initial value holds until any later assignment, all of which must then agree.
        let later = assignments.filter { !$0.isInitial }
        if !later.isEmpty, later.count < assignments.count {
            return later.contains(where: \.isConditional) ? nil : settled(later)
        }
        guard let last = assignments.max(by: { $0.range.lowerBound < $1.range.lowerBound }),
              !assignments.contains(where: \.isDynamic), last.value != nil
        else { return nil }
        if assignments.allSatisfy({ $0.value == last.value }) { return last }
        let sameFunction = assignments.allSatisfy {
            last.context.lowerBound <= $0.context.lowerBound && $0.context.upperBound <= last.context.upperBound
        }
        return sameFunction && !last.isConditional ? last : nil
    }
}

/// Every class and extension of a file, nested ones included.
private final class ClassCollector: SkeletonVisitor {
    var classes: [ClassDeclSyntax] = []
    var extensions: [ExtensionDeclSyntax] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.append(node)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        extensions.append(node)
        return .visitChildren
    }
}

extension UIKitModelBuilder {
    /// Adds the file's UIKit chains to the shared model, and the UIKit-only facts beside them.
    package func contribute(to model: inout FileModel) {
        let uiKit = build()
        model.chains += uiKit.scopes.map(\.chain) + uiKit.rowForms
        model.uiKit = uiKit
    }
}
