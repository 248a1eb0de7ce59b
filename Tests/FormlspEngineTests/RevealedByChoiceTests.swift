import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A field revealed by a control's choice and focused by that control's own change handler (a
/// unit picker whose "Other…" shows and focuses a unit name): the user gets there by choosing, not
/// by Return from the field before the control, so a number pad before the control strands nobody.
@Suite struct RevealedByChoiceTests {
    /// A set logged in a workout: the exercise, the reps on a number pad, a unit picker and, on
    /// "Other…", the unit's name. `reveal` wraps the unit name, `onChoice` is what the picker's
    /// change does, `after` follows the unit name.
    static func workoutSet(
        reveal: (open: String, close: String) = ("if unit == .other {", "}"),
        onChoice: String = "if unit == .other { focus = .unitName }",
        after: String = ""
    ) -> MarkedText {
        MarkedText("""
            struct LogSetSheet: View {
                enum Field { case exercise, reps, unitName, note }
                enum Unit { case kilograms, pounds, other }
                @FocusState private var focus: Field?
                @State private var exercise = ""
                @State private var reps = ""
                @State private var unit = Unit.kilograms
                @State private var unitName = ""
                @State private var note = ""

                var body: some View {
                    Form {
                        TextField("Exercise", text: $exercise)
                            .focused($focus, equals: .exercise)
                            .submitLabel(.next)
                            .onSubmit { focus = .reps }
                        TextField("Reps", text: $reps)
                            .keyboardType(.numberPad)
                            1️⃣.focused($focus, equals: .reps)
                        Picker("Unit", selection: $unit) {
                            Text("kg").tag(Unit.kilograms)
                            Text("lb").tag(Unit.pounds)
                            Text("Other…").tag(Unit.other)
                        }
                        .onChange(of: unit) {
                            \(onChoice)
                        }
                        \(reveal.open)
                            TextField("Unit name", text: $unitName)
                                .focused($focus, equals: .unitName)
                        \(reveal.close)
                        \(after)
                        Button("Log set", action: log)
                    }
                }

                func log() {}
            }
            """)
    }

    static func keypadFindings(_ form: MarkedText) -> [Finding] {
        findings(in: form.text, rule: "keypad-without-return")
    }

    /// The unit name comes by choosing "Other…", which focuses it: the reps are the last field typed in turn.
    @Test func aFieldRevealedAndFocusedByAChoiceIsNoNextStep() {
        let found = Self.keypadFindings(Self.workoutSet())
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// Always shown, the unit name is the next step after the reps, whatever the picker focuses.
    @Test func anAlwaysShownFieldIsStillTheNextStep() throws {
        let form = Self.workoutSet(reveal: ("", ""))
        let finding = try #require(Self.keypadFindings(form).first)
        #expect(finding.range.lowerBound == form["1️⃣"])
        #expect(finding.message.contains("`unitName`"), "\(finding.message)")
    }

    /// Revealed but not focused by the choice, or focused by something else than the control's change:
    /// nothing says the user gets there another way than on from the reps.
    @Test(arguments: ["print(unit)", "focus = nil"])
    func aRevealedFieldTheChoiceDoesNotFocusIsStillTheNextStep(onChoice: String) {
        #expect(Self.keypadFindings(Self.workoutSet(onChoice: onChoice)).count == 1, "\(onChoice)")
    }

    /// A field always shown after the revealed one is still stranded behind the reps' pad.
    @Test func theFieldAfterTheRevealedOneIsTheNextStep() throws {
        let after = """
            TextField("Note", text: $note)
                .focused($focus, equals: .note)
            """
        let finding = try #require(Self.keypadFindings(Self.workoutSet(after: after)).first)
        #expect(finding.message.contains("`note`"), "\(finding.message)")
    }
}
