import SwiftSyntax

/// A method of a view model that routes focus by the case it is handed, read only when its whole
/// body is one `switch` over that parameter whose arms assign the model's focus property a case
/// (or nil) and otherwise only call or assign other things:
///
///     func onSubmitOf(field: Field) {
///         switch field {
///         case .email: focus = .password
///         case .password: focus = nil; signIn()
///         }
///     }
///
/// A view keeping its `@FocusState` in step with that property (`ModelFocusMirror`) reads a
/// submit handler's `model.onSubmitOf(field: .email)` as the arm's assignment.
package struct ModelFocusRoute: Sendable, Equatable {
    package var method: String
    /// The parameter's argument label (`_` for none).
    package var label: String
    /// What the arm of each case does.
    package var arms: [String: Arm]
    /// What the `default:` arm does, for the cases no other arm names.
    package var otherwise: Arm?

    /// What one arm does: its statements are assignments, calls and `break` only.
    package struct Arm: Sendable, Equatable {
        /// The properties it assigns a case (`focus = .password`) or nil (`focus = nil`, `.none`),
        /// the last assignment of each.
        package var assigned: [String: String?] = [:]
        /// The names its other statements mention: a property among them may change in ways not read.
        package var mentioned: Set<String> = []
        /// It calls or assigns something else too.
        package var doesWork = false
    }

    /// The arm a call handing `value` runs, when what it does to `property` is known.
    package func arm(for value: String, assigning property: String) -> Arm? {
        guard let arm = arms[value] ?? otherwise, !arm.mentioned.contains(property) else { return nil }
        return arm
    }

    /// The routes among the methods of one class declaration or extension.
    static func routes(in members: MemberBlockSyntax) -> [ModelFocusRoute] {
        members.members.compactMap { member in member.decl.as(FunctionDeclSyntax.self).flatMap(route) }
    }

    private static func route(_ function: FunctionDeclSyntax) -> ModelFocusRoute? {
        let parameters = function.signature.parameterClause.parameters
        guard parameters.count == 1, let parameter = parameters.first, let statements = function.body?.statements, statements.count == 1,
              let switchExpression = Self.switchExpression(statements.first?.item),
              switchExpression.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == (parameter.secondName ?? parameter.firstName).text
        else { return nil }
        var route = ModelFocusRoute(method: function.name.text, label: parameter.firstName.text, arms: [:])
        for switchCase in switchExpression.cases {
            guard let switchCase = switchCase.as(SwitchCaseSyntax.self), let arm = Arm(Array(switchCase.statements)) else { return nil }
            switch switchCase.label {
            case .default:
                route.otherwise = arm
            case .case(let label):
                for item in label.caseItems {
                    guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                          let value = HandlerEvaluator.caseLiteral(pattern.expression), !value.contains("(") else { return nil }
                    route.arms[value] = arm
                }
            }
        }
        return route.arms.values.contains { !$0.assigned.isEmpty } ? route : nil
    }

    private static func switchExpression(_ item: CodeBlockItemSyntax.Item?) -> SwitchExprSyntax? {
        switch item {
        case .expr(let expression)?: expression.as(SwitchExprSyntax.self)
        case .stmt(let statement)?: statement.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
        default: nil
        }
    }
}

extension ModelFocusRoute.Arm {
    /// An arm's statements; nil when one is other than an assignment, a call or `break`.
    init?(_ statements: [CodeBlockItemSyntax]) {
        for statement in statements {
            if case .stmt(let plain) = statement.item, plain.is(BreakStmtSyntax.self) { continue }
            guard let expression = Self.expression(statement.item) else { return nil }
            if let sequence = expression.as(SequenceExprSyntax.self), let assignment = Assignment(sequence) {
                if let name = Self.assignedName(assignment.target), let value = Self.caseOrNil(assignment.value) {
                    assigned[name] = value
                    continue
                }
            } else if !expression.is(FunctionCallExprSyntax.self) && !expression.is(AwaitExprSyntax.self) && !expression.is(TryExprSyntax.self) {
                return nil
            }
            doesWork = true
            for token in expression.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let name) = token.tokenKind { mentioned.insert(name) }
            }
        }
    }

    private static func expression(_ item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        switch item {
        case .expr(let expression): expression
        case .stmt(let statement): statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl: nil
        }
    }

    /// `focus` or `self.focus`.
    private static func assignedName(_ target: ExprSyntax) -> String? {
        let single = target.unwrapped
        if let reference = single.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = single.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// `.password` → `password`; `nil` and `.none` → nil; anything else is no case.
    private static func caseOrNil(_ value: [ExprSyntax]) -> String?? {
        guard value.count == 1, let single = value.first?.unwrapped else { return nil }
        if single.is(NilLiteralExprSyntax.self) { return .some(nil) }
        guard let literal = HandlerEvaluator.caseLiteral(single), !literal.contains("(") else { return nil }
        return .some(literal == "none" ? nil : literal)
    }
}
