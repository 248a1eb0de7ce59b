import FocusModel
import SwiftSyntax

/// Routing that jumps over a field nothing else reaches.
package enum FocusChainGap: Rule {
    package static let description = RuleDescription(
        id: "focus-chain-gap", defaultSeverity: .info,
        summary: "Return skips a field that nothing else routes to.",
        whatItDoes: """
            Finds a field that always exists, sits between a field and that field's Return target, \
            is no alternative of that field (shown instead of it), and is the target of no transition: `a → c` while `b` sits between them. A field with a \
            picker for a keyboard (UIKit `inputView`) may be skipped. Chains with any routing it \
            cannot follow are skipped.
            """,
        whyIsThisBad: """
            Keyboard users never land in the skipped field; it is easy to submit the form with it \
            empty. The usual cause is a field inserted into a form after its routing was written.
            """,
        fix: "Route through the skipped field: `a → b → c`. Unsafe: it changes where Return goes.",
        examples: examples
    )

    package static let examples = RuleExamples(
        triggering: [
            """
            struct CheckoutForm: View {
                enum Field { case name, card, expiry }
                @FocusState private var focus: Field?
                @State private var name = ""
                @State private var card = ""
                @State private var expiry = ""

                var body: some View {
                    Form {
                        TextField("Name on card", text: $name).focused($focus, equals: .name)
                        TextField("Card number", text: $card)↓.focused($focus, equals: .card)
                        TextField("Expiry", text: $expiry).focused($focus, equals: .expiry)
                    }
                    .onSubmit {
                        switch focus {
                        case .name: focus = .expiry
                        case .card: focus = .expiry
                        default: focus = nil
                        }
                    }
                }
            }
            """,
        ],
        nonTriggering: [
            """
            struct CheckoutForm: View {
                enum Field { case name, card, expiry }
                @FocusState private var focus: Field?
                @State private var name = ""
                @State private var card = ""
                @State private var expiry = ""
                @State private var savedCard = true

                var body: some View {
                    Form {
                        TextField("Name on card", text: $name).focused($focus, equals: .name)
                        if !savedCard {
                            TextField("Card number", text: $card).focused($focus, equals: .card)
                        }
                        TextField("Expiry", text: $expiry).focused($focus, equals: .expiry)
                    }
                    .onSubmit {
                        switch focus {
                        case .name: focus = savedCard ? .expiry : .card
                        case .card: focus = .expiry
                        default: focus = nil
                        }
                    }
                }
            }
            """,
        ],
        corrections: [
            .init(
                """
                struct CheckoutForm: View {
                    enum Field { case name, card, expiry }
                    @FocusState private var focus: Field?

                    var body: some View {
                        Form {
                            TextField("Name on card", text: $name).focused($focus, equals: .name)
                            TextField("Card number", text: $card).focused($focus, equals: .card)
                            TextField("Expiry", text: $expiry).focused($focus, equals: .expiry)
                        }
                        .onSubmit {
                            switch focus {
                            case .name: focus = .expiry
                            case .card: focus = .expiry
                            default: focus = nil
                            }
                        }
                    }
                }
                """,
                """
                struct CheckoutForm: View {
                    enum Field { case name, card, expiry }
                    @FocusState private var focus: Field?

                    var body: some View {
                        Form {
                            TextField("Name on card", text: $name).focused($focus, equals: .name)
                            TextField("Card number", text: $card).focused($focus, equals: .card)
                            TextField("Expiry", text: $expiry).focused($focus, equals: .expiry)
                        }
                        .onSubmit {
                            switch focus {
                            case .name: focus = .card
                            case .card: focus = .expiry
                            default: focus = nil
                            }
                        }
                    }
                }
                """
            ),
        ]
    )

    package static func check(_ context: RuleContext) {
        for chain in context.model.chains where !chain.hasFieldsElsewhere && !chain.isCodeEntry && !chain.fields.contains(where: { $0.outcome.isUnknown }) {
            let reached = Set(chain.fields.flatMap { $0.outcome.moves.map { String($0.target.caseName) } })
            var reported: Set<Range<Int>> = []
            for (index, field) in chain.fields.enumerated() {
                for move in field.outcome.moves {
                    guard let targetIndex = chain.fields.firstIndex(where: { $0.target.matches(move.target) }), targetIndex > index + 1 else { continue }
                    // An alternative of the moving field (the other arm of its choice) is never passed over.
                    for skipped in chain.fields[(index + 1)..<targetIndex]
                    where !skipped.isConditional && !skipped.excludes(field) && !skipped.isDynamicGroup && !skipped.hasNoKeyboard && !reached.contains(String(skipped.target.caseName)) && reported.insert(skipped.range).inserted {
                        let fix = switch chain.framework {
                        case .swiftUI: context.swiftUIFixes.retargetFix(move, to: skipped)
                        case .uiKit: context.uiKitFixes.retargetFix(move, to: skipped)
                        }
                        context.report(
                            self, "Return never reaches `\(skipped.target)`: `\(field.target)` moves focus to `\(move.target)`, skipping it",
                            at: skipped.range,
                            related: [RelatedLocation(range: move.range, message: "`\(field.target)` moves to `\(move.target)` here")],
                            fixes: fix.map { [$0] } ?? []
                        )
                    }
                }
            }
        }
    }
}

extension SwiftUIFixBuilder {
    /// `focus = .c` becomes `focus = .b`: the skipping move goes to the skipped field instead.
    fileprivate func retargetFix(_ transition: Transition, to field: ChainField) -> Fix? {
        guard let sequence = lookup.node(SequenceExprSyntax.self, at: transition.range), let assignment = Assignment(sequence),
              let value = assignment.singleValue, Self.isCaseLiteral(value) else { return nil }
        return Fix(
            title: "Route through `\(field.target)`", applicability: .unsafe,
            edits: [Replacement(range: transition.range, replacement: "\(assignment.target.trimmedDescription) = .\(field.target)")]
        )
    }

    /// A plain case literal: `.email`, `Field.email`.
    private static func isCaseLiteral(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
        return member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
    }
}

extension UIKitFixBuilder {
    /// `cField.becomeFirstResponder()` becomes `bField.becomeFirstResponder()`.
    fileprivate func retargetFix(_ transition: Transition, to field: ChainField) -> Fix? {
        guard let call = lookup.node(FunctionCallExprSyntax.self, at: transition.range),
              let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        else { return nil }
        return Fix(
            title: "Route through `\(field.target)`", applicability: .unsafe,
            edits: [Replacement(
                range: base.utf8Offsets,
                replacement: "\(field.target)"
            )]
        )
    }
}
