import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A field's submit runs the handlers around it outermost first: when the field's own handler
/// moves focus on every way, focus lands there, whatever a handler around the form does (a
/// section's `.onSubmit` that registers through code the model cannot read).
@Suite struct InnermostHandlerMoveTests {
    /// A club sign-up: the passcode's own handler is `passcodeSubmit`; the section around both
    /// fields registers when the terms are accepted, through `audit`, declared nowhere in sight.
    static func clubSignUp(passcodeSubmit: String, passcodeLabel: String = "") -> MarkedText {
        MarkedText("""
            struct ClubSignUp: View {
                private enum Field: Hashable { case passcode, nickname }
                @FocusState private var focus: Field?
                @State private var passcode = ""
                @State private var nickname = ""
                @State private var acceptsTerms = false

                var body: some View {
                    Form {
                        Section {
                            SecureField("Passcode", text: $passcode)
                                1️⃣.focused($focus, equals: .passcode)
                                \(passcodeLabel)
                                .onSubmit { \(passcodeSubmit) }
                            TextField("Nickname", text: $nickname)
                                .focused($focus, equals: .nickname)
                                .submitLabel(.done)
                        }
                        .onSubmit {
                            if acceptsTerms { register() }
                        }
                        Toggle("I accept the terms", isOn: $acceptsTerms)
                    }
                }

                private func register() {
                    audit("register \\(nickname)")
                }
            }
            """)
    }

    @Test func theFieldsOwnMoveDecidesDespiteAnUnreadHandlerAround() throws {
        let form = Self.clubSignUp(passcodeSubmit: "focus = .nickname")
        let note = try #require(findings(in: form.text, rule: "missing-submit-label").first)
        #expect(note.range.lowerBound == form["1️⃣"])
        #expect(note.message.contains("Return in `passcode` moves focus to `nickname`"), "\(note.message)")
    }

    /// Labelled Done, the passcode's Return still lands on the nickname: the label is wrong.
    @Test func aDoneLabelOnTheMovingFieldIsAMismatch() {
        let form = Self.clubSignUp(passcodeSubmit: "focus = .nickname", passcodeLabel: ".submitLabel(.done)")
        #expect(findings(in: form.text, rule: "submit-label-mismatch").count == 1)
    }

    /// Labelled Next, nothing to say.
    @Test func aNextLabelIsRight() {
        let form = Self.clubSignUp(passcodeSubmit: "focus = .nickname", passcodeLabel: ".submitLabel(.next)")
        #expect(findings(in: form.text, rule: "missing-submit-label").isEmpty)
        #expect(findings(in: form.text, rule: "submit-label-mismatch").isEmpty)
    }

    /// `SecureField(text:prompt:label:)`: its trailing closure is the label, not a commit handler
    /// that would end editing after the field's own move.
    @Test func aTrailingLabelIsNoHandler() throws {
        let form = MarkedText(Self.clubSignUp(passcodeSubmit: "focus = .nickname").text
            .replacingOccurrences(of: "SecureField(\"Passcode\", text: $passcode)", with: "SecureField(text: $passcode, prompt: Text(\"6 digits\")) {}"))
        #expect(form.text.contains("prompt:"))
        let note = try #require(findings(in: form.text, rule: "missing-submit-label").first)
        #expect(note.message.contains("Return in `passcode` moves focus to `nickname`"), "\(note.message)")
    }

    /// The old `onCommit` trailing closure, after a title, still runs on Return: innermost, it ends
    /// editing after the field's own move, which then decides nothing.
    @Test func aTrailingCommitAfterATitleIsStillAHandler() {
        let form = MarkedText(Self.clubSignUp(passcodeSubmit: "focus = .nickname").text
            .replacingOccurrences(of: "SecureField(\"Passcode\", text: $passcode)", with: "SecureField(\"Passcode\", text: $passcode) { log() }"))
        #expect(form.text.contains("{ log() }"))
        #expect(findings(in: form.text, rule: "missing-submit-label").isEmpty)
    }

    /// A field's own handler that moves only sometimes leaves the unread code around it a say:
    /// where focus lands is unknown, so no label note.
    @Test func anOwnHandlerMovingOnlySometimesDecidesNothing() {
        let form = Self.clubSignUp(passcodeSubmit: "if passcode.count >= 6 { focus = .nickname }")
        #expect(findings(in: form.text, rule: "missing-submit-label").isEmpty)
    }
}
