import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A number pad after a field with a Return key, in a view without focus state: the pad has no
/// Return key to leave by, but it is the step Return in the field before should lead to.
@Suite struct FormKeypadStepTests {
    /// A pantry item sheet: `first` is the field (or fields) before the quantity on a decimal pad,
    /// `between` what sits between them, `save` how the sheet is saved.
    static func pantryItem(first: String, between: String = "", save: String = "Button(\"Save\", action: save)") -> MarkedText {
        MarkedText("""
            struct PantryItemSheet: View {
                @State private var label = ""
                @State private var shelf = ""
                @State private var quantity = ""
                @State private var labelled = true

                var body: some View {
                    Form {
                        \(first)
                        \(between)
                        TextField("Quantity", text: $quantity)
                            .keyboardType(.decimalPad)
                        \(save)
                    }
                }

                func save() {}
            }
            """)
    }

    /// Return in the label drops the keyboard short of the quantity: the form has no routing, and
    /// the note asks for routing from the fields with a Return key only.
    @Test func aPadAfterAFieldOfAFormSavedTogetherIsItsNextStep() throws {
        let form = Self.pantryItem(first: "1️⃣TextField(\"Label\", text: $label)")
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
        #expect(note.message.contains("(`label`, `quantity`)"), "\(note.message)")
        #expect(note.message.hasSuffix("route it from each field with a Return key to the next"), "\(note.message)")
    }

    /// The field before the pad shown only in some cases still leads to it when shown.
    @Test func aConditionalFieldBeforeThePadLeadsToIt() throws {
        let form = Self.pantryItem(first: "if labelled { 1️⃣TextField(\"Label\", text: $label) }")
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
    }

    /// A form saved by a toolbar's confirming item is saved together too.
    @Test func aToolbarConfirmationSavesTheFormWithItsPad() throws {
        let source = """
            struct RefillEntry: View {
                @State private var station = ""
                @State private var litres = ""

                var body: some View {
                    NavigationStack {
                        Form {
                            1️⃣TextField("Station", text: $station)
                            TextField("Litres", text: $litres).keyboardType(.numberPad)
                        }
                        .toolbar {
                            ToolbarItem(placement: .confirmationAction) { Button("Log") {} }
                        }
                    }
                }
            }
            """
        let form = MarkedText(source)
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
    }

    /// A postal code on a number pad after the city is the address's next step, not a code sent.
    @Test func aPostalCodeOnAPadIsAStep() throws {
        let source = """
            struct DeliveryAddressForm: View {
                @State private var city = ""
                @State private var zipCode = ""

                var body: some View {
                    Form {
                        1️⃣TextField("City", text: $city)
                        TextField("ZIP", text: $zipCode).keyboardType(.numberPad)
                    }
                }
            }
            """
        let form = MarkedText(source)
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
    }

    /// Nothing says the label and the quantity are saved together: two values, each on its own.
    @Test func aFieldAndAPadOfNoFormAreNoForm() {
        let form = Self.pantryItem(first: "TextField(\"Label\", text: $label)", save: "Text(quantity)")
        #expect(formNotes(form.text).isEmpty)
    }

    /// Two pads and no field with a Return key: nothing for Return to route.
    @Test func padsAloneHaveNoReturnToRoute() {
        let form = Self.pantryItem(first: "TextField(\"Shelf\", text: $shelf).keyboardType(.numberPad)")
        #expect(formNotes(form.text).isEmpty)
    }

    /// A pad before the only field with a Return key: the field is last, and no field leads to the pad.
    @Test func aPadNoFieldPrecedesIsNoStep() {
        let source = """
            struct TipEntry: View {
                @State private var tip = ""
                @State private var note = ""

                var body: some View {
                    Form {
                        TextField("Tip", text: $tip).keyboardType(.decimalPad)
                        TextField("Note", text: $note)
                        Button("Save", action: save)
                    }
                }

                func save() {}
            }
            """
        #expect(formNotes(source).isEmpty)
    }

    /// A button between the field and the pad parts them: the pad is typed after that button's work.
    @Test func aButtonBetweenPartsThePadFromTheField() {
        let form = Self.pantryItem(first: "TextField(\"Label\", text: $label)", between: "Button(\"Scan barcode\") {}")
        #expect(formNotes(form.text).isEmpty)
    }

    /// A mail address, then a code on a number pad: `code` is how the code is asked for. A code
    /// revealed once sent, one the system fills in from a message, or one its name says is sent
    /// (its Send button after it) is a step of its own.
    @Test(arguments: [
        "if codeSent { TextField(\"Code\", text: $code).keyboardType(.numberPad) }",
        "TextField(\"Code\", text: $code).keyboardType(.numberPad).textContentType(.oneTimeCode)",
        "HStack { TextField(\"Code\", text: $mailCode).keyboardType(.numberPad); Button(\"Send\") {} }",
    ])
    func aOneTimeCodeOnAPadIsAStepOfItsOwn(code: String) {
        let source = """
            struct MailCodeLogin: View {
                @State private var mail = ""
                @State private var code = ""
                @State private var mailCode = ""
                @State private var codeSent = false

                var body: some View {
                    VStack {
                        TextField("Mail", text: $mail)
                        \(code)
                        Button("Sign in", action: signIn)
                    }
                }

                func signIn() {}
            }
            """
        #expect(formNotes(source).isEmpty, "\(code)")
    }
}
