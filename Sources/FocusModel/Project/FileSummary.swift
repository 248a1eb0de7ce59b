@_spi(RawSyntax) import SwiftSyntax

/// What one file declares that other files' focus models use, and the type names it declares and
/// mentions (what its own analysis may depend on); built in one pass over the file's declarations,
/// once per version of the file, and kept by the project (the checker's first pass, the server's
/// workspace index). Other files are analysed against summaries, never against this file's text.
package struct FileSummary: Sendable, Equatable {
    /// The module the file belongs to (`ProjectModules`), which decides how its names resolve.
    package var module: String
    package var components: [FormComponent]
    package var enums: [EnumSummary]
    /// What each class declaration or extension of the file adds to a class that may be split
    /// over several files (a view controller whose delegate methods sit in an extension elsewhere).
    package var classParts: [ClassPart]
    /// Functions that configure the text inputs they are given, called on or return.
    package var configurators: [FieldConfigurator] = []
    /// Views that bind fields of their own to a focus binding their callers pass.
    package var focusViews: [FocusViewSummary] = []
    /// The classes of a file that spells no word a chain uses, read off its bytes; empty for any
    /// other file, which is summarised whole.
    package var quietClasses: [QuietClass] = []
    /// What its types do to IQKeyboardManager's toolbar, which serves the whole app: read for any
    /// form, whatever names it mentions.
    package var keyboardManagerSwitches: [KeyboardManagerSwitches] = []
    /// Structs, classes, enums and actors declared, and the types of extensions.
    package var declaredTypes: Set<String> = []
    /// Capitalised names used as types or called (`Field`, `EmailRow(focus: $focus)`), and the
    /// names of functions called bare with arguments (`applyEmailStyle(to: field)`), which may be
    /// another file's free functions; other than those the file declares.
    package var mentionedTypes: Set<String> = []

    package init(
        module: String = "", components: [FormComponent] = [], enums: [EnumSummary] = [], classParts: [ClassPart] = [],
        configurators: [FieldConfigurator] = []
    ) {
        self.module = module
        self.components = components
        self.enums = enums
        self.classParts = classParts
        self.configurators = configurators
    }

    /// The names under which other files find what this one declares.
    package var declaredNames: Set<String> {
        // One set filled in place: the checker's index asks every summarised file.
        var names = Set<String>(minimumCapacity: components.count + enums.count + classParts.count + configurators.count + focusViews.count + quietClasses.count)
        for component in components { names.insert(component.name) }
        for enumeration in enums { names.insert(enumeration.simpleName) }
        for part in classParts { names.insert(part.className) }
        for configurator in configurators { names.insert(configurator.owner ?? configurator.name) }
        for view in focusViews { names.insert(view.name) }
        for quiet in quietClasses { names.insert(quiet.name) }
        return names
    }

    /// Every type name the file declares or mentions: what its analysis may depend on.
    package var typeNames: Set<String> { declaredTypes.union(mentionedTypes) }

    /// Whether other files see the same declarations in both (an edit inside a body changes nothing
    /// for them), whatever the names each mentions.
    package func declaresTheSame(as other: FileSummary) -> Bool {
        module == other.module && components == other.components && enums == other.enums && classParts == other.classParts
            && configurators == other.configurators && focusViews == other.focusViews && quietClasses == other.quietClasses
            && keyboardManagerSwitches == other.keyboardManagerSwitches
    }

    /// The summary of the declarations under `roots` (a file, or the top-level items of one);
    /// `types`, when the caller has it, is their `TypeIndex`, and `names` their declared and
    /// mentioned names (read from `roots` when not given).
    package init(of roots: [Syntax], module: String, types: TypeIndex? = nil, names: DeclarationNames? = nil) {
        self = Self.withTypes(of: roots, module: module, types: types, names: names).summary
    }

    /// The summary of the declarations under `roots` and their `TypeIndex` (`types`, when the
    /// caller has it), read in one walk of their skeleton.
    package static func withTypes(
        of roots: [Syntax], module: String, types: TypeIndex? = nil, names: DeclarationNames? = nil
    ) -> (summary: FileSummary, types: TypeIndex) {
        let components = ComponentDeclarationCollector(viewMode: .sourceAccurate)
        let classParts = ClassPartCollector(viewMode: .sourceAccurate)
        let configurators = ConfiguratorCollector(viewMode: .sourceAccurate)
        let typeCollector = TypeCollector(viewMode: .sourceAccurate)
        SkeletonVisitor.walk(roots, with: [components, classParts, configurators] + (types == nil ? [typeCollector] : []))
        let types = types ?? TypeIndex(collected: typeCollector)
        var summary = FileSummary(
            module: module,
            components: components.components,
            enums: types.qualifiedEnums.map { EnumSummary(qualifiedName: $0.key, info: $0.value) }.sorted { $0.qualifiedName < $1.qualifiedName },
            classParts: classParts.parts,
            configurators: configurators.configurators
        )
        summary.focusViews = FocusViewSummary.views(in: types, components: components.components, module: module)
        for names in names.map({ [$0] }) ?? roots.map({ DeclarationNames(of: $0) }) {
            summary.declaredTypes.formUnion(names.declared)
            summary.mentionedTypes.formUnion(names.mentioned)
        }
        summary.mentionedTypes.subtract(summary.declaredTypes)
        if summary.mentionedTypes.contains("IQKeyboardManager") || summary.mentionedTypes.contains("IQKeyboardToolbarManager") {
            summary.keyboardManagerSwitches = KeyboardManagerSwitches.reading(roots)
        }
        return (summary, types)
    }

    /// The summary of a file from those of its parts (its top-level items, in order).
    package init(merging parts: [FileSummary], module: String) {
        self.init(module: module)
        for part in parts {
            components += part.components
            enums += part.enums
            classParts += part.classParts
            configurators += part.configurators
            focusViews += part.focusViews
            quietClasses += part.quietClasses
            keyboardManagerSwitches += part.keyboardManagerSwitches
            declaredTypes.formUnion(part.declaredTypes)
            mentionedTypes.formUnion(part.mentionedTypes)
        }
        mentionedTypes.subtract(declaredTypes)
    }
}

