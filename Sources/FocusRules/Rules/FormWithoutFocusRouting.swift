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
            `textFieldShouldReturn(_:)` handles none of them. A view without focus state includes the \
            inputs of the views of its file it shows (a form split into sections), a view with one \
            includes the inputs no focus state binds (a focus state that only styles the password); \
            an input whose \
            definition is out of sight counts when its name says it is one (`ThemeTextField`), and \
            one handed what Return does (`onCommit:`, `nextId:`) is taken to route. A plain and a \
            secure input editing the same text are one field. Only forms whose fields are filled in \
            one go and submitted together count: a secure field (a credential), two fields asking for \
            personal data (`.textContentType(.username)`, `.postalCode`), a button or method that \
            submits (`Save`, `Sign In`, `loginTapped()`, a Next link's label; in UIKit also a method reading \
            several fields' text together), a control enabled or \
            shown only once two of the fields are filled (`.disabled(url.isEmpty || key.isEmpty)`), \
            fields editing the parts of one `@Binding` value the caller hands in (a record's \
            editor: `$draft.name`, `$draft.note`), or a field whose Return submits. Fields of the screens a `NavigationLink` pushes are not \
            this screen's. Settings \
            screens of independent fields (each committed by its own handler, each behind its own \
            toggle), search fields, forms with a keyboard toolbar that may move focus (one whose buttons only \
            drop it is no way on) and code never built for iOS (`#if \
            os(tvOS)`, a tvOS target's folder) are left alone, and so is a form whose handler exists \
            but is blocked (`blocked-submit-handler` reports that). Such a form was never meant to \
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
        // IQKeyboardManager puts Previous/Next buttons above the keyboard of every field.
        if context.file.mentions("IQKeyboard") { return }
        let blockedHandlers = BlockedSubmitHandler.blockedHandlers(in: model)
        // A keyboard toolbar whose Done only drops focus offers no way on either.
        for bound in model.chains where !bound.hasFieldsElsewhere && (!bound.hasKeyboardAccessory || bound.keyboardAccessoryOnlyDismisses) {
            let chain = bound.withUnboundInputs
            guard !chain.showsRoutingIntent || chain.submitsFromEveryField else { continue }
            // A handler that exists but never runs is routing intent: `blocked-submit-handler` reports it.
            if blockedHandlers.contains(where: { chain.extent.contains($0.handler.lowerBound) }) { continue }
            guard let form = fieldsOfOneForm(chain, context) else { continue }
            // Fields sharing one `Bool` state cannot be told apart: nothing could route between them.
            guard chain.stateKind == .value || Set(form.map(\.target)).count > 1, let first = form.first else { continue }
            // Routing written for inputs whose definition is out of sight could miss their own
            // handling; an input bound to no state needs one before anything can route to it.
            let unbound = form.contains { field in bound.unboundInputs.contains { $0.isSame(as: field) } }
            // Routing is written as `case .name:`; a state of numbers (`equals: 2`) has no cases to name.
            let numbered = form.contains { $0.target.name.allSatisfy(\.isNumber) }
            let fix = form.contains(where: \.isOpaque) || unbound || numbered ? nil : context.fixes(for: bound).routingFix(for: first, in: bound)
            context.report(
                self, message(for: form, unfocused: false), at: first.range,
                related: [RelatedLocation(range: chain.declaration, message: "the chain's focus is declared here")],
                fixes: fix.map { [$0] } ?? []
            )
        }
        for chain in model.unfocusedForms where !chain.showsRoutingIntent && !chain.hasKeyboardAccessory {
            if blockedHandlers.contains(where: { chain.extent.contains($0.handler.lowerBound) }) { continue }
            guard let form = fieldsOfOneForm(chain, context), let first = form.first else { continue }
            context.report(
                self, message(for: form, unfocused: true), at: first.range,
                related: chain.commitActions.prefix(1).map { RelatedLocation(range: $0, message: "the form is submitted here") }
            )
        }
    }

    /// "Return moves focus nowhere in this form (`a`, `b` and 2 more)", each field named once (one
    /// field in two `if #available` arms is one field).
    private static func message(for form: [ChainField], unfocused: Bool) -> String {
        // One slot, one name: a field shown instead of one already named (the other arm of an `if`) is that field.
        var named: [ChainField] = []
        for field in form where !named.contains(where: { $0.target == field.target || $0.excludes(field) || $0.isOtherWayOfShowing(field) }) {
            named.append(field)
        }
        // A field bound to a number (`equals: 2`) is named after what it edits.
        let names = named.map { "`\($0.target.name.allSatisfy(\.isNumber) ? $0.editedValueName : $0.target.name)`" }
        let listed = names.count > 3 ? names.prefix(2).joined(separator: ", ") + " and \(names.count - 2) more" : names.joined(separator: ", ")
        let plumbing = unfocused ? ", which has no focus state" : ""
        return "Return moves focus nowhere in this form (\(listed))\(plumbing); route it from each field to the next"
    }

    /// The single-line fields of `chain` that are filled in one go and submitted together, in chain
    /// order; nil when the chain is no such form. The form must show it: a secure field (a
    /// credential), two fields asking for personal data (`.textContentType(.username)`,
    /// `.postalCode`), a button or method that commits (`Save`, `Sign In`, `loginTapped()`), a
    /// control enabled or shown only once two of the fields are filled, fields editing the parts of
    /// one value the caller hands in (`$draft.name`, `$draft.note`), or a field whose Return
    /// submits. Fields each committed by their own handler, fields each behind
    /// their own toggle, search fields and code never built for iOS are independent: a settings
    /// screen, not a form.
    private static func fieldsOfOneForm(_ chain: FocusChain, _ context: RuleContext) -> [ChainField]? {
        // A view named for a text input is taken at its word, as in a view without focus state.
        let checkable = chain.fields.filter { field in
            field.takesReturn && !field.isDynamicGroup && (!field.isOpaque || field.isNamedTextInput) && !field.hasInputView
                && field.keyboard?.hasNoReturnKey != true && !field.isShownOnlyOnceFilled
        }
        guard checkable.allSatisfy({ !$0.outcome.isUnknown }) else { return nil }
        let fields = checkable.filter { $0.label?.value != "search" && $0.keyboard?.value != "webSearch" }
        // The arm of an `#if os(watchOS)` beside the iOS one holds fields no iPhone shows; it still
        // tells that the iOS arm's field is one slot.
        let onIOS = fields.filter { field in !context.model.codeNotForIOS.contains { $0.contains(field.range.lowerBound) } }
        guard let first = onIOS.first, onIOS.contains(where: { !$0.isSame(as: first) && !$0.excludes(first) }) else { return nil }
        let together = fieldsShownTogether(fields).filter { field in onIOS.contains { $0.isSame(as: field) } }
        // Inputs editing the same text are one field shown two ways (plain and secure).
        guard Set(together.map(\.editedTextOrTarget)).count >= 2 else { return nil }
        let committing = together.filter(\.outcome.endsWithWork)
        let ownCommits = Set(committing.map { $0.outcome.handlers.first?.lowerBound ?? -1 })
        if committing.count >= 2 && ownCommits.count == committing.count { return nil }
        let personal = together.filter { $0.contentType.map(personalContentTypes.contains) == true }
        let values = Set(together.map(\.editedValueName))
        let awaitedTogether = chain.actionConditions.contains { values.intersection($0).count >= 2 }
        // Parts of one value the caller hands in to edit (`$draft.name`, `$draft.note`): one record.
        let records = Set(together.map { $0.handedRecord(among: Set(chain.handedValues)) })
        let editsOneRecord = records.count == 1 && !records.contains(nil)
        let isSequential = together.contains(where: \.isSecure) || personal.count >= 2 || !chain.commitActions.isEmpty || !committing.isEmpty
            || awaitedTogether || editsOneRecord
        return isSequential ? together : nil
    }

    /// The largest set of fields shown together: in the same `if` arms, so that no toggle shows one
    /// without the others (a field per toggled card, an inline editor opened under a form, is never
    /// part of another card's form), joined by the fields of one optional block inside those arms
    /// (`if !usesToken { SecureField(…) }`) when it is the only one, or by those of blocks shown on
    /// one shared condition (`if isEditing || …`). Arms that each hold the same
    /// field (`if #available`, a secure field and its revealed twin) are one slot, not a toggle.
    private static func fieldsShownTogether(_ fields: [ChainField]) -> [ChainField] {
        let groups = Dictionary(grouping: fields) { field in
            field.branch.filter { step in
                !fields.contains { other in
                    (other.target == field.target || other.isOtherWayOfShowing(field))
                        && other.branch.contains { $0.statement == step.statement && $0.arm != step.arm }
                }
            }
        }
        let best = groups.max { a, b in
            let (countA, countB) = (Set(a.value.map(\.target)).count, Set(b.value.map(\.target)).count)
            return countA < countB || (countA == countB && a.value[0].range.lowerBound > b.value[0].range.lowerBound)
        }
        guard let best else { return [] }
        let optional = groups.filter { $0.key.count > best.key.count && $0.key.starts(with: best.key) }
        let blocks = Set(optional.keys.map { $0[best.key.count] })
        // Blocks shown on one shared condition (`if isEditing || !number.isEmpty`, `if isEditing ||
        // !website.isEmpty`) are one toggle, not one each.
        let shared = blocks.reduce(Set(blocks.first?.shownWhenAny ?? [])) { $0.intersection($1.shownWhenAny) }
        let oneToggle = blocks.allSatisfy { $0.arm == 0 } && !shared.isEmpty
        guard Set(blocks.map(\.statement)).count == 1 || oneToggle else { return best.value }
        return fields.filter { field in best.value.contains { $0.isSame(as: field) } || optional.values.contains { $0.contains { $0.isSame(as: field) } } }
    }

    /// Content types that ask for a person's data: forms filled in one go.
    static let personalContentTypes: Set<String> = [
        "username", "password", "newPassword", "oneTimeCode", "emailAddress", "name", "givenName", "familyName", "middleName",
        "nickname", "namePrefix", "nameSuffix", "organizationName", "jobTitle", "telephoneNumber", "fullStreetAddress",
        "streetAddressLine1", "streetAddressLine2", "addressCity", "addressState", "addressCityAndState", "sublocality",
        "postalCode", "countryName", "creditCardNumber", "birthdate", "birthdateDay", "birthdateMonth", "birthdateYear",
    ]
}

