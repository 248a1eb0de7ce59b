import SwiftSyntax

/// Calls of the app's own input components whose focus plumbing routes nothing.
extension ViewTreeWalk {
    /// A component whose focus binding the call binds to a `@State` flag of the calling view
    /// (`Entry(text: $email, isActive: $isEmailActive)`) and which is handed no submit closure:
    /// the flag says where focus is (taps set it), but nothing Return runs can move it, so the field
    /// counts as one of a form without focus routing. Handed a submit closure, the closure may set
    /// the flags (`isPasswordActive = true`): that is routing this reading does not follow, and the
    /// form is left alone.
    static func bindsAStateNothingRoutes(_ component: FormComponent, _ base: ExprSyntax, _ context: Context) -> Bool {
        guard let label = component.focusBinding, component.focusValue == nil, component.boundCase == nil,
              let call = base.as(FunctionCallExprSyntax.self), let binding = call.argument(labelled: label),
              let name = projectedName(binding), context.scope.type.ownedStates.contains(name) else { return false }
        let submit = component.submit.flatMap { call.argument(labelled: $0) ?? call.trailingClosure.map(ExprSyntax.init) }
        return submit.map { $0.is(NilLiteralExprSyntax.self) } ?? true
    }
}
