import SwiftSyntax

/// Fields the user never types into, so Return never comes from them: those whose
/// `textFieldShouldBeginEditing(_:)` answers `false` (a tap opens a picker instead), those whose
/// `textField(_:shouldChangeCharactersIn:replacementString:)` refuses every change without applying
/// one itself, and those hidden for good (`isHidden = true` where the field is set up, and never
/// shown again: autofill helpers), proxies that hide their caret (`UIKitProxyFields`), fields whose
/// tap opens another screen to choose the value (`UIKitLauncherFields`), fields never built
/// (declared without a value, no outlet, and never assigned in the class), properties that only
/// point at the field being edited (`UIKitEditingTrackers`), and properties that keep an alert's
/// field (`UIKitAlertFields`): none is a chain member.
/// A field with an `inputView` (a picker in place of the keyboard, set by the class, also as the
/// field's editing begins, or by a picker object made for the field: `DownPicker(textField:)`) is a member without a
/// Return key: focus may move to it, never on from it by Return. So is a field that ends editing
/// as soon as it begins (`UIKitFieldsEndingAtOnce`).
///
/// Read syntactically: a `case` of `switch textField` or an `if textField == a || textField === b`
/// whose body returns `false` (or of `switch textField.tag`, `if textField.tag == 3`, for the
/// field the class tags so), and assignments of `inputView` and `isHidden`.
struct UIKitUntypedFields {
    /// Fields that are no chain members.
    let untyped: Set<String>
    /// Members whose keyboard an `inputView` replaces (set up, or given as editing begins:
    /// `UIKitBeginEditingPickers`) or that drop it at once: no Return key.
    let withoutKeyboard: Set<String>
    /// A begin-editing method gives every field reaching it a picker: each field whose delegate
    /// the class is has no Return key.
    let delegatedFieldsPicked: Bool

    /// `proxies`: inputs that stand in for something else (`UIKitProxyFields`); `tags`: the tag
    /// the class gives each input (`UIKitIndexRouting.tags`), for refusals and pickers by tag;
    /// `pickersElsewhere`: the pickers its begin-editing methods declared in other files give.
    init(in syntax: UIKitClassSyntax, proxies: Set<String> = [], tags: [String: Int] = [:], pickersElsewhere: [BeginEditingPicker] = []) {
        var names: Set<String> = []
        if let method = syntax.method(named: "textFieldShouldBeginEditing(_:)") {
            names.formUnion(Self.fieldsAnsweringFalse(method, tags: tags))
        }
        if let method = syntax.method(named: "textField(_:shouldChangeCharactersIn:replacementString:)"), !Self.appliesEdits(method) {
            names.formUnion(Self.fieldsAnsweringFalse(method, tags: tags))
        }
        let assignments = PropertyAssignmentFinder(viewMode: .sourceAccurate)
        for block in syntax.memberBlocks { assignments.walk(block) }
        let unbuilt = syntax.inputs.filter { !$0.isOutlet && !$0.hasInitialValue && !assignments.assigned.contains($0.name) }
        let zeroFramed = assignments.zeroFramedAtStart.subtracting(UIKitLaidOutViews.names(in: syntax))
        untyped = names.union(assignments.hidden.union(zeroFramed).subtracting(assignments.shown).intersection(syntax.inputNames))
            .union(proxies.subtracting(assignments.inputViews)).union(unbuilt.map(\.name))
            .union(UIKitLauncherFields(syntax: syntax).launchers).union(UIKitEditingTrackers.trackers(in: syntax))
            .union(UIKitAlertFields.fields(in: syntax))
        let pickedAsEditingBegins = UIKitBeginEditingPickers(syntax: syntax, tags: tags, elsewhere: pickersElsewhere)
        withoutKeyboard = assignments.inputViews.union(UIKitFieldsEndingAtOnce.fields(in: syntax)).union(pickedAsEditingBegins.fields)
            .intersection(syntax.inputNames).subtracting(untyped)
        delegatedFieldsPicked = pickedAsEditingBegins.everyDelegatedField
    }

