import FocusModel

/// A field in the middle of a chain whose Return key moves focus nowhere.
package enum MissingFocusTransition: Rule {
    package static let description = RuleDescription(
        id: "missing-focus-transition", defaultSeverity: .warning,
        summary: "Return in a field that is not the last of its chain moves focus nowhere.",
        whatItDoes: """
            Finds fields that are not the last of their focus chain and whose Return leaves focus \
            nowhere useful: no `.onSubmit` applies to them, the handler has no branch for them (a \
            missing `case`, `default: break`), or it only ends editing (`focus = nil`, an empty \
            handler). In UIKit, `textFieldShouldReturn(_:)` does not handle the field, or only resigns \
            it, or nothing handles Return at all (no delegate, no Did End On Exit action in code or \
            storyboard, no subscription to that event) in a field labelled Next, or the Did End On Exit \
            action the class registers in code is empty or only drops the keyboard. Swift 1/2 code spells \
            the delegate methods without `_` (`func textFieldShouldReturn(textField: UITextField)`): \
            they are the same methods. The rows of a table whose `cellForRowAt` configures each in turn (a \
            `switch` over the row, an `if` chain over the section when each section holds one row) are \
            fields in row order; where the controller is their delegate and its handler only resigns \
            whatever field it is handed, they are judged when a row is labelled Next, a row takes a \
            password or the controller saves them together (a settings table of rows each kept on \
            their own is not); so are such rows whose field nothing handles (no delegate given in the \
            controller, a cell class of the app's own that sets none and answers no Return), and rows \
            whose cell, made their field's delegate there, only passes Return on to the controller \
            through a property the controller sets to itself (`cell.owner = self`), when the \
            controller's one method of that name at most resigns the field (one that may move focus, \
            does other work or is not found is not read, nor is a form whose cell passes the start of \
            editing on to a method that may give the field a picker). A field \
            with no keyboard (a picker as its `inputView`, also one given as its editing begins: \
            `textField.inputView = picker` in `textFieldShouldBeginEditing(_:)` or \
            `textFieldDidBeginEditing(_:)`, there or in an extension in another file, itself or \
            through a method of the class handed the field, for the fields a test there names by \
            identity or tag, or for every field reaching it when nothing before it returns; a picker \
            given on any other condition leaves the field typed; a picker object made for it such as \
            `DownPicker(textField:)`, a text field class of the app's own giving itself an `inputView` \
            (a keypad it draws), itself or through a base class, or a \
            `textFieldDidBeginEditing(_:)` that ends its editing at once) has no Return key: it is never \
            judged itself, though focus may move to it. Where Return moves focus in no field (a handler \
            that only resigns or answers `true` for every field), a field just before such a picker \
            field whose key is not labelled Next is not judged either: the typing ends there, and the \
            user taps the picker field to choose. A field whose `textFieldShouldBeginEditing(_:)` \
            answers `false` (naming it, `if textField == dateField`, or the tag its class gives it in \
            code, itself or through a helper of its own handed the field and its tag: `case 3:` of \
            `switch textField.tag`) never takes the keyboard (a tap opens a calendar or another screen): \
            it is no member of the chain; a refusal under a condition not read (`return !isLocked`, \
            `case 3 where isBooked:`) leaves it typed. A property that keeps an \
            alert's field (given the field `addTextField` hands its closure, or read from the alert's \
            `textFields`) is no field of the screen, nor is a field the user never sees, added so the \
            keychain offers to save a password: hidden, at an alpha under 0.05 or of no size where it is \
            set up (made with `frame: .zero` and never laid out), and never shown, faded in or sized \
            later. Boxes of a code typed one character each, which \
            a change handler (`shouldChangeCharactersIn`, an `.editingChanged` action, SwiftUI's \
            `.onChange`) moves on as their character is typed, are a code entry, not a form; boxes that \
            the change handler of a hidden field fills are no fields at all. Fields a class shows and \
            hides oppositely (`phoneField.isHidden = usesEmail`, `emailField.isHidden = !usesEmail`, or \
            the two arms of an `if` each hiding one and showing the other) are \
            alternatives, as the arms of an `if` are: neither is the other's next field; so are SwiftUI \
            fields in two `if`s whose conditions contradict (`if toBank { iban }`, then \
            `if !toBank { wallet }`; `if kind == .bank`, then `if kind == .card`). An outlet that its class's storyboard or xib \
            scene never connects is not on screen and is no field of the chain. A UIKit screen whose \
            parts buttons of their own submit apart (a nickname with its Save button, then a password \
            change with its own; no method touches the text of two parts together) is judged part by \
            part: the last field of a part may end editing. So are pop-ups a UIKit class builds in code \
            and shows one at a time: each field added to a container of its own \
            (`passwordBox.addSubview(passwordField)`), each container put on screen by a method an \
            action runs (`view.addSubview(passwordBox)`, `passwordBox.isHidden = false` or a fade in \
            after a set-up that hid it; one dialog property built anew by each step's method is a new \
            pop-up per method): a pop-up's field is never the next field of another pop-up's or of the \
            page's. Containers one method shows, or that the set-up shows, are one form; a field added \
            where the code does not say splits nothing. A child view of one \
            field handed the parent's focus binding routes that field when its own `.onSubmit` moves \
            focus (`focus = .city`, or to the case its call hands it); a move under a condition or to a \
            computed value is not followed, and the field is not judged. Only chains that show Return is meant to walk them (a field that moves focus on \
            Return, a Next label, a `textFieldShouldReturn(_:)` that may run for some field) are checked: a form with no routing \
            at all gets `form-without-focus-routing`'s hint instead; in an app that turns \
            IQKeyboardManager's toolbar on for the screen, a UIKit form nothing routes (no move, no Next \
            label: its handler only ends editing) is walked by the toolbar and not judged. A field whose own Return key \
            says the form ends there (Done, Go, Send) and whose handler ends editing on purpose is a \
            chain end the author chose, not a slip; a Done key that the field's own class gives every \
            instance of itself (`returnKeyType = .done` in its `awakeFromNib()`) was chosen for no field, \
            and does not excuse it. A `textFieldShouldReturn(_:)` inherited from a base controller of \
            the app's own that only resigns the field answers every field the subclass is the delegate of. \
            A field that another file's code gives a delegate through the view or cell holding it \
            (`cell.nameField.delegate = self` in the controller showing the cell) has its Return \
            answered there, out of sight: it is not judged. A text field subclass of the app's own that \
            leaves Return alone (it only draws its text inset) is a plain field in a view as in a controller. \
            A view of the app's own wrapping one text field, whatever it is called (`LoginInputView` \
            keeping its `textField`), is a field of the controller that makes itself that field's \
            delegate (`view.textField.delegate = self` where the property's view is made, or later \
            through the property); a wrapper nobody delegates, or held by a view, is left out. \
            A controller's delegate extension in another file that only answers whether a field is typed \
            into (`textFieldShouldBeginEditing(_:)`, `shouldChangeCharactersIn`) is read there as in the \
            controller's file: a field it refuses by name is no member; a refusal it ties to no named \
            field leaves every field unjudged.
            """,
        whyIsThisBad: """
            The user presses Return (labelled Next, often) and the keyboard drops or nothing happens, \
            in the middle of the form. They must reach for the next field by hand, which on a phone \
            means scrolling and tapping small targets.
            """,
        fix: """
            Insert switch-based routing on the container holding the fields (or add the missing `case` \
            to the existing `switch`): each field moves focus to the next one, the last one submits. \
            Adding a missing `case` is safe; inserting new routing changes behaviour and is unsafe.
            """,
        examples: examples
    )

    package static let examples = RuleExamples(
        triggering: [
            """
            struct AddressForm: View {
                enum Field { case street, city, zip }
                @FocusState private var focus: Field?
                @State private var street = ""
                @State private var city = ""
                @State private var zip = ""

                var body: some View {
                    Form {
                        TextField("Street", text: $street).focused($focus, equals: .street)
                        TextField("City", text: $city)↓.focused($focus, equals: .city)
                        TextField("ZIP", text: $zip).focused($focus, equals: .zip)
                    }
                    .onSubmit {
                        switch focus {
                        case .street: focus = .city
                        default: break
                        }
                    }
                }
            }
            """,
            """
            struct LoginForm: View {
                enum Field { case email, password }
                @FocusState private var focus: Field?
                @State private var email = ""
                @State private var password = ""

                var body: some View {
                    VStack {
                        EmailField(↓focus: $focus, email: $email)
                        SecureField("Password", text: $password)
                            .focused($focus, equals: .password)
                            .onSubmit { logIn() }
                    }
                }

                func logIn() {}
            }

            struct EmailField: View {
                var focus: FocusState<LoginForm.Field?>.Binding
                @Binding var email: String

                var body: some View {
                    TextField("Email", text: $email)
                        .focused(focus, equals: .email)
                        .submitLabel(.next)
                }
            }
            """,
            """
            struct SearchFilters: View {
                enum Field { case minimum, maximum }
                @FocusState private var focus: Field?
                @State private var minimum = ""
                @State private var maximum = ""

                var body: some View {
                    Form {
                        TextField("Minimum", text: $minimum)↓.focused($focus, equals: .minimum).submitLabel(.next)
                        TextField("Maximum", text: $maximum).focused($focus, equals: .maximum)
                    }
                    .onSubmit {
                        if focus == .maximum {
                            apply()
                        }
                    }
                }

                func apply() {}
            }
            """,
            """
            final class ShippingViewController: UIViewController {
                private let ↓streetField = UITextField()
                private let cityField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    streetField.returnKeyType = .next
                }
            }
            """,
        ],
        nonTriggering: [
            """
            struct AddressForm: View {
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
                        default: focus = nil
                        }
                    }
                }
            }
            """,
            """
            struct NotesForm: View {
                enum Field { case title, body }
                @FocusState private var focus: Field?
                @State private var title = ""
                @State private var text = ""

                var body: some View {
                    Form {
                        TextField("Title", text: $title).focused($focus, equals: .title)
                            .onSubmit { focus = .body }
                        TextEditor(text: $text).focused($focus, equals: .body)
                    }
                }
            }
            """,
            """
            struct BadgeForm: View {
                enum Field { case name, summary, identifier }
                @FocusState private var focus: Field?
                @State private var name = ""
                @State private var summary = ""
                @State private var identifier = ""

                var body: some View {
                    Form {
                        TextField("Name", text: $name).focused($focus, equals: .name)
                            .submitLabel(.next)
                            .onSubmit { focus = .summary }
                        TextField("Summary", text: $summary).focused($focus, equals: .summary)
                            .submitLabel(.done)
                            .onSubmit { focus = nil }
                        TextField("Identifier (optional)", text: $identifier).focused($focus, equals: .identifier)
                    }
                }
            }
            """,
            """
            struct RouterForm: View {
                enum Field { case first, second }
                @FocusState private var focus: Field?
                @State private var first = ""
                @State private var second = ""

                var body: some View {
                    Form {
                        TextField("First", text: $first).focused($focus, equals: .first)
                        TextField("Second", text: $second).focused($focus, equals: .second)
                    }
                    .onSubmit { FocusRouter.advance(&focus) }
                }
            }
            """,
            """
            final class ShippingViewController: UIViewController {
                private let streetField = UITextField()
                private let cityField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    streetField.returnKeyType = .next
                    streetField.addTarget(self, action: #selector(moveToCity), for: .editingDidEndOnExit)
                }

                @objc private func moveToCity() {
                    cityField.becomeFirstResponder()
                }
            }
            """,
        ],
        corrections: [
            .init(
                """
                struct AddressForm: View {
                    enum Field { case street, city, zip }
                    @FocusState private var focus: Field?

                    var body: some View {
                        Form {
                            TextField("Street", text: $street).focused($focus, equals: .street)
                            TextField("City", text: $city).focused($focus, equals: .city)
                            TextField("ZIP", text: $zip).focused($focus, equals: .zip)
                        }
                        .onSubmit {
                            switch focus {
                            case .street: focus = .city
                            default: break
                            }
                        }
                    }
                }
                """,
                """
                struct AddressForm: View {
                    enum Field { case street, city, zip }
                    @FocusState private var focus: Field?

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
                            default: break
                            }
                        }
                    }
                }
                """
            ),
        ]
    )

    package static func check(_ context: RuleContext) {
        // IQKeyboardManager's toolbar walks a form whose Return nothing routes (only a handler
        // that ends editing): the form has its way on, as `form-without-focus-routing` says.
        for chain in context.model.chains where chain.showsRoutingIntent && !chain.isCodeEntry
            && !(chain.showsKeyboardManagerToolbar && !chain.routesReturn) {
            for field in chain.checkableFields where field.outcome.goesNowhere && !endsOnPurpose(field, in: chain) {
                guard let next = chain.routableNextField(after: field), !endsTypingBeforeAPicker(field, next: next, in: chain) else { continue }
                let fixes = field.outcome.isNothing ? context.fixes(for: chain).routingFix(for: field, in: chain).map { [$0] } ?? [] : []
                context.report(
                    self, "Return in `\(field.target)` moves focus nowhere; the next field is `\(next.target)`",
                    at: field.range,
                    related: field.outcome.handlers.isEmpty
                        ? [RelatedLocation(range: chain.declaration, message: chain.framework == .uiKit
                            ? "nothing handles Return in `\(field.target)` (no delegate method, no action); its class is declared here"
                            : "no submit handler applies to `\(field.target)`; its focus state is declared here")]
                        : field.outcome.relatedHandlers(
                            field.outcome.isNothing ? "this handler has no branch for `\(field.target)`" : "this handler only ends editing"
                        ),
                    fixes: fixes
                )
            }
        }
    }

    /// The next field takes its value from a picker (an `inputView`), the field's key does not
    /// promise to move on, and Return moves focus nowhere in the whole chain (a handler that only
    /// resigns or answers `true` for every field): the typing ends there, and the user taps the
    /// picker field to choose. Where Return moves focus between other fields, stopping short of
    /// the picker field is a slip; a field labelled Next still promises the step.
    private static func endsTypingBeforeAPicker(_ field: ChainField, next: ChainField, in chain: FocusChain) -> Bool {
        next.hasNoKeyboard && field.label?.value != "next" && chain.fields.allSatisfy { $0.outcome.moves.isEmpty }
    }

    /// The field's Return key says the form ends there and its handler ends editing: the author
    /// chose where the chain stops (an optional field may follow). UIKit lowers a handler that only
    /// resigns to *nothing*, so there any handler that applies to the field counts. A key the
    /// field's class gives every instance of itself was chosen for no field.
    private static func endsOnPurpose(_ field: ChainField, in chain: FocusChain) -> Bool {
        guard let label = field.label, let value = label.value, FocusChain.endingLabels.contains(value), !label.isFieldClassDefault else { return false }
        return field.outcome.definitelyEnds || (chain.framework == .uiKit && !field.outcome.handlers.isEmpty && !field.outcome.isUnknown)
    }
}
