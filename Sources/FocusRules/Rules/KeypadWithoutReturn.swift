import FocusModel

/// A mid-chain field whose keyboard has no Return key.
package enum KeypadWithoutReturn: Rule {
    package static let description = RuleDescription(
        id: "keypad-without-return", defaultSeverity: .info,
        summary: "A field that is not the last of its chain uses a keyboard without a Return key.",
        whatItDoes: """
            Finds fields before the end of their chain whose keyboard is `.numberPad`, `.decimalPad`, \
            `.phonePad` or `.asciiCapableNumberPad` (SwiftUI `.keyboardType`, UIKit `keyboardType`) \
            when the form offers no keyboard toolbar or input accessory view (nor IQKeyboardManager's, \
            turned on for the app, whose Next button moves on). Only forms whose Return \
            walks the fields (a field moves focus on, a Next label, a UIKit Return handler that routes) \
            are checked: where no field routes Return (a handler that only ends editing routes \
            nothing) there is no chain to break; a handler that hands the field to another object \
            (a table cell passing Return to its delegate) may route or not in code not read there, so \
            it is not taken for routing, nor is a handler whose effect cannot be told on a field \
            with no Return key (it never runs there: a form of phone pads alone routes nothing \
            unless a move is written for them, even if they are labelled Next: no label is shown on \
            any of them); nor are the boxes of a code typed a character each \
            that move focus on by themselves (see `form-without-focus-routing`). Fields are taken in \
            layout order (stack views, storyboard frames); a field shown on a control's choice and \
            focused by that control's own change handler (a unit picker whose Other… reveals and \
            focuses a unit name) is reached by choosing, not in turn after the pad; and an Xcode project that targets the iPad \
            alone (`TARGETED_DEVICE_FAMILY = 2`) is not checked: the iPad's number pad has a Return key.
            """,
        whyIsThisBad: """
            On iPhone these keyboards have no Return key: the field's submit label and handler never \
            fire, and the user cannot move on from the keyboard.
            """,
        fix: """
            SwiftUI: add a keyboard toolbar (`ToolbarItemGroup(placement: .keyboard)`) with a Next \
            button that moves focus; UIKit: an `inputAccessoryView` toolbar. Unsafe.
            """,
        examples: examples
    )

    package static let examples = RuleExamples(
        triggering: [
            """
            struct PaymentForm: View {
                enum Field { case card, name }
                @FocusState private var focus: Field?
                @State private var card = ""
                @State private var name = ""

                var body: some View {
                    Form {
                        TextField("Card number", text: $card)
                            .keyboardType(.numberPad)
                            ↓.focused($focus, equals: .card)
                            .submitLabel(.next)
                            .onSubmit { focus = .name }
                        TextField("Name", text: $name).focused($focus, equals: .name)
                    }
                }
            }
            """,
        ],
        nonTriggering: [
            """
            struct PaymentForm: View {
                enum Field { case card, name }
                @FocusState private var focus: Field?
                @State private var card = ""
                @State private var name = ""

                var body: some View {
                    Form {
                        TextField("Card number", text: $card)
                            .keyboardType(.numberPad)
                            .focused($focus, equals: .card)
                        TextField("Name", text: $name).focused($focus, equals: .name)
                    }
                    .toolbar {
                        ToolbarItemGroup(placement: .keyboard) {
                            Spacer()
                            Button("Next") { focus = .name }
                        }
                    }
                }
            }
            """,
            """
            struct Verify: View {
                enum Field { case phone, code }
                @FocusState private var focus: Field?
                @State private var phone = ""
                @State private var code = ""

                var body: some View {
                    Form {
                        TextField("Phone", text: $phone).focused($focus, equals: .phone)
                            .onSubmit { focus = .code }
                            .submitLabel(.next)
                        TextField("Code", text: $code).keyboardType(.numberPad).focused($focus, equals: .code)
                    }
                }
            }
            """,
            """
            struct TipForm: View {
                enum Field { case amount, note }
                @FocusState private var focus: Field?
                @State private var amount = ""
                @State private var note = ""

                var body: some View {
                    Form {
                        TextField("Amount", text: $amount)
                            .keyboardType(.decimalPad)
                            .focused($focus, equals: .amount)
                        TextField("Note", text: $note).focused($focus, equals: .note)
                    }
                }
            }
            """,
        ],
        corrections: [
            .init(
                """
                struct PaymentForm: View {
                    enum Field { case card, name }
                    @FocusState private var focus: Field?

                    var body: some View {
                        Form {
                            TextField("Card number", text: $card)
                                .keyboardType(.numberPad)
                                .focused($focus, equals: .card)
                                .submitLabel(.next)
                            TextField("Name", text: $name).focused($focus, equals: .name)
                        }
                    }
                }
                """,
                """
                struct PaymentForm: View {
                    enum Field { case card, name }
                    @FocusState private var focus: Field?

                    var body: some View {
                        Form {
                            TextField("Card number", text: $card)
                                .keyboardType(.numberPad)
                                .focused($focus, equals: .card)
                                .submitLabel(.next)
                            TextField("Name", text: $name).focused($focus, equals: .name)
                        }
                        .toolbar {
                            ToolbarItemGroup(placement: .keyboard) {
                                Spacer()
                                Button("Next") {
                                    switch focus {
                                    case .card: focus = .name
                                    default: break
                                    }
                                }
                            }
                        }
                    }
                }
                """
            ),
        ]
    )

    package static func check(_ context: RuleContext) {
        guard !context.model.targetsPadOnly else { return }
        // Boxes of a code move focus on by themselves as each character is typed.
        // IQKeyboardManager's toolbar (`showsKeyboardManagerToolbar`) has a Next button of its own.
        for chain in context.model.chains
        where !chain.hasKeyboardAccessory && !chain.showsKeyboardManagerToolbar && chain.routesReturnFromAReturnKey && !chain.isCodeEntry {
            for field in chain.fields where !field.isDynamicGroup && !field.hasNoKeyboard {
                guard let keyboard = field.keyboard, keyboard.hasNoReturnKey, let next = chain.fieldTypedInTurn(after: field) else { continue }
                let fix = switch chain.framework {
                case .swiftUI: context.swiftUIFixes.keyboardAccessoryFix(for: field, in: chain)
                case .uiKit: context.uiKitFixes.keyboardAccessoryFix(for: field, in: chain)
                }
                context.report(
                    self, "`\(field.target)` uses the \(keyboard.value) keyboard, which has no Return key: the user cannot move on to `\(next.target)`",
                    at: field.range,
                    related: [RelatedLocation(range: keyboard.range, message: "keyboard set here")],
                    fixes: fix.map { [$0] } ?? []
                )
            }
        }
    }
}

