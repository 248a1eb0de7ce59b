import SwiftSyntax

/// Reads what a view's controls are enabled or shown on: the condition of each `.disabled(…)`
/// (`.disabled(url.isEmpty || key.isEmpty)`, `.disabled(nextDisabled())`) and of each `if` that
/// shows a button or link (`if !user.isEmpty, !code.isEmpty { Button("Check") { … } }`). A control
/// waiting for several fields at once takes them together: the fields are one form, filled in one
/// go, whatever its title says.
final class ActionConditionFinder: SyntaxVisitor {
    private var conditions: [Syntax] = []

    /// The names each condition of `type`'s controls reads, with what the type's own methods and
    /// computed properties it calls read (`nextDisabled()`, `canSubmit`), followed once; sorted.
    static func conditions(of type: TypeInfo) -> [[String]] {
        let finder = ActionConditionFinder(viewMode: .sourceAccurate)
        for statements in type.properties.values { finder.walk(statements) }
        for method in type.methods.values.joined() { finder.walk(method) }
        return finder.conditions.map { condition in
            var names = Self.names(in: condition)
            for name in names {
                if let statements = type.properties[name] {
                    names.formUnion(Self.names(in: Syntax(statements)))
                } else if let body = type.method(named: name)?.body {
                    names.formUnion(Self.names(in: Syntax(body)))
                }
            }
            return names.sorted()
        }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let modifier = node.calledExpression.as(MemberAccessExprSyntax.self), modifier.base != nil,
           modifier.declName.baseName.text == "disabled", let condition = node.arguments.first?.expression {
            conditions.append(Syntax(condition))
        }
        return .visitChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        if Self.showsControl(node.body) { conditions.append(Syntax(node.conditions)) }
        return .visitChildren
    }

    /// Whether a block shows a button or a link (`Button`, `NavigationLink`, a design system's `…Button`).
    private static func showsControl(_ block: CodeBlockSyntax) -> Bool {
        block.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true else { return false }
            return name == "NavigationLink" || name.hasSuffix("Button") || name.hasSuffix("ButtonView")
        }
    }

    private static func names(in node: Syntax) -> Set<String> {
        Set(node.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier(let name) = token.tokenKind { return name }
            return nil
        })
    }
}
