import SwiftSyntax

/// Fields that open another screen when touched: a target the class registers for the field's
/// `.touchDown` or `.editingDidBegin` (`field.addTarget(self, action: #selector(pickPlace), for:
/// .touchDown)`) whose method presents or pushes a view controller (`present(_:animated:)`,
/// `pushViewController(_:animated:)`, `show(_:sender:)`, `performSegue(withIdentifier:sender:)`).
/// The value is chosen on that screen and written back: nobody types into the field, so it is no
/// chain member. A target that only fills the field from a picker leaves it a member.
struct UIKitLauncherFields {
    let syntax: UIKitClassSyntax

    /// The events a tap on a field sends before any typing.
    private static let tapEvents: Set<String> = ["touchDown", "editingDidBegin"]
    /// Calls that bring another screen up.
    private static let screenCalls: Set<String> = ["present", "pushViewController", "show", "performSegue"]

    var launchers: Set<String> {
        let methods = syntax.memberBlocks.flatMap { $0.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) } }
        let finder = TapTargetFinder(viewMode: .sourceAccurate)
        for block in syntax.memberBlocks { finder.walk(block) }
        let resolver = UIKitReferenceResolver(syntax: syntax)
        var found: Set<String> = []
        for registration in finder.registrations {
            let named = methods.filter { $0.name.text == registration.action }
            guard named.count == 1, let body = named[0].body, Self.bringsUpAScreen(body) else { continue }
            for reference in resolver.resolve(registration.control) {
                if case .input(let name) = reference { found.insert(name) }
            }
        }
        return found
    }

    /// The body calls `present(…)`, `navigationController?.pushViewController(…)` and the like itself.
    private static func bringsUpAScreen(_ body: CodeBlockSyntax) -> Bool {
        CallsInBody(body).calls.contains { call in
            let callee = call.calledExpression
            let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            return name.map(screenCalls.contains) ?? false
        }
    }

    /// `control.addTarget(_, action: #selector(method), for: .touchDown)`: the control and the method.
    private final class TapTargetFinder: SyntaxVisitor {
        struct Registration {
            let control: ExprSyntax
            let action: String
        }

        private(set) var registrations: [Registration] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let callee = node.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "addTarget",
                  let control = callee.base,
                  let events = node.arguments.first(where: { $0.label?.text == "for" })?.expression.as(MemberAccessExprSyntax.self),
                  UIKitLauncherFields.tapEvents.contains(events.declName.baseName.text),
                  let selector = node.arguments.first(where: { $0.label?.text == "action" })?.expression.as(MacroExpansionExprSyntax.self),
                  selector.macroName.text == "selector", let named = selector.arguments.first?.expression
            else { return .visitChildren }
            let action = named.as(DeclReferenceExprSyntax.self)?.baseName.text ?? named.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            if let action { registrations.append(Registration(control: control, action: action)) }
            return .visitChildren
        }
    }
}
