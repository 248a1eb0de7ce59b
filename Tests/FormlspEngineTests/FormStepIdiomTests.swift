import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Steps of a flow with no focus plumbing (a wizard's page, a sheet asking for two values before
/// Next) against settings screens whose rows push an editor each: the first is one form filled in
/// one go, the second holds no field of its own.
@Suite struct FormStepIdiomTests {
    /// A wizard page: two fields, each in its own section, and a link to the next page whose label
    /// is a button view of the app's own; `nextLabel` is that label.
    static func wizardPage(nextLabel: String) -> MarkedText {
        MarkedText("""
            struct ServerStep: View {
                @ObservedObject var draft: ServerDraft

                var body: some View {
                    Form {
                        Section {
                            1️⃣TextField("Host", text: $draft.host)
                        } header: {
                            Text("Host")
                        }
                        Section {
                            TextField("Token", text: $draft.token)
                        } header: {
                            Text("Token")
                        }
                        Section {
                            NavigationLink {
                                SummaryStep(draft: draft)
                            } label: {
                                \(nextLabel)
                            }
                        }
                    }
                }
            }
            """)
    }

    @Test(arguments: ["ProceedNextButtonView()", "FinishCreateButtonView()"])
    func aWizardPagesFieldsBeforeItsNextLinkAreOneForm(label: String) throws {
        let page = Self.wizardPage(nextLabel: label)
        let note = try #require(formNotes(page.text).first)
        #expect(note.range.lowerBound == page["1️⃣"])
    }

    /// A link whose label names no step on (`About`) submits nothing: two values side by side.
    @Test func aLinkNamingNoStepOnMakesNoForm() {
        #expect(formNotes(Self.wizardPage(nextLabel: "AboutRowView()").text).isEmpty)
    }

    /// A settings screen whose rows each push an editor screen: the editors' fields are on other
    /// screens, never fields of this one, whatever this screen's buttons say.
    @Test func fieldsOfPushedEditorsAreNoFieldsOfTheScreen() {
        let source = """
            struct AccountSettings: View {
                @ObservedObject var account: Account

                var body: some View {
                    Form {
                        NavigationLink {
                            ValueEditor(value: $account.nickname)
                        } label: {
                            Text("Nickname")
                        }
                        NavigationLink("Password") {
                            SecretEditor(value: $account.password)
                        }
                        TextButtonView("Log in") { account.logIn() }
                    }
                }
            }

            private struct ValueEditor: View {
                @Binding var value: String

                var body: some View {
                    Form { TextField("Value", text: $value) }
                }
            }

            private struct SecretEditor: View {
                @Binding var value: String

                var body: some View {
                    Form { SecureField("Value", text: $value) }
                }
            }
            """
        #expect(formNotes(source).isEmpty)
    }

    /// The same screen with the editors shown in place: one form of a name and a secret.
    @Test func theSameEditorsShownInPlaceAreOneForm() {
        let source = """
            struct AccountSettings: View {
                @ObservedObject var account: Account

                var body: some View {
                    Form {
                        ValueEditor(value: $account.nickname)
                        SecretEditor(value: $account.password)
                        TextButtonView("Log in") { account.logIn() }
                    }
                }
            }

            private struct ValueEditor: View {
                @Binding var value: String

                var body: some View {
                    TextField("Value", text: $value)
                }
            }

            private struct SecretEditor: View {
                @Binding var value: String

                var body: some View {
                    SecureField("Value", text: $value)
                }
            }
            """
        #expect(formNotes(source).count == 1)
    }

    /// A section view holding two plain fields of its own is a part of the caller's form, not one
    /// input: the caller's form holds both of its fields.
    @Test func aSectionOfTwoAlikeFieldsGivesTheCallersFormBoth() throws {
        let source = MarkedText("""
            struct EndpointStep: View {
                @ObservedObject var draft: EndpointDraft

                var body: some View {
                    Form {
                        EndpointFields(draft: draft)
                        Button("Next", action: next)
                    }
                }

                func next() {}
            }

            struct EndpointFields: View {
                @ObservedObject var draft: EndpointDraft

                var body: some View {
                    Section {
                        1️⃣TextField("Address", text: $draft.address)
                    }
                    Section {
                        TextField("Stream", text: $draft.stream)
                    }
                }
            }
            """)
        let note = try #require(formNotes(source.text).first)
        #expect(note.range.lowerBound == source["1️⃣"])
        #expect(note.message.contains("(`address`, `stream`)"), "\(note.message)")
    }

    /// A step whose only control waits for fields to be filled; `condition` is what it waits for.
    static func gatedStep(_ gate: String) -> MarkedText {
        MarkedText("""
            struct PairingStep: View {
                @State private var device = ""
                @State private var code = ""

                private func proceedDisabled() -> Bool {
                    device.isEmpty || code.count < 6
                }

                var body: some View {
                    Form {
                        Section { 1️⃣TextField("Device", text: $device) }
                        Section { TextField("Code", text: $code) }
                        \(gate)
                    }
                }
            }
            """)
    }

    /// A control enabled, or shown, only once both fields are filled takes them together.
    @Test(arguments: [
        "NavigationLink(\"Onward\") { PairedView() }.disabled(proceedDisabled())",
        "Button(\"Pair\") {}.disabled(device.isEmpty || code.isEmpty)",
        "if !device.isEmpty, !code.isEmpty { Button(\"Check\") {} }",
    ])
    func aControlWaitingForBothFieldsMakesThemOneForm(gate: String) throws {
        let step = Self.gatedStep(gate)
        let note = try #require(formNotes(step.text).first, "\(gate)")
        #expect(note.range.lowerBound == step["1️⃣"])
    }

    /// A control waiting for one field, or shown on something else, ties nothing together.
    @Test(arguments: [
        "Button(\"Check\") {}.disabled(code.isEmpty)",
        "if isOnline { Button(\"Check\") {} }",
        "Text(device).opacity(device.isEmpty || code.isEmpty ? 0 : 1)",
    ])
    func aControlWaitingForOneFieldMakesNoForm(gate: String) {
        #expect(formNotes(Self.gatedStep(gate).text).isEmpty, "\(gate)")
    }

    /// A sheet of the app's own handed the work it runs on submit beside its content: the content's
    /// fields are submitted together. A container of two view builders submits nothing.
    @Test(arguments: [
        ("try await store.rename(id, name: name, note: note)", true),
        ("Text(\"Rename\")", false),
    ])
    func aContainerHandedTheWorkOfItsContentSubmitsIt(work: String, noted: Bool) {
        let source = """
            struct RenameSheet: View {
                @State private var name = ""
                @State private var note = ""
                let id: Int

                var body: some View {
                    EditingSheet("Rename") {
                        \(work)
                    } content: {
                        Section {
                            TextField("Name", text: $name)
                            TextField("Note", text: $note)
                        }
                    }
                }
            }
            """
        #expect(formNotes(source).isEmpty != noted, "\(work)")
    }

    /// A form written twice, once for the watch: the iPhone's copy is a form all the same, and the
    /// note points at it; a form written only for the watch gets nothing.
    @Test func theIOSArmBesideAWatchArmIsAForm() throws {
        let source = MarkedText("""
            struct CampusLogin: View {
                @State private var user = ""
                @State private var secret = ""

                var body: some View {
                    Form {
                        #if os(watchOS)
                        TextField("User", text: $user)
                        SecureField("Secret", text: $secret)
                        #else
                        LabeledContent("User") { 1️⃣TextField("User ID", text: $user) }
                        LabeledContent("Secret") { SecureField("Secret", text: $secret) }
                        #endif
                    }
                }
            }
            """)
        let notes = formNotes(source.text)
        #expect(notes.map(\.range.lowerBound) == [source["1️⃣"]])
        let watchOnly = source.text.replacingOccurrences(of: "#else", with: "#elseif os(watchOS)")
        #expect(formNotes(watchOnly).isEmpty)
    }

    /// A screen presenting a sheet it builds in place (a computed property): the sheet is a screen
    /// of its own, its fields a form of their own. `sheet` is what the sheet shows.
    static func screenPresenting(_ sheet: String) -> MarkedText {
        MarkedText("""
            struct FlightsScreen: View {
                @State private var showsCredentials = false
                @State private var user = ""
                @State private var secret = ""

                var body: some View {
                    List { Text("Flights") }
                        .sheet(isPresented: $showsCredentials) { \(sheet) }
                }

                private var credentialsSheet: some View {
                    NavigationStack {
                        Form {
                            1️⃣TextField("User", text: $user)
                            SecureField("Secret", text: $secret)
                        }
                        .toolbar {
                            ToolbarItem(placement: .confirmationAction) { Button("Save") { showsCredentials = false } }
                        }
                    }
                }
            }
            """)
    }

    @Test func aSheetBuiltInPlaceIsAFormOfItsOwn() throws {
        let screen = Self.screenPresenting("credentialsSheet")
        let notes = formNotes(screen.text)
        #expect(notes.map(\.range.lowerBound) == [screen["1️⃣"]])
    }

    /// A sheet showing one field is no form.
    @Test func aSheetOfOneFieldIsNoForm() {
        #expect(formNotes(Self.screenPresenting("TextField(\"User\", text: $user)").text).isEmpty)
    }

    /// A button whose action fetches the next item (`nextFreeAddress()`) is no Next button; one
    /// whose action goes on (`nextTapped()`) is.
    @Test(arguments: [("address = wallet.nextFreeAddress()", false), ("nextTapped()", true)])
    func aNextGetterIsNoNextAction(action: String, noted: Bool) {
        let source = """
            struct DevDeposit: View {
                @State private var address = ""
                @State private var amount = ""

                var body: some View {
                    Form {
                        TextField("Address", text: $address)
                        TextField("Amount", text: $amount)
                        Button { \(action) } label: { Image(systemName: "arrow.clockwise") }
                    }
                }
            }
            """
        #expect(formNotes(source).isEmpty != noted, "\(action)")
    }

    /// A dialog's buttons of the app's own handed the action of the confirming one
    /// (`primaryAction:`) submit the dialog's fields; handed only a dismissal, nothing.
    @Test(arguments: [("primaryAction: insertLink", true), ("dismissAction: close", false)])
    func aDialogHandedItsConfirmingActionSubmitsItsFields(argument: String, noted: Bool) {
        let source = """
            struct LinkDialog: View {
                @State private var title = ""
                @State private var address = ""

                var body: some View {
                    VStack {
                        TextField("Title", text: $title)
                        TextField("Address", text: $address)
                        DialogButtons(\(argument))
                    }
                }

                func insertLink() {}
                func close() {}
            }
            """
        #expect(formNotes(source).isEmpty != noted, "\(argument)")
    }
}
