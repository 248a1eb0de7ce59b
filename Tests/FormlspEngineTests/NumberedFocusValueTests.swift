import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A focus state of numbers (`FocusState<Int?>`, each field bound `equals: 0`, `equals: 1`): the
/// numbers a handler assigns, compares or computes (`(focus ?? -1) + 1`) are values like cases,
/// and notes name each field after what it edits.
@Suite struct NumberedFocusValueTests {
    /// A parcel's sender, recipient and note, focused by position; `routing` is the view's own
    /// code that moves focus, `firstSubmit` and `secondSubmit` the fields' handlers.
    static func parcel(routing: String = "", firstSubmit: String, secondSubmit: String, firstLabel: String = "") -> MarkedText {
        MarkedText("""
            struct ParcelLabelForm: View {
                @State private var sender = ""
                @State private var recipient = ""
                @State private var note = ""
                @FocusState private var position: Int?
            \(routing)
                var body: some View {
                    Form {
                        TextField("Sender", text: $sender)
                            1️⃣.focused($position, equals: 0)
                            \(firstLabel)
                            .onSubmit { \(firstSubmit) }
                        TextField("Recipient", text: $recipient)
                            2️⃣.focused($position, equals: 1)
                            .onSubmit { \(secondSubmit) }
                        TextField("Note", text: $note)
                            3️⃣.focused($position, equals: 2)
                            .onSubmit { position = nil }
                    }
                }
            }
            """)
    }

    /// `position = 1` moves to the field bound to 1, which keeps the plain Return key.
    @Test func anAssignedNumberMovesToTheFieldBoundToIt() throws {
        let form = Self.parcel(firstSubmit: "position = 1", secondSubmit: "position = 2")
        let notes = findings(in: form.text, rule: "missing-submit-label")
        #expect(notes.map(\.range.lowerBound) == [form["1️⃣"], form["2️⃣"]])
        let first = try #require(notes.first)
        #expect(first.message.contains("Return in `sender` moves focus to `recipient`"), "\(first.message)")
    }

    /// One method moves every field on by arithmetic on the position, through a local, and ends
    /// past the last: each field but the last moves to the one after it.
    @Test func thePositionPlusOneIsTheNextField() {
        let routing = """
                private func advance() {
                    let following = (position ?? -1) + 1
                    if following < 3 {
                        position = following
                    } else {
                        position = nil
                    }
                }
            """
        let form = Self.parcel(routing: routing, firstSubmit: "advance()", secondSubmit: "advance()")
        let notes = findings(in: form.text, rule: "missing-submit-label")
        #expect(notes.map(\.range.lowerBound) == [form["1️⃣"], form["2️⃣"]])
        #expect(notes.last?.message.contains("Return in `recipient` moves focus to `note`") == true)
    }

    /// A `switch` over the position with number cases routes like one over an enum.
    @Test func numberCasesOfASwitchRoute() {
        let routing = """
                private func advance() {
                    switch position {
                    case 0: position = 1
                    case 1: position = 2
                    default: position = nil
                    }
                }
            """
        let form = Self.parcel(routing: routing, firstSubmit: "advance()", secondSubmit: "advance()")
        #expect(findings(in: form.text, rule: "missing-submit-label").map(\.range.lowerBound) == [form["1️⃣"], form["2️⃣"]])
    }

    /// Labelled Next, a field moving on by number gets nothing; labelled Done, it is a mismatch.
    @Test func aLabelOnANumberedFieldIsJudgedByWhereItMoves() {
        let labelled = Self.parcel(firstSubmit: "position = 1", secondSubmit: "position = nil", firstLabel: ".submitLabel(.next)")
        #expect(findings(in: labelled.text, rule: "missing-submit-label").isEmpty)
        #expect(findings(in: labelled.text, rule: "submit-label-mismatch").isEmpty)
        let done = Self.parcel(firstSubmit: "position = 1", secondSubmit: "position = nil", firstLabel: ".submitLabel(.done)")
        #expect(findings(in: done.text, rule: "submit-label-mismatch").count == 1)
    }

    /// A handler that only ends editing, or moves by arithmetic on something else than the
    /// position, moves nowhere the model can name: no label note.
    @Test func endingOrUnrelatedArithmeticGetsNoLabelNote() {
        let ending = Self.parcel(firstSubmit: "position = nil", secondSubmit: "position = nil")
        #expect(findings(in: ending.text, rule: "missing-submit-label").isEmpty)
        let routing = """
                @State private var page = 0
                private func advance() { position = page + 1 }
            """
        let elsewhere = Self.parcel(routing: routing, firstSubmit: "advance()", secondSubmit: "advance()")
        #expect(findings(in: elsewhere.text, rule: "missing-submit-label").isEmpty)
    }
}