extension FocusChain {
    /// UIKit: `textFieldShouldReturn(_:)` ends editing in every field after doing some work there
    /// (validating, saving) and moves focus nowhere: it routes nothing, as a shared
    /// `.onSubmit { save() }` routes nothing. A field it leaves with nothing done is
    /// `missing-focus-transition`'s to report, not the form's.
    fileprivate var submitsFromEveryField: Bool {
        framework == .uiKit && !routesReturn && checkableFields.allSatisfy { !$0.outcome.goesNowhere && !$0.outcome.handlers.isEmpty }
    }

    /// The chain with the inputs of its view that no focus state binds, in layout order: the form
    /// the user fills in, whichever of its fields the focus state styles.
    fileprivate var withUnboundInputs: FocusChain {
        guard !unboundInputs.isEmpty else { return self }
        var whole = self
        whole.fields = (fields + unboundInputs).sorted { $0.range.lowerBound < $1.range.lowerBound }
        return whole
    }
}

extension ChainField {
    /// What the field edits, else its target: a plain and a secure input of one text are one field.
    fileprivate var editedTextOrTarget: String {
        editedText.map { "text " + $0 } ?? target.name
    }

    /// Shown only once its own text is there (`if !barcode.isEmpty { TextField(text: $barcode) }`):
    /// filled elsewhere (a scan, another field), never typed in the form's sequence.
    fileprivate var isShownOnlyOnceFilled: Bool {
        branch.contains { step in
            step.arm == 0 && step.requires.contains { condition in
                guard condition.hasPrefix("!"), condition.hasSuffix(".isEmpty") else { return false }
                let tested = condition.dropFirst().dropLast(".isEmpty".count)
                return tested.split(separator: ".").last.map(String.init) == editedValueName
            }
        }
    }

    /// The handed-in value whose part the field edits: `draft` for `$draft.name` when `draft` is
    /// one of `handed`; nil for anything else (`$name`, `$store.name`).
    fileprivate func handedRecord(among handed: Set<String>) -> String? {
        let path = editedText?.filter { $0 != "$" && !$0.isWhitespace }.split(separator: ".") ?? []
        guard path.count >= 2, handed.contains(String(path[0])) else { return nil }
        return String(path[0])
    }

    /// The name of the value the field edits (`url` for `$draft.url`), else its target: what a
    /// control's condition names when it waits for the field.
    fileprivate var editedValueName: String {
        guard let last = editedText?.split(separator: ".").last else { return target.name }
        return String(last.filter { $0 != "$" && !$0.isWhitespace })
    }
}
