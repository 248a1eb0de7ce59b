import FocusModel

/// A form of several text fields whose Return key routes nowhere at all.
package enum FormWithoutFocusRouting: Rule {
    package static let description = RuleDescription(
        id: "form-without-focus-routing", defaultSeverity: .info,
        summary: "Two or more text fields form a chain and nothing routes Return between them.",
        whatItDoes: """
            Finds forms of two or more single-line keyboard text fields (one `@FocusState` chain, or \
            one `UITextFieldDelegate` class) where no field's Return moves focus to another, no field \
            is labelled Next and `textFieldShouldReturn(_:)` handles none of them. Such a form was \
            never meant to walk on Return, so it gets a hint, not the warning \
            `missing-focus-transition` gives a form whose routing has a hole.
            """,
        whyIsThisBad: """
            On every field, Return drops the keyboard; filling the form means tapping each field in \
            turn. Users of forms that advance on Return (sign-up, checkout, settings) notice.
            """,
        fix: """
            Plumb the chain: an `.onSubmit` with a `switch` over the focus state that moves each \
            field to the next and submits from the last (UIKit: `textFieldShouldReturn(_:)` with a \
            `switch` over the fields). This changes behaviour, so the fix is unsafe.
            """,
        examples: examples
    )

    package static let examples = RuleExamples(
        triggering: [
            """
            struct ShippingForm: View {
                enum Field { case name, street, city }
                @FocusState private var focus: Field?
                @State private var name = ""
                @State private var street = ""
                @State private var city = ""

                var body: some View {
                    Form {
                        TextField("Name", text: $name)↓.focused($focus, equals: .name)
                        TextField("Street", text: $street).focused($focus, equals: .street)
                        TextField("City", text: $city).focused($focus, equals: .city)
                    }
                    .onAppear { focus = .name }
                }
            }
            """,
        ],
        nonTriggering: [
            """
            struct ProxyAddress: View {
                @FocusState private var isTyping: Bool
                @State private var host = ""
                @State private var port = ""

                var body: some View {
                    HStack {
                        TextField("Host", text: $host).focused($isTyping)
                        TextField("Port", text: $port).focused($isTyping).keyboardType(.numbersAndPunctuation)
                    }
                    .toolbar { if isTyping { Button("Done") { isTyping = false } } }
                }
            }
            """,
            """
            struct ShippingForm: View {
                enum Field { case name, street, city }
                @FocusState private var focus: Field?
                @State private var name = ""
                @State private var street = ""
                @State private var city = ""

                var body: some View {
                    Form {
                        TextField("Name", text: $name).focused($focus, equals: .name)
                        TextField("Street", text: $street).focused($focus, equals: .street)
                        TextField("City", text: $city).focused($focus, equals: .city)
                    }
                    .onSubmit {
                        switch focus {
                        case .name: focus = .street
                        case .street: focus = .city
                        default: focus = nil
                        }
                    }
                }
            }
            """,
            """
            struct NoteForm: View {
                enum Field { case title, body }
                @FocusState private var focus: Field?
                @State private var title = ""
                @State private var text = ""

                var body: some View {
                    Form {
                        TextField("Title", text: $title).focused($focus, equals: .title)
                        TextEditor(text: $text).focused($focus, equals: .body)
                    }
                }
            }
            """,
        ],
        corrections: [
            .init(
                """
                struct ShippingForm: View {
                    enum Field { case name, street }
                    @FocusState private var focus: Field?

                    var body: some View {
                        Form {
                            TextField("Name", text: $name).focused($focus, equals: .name)
                            TextField("Street", text: $street).focused($focus, equals: .street)
                        }
                    }
                }
                """,
                """
                struct ShippingForm: View {
                    enum Field { case name, street }
                    @FocusState private var focus: Field?

                    var body: some View {
                        Form {
                            TextField("Name", text: $name).focused($focus, equals: .name)
                            TextField("Street", text: $street).focused($focus, equals: .street)
                        }
                        .onSubmit {
                            switch focus {
                            case .name: focus = .street
                            case .street: focus = nil
                            case nil: break
                            }
                        }
                    }
                }
                """
            ),
        ]
    )

    package static func check(_ context: RuleContext) {
        for chain in context.model.chains where !chain.showsRoutingIntent && !chain.hasFieldsElsewhere {
            let fields = chain.checkableFields.filter { !$0.outcome.isUnknown }
            // Fields sharing one `Bool` state cannot be told apart: nothing could route between them.
            guard fields.count == chain.checkableFields.count, let first = fields.first,
                  fields.contains(where: { !$0.isSame(as: first) && !$0.excludes(first) }),
                  chain.stateKind == .value || Set(fields.map(\.target)).count > 1 else { continue }
            let names = fields.map { "`\($0.target)`" }
            let listed = names.count > 3 ? names.prefix(2).joined(separator: ", ") + " and \(names.count - 2) more" : names.joined(separator: ", ")
            let fix = context.fixes(for: chain).routingFix(for: first, in: chain)
            context.report(
                self, "Return moves focus nowhere in this form (\(listed)); route it from each field to the next",
                at: first.range,
                related: [RelatedLocation(range: chain.declaration, message: "the chain's focus is declared here")],
                fixes: fix.map { [$0] } ?? []
            )
        }
    }
}
