import FocusModel

/// Focus moved to a value that no field is bound to.
package enum UnboundFocusTarget: Rule {
    package static let description = RuleDescription(
        id: "unbound-focus-target", defaultSeverity: .warning,
        summary: "A handler moves focus to a value no field in the chain is bound to.",
        whatItDoes: """
            Checks every `focus = .value` against the values the chain's fields are bound with \
            (`.focused($focus, equals: .value)`), and every `isFocused = true` against the `Bool` \
            states fields are bound to (`.focused($isFocused)`). A chain whose fields may live in \
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
        ],
        nonTriggering: [
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
