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

    init(_ expression: ExprSyntax) {
        var outermostFirst: [Modifier] = []
        var base = expression.unwrapped
        while outermostFirst.count <= ViewTreeWalk.maximumDepth {
            if let call = base.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               let receiver = member.base, !ViewTreeWalk.isTypeName(receiver) {
                outermostFirst.append(Modifier(name: member.declName.baseName.text, call: call, member: member))
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

    /// The modifiers of the clause that applies on iOS, outermost first: the clause whose condition
    /// names iOS (or UIKit), else the `#else` of a condition naming another platform, else the first.
    private static func modifiers(appliedOnIOS config: IfConfigDeclSyntax) -> [Modifier] {
        let clauses = Array(config.clauses)
        let names = { (clause: IfConfigClauseSyntax, words: [String]) in
            clause.condition.map { condition in words.contains { condition.trimmedDescription.contains($0) } } ?? false
        }
        let namesOtherPlatform = clauses.first.map { names($0, ["macOS", "tvOS", "watchOS", "visionOS", "AppKit"]) } ?? false
        let chosen = clauses.first { names($0, ["iOS", "UIKit"]) }
            ?? (namesOtherPlatform ? clauses.first { $0.condition == nil } : clauses.first)
        guard case .postfixExpression(let expression)? = chosen?.elements else { return [] }
        var modifiers: [Modifier] = []
        var current: ExprSyntax? = expression
        while let call = current?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              modifiers.count <= ViewTreeWalk.maximumDepth {
            modifiers.append(Modifier(name: member.declName.baseName.text, call: call, member: member))
            current = member.base?.unwrapped
        }
        return modifiers
    }
}
