import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A search box above a form (find a place, then name it): the box finds or filters, it is no
/// step of the form. The form is reported at its own first field, and a search box with one
/// field beside it is no form.
@Suite struct SearchBoxBesideFormTests {
    /// A new drop-off point: a place search, then `fields`, saved by the toolbar.
    static func dropOff(search: String, fields: String) -> MarkedText {
        MarkedText("""
            struct DropOffPointSheet: View {
                @State private var place = ""
                @State private var nickname = ""
                @State private var gateCode = ""

                var body: some View {
                    NavigationStack {
                        VStack {
                            \(search)
                            VStack {
                                \(fields)
                            }
                        }
                        .toolbar { Button("Save", action: save) }
                    }
                }

                func lookUpPlaces() {}
                func searchPlaces() {}
                func save() {}
            }
            """)
    }

    static let twoFields = """
        1️⃣TextField("Nickname", text: $nickname)
        TextField("Gate code", text: $gateCode)
        """

    @Test(arguments: [
        #"2️⃣TextField("Search places…", text: $place).onSubmit { lookUpPlaces() }"#,
        #"2️⃣TextField("Where to?", text: $place).onSubmit { Task { searchPlaces() } }"#,
        #"2️⃣TextField("Where to?", text: $place).onSubmit(searchPlaces)"#,
        #"2️⃣PlaceTextField(placeholder: "Search for a place", text: $place)"#,
    ])
    func theFormBelowASearchBoxIsReportedAtItsOwnFirstField(search: String) throws {
        let form = Self.dropOff(search: search, fields: Self.twoFields)
        let notes = formNotes(form.text)
        let note = try #require(notes.first, "\(search)")
        #expect(notes.count == 1)
        #expect(note.range.lowerBound == form["1️⃣"], "\(search)")
        #expect(!note.message.contains("place"), "\(note.message)")
    }

    /// A search box and one field beside it are no form of two fields.
    @Test func aSearchBoxAndOneFieldAreNoForm() {
        let form = Self.dropOff(search: #"TextField("Search places…", text: $place).onSubmit { lookUpPlaces() }"#,
                                fields: #"TextField("Nickname", text: $nickname)"#)
        #expect(formNotes(form.text).isEmpty)
    }

    /// A field that merely mentions search in the middle of its title, and whose Return runs no
    /// search, is a step of the form like any other.
    @Test func aFieldNotForSearchingIsStillAStep() throws {
        let form = Self.dropOff(search: #"2️⃣TextField("Research notes", text: $place)"#, fields: Self.twoFields)
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["2️⃣"])
        #expect(note.message.contains("`place`"), "\(note.message)")
    }
}
