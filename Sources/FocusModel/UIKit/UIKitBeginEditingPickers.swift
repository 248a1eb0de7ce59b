import SwiftSyntax

/// Fields given a picker in place of their keyboard as their editing begins: in
/// `textFieldShouldBeginEditing(_:)` or `textFieldDidBeginEditing(_:)`, an `inputView` given to the
/// field handed over (`textField.inputView = datePicker`), itself or through a method of the class
/// giving the field it is handed one (`showDatePicker(textField as! DateField)`). Read only where
/// the field is certain: under a test naming it (`if textField == birthdayField`, `case 3:` of
/// `switch textField.tag`), or for every field reaching the method when that is done before any
/// `return` or `guard` and under no condition. A picker given under any other condition, in a
/// closure, or by a method nothing ties to the field, is not read: the field stays typed.
/// The begin-editing methods may sit in an extension in another file (`ClassPart.beginEditingPickers`).
struct UIKitBeginEditingPickers {
    /// The inputs the tests name.
    private(set) var fields: Set<String> = []
    /// Every field whose delegate the class is gets a picker.
    private(set) var everyDelegatedField = false

    static let methods = ["textFieldShouldBeginEditing(_:)", "textFieldDidBeginEditing(_:)"]

    /// `elsewhere`: what the class's begin-editing methods declared in other files do.
    init(syntax: UIKitClassSyntax, tags: [String: Int], elsewhere: [BeginEditingPicker] = []) {
        let own = Self.methods.compactMap(syntax.method(named:)).flatMap(Self.pickers(in:))
        let helpers = Self.pickerGivingParameters(in: syntax)
        for picker in own + elsewhere {
            if let helper = picker.helper {
                guard let known = helpers[helper.name], known.position == helper.position, known.labels == helper.labels else { continue }
            }
            if let named = picker.fields {
                fields.formUnion(UIKitParameterTest.inputs(named, tags: tags))
            } else {
                everyDelegatedField = true
            }
        }
    }

    /// The places `method`, a begin-editing method, may give the field it is handed a picker, and
    /// which fields reach each; those reached by fields it cannot tell are left out.
    static func pickers(in method: FunctionDeclSyntax) -> [BeginEditingPicker] {
        guard let parameter = UIKitSyntax.parameterName(of: method, at: 0), let body = method.body else { return [] }
        let finder = SiteFinder(parameter: parameter)
        finder.walk(body)
        let test = UIKitParameterTest(parameter: parameter)
        return finder.sites.compactMap { site, helper in
            reach(of: site, in: body, test: test).map { BeginEditingPicker(fields: $0, helper: helper) }
        }
    }