/// One class declaration or extension, as far as a UIKit chain declared elsewhere cares: the
/// delegate methods it implements and whether it assigns delegates or Return keys.
package struct ClassPart: Sendable, Equatable {
    package var className: String
    /// Full names: `textFieldShouldReturn(_:)`.
    package var methods: Set<String>
    package var assignsDelegates: Bool
    package var assignsReturnKeys: Bool
    /// It names `.editingDidEndOnExit` or `.primaryActionTriggered`: a control of its own (a
    /// wrapper's inner field, or itself) has Return handled by an action.
    package var handlesReturnEvents = false
    /// It sets `tintColor = .clear`: an input class hiding its caret is a proxy nobody types into
    /// (`UIKitProxyFields`).
    package var hidesCaret = false
    /// It gives itself an `inputView` (`inputView = AmountKeypad()`, `self.inputView = picker`): a
    /// text input class whose instances show a keypad or picker of the app's own in place of the
    /// keyboard, so they have no Return key (`UIKitInputClasses.replacesItsKeyboard`).
    package var setsOwnInputView = false
    /// The class's inputs it gives an `inputView` (`amountField.inputView = AmountKeypad()`): in an
    /// extension declared in another file, keypads the class's own file does not show.
    package var inputViewFields: Set<String> = []
    /// What its `textFieldShouldReturn(_:)` does, when it is an extension that has one.
    package var returnHandling: ReturnSummary?
    /// What its `textFieldShouldBeginEditing(_:)` and change handler refuse, when it has either:
    /// which fields of a class declared in another file are typed into.
    package var inputRefusals: InputRefusals?
    /// Where its begin-editing methods give the field they are handed a picker
    /// (`UIKitBeginEditingPickers`): fields of a class declared in another file without a Return key.
    package var beginEditingPickers: [BeginEditingPicker] = []
    /// The first type a class declaration inherits from (`LoginViewController` in `class
    /// AdminLoginViewController: LoginViewController`); nil for an extension. A storyboard scene
    /// of the subclass connects the outlets its superclass declares.
    package var superclass: String?
    /// For a class declaration answering Return, what Return does in a field whose delegate an
    /// instance is: a cell made its field's delegate per row (`UIKitDelegatingCell`), or a text
    /// field subclass that is its own delegate (`isOwnDelegate`, `UIKitSelfDelegatingInput`).
    /// Moves go to the class's own properties (`nextField`): names no controller's field has,
    /// which the controller's analysis takes for unknown.
    package var delegateReturnEffect: ReturnSummary.Effect?
    /// It makes itself its delegate outside what only a decoded instance runs; read only for a
    /// class with `delegateReturnEffect`.
    package var isOwnDelegate = false
    /// Its `textFieldDidEndEditing(_:)` or an `.editingDidEnd` target may move focus
    /// (`UIKitEndEditingFocus`): what resigning on Return leads to is unknown.
    package var endEditingMayMoveFocus = false
    /// For a class declaration, its `textFieldShouldReturn(_:)` moving to the next element of an
    /// array its initializer is given: what Return does in its subclasses' fields.
    package var orderedAdvance: OrderedAdvance?
    /// For a class declaration, its `textFieldShouldReturn(_:)` moving to the view tagged one more
    /// than the field: what Return does in its subclasses' fields, by their tags.
    package var tagAdvance: TagAdvance?
    /// Its methods routing a focus property by the case they are handed: a SwiftUI view model's
    /// (`ModelFocusRoute`).
    package var focusRoutes: [ModelFocusRoute] = []
    /// For a class declaration that assigns its own `returnKeyType` (a text field subclass
    /// labelling itself in `awakeFromNib()`): the key its instances show (`OwnReturnKey`).
    package var ownReturnKey: OwnReturnKey?
    /// For a view class declaration (`UIView`, `UIControl`, `UIStackView`) holding one text input
    /// it exposes as a wrapped field (`textField`, `field`, `nameTextField`): that input's type. A
    /// form holding the view holds that field (`UIKitInputClasses`).
    package var wrappedInput: String?
    /// For such a view: the name it keeps that input under (`textField`), through which the class
    /// holding the view reaches it (`nameView.textField.delegate = self`).
    package var wrappedInputName: String?
    /// For such a view: the field it wraps is private to it, every delegate it assigns is that
    /// field's and is itself (`textField.delegate = self`), so no other object can answer the
    /// field's Return. With no `textFieldShouldReturn(_:)` and no action for Return, Return in
    /// the field does what it does in a plain one with no handler: nothing.
    package var isOwnFieldsOnlyDelegate = false
    /// A class declaration inheriting straight from UIKit's table or collection view cell: a cell
    /// class whose parts say all it does about its fields' Return (`UIKitRowForm`).
    package var isUIKitCell = false
    /// It is a class declaration, not an extension. A module declares a class once: another file
    /// declaring it again holds a copy (a stale duplicate beside the file, another target's).
    package var declaresClass = false
    /// The inputs of other objects whose delegate its code assigns (`nameField` in
    /// `cell.nameField.delegate = self`, or through a setter, `form.nameField.setCustomDelegate(self)`;
    /// `self.nameField` is its own), and, in a class naming a Return event, those it adds a target
    /// or an action to (`form.nameField.addTarget(…)`): the class holding them has their Return
    /// answered by this code.
    package var delegatesOthersInputs: Set<String> = []
    /// Its text delegate methods that only pass the call on to an object it holds
    /// (`delegate?.entryCell(self, didReturnIn: textField)`), by full name (`UIKitCellForwarding`).
    package var handOffs: [String: CellHandOff] = [:]
    /// For a class declaration: its methods of one parameter that make that parameter its delegate
    /// (`func setCustomDelegate(_ handler: UITextFieldDelegate) { delegate = handler }`), by base
    /// name: a factory handing one a new instance installs that delegate (`UIKitInstalledDelegates`).
    package var delegateSetters: Set<String> = []
    /// Every delegate assignment of the declaration is its own, made in one of `delegateSetters`.
    package var assignsDelegatesOnlyInSetters = false
}

