import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A field shown one way or another (a password in plain text or hidden, in the two arms of an
/// `if`) is one field: `missing-submit-label` speaks of it once, on the hidden input (how a password
/// usually shows), and its fix labels both arms.
@Suite struct OneFieldTwoWaysLabelTests {
    /// A sign-up whose passphrase is revealed on demand; Return in it moves to the repeat field.
    /// `plain` and `hidden` are the inputs of the two arms.
    static func revealablePassphrase(
        plain: String = #"TextField("Passphrase", text: $passphrase)"#, hidden: String = #"SecureField("Passphrase", text: $passphrase)"#,
        hiddenTarget: String = "passphrase"
    ) -> MarkedText {
        MarkedText("""
            struct CreateVault: View {
                enum Field { case passphrase, hint, repeated }
                @FocusState private var focus: Field?
                @State private var passphrase = ""
                @State private var hint = ""
                @State private var repeated = ""
                @State private var reveals = false

                var body: some View {
                    Form {
                        if reveals {
                            \(plain)
                                1️⃣.focused($focus, equals: .passphrase)
                        } else {
                            \(hidden)
                                2️⃣.focused($focus, equals: .\(hiddenTarget))
                        }
                        SecureField("Repeat", text: $repeated)
                            .focused($focus, equals: .repeated)
                            .submitLabel(.done)
                        Button("Create", action: create)
                    }
                    .onSubmit {
                        switch focus {
                        case .passphrase, .hint: focus = .repeated
                        default: create()
                        }
                    }
                }

                func create() {}
            }
            """)
    }

    private func labelNotes(_ form: MarkedText) -> [Finding] {
        findings(in: form.text).filter { $0.rule.rawValue == "missing-submit-label" }
    }

    @Test func aPassphraseShownTwoWaysGetsOneNote() throws {
        let form = Self.revealablePassphrase()
        let notes = labelNotes(form)
        #expect(notes.map(\.range.lowerBound) == [form["2️⃣"]])
        let fix = try #require(notes.first?.fixes.first)
        let fixed = Replacement.apply(fix.edits, to: form.text)
        #expect(fixed.components(separatedBy: ".submitLabel(.next)").count == 3)
        #expect(labelNotes(MarkedText(fixed)).isEmpty)
    }

    /// The arms bound to one focus value are one field even when they edit different texts.
    @Test func armsBoundToOneValueAreOneField() {
        let form = Self.revealablePassphrase(plain: #"TextField("Passphrase", text: $hint)"#)
        #expect(labelNotes(form).map(\.range.lowerBound) == [form["2️⃣"]])
    }

    /// Neither arm hidden: the note is on the first.
    @Test func twoPlainArmsOfOneFieldAreNotedOnTheFirst() {
        let form = Self.revealablePassphrase(hidden: #"TextField("Passphrase", text: $passphrase, axis: .horizontal)"#)
        #expect(labelNotes(form).map(\.range.lowerBound) == [form["1️⃣"]])
    }

    /// Two fields of their own, one shown instead of the other (a hint instead of the passphrase),
    /// are two fields: each is noted.
    @Test func twoFieldsInTheArmsOfAnIfAreEachNoted() {
        let form = Self.revealablePassphrase(hidden: #"TextField("Hint", text: $hint)"#, hiddenTarget: "hint")
        #expect(labelNotes(form).map(\.range.lowerBound) == [form["1️⃣"], form["2️⃣"]])
    }
}
