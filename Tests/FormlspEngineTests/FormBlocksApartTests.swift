import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A screen showing its fields in blocks, each on a condition of its own (a server's details once
/// it is found; the proxy's account asked in a block of its own when the server answers that it
/// wants one): besides the largest, a block that asks for a credential, or that a control waits
/// for, is a form of its own and gets its own note.
@Suite struct FormBlocksApartTests {
    /// `account` is the block shown while the proxy asks for an account; `retry` the control after it.
    static func serverScreen(
        account: String = """
            TextField("Account", text: $account)
            SecureField("Passphrase", text: $passphrase)
            """,
        retry: String = "Button(\"Try again\", action: retry).disabled(account.isEmpty || passphrase.isEmpty)"
    ) -> MarkedText {
        MarkedText("""
            struct ProxyServerScreen: View {
                @State private var address = ""
                @State private var account = ""
                @State private var passphrase = ""
                @State private var title = ""
                @State private var phase = ProxyPhase.typing
                @State private var isFound = false

                var body: some View {
                    Form {
                        Section { TextField("Address", text: $address) }
                        if case .askingAccount = phase {
                            Section {
                                1️⃣\(account)
                            }
                            Section { \(retry) }
                        }
                        if isFound {
                            Section {
                                2️⃣TextField("Title", text: $title)
                                TextField("Account", text: $account)
                                SecureField("Passphrase", text: $passphrase)
                            }
                            Button("Add server", action: add)
                        }
                    }
                }

                func retry() {}
                func add() {}
            }
            """)
    }

    @Test func aBlockAskingForAnAccountIsAFormOfItsOwn() throws {
        let screen = Self.serverScreen()
        let notes = formNotes(screen.text).sorted { $0.range.lowerBound < $1.range.lowerBound }
        try #require(notes.count == 2)
        #expect(notes[0].range.lowerBound == screen["1️⃣"])
        #expect(notes[0].message.contains("(`account`, `passphrase`)"), "\(notes[0].message)")
        #expect(notes[1].range.lowerBound == screen["2️⃣"])
    }

    /// A block of two plain values nothing waits for (a label and a colour once an option is on) is
    /// no form of its own: only the largest is noted.
    @Test func aBlockOfPlainValuesIsNoFormOfItsOwn() {
        let screen = Self.serverScreen(
            account: """
                TextField("Label", text: $account)
                TextField("Colour", text: $passphrase)
                """,
            retry: "Button(\"Try again\", action: retry)"
        )
        let notes = formNotes(screen.text)
        #expect(notes.count == 1)
        #expect(notes.first?.range.lowerBound == screen["2️⃣"])
    }

    /// A secure field alone in its block has nothing to route to.
    @Test func aLoneSecureFieldIsNoFormOfItsOwn() {
        let screen = Self.serverScreen(account: "SecureField(\"Passphrase\", text: $passphrase)")
        let notes = formNotes(screen.text)
        #expect(notes.count == 1)
        #expect(notes.first?.range.lowerBound == screen["2️⃣"])
    }
}