    /// Which fields reach `site`: those the `if` and `switch` tests around it name (`.some`), or
    /// every field (`.some(nil)`) when it is a statement of the body no `return` or `guard`
    /// precedes; nil when that cannot be told.
    private static func reach(of site: Syntax, in body: CodeBlockSyntax, test: UIKitParameterTest) -> Set<UIKitParameterTest.Named>?? {
        var named: Set<UIKitParameterTest.Named>?
        var node = site
        while let parent = node.parent, parent.id != body.statements.id {
            if let branch = parent.as(IfExprSyntax.self) {
                // In the `else` of a test naming fields: the fields it leaves are known only by a
                // test around the site naming them.
                guard let tested = test.named(by: branch) else { return nil }
                if node.id == branch.body.id { named = named.map { $0.intersection(tested) } ?? Set(tested) }
            } else if let clause = parent.as(SwitchCaseSyntax.self) {
                guard let switchNode = clause.parent?.parent?.as(SwitchExprSyntax.self),
                      let tested = test.named(by: clause, of: switchNode) else { return nil }
                named = named.map { $0.intersection(tested) } ?? Set(tested)
            } else if parent.is(ClosureExprSyntax.self) || parent.is(GuardStmtSyntax.self) || parent.is(ForStmtSyntax.self)
                || parent.is(WhileStmtSyntax.self) || parent.is(RepeatStmtSyntax.self) || parent.is(FunctionDeclSyntax.self) {
                return nil
            }
            node = parent
        }
        if let named { return .some(named) }
        // Every field: a statement of the body itself, no `return` or `guard` before it.
        guard let statement = node.as(CodeBlockItemSyntax.self), statement.item.id == site.id else { return nil }
        let leavesEarly = body.statements.prefix { $0.position < statement.position }.contains { item in
            item.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.return) || $0.tokenKind == .keyword(.guard) }
        }
        return leavesEarly ? nil : .some(nil)
    }

    /// The methods of the class giving the field they are handed an `inputView` in a statement of
    /// their body: base name → the parameter's position and the argument labels.
    private static func pickerGivingParameters(in syntax: UIKitClassSyntax) -> [String: BeginEditingPicker.Helper] {
        var helpers: [String: BeginEditingPicker.Helper] = [:]
        for (name, function) in syntax.methods {
            let parameters = Array(function.signature.parameterClause.parameters)
            guard let body = function.body else { continue }
            for item in body.statements {
                guard let sequence = item.item.as(SequenceExprSyntax.self), let target = givenPicker(sequence),
                      let position = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == target }) else { continue }
                helpers[name] = BeginEditingPicker.Helper(name: name, labels: parameters.map(\.firstName.text), position: position)
                break
            }
        }
        return helpers
    }

    /// `name.inputView = value` with a value that is never `nil` (none written in it, no choice
    /// such as `isDate ? picker : nil`): `name`.
    fileprivate static func givenPicker(_ sequence: SequenceExprSyntax) -> String? {
        guard let assignment = Assignment(sequence), let (base, property) = assignment.property, property == "inputView",
              let value = assignment.singleValue, !value.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.nil) })
        else { return nil }
        return handedName(base)
    }

    /// `field`, `self.field`, `(field as! DateField)`, `field as? DateField`.
    fileprivate static func handedName(_ expression: ExprSyntax) -> String? {
        var expression = expression.unwrapped
        if let cast = expression.as(AsExprSyntax.self) { expression = cast.expression.unwrapped }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true, let first = sequence.elements.first {
            expression = first.unwrapped
        }
        return FocusReferences.referencedName(expression)
    }
}

/// A place where a begin-editing method gives the field it is handed a picker, summarised where it
/// is declared for a class declared in another file.
package struct BeginEditingPicker: Sendable, Equatable {
    /// The fields reaching it, by identity or tag; nil for every field reaching the method.
    package var fields: Set<UIKitParameterTest.Named>?
    /// The method of the class it calls with the field, when it gives no `inputView` itself: a
    /// picker only if that method gives the field it is handed one.
    package var helper: Helper?

    /// A method handed the field: its base name, argument labels and the field's position.
    package struct Helper: Sendable, Equatable {
        package var name: String
        package var labels: [String]
        package var position: Int
    }
}

/// `textField.inputView = …`, and calls of a method of the class handed the field (`showPicker(textField)`,
/// `self.attach(picker, to: textField as! DateField)`).
private final class SiteFinder: SyntaxVisitor {
    let parameter: String
    private(set) var sites: [(Syntax, BeginEditingPicker.Helper?)] = []

    init(parameter: String) {
        self.parameter = parameter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if UIKitBeginEditingPickers.givenPicker(node) == parameter { sites.append((Syntax(node), nil)) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.calledExpression.as(MemberAccessExprSyntax.self).flatMap { $0.base?.compactText == "self" ? $0.declName.baseName.text : nil }
        let arguments = Array(node.arguments)
        guard let callee, node.trailingClosure == nil,
              let position = arguments.firstIndex(where: { UIKitBeginEditingPickers.handedName($0.expression) == parameter }) else {
            return .visitChildren
        }
        let helper = BeginEditingPicker.Helper(name: callee, labels: arguments.map { $0.label?.text ?? "_" }, position: position)
        sites.append((Syntax(node), helper))
        return .visitChildren
    }
}
