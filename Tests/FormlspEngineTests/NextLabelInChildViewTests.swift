import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// SwiftUI runs every `.onSubmit` above a text field, the ones of the views that show it included.
/// A view without focus state of its own that labels its fields Next may be routed by whoever
/// shows it (a parent's focus state and `.onSubmit`, in this file or another): what its Return does
/// is not known from the view alone, so no rule calls it a missing transition.
@Suite struct NextLabelInChildViewTests {
    /// Contact fields labelled Next, with no focus state of their own.
    static let contactFields = """
        struct ContactFields: View {
            @Binding var name: String
            @Binding var phone: String

            var body: some View {
                TextField("Name", text: $name)
                    .submitLabel(.next)
                TextField("Phone", text: $phone)
                    .submitLabel(.done)
            }
        }
        """

    /// A screen that shows the contact fields inside its own focus routing.
    static let contactScreen = """
        struct ContactScreen: View {
            enum Field { case name, phone }
            @FocusState private var focus: Field?
            @State private var name = ""
            @State private var phone = ""

            var body: some View {
                Form {
                    ContactFields(name: $name, phone: $phone)
                        .focused($focus, equals: .name)
                }
                .onSubmit {
                    if focus == .name { focus = .phone } else { focus = nil }
                }
            }
        }
        """

    @Test func aChildLabelledNextUnderItsParentsOnSubmitIsNoMissingTransition() {
        let file = Self.contactScreen + "\n\n" + Self.contactFields
        #expect(findings(in: file, rule: "missing-focus-transition").isEmpty)
    }

    /// Alone in its file, its callers out of sight, the child's Return is not known either.
    @Test func aChildLabelledNextWhoseCallersAreElsewhereIsNoMissingTransition() {
        #expect(findings(in: Self.contactFields).isEmpty, "\(findings(in: Self.contactFields).map(\.message))")
    }

    /// A view with a focus state of its own shows its whole chain: a field labelled Next whose
    /// Return its handler leaves unrouted is a missing transition.
    @Test func aNextLabelInAViewWithItsOwnUnroutedFocusStateIsStillReported() {
        let form = MarkedText("""
            struct ContactForm: View {
                enum Field { case name, phone }
                @FocusState private var focus: Field?
                @State private var name = ""
                @State private var phone = ""

                var body: some View {
                    Form {
                        TextField("Name", text: $name)1️⃣.focused($focus, equals: .name).submitLabel(.next)
                        TextField("Phone", text: $phone).focused($focus, equals: .phone).submitLabel(.done)
                    }
                    .onSubmit {
                        if focus == .phone { save() }
                    }
                }

                func save() {}
            }
            """)
        let warnings = findings(in: form.text, rule: "missing-focus-transition")
        #expect(warnings.map(\.range.lowerBound) == [form["1️⃣"]])
    }
}
