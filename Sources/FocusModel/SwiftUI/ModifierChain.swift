import SwiftSyntax

/// `Base(...).m1(...).m2(...)`: the base view and its modifiers, innermost first. Modifiers under a
/// postfix `#if` (`Base().m1() #if os(iOS) .m2() #endif .m3()`) count as the iOS build sees them.
struct ModifierChain {
    struct Modifier {
        let name: String
        let call: FunctionCallExprSyntax
        let member: MemberAccessExprSyntax
    }

    let base: ExprSyntax
    /// Innermost (applied first) to outermost.
    let modifiers: [Modifier]

    /// `isOwnView`: whether a capitalised name is a computed property of the view being walked (`var
    /// LoginForm: some View`): `LoginForm.padding()` modifies that property's view, not a type's member.
    init(_ expression: ExprSyntax, isOwnView: (String) -> Bool = { _ in false }) {
        var outermostFirst: [Modifier] = []
        var base = expression.unwrapped
        while outermostFirst.count <= ViewTreeWalk.maximumDepth {
            if let receiver = Self.peel(base, into: &outermostFirst, isOwnView: isOwnView) {
                base = receiver.unwrapped
            } else if let conditional = base.as(PostfixIfConfigExprSyntax.self), let receiver = conditional.base {
                outermostFirst += Self.modifiers(appliedOnIOS: conditional.config)
                base = receiver.unwrapped
            } else {
                break
            }
        }
        self.base = base
        self.modifiers = outermostFirst.reversed()
    }

    /// `.disabled(true)` applies: the view and all it holds take no input, whatever else changes
    /// (`.disabled(isLocked)` may let them, so it does not count).
    var disablesForGood: Bool {
        modifiers.contains { modifier in
            modifier.name == "disabled" && modifier.call.arguments.count == 1
                && modifier.call.arguments.first?.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        }
    }

    /// When `expression` is `receiver.m(...)`, adds `m` and returns the receiver; nil otherwise, or
    /// when the receiver is a type (`Color.red`, nothing a modifier applies to) or `self`
    /// (`self.content(width:)` calls a view builder of the view: it is the base, not a modifier).
    private static func peel(_ expression: ExprSyntax, into modifiers: inout [Modifier], isOwnView: (String) -> Bool) -> ExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let receiver = member.base,
              !ViewTreeWalk.isTypeName(receiver) || receiver.as(DeclReferenceExprSyntax.self).map({ isOwnView($0.baseName.text) }) == true,
              receiver.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) else { return nil }
        modifiers.append(Modifier(name: member.declName.baseName.text, call: call, member: member))
        return receiver
    }

    /// The modifiers of the clause that applies on iOS, outermost first: the clause whose condition
    /// names iOS (or UIKit), else the `#else` of a condition naming another platform, else the first.
    /// A clause's chain starts with a bare `.m(...)`, which has no receiver.
    private static func modifiers(appliedOnIOS config: IfConfigDeclSyntax) -> [Modifier] {
        let clauses = Array(config.clauses)
        let names = { (clause: IfConfigClauseSyntax, words: [String]) in
            clause.condition.map { condition in words.contains { condition.trimmedDescription.contains($0) } } ?? false
        }
        let namesOtherPlatform = clauses.first.map { names($0, ["macOS", "tvOS", "watchOS", "visionOS", "AppKit"]) } ?? false
        let chosen = clauses.first { names($0, ["iOS", "UIKit"]) }
            ?? (namesOtherPlatform ? clauses.first { $0.condition == nil } : clauses.first)
        guard case .postfixExpression(var expression)? = chosen?.elements else { return [] }
        var modifiers: [Modifier] = []
        while modifiers.count <= ViewTreeWalk.maximumDepth, let receiver = peel(expression, into: &modifiers, isOwnView: { _ in false }) {
            expression = receiver.unwrapped
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
            modifiers.append(Modifier(name: member.declName.baseName.text, call: call, member: member))
        }
        return modifiers
    }
}
