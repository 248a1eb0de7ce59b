import SwiftSyntax

/// A cell's text delegate method that does nothing but pass the call on to an object the cell
/// holds (`delegate?.entryCell(self, didReturnIn: textField)`), which a controller configuring the
/// rows makes itself (`cell.delegate = self` in `cellForRowAt`): the controller's method of that
/// name decides what the cell's method only forwards.
package struct CellHandOff: Sendable, Equatable {
    /// The cell's property the call goes through: `delegate`.
    package var property: String
    /// The called method's base name: `entryCell`.
    package var method: String
    /// The call's argument labels, nil for none.
    package var labels: [String?]
    /// The position of the argument that is the field the cell's method was handed; nil when
    /// only the cell or other values are passed on.
    package var fieldArgument: Int?
    /// The cell's method resigns the field itself as well.
    package var resigns: Bool
}

enum UIKitCellForwarding {
    /// The delegate methods whose forwarding a row form follows: Return, and beginning to edit
    /// (where a controller may give the field a picker).
    static let forwardedMethods: Set<String> = [
        UIKitModelBuilder.shouldReturn, "textFieldDidBeginEditing(_:)", "textFieldShouldBeginEditing(_:)",
    ]

    /// The hand-offs of `members`' forwarded delegate methods, by the method's full name.
    static func handOffs(in members: MemberBlockSyntax) -> [String: CellHandOff] {
        var found: [String: CellHandOff] = [:]
        for member in members.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
            let name = UIKitSyntax.fullName(of: function)
            guard forwardedMethods.contains(name), let handOff = reading(function) else { continue }
            found[name] = handOff
        }
        return found
    }

    /// `method`'s hand-off when its body is only that: one call on a property of the cell
    /// (`delegate?.m(…)`, `self.delegate?.m(…)`, possibly returned, `?? true`) passing the field or
    /// the cell along, beside resigning the field and returning a literal Boolean.
    static func reading(_ method: FunctionDeclSyntax) -> CellHandOff? {
        guard let parameter = UIKitSyntax.parameterName(of: method, at: 0), let statements = method.body?.statements else { return nil }
        var handOff: CellHandOff?
        var resigns = false
        for item in statements {
            if let returned = item.item.as(ReturnStmtSyntax.self) {
                guard let value = returned.expression else { continue }
                if value.is(BooleanLiteralExprSyntax.self) { continue }
                // `return delegate?.m(self) ?? true`
                guard handOff == nil, let found = forwardingCall(in: value, parameter: parameter) else { return nil }
                handOff = found
                continue
            }
            guard let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self) else { return nil }
            if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
               let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "resignFirstResponder",
               member.base?.compactText == parameter {
                resigns = true
                continue
            }
            guard handOff == nil, let found = forwardingCall(in: expression, parameter: parameter) else { return nil }
            handOff = found
        }
        handOff?.resigns = resigns
        return handOff
    }

    /// `delegate?.m(self, didReturnIn: textField)` (bare, or `?? true`): the call on a property of
    /// the cell, each argument the field, the cell or a literal.
    private static func forwardingCall(in expression: ExprSyntax, parameter: String) -> CellHandOff? {
        var value = expression
        if let sequence = value.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
                  elements[2].is(BooleanLiteralExprSyntax.self) else { return nil }
            value = elements[0]
        }
        guard let call = value.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let holder = member.base
        else { return nil }
        var base = ExprSyntax(holder)
        if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
        if let forced = base.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
        let property: String
        if let bare = base.as(DeclReferenceExprSyntax.self), bare.baseName.tokenKind != .keyword(.self) {
            property = bare.baseName.text
        } else if let owned = base.as(MemberAccessExprSyntax.self), owned.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            property = owned.declName.baseName.text
        } else {
            return nil
        }
        var fieldArgument: Int?
        for (index, argument) in call.arguments.enumerated() {
            let text = argument.expression.compactText
            if text == parameter {
                guard fieldArgument == nil else { return nil }
                fieldArgument = index
            } else if text != "self", !argument.expression.is(BooleanLiteralExprSyntax.self) {
                return nil
            }
        }
        return CellHandOff(
            property: property, method: member.declName.baseName.text, labels: call.arguments.map { $0.label?.text },
            fieldArgument: fieldArgument, resigns: false
        )
    }

    /// The one method of `syntax` the hand-off calls: its base name and argument count, with the
    /// labels the call writes (a Swift 2 method's first parameter, unlabelled at the call, may be
    /// declared with its name alone); nil when none, or several.
    static func target(of handOff: CellHandOff, in syntax: UIKitClassSyntax) -> FunctionDeclSyntax? {
        let candidates = syntax.memberBlocks.flatMap(\.members).compactMap { $0.decl.as(FunctionDeclSyntax.self) }.filter { function in
            let parameters = Array(function.signature.parameterClause.parameters)
            guard function.name.text == handOff.method, parameters.count == handOff.labels.count, function.body != nil else { return false }
            return zip(parameters, handOff.labels).enumerated().allSatisfy { index, pair in
                let (parameter, label) = pair
                let declared = parameter.firstName.text == "_" ? nil : parameter.firstName.text
                if declared == label { return true }
                return index == 0 && label == nil && parameter.secondName == nil
            }
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// Whether `method` (a controller's receiver of a forwarded begin-editing call) may give the
    /// field an `inputView` (a picker, a date picker): such a row shows no Return key.
    /// The class's methods it calls are read too, one level down.
    static func mayGiveInputView(_ method: FunctionDeclSyntax, in syntax: UIKitClassSyntax) -> Bool {
        guard let body = method.body else { return true }
        let tokens = Array(body.tokens(viewMode: .sourceAccurate))
        if tokens.contains(where: { $0.tokenKind == .identifier("inputView") }) { return true }
        return tokens.contains { token in
            guard case .identifier(let name) = token.tokenKind, let helper = syntax.methods[name], helper.name.text != method.name.text else { return false }
            return helper.body?.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("inputView") } ?? false
        }
    }
}