/// The class parts of the declarations it walks.
final class ClassPartCollector: SkeletonVisitor {
    private(set) var parts: [ClassPart] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.first?.type.sourceText
        let superclass = inherited.flatMap(UIKitSyntax.className(ofInherited:))
        let wrapped = superclass.flatMap { Self.wrappedInput(of: node, inheriting: $0) }
        record(node.name.text, node.memberBlock, superclass: superclass, wrappedInput: wrapped, declaresClass: true)
        if let wrapped, let index = parts.indices.last, parts[index].className == node.name.text, parts[index].assignsDelegates {
            parts[index].isOwnFieldsOnlyDelegate = wrapped.isPrivate && Self.delegatesOnlyToItself(wrapped.name, in: node)
        }
        let handOffs = UIKitCellForwarding.handOffs(in: node.memberBlock)
        if !handOffs.isEmpty, let index = parts.indices.last, parts[index].className == node.name.text {
            parts[index].handOffs = handOffs
        }
        if let index = parts.indices.last, parts[index].className == node.name.text, parts[index].assignsReturnKeys {
            parts[index].ownReturnKey = OwnReturnKey.reading(node)
        }
        if let index = parts.indices.last, parts[index].className == node.name.text, parts[index].assignsDelegates {
            (parts[index].delegateSetters, parts[index].assignsDelegatesOnlyInSetters) = UIKitInstalledDelegates.setters(of: node)
        }
        if let index = parts.indices.last, parts[index].className == node.name.text, let effect = Self.delegateReturnEffect(of: node) {
            parts[index].delegateReturnEffect = effect
            parts[index].isOwnDelegate = UIKitSelfDelegatingInput.isOwnDelegate(node)
            if let handler = Self.shouldReturn(of: node) {
                parts[index].orderedAdvance = OrderedAdvance.reading(node, handler: handler)
                parts[index].tagAdvance = TagAdvance.reading(node, handler: handler)
            }
        }
        return .visitChildren
    }

    /// What Return does in any field whose delegate an instance of `declaration` is; nil without
    /// a `textFieldShouldReturn(_:)`.
    private static func delegateReturnEffect(of declaration: ClassDeclSyntax) -> ReturnSummary.Effect? {
        guard let shouldReturn = shouldReturn(of: declaration) else { return nil }
        let syntax = UIKitClassSyntax(declaration: declaration, extensions: [])
        // A name no property of the class has: whichever field the instance is handed, as the parameter.
        return ShouldReturnEvaluator.evaluate(shouldReturn, for: "\u{0}field", in: syntax).summarised
    }

    /// The type of the one stored property a view class holds under a wrapped field's name
    /// (`let textField = RoundedField()`, `var field: UITextField?`), declared or constructed,
    /// when it holds no other text input: whether that is a text field is the project's to say.
    private static func wrappedInput(of declaration: ClassDeclSyntax, inheriting superclass: String) -> (name: String, type: String, isPrivate: Bool)? {
        guard ["UIView", "UIControl", "UIStackView"].contains(superclass) else { return nil }
        var wrapped: [(name: String, type: String, isPrivate: Bool)] = []
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), !UIKitSyntax.isStatic(variable) else { continue }
            // `private` or `fileprivate`, not `private(set)`: no code outside the class reaches it.
            let isPrivate = variable.modifiers.contains { $0.detail == nil && [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
            for binding in variable.bindings where !UIKitSyntax.isComputed(binding) {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let constructed = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.compactText
                guard let type = (binding.typeAnnotation?.type.compactText ?? constructed).map({ UIKitSyntax.trimming($0, ["!", "?"]) }) else { continue }
                if UIKitSyntax.namesWrappedField(name) || UIKitClassSyntax.isInputType(type) { wrapped.append((name, type, isPrivate)) }
            }
        }
        return wrapped.count == 1 ? wrapped[0] : nil
    }

    /// Whether every `delegate` assignment in `declaration` makes it the delegate of its field
    /// `field` (`field.delegate = self`, `self.field.delegate = self`).
    private static func delegatesOnlyToItself(_ field: String, in declaration: ClassDeclSyntax) -> Bool {
        var found = false
        for sequence in Syntax(declaration.memberBlock).descendants(of: SequenceExprSyntax.self) {
            guard let assignment = Assignment(sequence), let (base, property) = assignment.property, property == "delegate" else { continue }
            let unwrapped = base.unwrapped
            let names = unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text == field
                || unwrapped.as(MemberAccessExprSyntax.self).map { member in
                    member.declName.baseName.text == field && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                } == true
            guard names, assignment.singleValue?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return false }
            found = true
        }
        return found
    }

    private static func shouldReturn(of declaration: ClassDeclSyntax) -> FunctionDeclSyntax? {
        declaration.memberBlock.members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            .first { UIKitSyntax.fullName(of: $0) == UIKitModelBuilder.shouldReturn }
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.sourceText.split(separator: ".").last.map(String.init) ?? ""
        record(name, node.memberBlock)
        let handOffs = UIKitCellForwarding.handOffs(in: node.memberBlock)
        if !handOffs.isEmpty, let index = parts.indices.last, parts[index].className == name {
            parts[index].handOffs = handOffs
        }
        let shouldReturn = node.memberBlock.members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            .first { UIKitSyntax.fullName(of: $0) == UIKitModelBuilder.shouldReturn }
        if let shouldReturn, let index = parts.indices.last, parts[index].className == name {
            parts[index].returnHandling = ShouldReturnEvaluator.summary(of: shouldReturn, inExtensionsOf: name, [node])
        }
        return .visitChildren
    }

    private static let uiKitCells: Set<String> = ["UITableViewCell", "UICollectionViewCell"]

    /// The properties `members` give a non-nil `inputView` (`amountField.inputView = keypad`,
    /// `self.amountField.inputView = …`).
    private static func inputViewFields(in members: MemberBlockSyntax) -> Set<String> {
        var fields: Set<String> = []
        for sequence in Syntax(members).descendants(of: SequenceExprSyntax.self) {
            guard let assignment = Assignment(sequence), let (base, property) = assignment.property, property == "inputView",
                  assignment.singleValue?.is(NilLiteralExprSyntax.self) == false, let name = FocusReferences.referencedName(base) else { continue }
            fields.insert(name)
        }
        return fields
    }

    /// What the typing-deciding delegate methods among `members` refuse together; nil when it has
    /// none. One it cannot read refuses unnamed fields.
    private static func inputRefusals(in members: MemberBlockSyntax) -> InputRefusals? {
        var merged: InputRefusals?
        for member in members.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                  UIKitModelBuilder.typingMethods.contains(UIKitSyntax.fullName(of: function)) else { continue }
            let read = UIKitUntypedFields.refusals(of: function) ?? InputRefusals(refusesUnnamedFields: true)
            merged = InputRefusals(
                fields: (merged?.fields ?? []).union(read.fields),
                refusesUnnamedFields: merged?.refusesUnnamedFields == true || read.refusesUnnamedFields
            )
        }
        return merged
    }

    /// `nameField` when the tokens before an `=` read `cell.nameField.delegate`, reached through
    /// anything but `self`.
    private static func othersInput(before recent: [(kind: RawTokenKind, text: SyntaxText)]) -> String? {
        guard recent.count == 5, recent[4].kind == .identifier, recent[4].text == "delegate", recent[3].kind == .period,
              recent[2].kind == .identifier, recent[1].kind == .period, !(recent[0].kind == .keyword && recent[0].text == "self") else { return nil }
        return String(syntaxText: recent[2].text)
    }

    /// `nameField` when the tokens before a call of `addTarget`, `addAction`, `rx` or a
    /// `set…Delegate` setter read `view.nameField.`, reached through anything but `self`.
    private static func othersInput(called recent: [(kind: RawTokenKind, text: SyntaxText)]) -> String? {
        guard recent.count == 5, recent[4].kind == .period, recent[3].kind == .identifier, recent[2].kind == .period,
              recent[1].kind == .identifier || recent[1].kind == .rightParen else { return nil }
        return String(syntaxText: recent[3].text)
    }

    private func record(
        _ name: String, _ members: MemberBlockSyntax, superclass: String? = nil, wrappedInput: (name: String, type: String, isPrivate: Bool)? = nil,
        declaresClass: Bool = false
    ) {
        let methods = Set(members.members.compactMap { $0.decl.as(FunctionDeclSyntax.self).map(UIKitSyntax.fullName(of:)) })
        // Read off the raw tokens (as a source-accurate walk sees them: missing ones skipped): the
        // member block's text would be built for every class of the file, and a `TokenSyntax` for
        // every token of its bodies.
        var assignsDelegates = false
        var assignsReturnKeys = false
        var handlesReturnEvents = false
        var hidesCaret = false
        var namesEditingDidEnd = false
        var afterPeriod = false
        /// `.delegate` was the last token read: an assignment when `=` follows (reading
        /// `UIApplication.shared.delegate` assigns nothing).
        var afterDelegate = false
        /// How far `tintColor = .clear` has been read: 1 after `tintColor`, 2 after `=`, 3 after `.`.
        var caretStep = 0
        /// How far its own `inputView = <not nil>` has been read: 1 after `inputView` (bare or after
        /// `self.`), 2 after `=`.
        var inputViewStep = 0
        var setsOwnInputView = false
        var namesInputView = false
        /// The token before the last: `self` in `self.inputView`.
        var beforePeriodWasSelf = false
        var lastWasSelf = false
        /// The last five tokens read, latest last, optional chaining's `?` and `!` left out: before an
        /// `=`, `cell` `.` `nameField` `.` `delegate` gives another object's input its delegate.
        var recent: [(kind: RawTokenKind, text: SyntaxText)] = []
        var delegatesOthersInputs: Set<String> = []
        /// Other objects' inputs given a target or an action (`form.nameField.addTarget(…)`): their
        /// Return is answered here when the class names a Return event.
        var actedOnOthersInputs: Set<String> = []
        var pending: [RawSyntax] = [members.raw]
        while let raw = pending.popLast() {
            guard let token = raw.tokenView else {
                if let children = raw.layoutView?.children {
                    for case let child? in children.reversed() { pending.append(child) }
                }
                continue
            }
            guard token.presence == .present else { continue }
            let identifier: SyntaxText = token.rawKind == .identifier ? token.rawText : ""
            switch identifier {
            case "delegate" where afterPeriod: afterDelegate = true
            case "returnKeyType": assignsReturnKeys = true
            case "editingDidEndOnExit", "primaryActionTriggered": handlesReturnEvents = true
            case "editingDidEnd": namesEditingDidEnd = true
            default: break
            }
            caretStep = switch (caretStep, token.rawKind, identifier) {
            case (_, _, "tintColor"): 1
            case (1, .equal, _): 2
            case (2, _, "UIColor"): 2
            case (2, .period, _): 3
            case (3, _, "clear"): 4
            default: 0
            }
            if caretStep == 4 { hidesCaret = true }
            switch (inputViewStep, token.rawKind) {
            case (_, .identifier) where identifier == "inputView":
                namesInputView = true
                inputViewStep = !afterPeriod || beforePeriodWasSelf ? 1 : 0
            case (1, .equal): inputViewStep = 2
            case (2, _):
                if token.rawKind != .keyword || token.rawText != "nil" { setsOwnInputView = true }
                inputViewStep = 0
            default: inputViewStep = 0
            }
            if token.rawKind == .period { beforePeriodWasSelf = lastWasSelf }
            lastWasSelf = token.rawKind == .keyword && token.rawText == "self"
            if afterPeriod, identifier == "addTarget" || identifier == "addAction" || identifier == "rx"
                || identifier.hasPrefix("set") && identifier.hasSuffix("Delegate"),
               let input = Self.othersInput(called: recent) {
                if identifier.hasPrefix("set") { delegatesOthersInputs.insert(input) } else { actedOnOthersInputs.insert(input) }
            }
            if afterDelegate, identifier != "delegate" {
                if token.rawKind == .equal {
                    assignsDelegates = true
                    if let input = Self.othersInput(before: recent) { delegatesOthersInputs.insert(input) }
                }
                afterDelegate = false
            }
            if token.rawKind != .postfixQuestionMark, token.rawKind != .exclamationMark {
                if recent.count == 5 { recent.removeFirst() }
                recent.append((token.rawKind, token.rawText))
            }
            afterPeriod = token.rawKind == .period
        }
        var part = ClassPart(className: name, methods: methods, assignsDelegates: assignsDelegates, assignsReturnKeys: assignsReturnKeys, returnHandling: nil)
        part.inputRefusals = Self.inputRefusals(in: members)
        if !methods.isDisjoint(with: UIKitBeginEditingPickers.methods) {
            part.beginEditingPickers = members.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
                .filter { UIKitBeginEditingPickers.methods.contains(UIKitSyntax.fullName(of: $0)) }.flatMap(UIKitBeginEditingPickers.pickers(in:))
        }
        part.handlesReturnEvents = handlesReturnEvents
        part.hidesCaret = hidesCaret
        part.setsOwnInputView = setsOwnInputView
        if namesInputView { part.inputViewFields = Self.inputViewFields(in: members) }
        if namesEditingDidEnd || !methods.isDisjoint(with: UIKitEndEditingFocus.methodNames) {
            part.endEditingMayMoveFocus = UIKitEndEditingFocus.mayMoveFocus(in: [members])
        }
        part.superclass = superclass.flatMap { UIKitAncestry.plainClasses.contains($0) ? nil : $0 }
        part.focusRoutes = ModelFocusRoute.routes(in: members)
        part.wrappedInput = wrappedInput?.type
        part.wrappedInputName = wrappedInput?.name
        part.isUIKitCell = superclass.map(Self.uiKitCells.contains) ?? false
        part.declaresClass = declaresClass
        // A target for a Return event may be any of the targets it adds: it may answer those inputs' Return.
        part.delegatesOthersInputs = handlesReturnEvents ? delegatesOthersInputs.union(actedOnOthersInputs) : delegatesOthersInputs
        // A declaration is kept even when it holds nothing of this: a copy of the class elsewhere is known by it.
        if declaresClass || part.isUIKitCell || !part.methods.isEmpty || part.assignsDelegates || part.assignsReturnKeys || handlesReturnEvents || hidesCaret
            || setsOwnInputView || !part.inputViewFields.isEmpty || part.superclass != nil || wrappedInput != nil || !part.delegatesOthersInputs.isEmpty {
            parts.append(part)
        }
    }
}

