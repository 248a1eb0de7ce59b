import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A private view helper called once per field, choosing the field's binding by the kind it is
/// handed (`kind == .street ? $street : $city`): each call makes a field of its own, editing what
/// its kind chooses, although all share one source location.
@Suite struct HelperChoosesBindingTests {
    /// A delivery address typed in a street and a city, each made by `entry(_:)`; `calls` is what
    /// the body shows.
    static func address(calls: String) -> MarkedText {
        MarkedText("""
            struct DeliveryAddressEditor: View {
                enum Entry { case street, city }
                @State private var street = ""
                @State private var city = ""
                @State private var compact = false

                var body: some View {
                    VStack {
                        \(calls)
                        Button("Save address") { save() }
                    }
                }

                private func entry(_ kind: Entry) -> some View {
                    HStack {
                        Image(systemName: "mappin")
                        TextField("", text: kind == .street ? $street : $city)
                    }
                }

                private func save() {}
            }
            """)
    }

    @Test func eachCallIsAFieldEditingWhatItsKindChooses() throws {
        let form = Self.address(calls: "1️⃣entry(.street)\nentry(.city)")
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
        #expect(note.message.contains("(`street`, `city`)"), "\(note.message)")
    }

    /// A choice written the other way round (`kind != .city`) chooses alike.
    @Test func aNegatedChoiceChoosesAlike() throws {
        let form = MarkedText(Self.address(calls: "1️⃣entry(.street)\nentry(.city)").text
            .replacingOccurrences(of: "kind == .street ? $street : $city", with: "kind != .city ? $street : $city"))
        let note = try #require(formNotes(form.text).first)
        #expect(note.message.contains("(`street`, `city`)"), "\(note.message)")
    }

    /// The helper lays its field over a background with the older `.overlay(view)`, which takes
    /// the view itself rather than a builder: the field is still there.
    @Test func aFieldLaidOverABackgroundIsWalked() throws {
        let form = MarkedText(Self.address(calls: "1️⃣entry(.street)\nentry(.city)").text
            .replacingOccurrences(of: "HStack {\n            Image(systemName: \"mappin\")", with: "Capsule().overlay(\n        HStack {")
            .replacingOccurrences(of: "text: kind == .street ? $street : $city)\n        }", with: "text: kind == .street ? $street : $city)\n        }\n        )"))
        #expect(form.text.contains(".overlay("))
        let note = try #require(formNotes(form.text).first)
        #expect(note.message.contains("(`street`, `city`)"), "\(note.message)")
    }

    /// One call shown in the two arms of an `if` (compact or not) is one field: no form.
    @Test func oneCallShownInTwoArmsIsOneField() {
        let form = Self.address(calls: "if compact { entry(.street) } else { ScrollView { entry(.street) } }")
        #expect(formNotes(form.text).isEmpty)
    }
}
