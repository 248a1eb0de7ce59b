import FocusModel

/// Focus moved to a value that no field is bound to.
package enum UnboundFocusTarget: Rule {
    package static let description = RuleDescription(
        id: "unbound-focus-target", defaultSeverity: .warning,
        summary: "A handler moves focus to a value no field in the chain is bound to.",
        whatItDoes: """
            Checks every `focus = .value` against the values the chain's fields are bound with \
            (`.focused($focus, equals: .value)`), and every `isFocused = true` against the `Bool` \
            states fields are bound to (`.focused($isFocused)`). A field's Return that moves focus, \
            doing nothing else, to a value bound only in the other arm of an `if` around the field is \
            the same defect: that field is never on screen with it. A chain whose fields may live in \
            another file is skipped.
            """,
        whyIsThisBad: """
            Focusing a value no field carries clears focus: the keyboard silently disappears, usually \
            because a field was renamed or removed and its routing was not.
            """,
        fix: nil, examples: examples
    )

    package static let examples = RuleExamples(
        triggering: [
            """
            struct VerifyPhoneView: View {
                @FocusState private var isPhoneFocused: Bool
                @FocusState private var isCodeFocused: Bool
                @State private var phone = ""
                @State private var code = ""

                var body: some View {
                    VStack {
                        TextField("Phone", text: $phone).focused($isPhoneFocused)
                        TextField("Code", text: $code).focused($isPhoneFocused)
                    }
                    .onAppear { ↓isCodeFocused = true }
                }
            }
            """,
            """
            struct ShippingForm: View {
                enum Field { case street, city, zip, country }
                @FocusState private var focus: Field?
                @State private var street = ""
                @State private var city = ""
                @State private var zip = ""

                var body: some View {
                    Form {
                        TextField("Street", text: $street).focused($focus, equals: .street)
                        TextField("City", text: $city).focused($focus, equals: .city)
                        TextField("ZIP", text: $zip).focused($focus, equals: .zip)
                    }
                    .onSubmit {
                        switch focus {
                        case .street: focus = .city
                        case .city: focus = .zip
                        case .zip: ↓focus = .country
                        default: break
                        }
                    }
                }
            }
            """,
            """
            struct SignInForm: View {
                enum Field { case email, password, code }
                @FocusState private var focus: Field?
                @State private var usesCode = false
                @State private var email = ""
                @State private var password = ""
                @State private var code = ""

                var body: some View {
                    Form {
                        if usesCode {
                            TextField("Email", text: $email).focused($focus, equals: .email)
                                .onSubmit { ↓focus = .password }
                            TextField("Code", text: $code).focused($focus, equals: .code)
                        } else {
                            TextField("Email", text: $email).focused($focus, equals: .email)
                                .onSubmit { focus = .password }
                            SecureField("Password", text: $password).focused($focus, equals: .password)
                        }
                    }
                }
            }
            """,
        ],
        nonTriggering: [
            """
            struct SignUpWizard: View {
                enum Step { case account, secret }
                enum Field { case email, password }
                @FocusState private var focus: Field?
                @State private var step = Step.account
                @State private var email = ""
                @State private var password = ""

                var body: some View {
                    switch step {
                    case .account:
                        TextField("Email", text: $email).focused($focus, equals: .email)
                            .onSubmit {
                                step = .secret
                                focus = .password
                            }
                    case .secret:
                        SecureField("Password", text: $password).focused($focus, equals: .password)
                    }
                }
            }
            """,
            """
            struct ShippingForm: View {
                enum Field { case street, city, zip }
                @FocusState private var focus: Field?
                @State private var street = ""
                @State private var city = ""
                @State private var zip = ""

                var body: some View {
                    Form {
                        TextField("Street", text: $street).focused($focus, equals: .street)
                        TextField("City", text: $city).focused($focus, equals: .city)
                        TextField("ZIP", text: $zip).focused($focus, equals: .zip)
                    }
                    .onSubmit {
                        switch focus {
                        case .street: focus = .city
                        case .city: focus = .zip
                        case .zip: focus = nil
                        default: break
                        }
                    }
                }
            }
            """,
            """
            struct Wizard: View {
                enum Field: Hashable { case name, extra }
                @FocusState private var focus: Field?
                @State private var name = ""

                var body: some View {
                    VStack {
                        TextField("Name", text: $name).focused($focus, equals: .name)
                            .onSubmit { focus = .extra }
                        ExtraFields(focus: $focus)
                    }
                }
            }
            """,
        ]
    )

    package static func check(_ context: RuleContext) {
        for chain in context.model.chains where (chain.framework == .swiftUI || chain.stateKind == .value) && !chain.hasFieldsElsewhere && !chain.fields.isEmpty {
            var reported: Set<Range<Int>> = []
            for assignment in chain.assignments where !chain.binds(assignment.target) && reported.insert(assignment.range).inserted {
                let nearest = nearestBound(to: assignment.target, in: chain).map { "`\($0)`" }.joined(separator: ", ")
                let message = chain.stateKind == .bool
                    ? "No field is bound to `\(assignment.target)`, so setting it moves focus nowhere and the keyboard disappears; bound states include \(nearest)"
                    : "No field is bound to `.\(assignment.target)`, so this moves focus nowhere and the keyboard disappears; bound values include \(nearest)"
                context.report(
                    self, message,
                    at: assignment.range,
                    related: [RelatedLocation(range: chain.declaration, message: "the focus state `\(chain.name)`")]
                )
            }
            guard chain.stateKind == .value else { continue }
            for field in chain.fields where !field.outcome.isUnknown && !field.isDynamicGroup {
                for move in field.outcome.moves where !move.isConditional && reported.insert(move.range).inserted {
                    let bound = chain.fields.filter { $0.bindsAnyValue || $0.target.matches(move.target) }
                    if bound.isEmpty {
                        // A move made in code out of this file (an input component's own routing) to a value bound nowhere.
                        let nearest = nearestBound(to: move.target, in: chain).map { "`\($0)`" }.joined(separator: ", ")
                        context.report(
                            self, "No field is bound to `.\(move.target)`, so Return in `\(field.target)` moves focus nowhere and the keyboard disappears; bound values include \(nearest)",
                            at: move.range,
                            related: [RelatedLocation(range: chain.declaration, message: "the focus state `\(chain.name)`")]
                        )
                        continue
                    }
                    guard !move.alongsideWork else {
                        reported.remove(move.range)
                        continue
                    }
                    // UIKit: a field built in only one arm of an `if` that the field moving to it is
                    // outside of is not there whenever another arm is taken.
                    let inOtherArms = !bound.isEmpty && bound.allSatisfy { $0.excludes(field) }
                    let inOneArm = chain.framework == .uiKit && !bound.isEmpty && bound.allSatisfy { $0.isMissingInOtherArms(around: field) }
                    guard inOtherArms || inOneArm else {
                        reported.remove(move.range)
                        continue
                    }
                    let (target, verb) = chain.framework == .uiKit ? ("`\(move.target)`", "built") : ("`.\(move.target)`", "bound")
                    let said = inOtherArms
                        ? "only in another arm of the `if` around `\(field.target)`: from there this moves focus nowhere and the keyboard disappears"
                        : "only in one arm of an `if` that `\(field.target)` is outside of: from its other arms this moves focus nowhere"
                    context.report(
                        self, "\(target) is \(verb) \(said)",
                        at: move.range,
                        related: bound.map { RelatedLocation(range: $0.range, message: "\(target) is \(chain.framework == .uiKit ? "declared" : verb) here, never on screen with `\(field.target)`") }
                    )
                }
            }
        }
    }

    /// Up to three bound values, closest in spelling first.
    private static func nearestBound(to target: FocusTarget, in chain: FocusChain) -> [String] {
        var names: [String] = []
        for field in chain.fields where !names.contains(String(field.target.caseName)) {
            names.append(String(field.target.caseName))
        }
        let wanted = String(target.caseName)
        return Array(names.sorted { Spelling.distance($0, wanted) < Spelling.distance($1, wanted) }.prefix(3))
    }
}
