import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A view whose `if`/`else` or `switch` arms each show a form of their own (a sign-in and a
/// register tab, the steps of a wizard, the fields of one kind of result): each arm is judged as
/// its own form, with the fields around it, and gets its own `form-without-focus-routing` note.
/// Arms showing one form two ways (a password and its revealed twin, `if #available`, the tvOS
/// copy of the iOS fields) stay one form.
@Suite struct FormAlternativesTests {
    /// A member card screen with a sign-in tab (card number on a number pad, then the passcode)
    /// and a register tab (holder, card number, passcode), each field drawn by a private row view
    /// handed the focus binding; the focus state only sets the first focus. `keyboardProperty` is
    /// how the row declares its keyboard.
    static func memberCard(keyboardProperty: String) -> MarkedText {
        MarkedText("""
            import SwiftUI

            struct MemberCardView: View {
                enum Tab { case signIn, register }
                @State private var tab: Tab = .signIn
                @State private var holder = ""
                @State private var cardNumber = ""
                @State private var passcode = ""
                @FocusState private var focus: CardField?

                var body: some View {
                    VStack {
                        switch tab {
                        case .signIn:
                            CardRow(text: $cardNumber, focus: $focus, field: .cardNumber, keyboard: .numberPad)
                            CardRow(text: $passcode, secure: true, focus: $focus, field: .passcode)
                            Button("Sign in") {}
                        case .register:
                            CardRow(text: $holder, 1️⃣focus: $focus, field: .holder)
                            CardRow(text: $cardNumber, focus: $focus, field: .cardNumber, keyboard: .numberPad)
                            CardRow(text: $passcode, secure: true, focus: $focus, field: .passcode)
                            Button("Register") {}
                        }
                    }
                    .onAppear { focus = tab == .signIn ? .cardNumber : .holder }
                }
            }

            private enum CardField: Hashable { case holder, cardNumber, passcode }

            private struct CardRow: View {
                @Binding var text: String
                var secure = false
                var focus: FocusState<CardField?>.Binding
                var field: CardField
                \(keyboardProperty)

                var body: some View {
                    HStack {
                        if secure {
                            SecureField("", text: $text).focused(focus, equals: field)
                        } else {
                            TextField("", text: $text).focused(focus, equals: field).keyboardType(keyboard)
                        }
                    }
                }
            }
            """)
    }

    /// The register tab's holder leads nowhere; the sign-in tab's only field with a Return key is
    /// its last, so it has nothing to route. A row's property compiled for iOS alone is still a
    /// parameter of its memberwise initialiser: the rows are read as the fields they draw.
    @Test(arguments: [
        "var keyboard: UIKeyboardType = .default",
        "#if canImport(UIKit)\n    var keyboard: UIKeyboardType = .default\n    #endif",
    ])
    func eachTabOfASwitchIsItsOwnForm(keyboardProperty: String) throws {
        let screen = Self.memberCard(keyboardProperty: keyboardProperty)
        let notes = formNotes(screen.text)
        #expect(notes.count == 1, "\(notes.map(\.message))")
        let note = try #require(notes.first)
        #expect(note.range.lowerBound == screen["1️⃣"])
        #expect(note.message.contains("`holder`"), "\(note.message)")
        #expect(!note.message.contains("`field`") && !note.message.contains("`text`"), "\(note.message)")
    }

    /// A booking screen with no focus state: a guest tab (name, mail) or a member tab (member
    /// number, PIN), each pane a view of its own joined into the screen's form. `screen` shows the
    /// tabs: alone, or built in both arms of an `if` (scrolling on small screens), which shows each
    /// pane's fields once, so each note stays at its pane's first field.
    @Test(arguments: [
        "BookingTabs()",
        "if compact { ScrollView { BookingTabs() } } else { BookingTabs() }",
    ])
    func eachPaneOfAnIfElseIsItsOwnForm(screen body: String) throws {
        let screen = MarkedText("""
            struct BookingView: View {
                @State private var compact = false

                var body: some View {
                    \(body)
                }
            }

            struct BookingTabs: View {
                @State private var asGuest = true

                var body: some View {
                    if asGuest {
                        GuestPane()
                    } else {
                        MemberPane()
                    }
                }
            }

            struct GuestPane: View {
                @State private var guestName = ""
                @State private var mail = ""

                var body: some View {
                    VStack {
                        1️⃣TextField("Name", text: $guestName)
                        TextField("Mail", text: $mail).textContentType(.emailAddress)
                        Button("Confirm booking") {}
                    }
                }
            }

            struct MemberPane: View {
                @State private var memberNumber = ""
                @State private var pin = ""

                var body: some View {
                    VStack {
                        2️⃣TextField("Member number", text: $memberNumber)
                        SecureField("PIN", text: $pin)
                        Button("Confirm booking") {}
                    }
                }
            }
            """)
        let notes = formNotes(screen.text).sorted { $0.range.lowerBound < $1.range.lowerBound }
        #expect(notes.map(\.range.lowerBound) == [screen["1️⃣"], screen["2️⃣"]], "\(body): \(notes.map(\.message))")
        #expect(notes.last?.message.contains("(`memberNumber`, `pin`)") == true, "\(notes.map(\.message))")
    }

    /// A lap time is minutes and seconds, a circuit result rounds and repetitions: the case of the
    /// `switch` shown decides which pair is typed, each pair leading nowhere.
    @Test func eachCaseOfAResultSwitchIsItsOwnForm() {
        let screen = MarkedText("""
            struct LogResultSheet: View {
                enum Kind { case lap, circuit }
                let kind: Kind
                @State private var minutes = ""
                @State private var seconds = ""
                @State private var rounds = ""
                @State private var repetitions = ""

                var body: some View {
                    Form {
                        switch kind {
                        case .lap:
                            HStack {
                                1️⃣TextField("mm", text: $minutes)
                                TextField("ss", text: $seconds)
                            }
                        case .circuit:
                            2️⃣TextField("Rounds", text: $rounds)
                            TextField("Repetitions", text: $repetitions)
                        }
                        Button("Save result", action: save)
                    }
                }

                func save() {}
            }
            """)
        let notes = formNotes(screen.text).map(\.range.lowerBound).sorted()
        #expect(notes == [screen["1️⃣"], screen["2️⃣"]])
    }

    /// The steps of a wizard, one computed property per step picked by a `switch`, share one focus
    /// state that is only ever cleared: the later step's form (pads, then two fields with a Return
    /// key) is reported as well as the first.
    @Test func eachStepOfAWizardIsItsOwnForm() {
        let screen = MarkedText("""
            struct EnrolmentWizard: View {
                enum Field { case given, family, age, club, town }
                @FocusState private var focus: Field?
                @State private var step = 0
                @State private var given = ""
                @State private var family = ""
                @State private var age = ""
                @State private var club = ""
                @State private var town = ""

                var body: some View {
                    VStack {
                        switch step {
                        case 0: personal
                        default: sporting
                        }
                        Button("Next") { focus = nil; step += 1 }
                    }
                }

                var personal: some View {
                    VStack {
                        TextField("Given name", text: $given)
                            1️⃣.focused($focus, equals: .given)
                        TextField("Family name", text: $family)
                            .focused($focus, equals: .family)
                    }
                }

                var sporting: some View {
                    VStack {
                        TextField("Age", text: $age)
                            .focused($focus, equals: .age)
                            .keyboardType(.numberPad)
                        TextField("Club", text: $club)
                            2️⃣.focused($focus, equals: .club)
                        TextField("Town", text: $town)
                            .focused($focus, equals: .town)
                    }
                }
            }
            """)
        let notes = formNotes(screen.text).map(\.range.lowerBound).sorted()
        #expect(notes == [screen["1️⃣"], screen["2️⃣"]])
    }

    /// A password shown plainly or hidden by an `if`/`else` is one field: the sign-in form is one
    /// form, with one note naming the password once.
    @Test func aPasswordShownTwoWaysIsOneFieldOfOneForm() throws {
        let screen = MarkedText("""
            struct VaultUnlockView: View {
                @State private var account = ""
                @State private var password = ""
                @State private var reveals = false

                var body: some View {
                    VStack {
                        1️⃣TextField("Account", text: $account)
                        if reveals {
                            TextField("Password", text: $password)
                        } else {
                            SecureField("Password", text: $password)
                        }
                        Toggle("Show", isOn: $reveals)
                        Button("Unlock") {}
                    }
                }
            }
            """)
        let notes = formNotes(screen.text)
        #expect(notes.count == 1, "\(notes.map(\.message))")
        let note = try #require(notes.first)
        #expect(note.range.lowerBound == screen["1️⃣"])
        #expect(note.message.contains("(`account`, `password`)"), "\(note.message)")
    }

    /// The tvOS arm of an `#if` holds its own copy of each field: the copies are the iOS fields
    /// shown another way, not another form.
    @Test func theTVOSCopiesOfTheFieldsAreNoOtherForm() throws {
        let screen = MarkedText("""
            struct AddShareView: View {
                @State private var host = ""
                @State private var user = ""
                @State private var password = ""

                var body: some View {
                    Form {
                        Section {
                            #if os(tvOS)
                            RemoteTextField(title: "Host", text: $host)
                            #else
                            1️⃣TextField("Host", text: $host)
                            #endif
                        }
                        Section {
                            #if os(tvOS)
                            RemoteTextField(title: "User", text: $user)
                            RemoteTextField(title: "Password", text: $password)
                            #else
                            TextField("User", text: $user).textContentType(.username)
                            SecureField("Password", text: $password)
                            #endif
                        }
                        Button("Add share") {}
                    }
                }
            }
            """)
        let notes = formNotes(screen.text)
        #expect(notes.map(\.range.lowerBound) == [screen["1️⃣"]], "\(notes.map(\.message))")
    }

    /// Arms each holding one field (a search, or renaming the item) are no form.
    @Test func armsOfOneFieldEachAreNoForm() {
        let source = """
            struct ShelfHeader: View {
                enum Mode { case searching, renaming }
                let mode: Mode
                @State private var query = ""
                @State private var title = ""

                var body: some View {
                    HStack {
                        switch mode {
                        case .searching: TextField("Search", text: $query)
                        case .renaming: TextField("Title", text: $title)
                        }
                        Button("Done") {}
                    }
                }
            }
            """
        #expect(formNotes(source).isEmpty)
    }

    /// A task screen of settings: the title, then pickers, a description typed on several lines
    /// (a vertical field, or an editor before iOS 16), then a comment field shown unless the
    /// comment is previewed. The pickers between the title and the comment make it settings, in
    /// whichever arm of `if #available` the description is.
    @Test func pickersBetweenFieldsStaySettingsInEveryArm() {
        let source = """
            struct TicketDetailView: View {
                @State private var title = ""
                @State private var state = 0
                @State private var urgency = 0
                @State private var owner = 0
                @State private var details = ""
                @State private var comment = ""
                @State private var previewing = false

                var body: some View {
                    VStack {
                        TextField("Title", text: $title)
                        Picker("State", selection: $state) { Text("Open").tag(0) }
                        Picker("Urgency", selection: $urgency) { Text("Low").tag(0) }
                        Picker("Owner", selection: $owner) { Text("Nobody").tag(0) }
                        if #available(iOS 16.0, *) {
                            TextField("Details", text: $details, axis: .vertical)
                        } else {
                            TextEditor(text: $details)
                        }
                        if previewing {
                            Text(comment)
                        } else {
                            TextField("Comment", text: $comment)
                        }
                    }
                    .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Save") {} } }
                }
            }
            """
        #expect(formNotes(source).isEmpty)
    }
}
