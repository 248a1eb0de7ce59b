import FocusModel

/// A form of several text fields, filled in one go, whose Return key routes nowhere at all.
package enum FormWithoutFocusRouting: Rule {
    package static let description = RuleDescription(
        id: "form-without-focus-routing", defaultSeverity: .info,
        summary: "Two or more text fields form one form and nothing routes Return between them.",
        whatItDoes: """
            Finds forms of two or more single-line keyboard text fields (one `@FocusState` chain, a \
            view with text fields and no focus state at all, or one `UITextFieldDelegate` class) where \
            no field's Return moves focus to another, no field is labelled Next and \
            `textFieldShouldReturn(_:)` handles none of them (a handler is no field's whose \
            delegate is certainly never set: no assignment, no storyboard connection, no base class \
            or subclass that may give one). The rows of a table its `cellForRowAt` configures one by \
            one count as fields, in row order, where nothing handles their Return (no delegate given \
            in the controller, a cell class of the app's own that sets none and answers no Return). \
            A view without focus state includes the \
            inputs of the views of its file it shows (a form split into sections), a view with one \
            includes the inputs no focus state binds (a focus state that only styles the password) \
            and is judged whole though a sheet it presents binds a field of its own to the same state \
            (a reset mail asked on another screen); fields that one `Bool` focus state binds alike (kept \
            to drop the keyboard: a Done button, a tap outside, a Return that resigns) are told apart \
            by what they edit, get no fix (each needs a focus value first), and are left alone where a \
            field before another is labelled Done or by a label chosen at run time; an input whose \
            definition is out of sight counts when its name says it is one (`ThemeTextField`), a view \
            of the file named like SwiftUI's input and declared around the call (`struct TextField: \
            View` showing a caption and a `Text`), which Swift finds first, is that view, no input \
            unless it holds one, a view \
            of the app's own wrapping one single-line field counts where it is called \
            (`LabeledEntry("Name", text: $name)`), and one handed what Return does (`onCommit:`, `nextId:`) is taken to route; \
            one whose input is a row of its own `ForEach` (a list editor adding rows with its own button) \
            shows rows, not one field of the form. \
            In a UIKit controller, a view of the app's own wrapping one private text field whose \
            delegate it makes itself (`textField.delegate = self`) without answering Return (no \
            `textFieldShouldReturn(_:)`, no action for it) is a field whose Return does nothing; one \
            exposing its field, handing it another delegate or answering Return is left alone. \
            A controller that makes itself the delegate of the one field a view of the app's own \
            wraps (`nameView.textField.delegate = self`) holds that view as a field, whatever it is called. \
            A UIKit view (a form a controller shows) whose text fields a factory of the app's makes, \
            each given a new delegate of the app's own that answers no Return (assigned, or handed \
            to the field class's setter, `field.setCustomDelegate(FieldFilter())`), is a form whose \
            Return does nothing when it holds a button named for submitting (`saveButton`) and no \
            other file's code gives its fields a delegate or a Return action. \
            A `UIViewRepresentable` whose `makeUIView` makes a `UITextView` (whatever it is named), \
            gives its field a keyboard without a Return key (`field.keyboardType = .decimalPad`) or an \
            `inputView` is no field that takes Return. A UIKit property that keeps an alert's field (given \
            the field `addTextField` hands its closure, or read from the alert's `textFields`) is no field \
            of the screen. Pop-ups a UIKit class builds in code and shows one at a time are forms of \
            their own, apart from each other and from the page (see `missing-focus-transition`). A plain and a \
            secure input editing the same text are one field, and so are the inputs of one value \
            asked in two cases of a `switch` (a PIN when changing the phone or the mailbox), each \
            shown with its case's other fields; inputs whose bindings end in one name are not \
            (`$form.email.value`, `$form.password.value`: each is named by the end of its path that \
            differs, `email.value`). A private helper called once per field (`entry(.street)`, \
            `entry(.city)`) makes one field per call, each editing what its call chooses \
            (`kind == .street ? $street : $city`), also when it lays the input over a background \
            (`.overlay(ZStack { … })`). A body handed to a type's factory \
            (`Screen.withSpinner(isBusy: busy) { content }`) is read in place. A view whose `if`/`else` or `switch` arms show \
            different fields (a sign-in and a register tab, the steps of a wizard, the fields of one \
            kind of result) shows one form per arm, each judged with the fields around it and each \
            noted at its own first field; arms showing the same fields (`if #available`, a password \
            and its revealed twin, the tvOS copy of the iOS fields, one view built in each arm) are \
            one form, and so are the arms of a `switch` or `if` on a `ForEach` row's element (each \
            row shows the input its entry's kind asks for, in the view the row is handed to: an \
            email row, then two password rows), whose order only the data knows: no routing is \
            offered for it. Beside the largest set of fields shown together, a block shown on a \
            condition of its own that asks for a credential or that a control waits for (the \
            account a server asks for before Retry is enabled) is a form of its own, noted at its \
            first field. Only forms whose fields are filled in \
            one go and submitted together count: a secure field (a credential), two fields asking for \
            personal data (`.textContentType(.username)`, `.postalCode`), a button or method that \
            submits (`Save`, `Sign In`, `Update`, `loginTapped()`, a Next link's label, a button showing \
            only a checkmark; in UIKit also a method reading \
            several fields' text together, and a button's action reading them through the methods \
            of the class it calls, each checking one field), a control enabled or \
            shown only once two of the fields are filled (`.disabled(url.isEmpty || key.isEmpty)`), \
            fields editing the parts of one `@Binding` value the caller hands in (a record's \
            editor: `$draft.name`, `$draft.note`) or copying each change into one object the view \
            is handed (`.onChange(of: city) { order.city = city }` with `@EnvironmentObject var order`: \
            a step of a flow whose parent holds the Next button), three or more fields one after \
            another in a view without focus state, nothing between them and none committed on its \
            own (an empty `onCommit:` closure commits nothing) (a résumé's name, mail, phone: details \
            typed in turn, saved by a button or not; not \
            settings: in a view named for them, values kept in a defaults store and saved as typed \
            (`@AppStorage`, an object's `@UserDefault` properties), or a block beside a toggle), the \
            fields of one `ForEach` row editing parts of the row's element one after another, nothing \
            between them (`$header.name`, then `$header.value`: a record per row), a SwiftUI view named for adding, creating or editing \
            one record or for a form (`AddWalletView`, `EditListView`, `AddressFormFields`: its Save \
            may live in a hosting controller; a `…SettingsView` is not), or a field whose Return submits. Fields of the screens a `NavigationLink` pushes are not \
            this screen's. A field on a number pad has no Return key to leave by, but is a step to \
            reach from the field with a Return key just before it: in a form asking for a credential \
            (a handle, then a secure code on a keypad), and in one saved together (a title, then a \
            target on a number pad, with or without a focus state that only sets the first focus), unless a button parts the two (a mail, Send me a code, then the \
            code), the pad is shown only once the other is sent, or it asks for a code the user is \
            sent (`smsCode`, `.oneTimeCode`); so \
            are the rows of a `ForEach` after a field when a control waits for both (a question, then \
            its answers, before Create). Fields in `if` blocks after the form's fields are steps of it \
            whenever shown when there is one block, when the blocks share a condition, or when each \
            tests one value (`if kind != .list { description }`, `if kind == .list { color }`), also \
            when one tests nothing but the value and another its opposite and a flag besides \
            (`if type == .credit { limit }`, `if !isEditing && type != .credit { balance }`); blocks \
            each behind a flag of their own are options. A number pad in every one of such \
            alternatives (or in each arm of an `if`/`else`) is a step after the field before them. A \
            field shown only while a toggle of the view is on, beside fields always \
            shown (an option the user opts into), one shown on a choice of the picker just before it (a \
            new category's name once "New…" is picked), or filled in by the view when another changes \
            (`.onChange(of: key)`; one left empty when the other holds none, `?? ""`, is typed in turn) \
            is no step of the form, nor is an input disabled for good (`.disabled(true)` on it, on the \
            call of a view wrapping it, inside that view or on a container around it: a read-only \
            review of scanned data is no form; `.disabled(condition)` may let it be typed in), nor is a UIKit field whose tap opens another \
            screen to choose its value (its `.touchDown` target pushes a place search). A view \
            without focus state whose fields come in sections parted by buttons, each section saved \
            by a button of its own that reads some of its values and none of the others' (a settings list: the \
            name with its Change button, the password and new email with theirs, the three \
            passwords with theirs), is one form per section, each noted at its own first field; a \
            section of one field is none. Settings \
            screens of independent fields (each committed by its own handler, each behind its own \
            toggle, or outnumbered by the pickers and toggles between them; the dates of a record, an \
            event's start and end, are not such controls), search fields (labelled \
            `.search`, titled for a search, `"Search for an address…"`, or whose own `.onSubmit` runs \
            one: no step of a form beside them, which is reported at its own first field), the boxes \
            of a code typed a character each (a PIN, a one-time code) where every box but the last \
            moves focus on in its own `.onChange` once its character is typed (the change tests that \
            the text holds one, `digit.count == 1`, or the box asks for `.oneTimeCode`), galleries of controls (a SwiftUI view whose name ends in `Playground`, `Gallery`, \
            `Showcase`, `Catalog` or `Preview`, and has no word of a form: one of each input shown as a sample; \
            a preview showing a screen of the app shows that screen's form), \
            forms with a keyboard toolbar that may move focus (one whose buttons only \
            drop it is no way on; in UIKit also IQKeyboardManager's Previous/Next toolbar, where \
            some type of the app turns the manager on and never off, as an app delegate does, \
            unless the form's own class turns it off or hides Previous and Next, another type \
            turns it off for good, or `disabledToolbarClasses` names the class) and code never built for iOS (`#if \
            os(tvOS)`; a file only the Xcode project's macOS, tvOS or watchOS targets compile, or \
            that a multiplatform target compiles for the Mac only, or of a package naming only those \
            platforms; a tvOS or Mac target's folder; a file in a folder named for the Mac whose \
            types are named for it too, `macosHostForm`, whatever the build files compile; a Mac app's file \
            importing AppKit and not UIKit) are left alone, and so is a form whose handler exists \
            but is blocked (`blocked-submit-handler` reports that), and one whose field before the last \
            runs on Return, through a handler of its own, no later field's, what a button of the view \
            runs (a quick-add row: the name's Return adds the entry as the Add button does, the weight \
            after it keeps its default). Such a form was never meant to \
            walk on Return, so it gets a hint, not the warning `missing-focus-transition` gives a \
            form whose routing has a hole.
            """,
        whyIsThisBad: """
            On every field, Return drops the keyboard; filling the form means tapping each field in \
            turn. Users of forms that advance on Return (sign-in, sign-up, checkout) notice.
            """,
        fix: """
            Plumb the chain: an `.onSubmit` with a `switch` over the focus state that moves each \
            field to the next and submits from the last (UIKit: `textFieldShouldReturn(_:)` with a \
            `switch` over the fields). This changes behaviour, so the fix is unsafe. A view without \
            focus state gets no fix: it needs a focus state first.
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
                        Button("Save address", action: save)
                    }
                    .onAppear { focus = .name }
                }

                func save() {}
            }
            """,
            """
            struct ServerLogin: View {
                @State private var account = ""
                @State private var secret = ""

                var body: some View {
                    Form {
                        ↓TextField("Account", text: $account)
                        SecureField("Secret", text: $secret)
                    }
                }
            }
            """,
            """
            struct DeliveryAddress: View {
                @State private var street = ""
                @State private var zip = ""

                var body: some View {
                    VStack {
                        ↓TextField("Street", text: $street).textContentType(.fullStreetAddress)
                        TextField("ZIP", text: $zip).textContentType(.postalCode)
                    }
                }
            }
            """,
            """
            struct VaultLogin: View {
                @State private var user = ""
                @State private var secret = ""
                let asksSecret: Bool

                var body: some View {
                    Form {
                        ↓TextField("User", text: $user)
                        if asksSecret {
                            SecureField("Secret", text: $secret)
                        }
                    }
                }
            }
            """,
            """
            struct InviteCard: View {
                @State private var guest = ""
                @State private var email = ""

                var body: some View {
                    VStack {
                        ↓TextField("Guest", text: $guest)
                        TextField("Email", text: $email)
                            .onSubmit { invite() }
                    }
                }

                func invite() {}
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
                        Button("Save address", action: save)
                    }
                    .onSubmit {
                        switch focus {
                        case .name: focus = .street
                        case .street: focus = .city
                        default: save()
                        }
                    }
                }

                func save() {}
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
                        Button("Save", action: save)
                    }
                }

                func save() {}
            }
            """,
            """
            struct ReaderSettings: View {
                @AppStorage("nickname") private var nickname = ""
                @AppStorage("feedURL") private var feedURL = ""

                var body: some View {
                    Form {
                        Section("Profile") { TextField("Nickname", text: $nickname) }
                        Section("Feed") { TextField("Feed URL", text: $feedURL) }
                        Button("Clear cache") { clearCache() }
                    }
                }

                func clearCache() {}
            }
            """,
            """
            struct SyncSettings: View {
                enum Field { case device, folder }
                @FocusState private var focus: Field?
                @State private var device = ""
                @State private var folder = ""

                var body: some View {
                    Form {
                        TextField("Device name", text: $device).focused($focus, equals: .device)
                            .onSubmit { renameDevice() }
                        TextField("Folder", text: $folder).focused($focus, equals: .folder)
                            .onSubmit { moveFolder() }
                    }
                }

                func renameDevice() {}
                func moveFolder() {}
            }
            """,
            """
            struct AlertOptions: View {
                @State private var name = ""
                @State private var mailOn = false
                @State private var smsOn = false
                @State private var mail = ""
                @State private var phone = ""

                var body: some View {
                    Form {
                        TextField("Name", text: $name)
                        Toggle("Mail alerts", isOn: $mailOn)
                        if mailOn { TextField("Mail", text: $mail) }
                        Toggle("SMS alerts", isOn: $smsOn)
                        if smsOn { TextField("Phone", text: $phone) }
                        Button("Save", action: save)
                    }
                }

                func save() {}
            }
            """,
            """
            struct CouchLogin: View {
                @State private var account = ""
                @State private var secret = ""

                var body: some View {
                    #if os(tvOS)
                    VStack {
                        TextField("Account", text: $account)
                        SecureField("Secret", text: $secret)
                    }
                    #else
                    PhoneLogin()
                    #endif
                }
            }
            """,
            """
            import AppKit
            import SwiftUI

            struct DeskLogin: View {
                @State private var account = ""
                @State private var secret = ""

                var body: some View {
                    VStack {
                        TextField("Account", text: $account)
                        SecureField("Secret", text: $secret)
                    }
                }
            }
            """,
            """
            struct LibrarySearch: View {
                @State private var query = ""
                @State private var shelf = ""

                var body: some View {
                    VStack {
                        TextField("Search", text: $query).submitLabel(.search)
                        TextField("Shelf", text: $shelf)
                        Button("Add shelf", action: addShelf)
                    }
                }

                func addShelf() {}
            }
            """,
            """
            struct PinnedSignUp: View {
                enum Field { case name, email }
                @FocusState private var focus: Field?
                @State private var name = ""
                @State private var email = ""

                var body: some View {
                    Form {
                        TextField("Name", text: $name).focused($focus, equals: .name)
                        SecureField("Email", text: $email).focused($focus, equals: .email)
                    }
                    .submitScope()
                    .onSubmit {
                        switch focus {
                        case .name: focus = .email
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
                struct ShippingForm: View {
                    enum Field { case name, street }
                    @FocusState private var focus: Field?

                    var body: some View {
                        Form {
                            TextField("Name", text: $name).focused($focus, equals: .name)
                            TextField("Street", text: $street).focused($focus, equals: .street)
                            Button("Save", action: save)
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
                            Button("Save", action: save)
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
        let model = context.model
        let blockedHandlers = BlockedSubmitHandler.blockedHandlers(in: model)
        // A keyboard toolbar whose Done only drops focus offers no way on either.
        // Boxes of a code that move focus on as each character is typed are no form to route.
        // A sheet's fields bound to the same state answer their own Return: this screen's form is whole.
        // IQKeyboardManager's toolbar, which the app turns on for every screen, moves between the fields.
        for bound in model.chains where (!bound.hasFieldsElsewhere || bound.hasFieldsOnlyOnPresentedScreens) && !bound.isCodeEntry
            && (!bound.hasKeyboardAccessory || bound.keyboardAccessoryOnlyDismisses) && !bound.showsKeyboardManagerToolbar {
            let chain = bound.withUnboundInputs
            guard !chain.showsRoutingIntent || chain.submitsFromEveryField else { continue }
            // A handler that exists but never runs is routing intent: `blocked-submit-handler` reports it.
            if blockedHandlers.contains(where: { chain.extent.contains($0.handler.lowerBound) }) { continue }
            // Fields sharing one `Bool` state (one that only drops the keyboard) are told apart by
            // what they edit: nothing routes between them, and nothing could before each has a state.
            let forms = chain.formsOfOneChain(notForIOS: model.codeNotForIOS).filter { form in
                chain.stateKind == .value || Set(form.map(\.target)).count > 1
                    || Self.isToldApartByText(form) && !Self.endsEditingOnPurpose(form)
            }
            for (index, form) in forms.enumerated() {
                guard let first = form.first else { continue }
                let sharesOneState = chain.stateKind != .value && Set(form.map(\.target)).count == 1
                // Routing written for inputs whose definition is out of sight could miss their own
                // handling; an input bound to no state needs one before anything can route to it.
                let unbound = form.contains { field in bound.unboundInputs.contains { $0.isSame(as: field) } }
                // Routing is written as `case .name:`; a state of numbers (`equals: 2`) has no cases to name.
                let numbered = form.contains { $0.target.name.allSatisfy(\.isNumber) }
                // Rows of a `ForEach` have no one case to name in a `switch`, and rows each showing
                // the arm its element chooses come in an order only the data knows.
                let rows = form.contains(where: \.isDynamicGroup) || chain.fields.contains { field in
                    field.branch.contains(where: \.isChosenPerRow) && form.contains { $0.isSame(as: field) }
                }
                // One `.onSubmit` routes the whole chain: it is offered once, on the first form.
                let offersFix = index == 0 && !form.contains(where: \.isOpaque) && !unbound && !numbered && !rows && !sharesOneState
                let fix = offersFix ? context.fixes(for: bound).routingFix(for: first, in: bound) : nil
                context.report(
                    self, message(for: form, unfocused: false, byEditedText: sharesOneState), at: first.range,
                    related: [RelatedLocation(range: chain.declaration, message: "the chain's focus is declared here")],
                    fixes: fix.map { [$0] } ?? []
                )
            }
        }
        for chain in model.unfocusedForms where !chain.showsRoutingIntent && !chain.hasKeyboardAccessory {
            if blockedHandlers.contains(where: { chain.extent.contains($0.handler.lowerBound) }) { continue }
            for form in chain.formsOfOneChain(notForIOS: model.codeNotForIOS) {
                guard let first = form.first else { continue }
                // A helper making several of the fields is one place for them all: the note goes where the form calls it.
                // The same view built in each arm of an `if` (in a scroll view on small screens, plainly on
                // others) shows its fields once: the note stays at the field.
                let madeByOneHelper = form.contains { $0.range == first.range && !$0.isSame(as: first) && !$0.excludes(first) }
                context.report(
                    self, message(for: form, unfocused: true), at: madeByOneHelper ? first.firstCall ?? first.range : first.range,
                    related: chain.commitActions.prefix(1).map { RelatedLocation(range: $0, message: "the form is submitted here") }
                )
            }
        }
    }

    /// Whether every field of `form` says what it edits and two edit different texts: fields one
    /// `Bool` state binds alike are still told apart.
    private static func isToldApartByText(_ form: [ChainField]) -> Bool {
        form.allSatisfy { $0.editedText != nil } && Set(form.map(\.editedTextOrTarget)).count > 1
    }

    /// Whether a field of `form` with a Return key and a field after it is labelled Done by its
    /// author (`.submitLabel(.done)`), or by a label chosen at run time (a wrapper's parameter):
    /// with one `Bool` kept to drop the keyboard, ending editing there may be what the key says.
    private static func endsEditingOnPurpose(_ form: [ChainField]) -> Bool {
        form.dropLast().contains { field in
            guard field.keyboard?.hasNoReturnKey != true, let label = field.label else { return false }
            return label.value == nil || label.value == "done" && (label.range != nil || label.setBy != nil)
        }
    }

    /// "Return moves focus nowhere in this form (`a`, `b` and 2 more)", each field named once (one
    /// field in two `if #available` arms is one field); `byEditedText`: the fields share one focus
    /// value, so each is one by what it edits.
    private static func message(for form: [ChainField], unfocused: Bool, byEditedText: Bool = false) -> String {
        // One slot, one name: a field shown instead of one already named (the other arm of an `if`) is that field.
        let isOneField = { (a: ChainField, b: ChainField) in byEditedText ? a.editedTextOrTarget == b.editedTextOrTarget : a.target == b.target }
        var named: [ChainField] = []
        for field in form where !named.contains(where: { isOneField($0, field) || $0.excludes(field) || $0.isOtherWayOfShowing(field) }) {
            named.append(field)
        }
        // A field is named after what it edits (`name` for `$draft.name`, also when bound to a
        // number, `equals: 2`), else after its focus value; fields editing values of one name (each
        // row's `$entry.value`) are named after their focus values.
        let spoken = named.map { byEditedText || $0.target.name.allSatisfy(\.isNumber) ? $0.editedValueName : $0.spokenName }
        let names = zip(named, spoken).map { field, name in
            let isShared = spoken.filter { $0 == name }.count > 1 && !field.target.name.allSatisfy(\.isNumber)
            let told = byEditedText ? (field.editedText ?? name).filter { $0 != "$" && !$0.isWhitespace } : field.target.name
            return "`\(isShared ? told : name)`"
        }
        let listed = names.count > 3 ? names.prefix(2).joined(separator: ", ") + " and \(names.count - 2) more" : names.joined(separator: ", ")
        let plumbing = unfocused ? ", which has no focus state" : ""
        // A number pad has no Return key: the fields before it are to lead to it, not it onwards.
        let from = form.contains { $0.keyboard?.hasNoReturnKey == true } ? "each field with a Return key" : "each field"
        return "Return moves focus nowhere in this form (\(listed))\(plumbing); route it from \(from) to the next"
    }
}
