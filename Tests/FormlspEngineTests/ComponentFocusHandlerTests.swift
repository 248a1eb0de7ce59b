import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A view of the app's own wrapping one field with a focus state of its own: what its
/// `.onChange(of:)` on that state does decides whether it may move the caller's focus, and a
/// field whose Return runs what the screen runs as it closes commits the screen.
@Suite struct ComponentFocusHandlerTests {
    /// A pet's record: its name through `NameEntry`, whose focus handler is `handler`, then its
    /// breed; `closing` is what the screen runs as it goes, `submit` what the name's Return runs.
    static func petRecord(handler: String, submit: String = "nil", closing: String = "") -> MarkedText {
        MarkedText("""
            import SwiftUI

            struct PetRecordView: View {
                @State private var name = ""
                @State private var breed = ""
                @State private var draft = ""

                var body: some View {
                    VStack {
                        1️⃣NameEntry(text: $name, onDone: \(submit))
                        TextField("Breed", text: $breed)
                        Button("Save") { save() }
                    }
                    \(closing)
                }

                func save() {}
                func keepDraft() { draft = name + breed }
            }

            struct NameEntry: View {
                @Binding var text: String
                var onDone: (() -> Void)? = nil
                @FocusState private var isFocused: Bool

                var body: some View {
                    TextField("Name", text: $text)
                        .focused($isFocused)
                        .onSubmit { onDone?() }
                        .onChange(of: isFocused) { _, focused in
                            \(handler)
                        }
                }
            }

            """)
    }

    /// A handler that only works on the input itself (selects its text) reaches nobody: the
    /// record is a form nothing routes.
    @Test func aHandlerWorkingOnTheInputOnlyLeavesAField() {
        let form = Self.petRecord(handler: "if focused { UIApplication.shared.sendAction(#selector(UIResponder.selectAll(_:)), to: nil, from: nil, for: nil) }")
        #expect(formNotes(form.text).map(\.range.lowerBound) == [form["1️⃣"]])
    }

    /// A handler calling back or writing what the caller hands in may move the caller's focus.
    @Test(arguments: ["if !focused { onDone?() }", "if !focused { text = text.trimmingCharacters(in: .whitespaces) }"])
    func aHandlerReachingTheCallerMayMoveFocus(handler: String) {
        #expect(formNotes(Self.petRecord(handler: handler).text).isEmpty, "\(handler)")
    }

    /// The name's Return running what the screen runs as it closes (`.onDisappear { save() }`)
    /// commits the record from its first field: no form to walk. Running anything else does not.
    @Test func returnRunningWhatTheScreenRunsAsItClosesCommits() {
        let handler = "if focused { UIApplication.shared.sendAction(#selector(UIResponder.selectAll(_:)), to: nil, from: nil, for: nil) }"
        let commits = Self.petRecord(handler: handler, submit: "keepDraft", closing: ".onDisappear { keepDraft() }")
        #expect(formNotes(commits.text).isEmpty)
        let other = Self.petRecord(handler: handler, submit: "keepDraft", closing: ".onDisappear { print(\"closed\") }")
        #expect(formNotes(other.text).map(\.range.lowerBound) == [other["1️⃣"]])
    }
}
