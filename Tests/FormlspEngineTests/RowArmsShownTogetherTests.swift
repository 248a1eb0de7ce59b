import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A `ForEach` over a form's entries shows a row view per entry, and the row's `switch` over its
/// entry's kind picks the input: one row a handle field, the next a secret. Each row takes its own
/// arm, so the arms' fields are on screen together: one form, not alternatives.
@Suite struct RowArmsShownTogetherTests {
    /// A join screen listing its entries; each `EntryRow` switches on `subject` (by default its
    /// entry's kind, handed in by the `ForEach`). `rowHandlers` goes on the handle field.
    static func joinScreen(subject: String = "entry.kind", rowHandlers: String = "") -> MarkedText {
        MarkedText("""
            import SwiftUI

            enum JoinSlot { case handle, secret, secretAgain }

            struct JoinScreen: View {
                @ObservedObject var model: JoinModel
                @FocusState private var slot: JoinSlot?

                var body: some View {
                    VStack {
                        ForEach(model.entries) { entry in
                            EntryRow(entry, slot: $slot)
                        }
                        Button("Join") { slot = nil; model.join() }
                    }
                }
            }

            struct EntryRow: View {
                @ObservedObject private var entry: JoinEntry
                @State private var typed = ""
                var slot: FocusState<JoinSlot?>.Binding

                init(_ entry: JoinEntry, slot: FocusState<JoinSlot?>.Binding) {
                    self.entry = entry
                    _typed = State(initialValue: entry.text)
                    self.slot = slot
                }

                var body: some View {
                    switch \(subject) {
                    case .handle:
                        TextField("Handle", text: $typed)
                            1️⃣.focused(slot, equals: .handle)
                            \(rowHandlers)
                    case .secret:
                        SecureField("Secret", text: $entry.text)
                            .focused(slot, equals: .secret)
                    case .secretAgain:
                        SecureField("Secret again", text: $entry.text)
                            .focused(slot, equals: .secretAgain)
                    }
                }
            }

            """)
    }

    @Test func rowsEachShowingTheirEntrysInputAreOneForm() throws {
        let screen = Self.joinScreen()
        let note = try #require(formNotes(screen.text).first)
        #expect(note.range.lowerBound == screen["1️⃣"])
        // Two rows edit their own entry's `text`: each is named by its focus value.
        #expect(note.message.contains("(`typed`, `secret`, `secretAgain`)"), "\(note.message)")
        // Which row comes first is the data's to say: no routing is written for it.
        #expect(note.fixes.isEmpty)
    }

    /// A switch on the screen's own mode, not on the row's entry, shows one arm for every row:
    /// the arms stay alternatives, one field each.
    @Test func aSwitchOnWhatEveryRowSharesStaysAlternatives() {
        let screen = Self.joinScreen(subject: "JoinModel.mode")
        #expect(formNotes(screen.text).isEmpty)
    }

    /// The handle's Return moves on: the rows route, nothing to note.
    @Test func rowsThatRouteAreNotNoted() {
        let screen = Self.joinScreen(rowHandlers: ".onSubmit { slot.wrappedValue = .secret }")
        #expect(formNotes(screen.text).isEmpty)
    }
}