extension SwiftUIFixBuilder {
    /// A keyboard toolbar whose Next button moves focus from each keypad field to the next.
    fileprivate func keyboardAccessoryFix(for field: ChainField, in chain: FocusChain) -> Fix? {
        guard chain.stateKind == .value, let site = routingSite(for: chain) else { return nil }
        let keypads = chain.fields.filter { $0.keyboard?.hasNoReturnKey == true && !$0.isDynamicGroup }
        let lines = keypads.compactMap { keypad -> String? in
            guard let next = chain.fieldTypedInTurn(after: keypad), !next.isDynamicGroup else { return nil }
            return "case .\(keypad.target): \(site.focus) = .\(next.target)"
        }
        guard !lines.isEmpty else { return nil }
        let unit = style.indentUnit
        let toolbar = [
            "ToolbarItemGroup(placement: .keyboard) {",
            unit + "Spacer()",
            unit + "Button(\"Next\") {",
            unit + unit + "switch \(site.focus) {",
        ] + lines.map { unit + unit + $0 } + [
            unit + unit + "default: break",
            unit + unit + "}",
            unit + "}",
            "}",
        ]
        return Fix(
            title: "Add a keyboard toolbar with a Next button", applicability: .unsafe,
            edits: [Replacement(range: site.offset..<site.offset, replacement: modifierText("toolbar", closure: toolbar, indent: site.indent))]
        )
    }
}

extension UIKitFixBuilder {
    /// An `inputAccessoryView` toolbar with a Next button, since a number pad has no Return key.
    fileprivate func keyboardAccessoryFix(for field: ChainField, in chain: FocusChain) -> Fix? {
        guard let scope = scope(of: chain), let next = chain.field(after: field) else { return nil }
        let toolbar = "\(field.target)Toolbar"
        let lines = [
            "let \(toolbar) = UIToolbar()",
            "\(toolbar).sizeToFit()",
            "\(toolbar).items = [",
            "\(unit)UIBarButtonItem(systemItem: .flexibleSpace),",
            "\(unit)UIBarButtonItem(title: \"Next\", primaryAction: UIAction { [weak self] _ in self?.\(next.target).becomeFirstResponder() }),",
            "]",
            "\(field.target).inputAccessoryView = \(toolbar)",
        ]
        let edits = viewDidLoadEdit(lines, in: scope)
        guard !edits.isEmpty else { return nil }
        return Fix(title: "Add a toolbar with a Next button above the keyboard of `\(field.target)`", applicability: .unsafe, edits: edits)
    }
}