/// An enum by its qualified name (`LoginView.Field`), with its cases and successor idioms.
package struct EnumSummary: Sendable, Equatable {
    package var qualifiedName: String
    var info: EnumInfo

    /// `Field` for `LoginView.Field`.
    var simpleName: String {
        // An ASCII name's characters are its bytes: its last part is found without a split into
        // characters, which the index asks of every enum it records or restricts.
        guard qualifiedName.utf8.allSatisfy({ $0 < 0x80 }) else {
            return qualifiedName.split(separator: ".").last.map(String.init) ?? qualifiedName
        }
        let dot = UInt8(ascii: ".")
        let utf8 = qualifiedName.utf8
        guard let end = utf8.lastIndex(where: { $0 != dot }) else { return qualifiedName }
        let start = utf8[..<end].lastIndex(of: dot).map(utf8.index(after:)) ?? utf8.startIndex
        return String(qualifiedName[start...end])
    }
}

/// Which module a file belongs to, read from its path the way SwiftPM lays packages out: the folder
/// under the nearest `Sources` (or `Tests`) folder. Files outside such a layout (an Xcode app's)
/// share the unnamed module.
package enum ProjectModules {
    package static func module(ofPath path: String) -> String {
        var path = path
        return path.withUTF8(module(ofPathBytes:))
    }

    /// The path's components (what lies between slashes) read from the last: the first `Sources`
    /// or `Tests` met decides, naming the module when a folder and a file follow it.
    private static func module(ofPathBytes bytes: UnsafeBufferPointer<UInt8>) -> String {
        let slash = UInt8(ascii: "/")
        var end = bytes.count
        var componentsAfter = 0
        var justAfter = 0..<0
        while end > 0 {
            guard bytes[end - 1] != slash else {
                end -= 1
                continue
            }
            var start = end - 1
            while start > 0, bytes[start - 1] != slash { start -= 1 }
            let component = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if component.elementsEqual("Sources".utf8) || component.elementsEqual("Tests".utf8) {
                guard componentsAfter >= 2 else { return "" }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[justAfter]), as: UTF8.self)
            }
            justAfter = start..<end
            componentsAfter += 1
            end = start
        }
        return ""
    }
}
