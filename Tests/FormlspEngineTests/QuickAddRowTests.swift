import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A row that adds an entry: the first field's own `.onSubmit` adds it at once, as the Add button
/// does, the fields after it keep their defaults unless changed. Return there is the author's
/// choice, not a form left unrouted.
@Suite struct QuickAddRowTests {
    /// A tag list with an add row: `nameReturn` and `priorityReturn` are the modifiers each input of
    /// the row ends with, `around` those of the section holding both.
    static func tagRow(nameReturn: String, priorityReturn: String = "", around: String = "") -> MarkedText {
        MarkedText("""
            struct TagListEditor: View {
                @State private var tags: [String] = []
                @State private var newTag = ""
                @State private var newPriority = 1

                var body: some View {
                    List {
                        Section {
                            1️⃣TextField("Tag", text: $newTag)\(nameReturn)
                            TextField("Priority", value: $newPriority, format: .number)\(priorityReturn)
                            Button("Add tag", action: appendTag)
                        }\(around)
                    }
                }

                private func appendTag() {
                    tags.append(newTag)
                    newTag = ""
                }
            }
            """)
    }

    @Test(arguments: [".onSubmit(appendTag)", ".onSubmit { appendTag() }"])
    func aFirstFieldAddingTheRowOnReturnIsNoUnroutedForm(nameReturn: String) {
        #expect(formNotes(Self.tagRow(nameReturn: nameReturn).text).isEmpty)
    }

    /// Adding from the last field only leaves Return in the first moving nowhere.
    @Test func aRowAddedOnlyFromItsLastFieldIsStillNoted() throws {
        let row = Self.tagRow(nameReturn: "", priorityReturn: ".onSubmit(appendTag)")
        let note = try #require(formNotes(row.text).first)
        #expect(note.range.lowerBound == row["1️⃣"])
    }

    /// A handler around both fields is the form's: every field submits, none was chosen to.
    @Test func aContainersHandlerSharedByEveryFieldIsStillNoted() throws {
        let row = Self.tagRow(nameReturn: "", around: "\n.onSubmit { appendTag() }")
        let note = try #require(formNotes(row.text).first)
        #expect(note.range.lowerBound == row["1️⃣"])
    }

    /// A handler of the first field that does no work, or work no button does (logging), adds
    /// nothing: no choice of what Return does.
    @Test(arguments: [".onSubmit { }", ".onSubmit { print(newTag) }"])
    func aFirstFieldsHandlerAddingNothingIsStillNoted(nameReturn: String) throws {
        let row = Self.tagRow(nameReturn: nameReturn)
        let note = try #require(formNotes(row.text).first)
        #expect(note.range.lowerBound == row["1️⃣"])
    }
}
