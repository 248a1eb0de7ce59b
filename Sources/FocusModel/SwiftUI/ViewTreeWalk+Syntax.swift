import SwiftSyntax

/// Reading view syntax: callee names, framework qualification, focus arguments, literals.
extension ViewTreeWalk {
    // MARK: Syntax helpers

    static func closures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        call.allClosures
    }

    /// The closure of a `NavigationLink` that builds the screen it pushes (`destination:`, the
    /// closure before `label:`, or the one after a title): another screen, whose fields are never
    /// in this one's form. `NavigationLink(destination: …) { … }` and `NavigationLink(value: …) { … }`
    /// take their label last.
    static func isDestination(_ closure: ClosureExprSyntax, of link: FunctionCallExprSyntax) -> Bool {
        if link.argument(labelled: "destination")?.as(ClosureExprSyntax.self) == closure { return true }
        guard link.trailingClosure == closure else { return false }
        if link.additionalTrailingClosures.contains(where: { $0.label.text == "label" }) { return true }
        let takesLabelLast = link.argument(labelled: "destination") != nil || link.argument(labelled: "value") != nil
        return !takesLabelLast && link.additionalTrailingClosures.isEmpty && link.arguments.first.map { $0.label == nil } == true
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
        // Without a title first (`TextField(text: $name, prompt: …) { Text("Name") }`) the trailing closure is the label.
        guard call.arguments.first?.label == nil, let trailing = call.trailingClosure, trailing.signature == nil,
              !trailing.statements.description.contains("$0") else { return nil }
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

    /// `.next` → `next`.
    static func memberName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.unwrapped.as(MemberAccessExprSyntax.self), member.base.map(isTypeName) ?? true else { return nil }
        return member.declName.baseName.text
    }

    /// `Field` in `Field.email`, `SubmitLabel` in `SubmitLabel.next`: a type, not a view.
    /// `Theme` or a nested type's qualified name (`Theme.Layout`).
    static func isTypeName(_ expression: ExprSyntax) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return member.declName.baseName.text.first?.isUppercase == true && isTypeName(base)
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
        return reference.baseName.text.first?.isUppercase == true
    }

    /// `Type.member(...)` or `Module.Type.member(...)`: a static function or initialiser of a type
    /// (`BaseView.withLoading(sender: self) { … }`), not a method of a value.
    static func isTypeMemberCall(_ call: FunctionCallExprSyntax) -> Bool {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.base.map(isTypeName) ?? false
    }

    static func isLiteral(_ expression: ExprSyntax) -> Bool {
        expression.is(IntegerLiteralExprSyntax.self) || expression.is(StringLiteralExprSyntax.self)
            || expression.is(BooleanLiteralExprSyntax.self) || memberName(expression) != nil
    }

    /// `TextEditor` and vertical text fields insert a newline on Return instead of submitting; so does
    /// an input of the app's own asked for many lines at its call (`axis: .vertical`, `isMultiLine: true`).
    static func takesReturn(_ base: ExprSyntax) -> Bool {
        guard let call = base.as(FunctionCallExprSyntax.self) else { return true }
        return calleeName(base) != "TextEditor" && !hasVerticalAxis(call) && !asksManyLines(call)
    }

    /// A Boolean argument named for many lines set to `true`: `isMultiLine: true`, `multiline: true`.
    static func asksManyLines(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.contains { argument in
            argument.label?.text.lowercased().contains("multiline") == true
                && argument.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        }
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