    /// What `method`, a `textFieldShouldBeginEditing(_:)` or a
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`, refuses, read as the class's
    /// own file reads it (`fieldsAnsweringFalse`); nil for any other method. Beyond that reading, a
    /// refusal it does not tie to named fields may refuse fields it does not name: in
    /// `textFieldShouldBeginEditing(_:)` any answer but `true` (`return !isLocked`), in the change
    /// handler a `return false` as its last word (a refusal under a condition there, or an answer
    /// computed from the new text, is a limit on the text, which is still typed).
    static func refusals(of method: FunctionDeclSyntax) -> InputRefusals? {
        guard let parameter = UIKitSyntax.parameterName(of: method, at: 0), let body = method.body else { return nil }
        let finder = FalseBranchFinder(parameter: parameter)
        switch UIKitSyntax.fullName(of: method) {
        case "textFieldShouldBeginEditing(_:)":
            finder.walk(body)
            let answers = RefusingAnswerCounter(viewMode: .sourceAccurate)
            answers.walk(body)
            // A body of one expression answers with it (`textField.text?.isEmpty == false`).
            let implicitAnswer = body.statements.count == 1 ? body.statements.first?.item.as(ExprSyntax.self) : nil
            let refusesImplicitly = implicitAnswer.map { !RefusingAnswerCounter.isTrue($0) } ?? false
            // Tags are read where the class is: refused by tag, a field is unnamed here.
            let attributed = finder.attributedReturns - finder.returnsByTag
            return InputRefusals(fields: finder.names, refusesUnnamedFields: refusesImplicitly || answers.count > attributed)
        case "textField(_:shouldChangeCharactersIn:replacementString:)":
            guard !appliesEdits(method) else { return InputRefusals() }
            finder.walk(body)
            let refusesAll = body.statements.contains { FalseBranchFinder.isReturnOfFalse(Syntax($0.item)) }
            return InputRefusals(fields: finder.names, refusesUnnamedFields: refusesAll)
        default:
            return nil
        }
    }

    /// The fields a delegate method tests its first parameter against in a branch that returns
    /// `false`: by identity, or by a tag `tags` gives them.
    private static func fieldsAnsweringFalse(_ method: FunctionDeclSyntax, tags: [String: Int]) -> Set<String> {
        guard let parameter = UIKitSyntax.parameterName(of: method, at: 0), let body = method.body else { return [] }
        let finder = FalseBranchFinder(parameter: parameter)
        finder.walk(body)
        return finder.names.union(UIKitParameterTest.inputs(finder.tags.map(UIKitParameterTest.Named.tag), tags: tags))
    }

    /// The handler changes the text itself (`textField.text = …`): returning `false` then only
    /// stops UIKit from applying the same edit twice.
    private static func appliesEdits(_ method: FunctionDeclSyntax) -> Bool {
        guard let body = method.body else { return false }
        var previous: [String] = []
        for token in body.tokens(viewMode: .sourceAccurate) {
            if token.tokenKind == .equal, previous.last == "text" || previous.last == "attributedText" { return true }
            previous.append(token.text)
            if previous.count > 2 { previous.removeFirst() }
        }
        return false
    }
}

/// What a delegate method answering whether a field is typed into refuses, summarised where it is
/// declared for a class declared in another file (`ClassPart.inputRefusals`).
package struct InputRefusals: Sendable, Equatable {
    /// The fields it answers `false` for by name.
    var fields: Set<String> = []
    /// It may answer `false` for fields it does not name: which fields are typed into is unknown.
    var refusesUnnamedFields = false
}

/// The `return` statements of a body answering anything but `true`, its closures and nested
/// functions left out.
private final class RefusingAnswerCounter: SyntaxVisitor {
    private(set) var count = 0

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if !Self.isTrue(node.expression) { count += 1 }
        return .skipChildren
    }

    static func isTrue(_ answer: ExprSyntax?) -> Bool {
        answer?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// `case a, b: … return false` in `switch parameter`, and `if parameter == a || parameter === b { … return false }`;
/// by tag too: `case 3, 5...6: … return false` in `switch parameter.tag`, `if parameter.tag == 3 { … return false }`.
private final class FalseBranchFinder: SyntaxVisitor {
    let test: UIKitParameterTest
    private(set) var names: Set<String> = []
    /// The tags of the fields refused by tag, which the class's tags (`UIKitIndexRouting.tags`) name.
    private(set) var tags: Set<Int> = []
    /// The `return false` statements of the branches naming fields.
    private(set) var attributedReturns = 0
    /// Those of the branches naming fields by tag.
    private(set) var returnsByTag = 0

    init(parameter: String) {
        test = UIKitParameterTest(parameter: parameter)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        for clause in node.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }) where Self.returnsFalse(clause.statements) {
            guard let named = test.named(by: clause, of: node) else { continue }
            record(named, falseReturns: Self.falseReturns(in: clause.statements))
        }
        return .visitChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        guard Self.returnsFalse(node.body.statements), let compared = test.named(by: node) else { return .visitChildren }
        record(compared, falseReturns: Self.falseReturns(in: node.body.statements))
        return .visitChildren
    }

    private func record(_ named: [UIKitParameterTest.Named], falseReturns: Int) {
        var byTag = false
        for item in named {
            switch item {
            case .field(let name): names.insert(name)
            case .tag(let tag): tags.insert(tag); byTag = true
            }
        }
        attributedReturns += falseReturns
        if byTag { returnsByTag += falseReturns }
    }

    private static func returnsFalse(_ statements: CodeBlockItemListSyntax) -> Bool {
        falseReturns(in: statements) > 0
    }

    private static func falseReturns(in statements: CodeBlockItemListSyntax) -> Int {
        statements.filter { isReturnOfFalse(Syntax($0.item)) }.count
    }

    static func isReturnOfFalse(_ item: Syntax) -> Bool {
        item.as(ReturnStmtSyntax.self)?.expression?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
    }
}

/// `field.inputView = picker` anywhere in the class, or a picker object made for the field;
/// the field hidden where it is set up (its initializer, an initializer of the class, a view's
/// loading): `isHidden = true`, an `alpha` that leaves it invisible (`0`, `0.01`: an autofill
/// helper the keychain sees and the user does not), or a frame of no size written out in its
/// initializer (`CGRect(x: 0, y: 0, width: 0, height: 0)`), or given (`frame = .zero`) or made
/// with `frame: .zero` where nothing lays it out; and the field
/// shown: `isHidden` set to anything but `true` (`= false`, `= !isEditing`), an `alpha` or a
/// frame set to anything else, anywhere, which shows the field is on screen at times. Hiding it
/// elsewhere (`hideWebsiteField()`) says it is on screen until then. A property made by a
/// closure (`let usernameHelper: UITextField = { let field = UITextField(); … return field }()`)
/// is set up by what the closure does to its local. And every name assigned to
/// (`field = UITextField()`, `self.field = makeField()`).
private final class PropertyAssignmentFinder: SyntaxVisitor {
    private(set) var assigned: Set<String> = []
    private(set) var inputViews: Set<String> = []
    private(set) var hidden: Set<String> = []
    private(set) var shown: Set<String> = []
    /// Made with `frame: .zero` (or `CGRect.zero`), or given such a frame where it is set up: of no
    /// size unless something lays it out.
    private(set) var zeroFramedAtStart: Set<String> = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let assignment = Assignment(node) else { return .visitChildren }
        if let name = FocusReferences.referencedName(assignment.target) { assigned.insert(name) }
        guard let (object, property) = assignment.property, let base = Self.inputName(object).map({ Self.propertyMade(by: $0, at: node) ?? $0 })
        else { return .visitChildren }
        let value = assignment.singleValue
        switch property {
        case "inputView":
            if value?.is(NilLiteralExprSyntax.self) != true { inputViews.insert(base) }
        case "isHidden", "alpha", "frame":
            let hides = value.map { Self.hides(property, $0) } ?? false
            if !hides {
                shown.insert(base)
            } else if Self.isSetUp(node) {
                // A frame of no size is kept only by a field nothing lays out.
                if property == "frame" { zeroFramedAtStart.insert(base) } else { hidden.insert(base) }
            }
        default:
            break
        }
        return .visitChildren
    }

    /// `let helper = UITextField(frame: CGRect(x: 0, y: 0, width: 0, height: 0))`, or the same
    /// made in a property's closure: a field of no size from the start. Made with `frame: .zero`,
    /// it is of no size only if nothing lays it out (fields laid out by constraints start so).
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let call = node.initializer?.value.as(FunctionCallExprSyntax.self),
              let frame = call.arguments.first(where: { $0.label?.text == "frame" })?.expression, Self.hasNoSize(frame)
        else { return .visitChildren }
        let madeProperty = Self.propertyMade(by: name, at: node)
        let isStoredProperty = node.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true
        guard isStoredProperty || madeProperty != nil else { return .visitChildren }
        let property = madeProperty ?? name
        if frame.is(FunctionCallExprSyntax.self) { hidden.insert(property) } else { zeroFramedAtStart.insert(property) }
        return .visitChildren
    }

    /// Whether setting `property` to `value` hides the field: `isHidden = true`, an alpha under
    /// 0.05, a frame of no size.
    private static func hides(_ property: String, _ value: ExprSyntax) -> Bool {
        switch property {
        case "isHidden": return value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        case "alpha":
            let literal = value.as(FloatLiteralExprSyntax.self)?.literal.text ?? value.as(IntegerLiteralExprSyntax.self)?.literal.text
            return literal.flatMap(Double.init).map { $0 < 0.05 } ?? false
        default: return hasNoSize(value)
        }
    }

    /// `.zero`, `CGRect.zero`, or a `CGRect` whose width and height are written `0`.
    private static func hasNoSize(_ frame: ExprSyntax) -> Bool {
        if let member = frame.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text == "zero" && (member.base == nil || member.base?.compactText == "CGRect")
        }
        guard let call = frame.as(FunctionCallExprSyntax.self), ["CGRect", "CGRectMake", ".init"].contains(call.calledExpression.compactText) else {
            return false
        }
        let arguments = Array(call.arguments)
        let size = arguments.filter { ["width", "height"].contains($0.label?.text) }
        let sizes = size.isEmpty && arguments.count == 4 ? Array(arguments.suffix(2)) : size
        return sizes.count == 2 && sizes.allSatisfy { ["0", "0.0"].contains($0.expression.compactText) }
    }

    /// The property a closure makes, when `local` is a name that closure declares and returns:
    /// `let helper: UITextField = { let field = UITextField(); field.alpha = 0; return field }()`.
    private static func propertyMade(by local: String, at node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let scope = current {
            if let closure = scope.as(ClosureExprSyntax.self) {
                guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == closure.id,
                      let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                      let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      closure.statements.contains(where: { item in
                          item.item.as(ReturnStmtSyntax.self)?.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text == local
                      }),
                      closure.statements.contains(where: { item in
                          item.item.as(VariableDeclSyntax.self)?.bindings.contains {
                              $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == local
                          } == true
                      })
                else { return nil }
                return property
            }
            if scope.is(FunctionDeclSyntax.self) || scope.is(InitializerDeclSyntax.self) || scope.is(MemberBlockSyntax.self) { return nil }
            current = scope.parent
        }
        return nil
    }

    /// `DownPicker(textField: field, withData: hours)`: a picker object of another library made
    /// for the field, which puts itself in place of the field's keyboard (as an `inputView` does).
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let type = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              type.first?.isUppercase == true, type.hasSuffix("Picker")
        else { return .visitChildren }
        for argument in node.arguments where argument.label?.text == "textField" {
            if let base = Self.inputName(argument.expression) { inputViews.insert(base) }
        }
        return .visitChildren
    }

    /// `field`, `self.field`, and the input a wrapper holds: `field.textField` (no input is named
    /// `textField` and wraps one too, so the wrapper is meant).
    private static func inputName(_ object: ExprSyntax) -> String? {
        if let name = FocusReferences.referencedName(object) { return name }
        guard let member = object.as(MemberAccessExprSyntax.self), UIKitSyntax.namesWrappedField(member.declName.baseName.text),
              let base = member.base else { return nil }
        return FocusReferences.referencedName(base)
    }

    /// Written where the class sets itself up, outside any condition: a property's initializer,
    /// `init`, or a view's loading.
    private static func isSetUp(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let scope = current {
            if scope.is(IfExprSyntax.self) || scope.is(SwitchExprSyntax.self) || scope.is(GuardStmtSyntax.self) { return false }
            if scope.is(InitializerDeclSyntax.self) || scope.is(PatternBindingSyntax.self) { return true }
            if let function = scope.as(FunctionDeclSyntax.self) { return UIKitLifecycle.loading.contains(function.name.text) }
            current = scope.parent
        }
        return false
    }
}

/// The views of a class something may lay out: anything read or called on them but what
/// configures a text input (`field.topAnchor`, `field.snp`, `field.pinEdges(to:)`: a constraint,
/// a helper of the app's own; a frame given is read where it is assigned), the view handed to a call other than `addSubview(_:)`
/// (`stack.addArrangedSubview(field)`, `NSLayoutConstraint(item: field, …)`) or listed in a
/// collection (`[nameField, mailField].forEach { … }`).
enum UIKitLaidOutViews {
    static func names(in syntax: UIKitClassSyntax) -> Set<String> {
        let finder = Finder(viewMode: .sourceAccurate)
        for block in syntax.memberBlocks { finder.walk(block) }
        return finder.names
    }

    /// What configures, fills or focuses a text input, and never places it.
    private static let inputMembers: Set<String> = [
        "text", "attributedText", "placeholder", "attributedPlaceholder", "keyboardType", "returnKeyType", "keyboardAppearance",
        "textContentType", "passwordRules", "isSecureTextEntry", "autocorrectionType", "autocapitalizationType", "spellCheckingType",
        "smartQuotesType", "smartDashesType", "delegate", "addTarget", "removeTarget", "becomeFirstResponder", "resignFirstResponder",
        "isFirstResponder", "removeFromSuperview", "isHidden", "alpha", "frame", "tag", "isEnabled", "isUserInteractionEnabled", "inputView",
        "inputAccessoryView", "textColor", "tintColor", "font", "backgroundColor", "textAlignment", "clearButtonMode",
        "accessibilityIdentifier", "accessibilityLabel", "isAccessibilityElement", "enablesReturnKeyAutomatically",
    ]

    private final class Finder: SyntaxVisitor {
        private(set) var names: Set<String> = []

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if !UIKitLaidOutViews.inputMembers.contains(node.declName.baseName.text), let base = node.base,
               let name = FocusReferences.referencedName(base) {
                names.insert(name)
            }
            return .visitChildren
        }

        override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
            guard let name = FocusReferences.referencedName(node.expression) else { return .visitChildren }
            let call = node.parent?.parent?.as(FunctionCallExprSyntax.self)
            let callee = call?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            if callee != "addSubview" { names.insert(name) }
            return .visitChildren
        }

        override func visit(_ node: ArrayElementSyntax) -> SyntaxVisitorContinueKind {
            if let name = FocusReferences.referencedName(node.expression) { names.insert(name) }
            return .visitChildren
        }

        override func visit(_ node: DictionaryElementSyntax) -> SyntaxVisitorContinueKind {
            if let name = FocusReferences.referencedName(node.value) { names.insert(name) }
            return .visitChildren
        }
    }
}
