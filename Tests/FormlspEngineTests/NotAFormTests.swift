import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Screens that look like forms to a reader of names and are none: a view of the app's own named
/// like a SwiftUI input that only shows text (Swift finds it before SwiftUI's), and a gallery that
/// shows one of each control as a sample. `form-without-focus-routing` says nothing there; a view
/// of that name wrapping a real input, an input called past the app's own (`SwiftUI.TextField`),
/// and a form merely beside a gallery word are still forms.
@Suite struct NotAFormTests {
    /// A read-only card of a saved login: the file's own `TextField` and `SecureTextField` show a
    /// caption over a `Text`, declared inside the card's type or at the top level; `rows` are shown after them.
    static func loginCard(nestedInCard: Bool, rows: String = "") -> String {
        let helpers = """
                struct TextField: View {
                    let caption: String
                    let value: String
                    init(_ caption: String, text: String) { self.caption = caption; self.value = text }
                    var body: some View { VStack { Text(caption).font(.caption); Text(value) } }
                }

                struct SecureTextField: View {
                    let caption: String
                    let value: String
                    @State private var reveals = false
                    init(_ caption: String, text: String) { self.caption = caption; self.value = text }
                    var body: some View {
                        HStack {
                            Text(reveals ? value : "•••••")
                            Button("Show") { reveals.toggle() }
                        }
                    }
                }
            """
        return """
            struct LoginCard: View {
                let record: SavedLogin

                var body: some View {
                    VStack {
                        TextField("User", text: record.user)
                        SecureTextField("Password", text: record.password)
                        TextField("Site", text: record.site)
                        \(rows)
                    }
                }
            \(nestedInCard ? helpers : "")
            }
            \(nestedInCard ? "" : helpers)
            """
    }

    @Test(arguments: [true, false])
    func aViewOfTheFileNamedLikeAnInputShowingTextIsNoInput(nestedInCard: Bool) {
        #expect(formNotes(Self.loginCard(nestedInCard: nestedInCard)).isEmpty)
    }

    /// Real inputs beside the look-alikes are still a form: only the app's own views are read as views.
    @Test func theFrameworksInputsBesideThemStillMakeAForm() {
        let text = Self.loginCard(nestedInCard: true, rows: """
            SwiftUI.TextField("New user", text: $draftUser)
                        SwiftUI.SecureField("New password", text: $draftPassword)
            """)
        let notes = formNotes(text)
        #expect(notes.count == 1)
        #expect(notes.first?.message.contains("`draftUser`, `draftPassword`") == true, "\(notes.map(\.message))")
    }

    /// A view of that name wrapping SwiftUI's input (a styled field) is an input where it is called.
    @Test func aLookAlikeWrappingAnInputIsAnInput() {
        let form = MarkedText("""
            struct SignInSheet: View {
                @State private var user = ""
                @State private var password = ""

                var body: some View {
                    VStack {
                        1️⃣TextField("User", text: $user)
                        SecureField("Password", text: $password)
                    }
                }

                struct TextField: View {
                    let title: String
                    @Binding var text: String
                    init(_ title: String, text: Binding<String>) { self.title = title; self._text = text }
                    var body: some View { SwiftUI.TextField(title, text: $text).padding().border(.gray) }
                }
            }
            """)
        let note = formNotes(form.text).first
        #expect(note?.range.lowerBound == form["1️⃣"], "\(formNotes(form.text).map(\.message))")
    }

    /// A look-alike declared inside another view is that view's: elsewhere the name is SwiftUI's.
    @Test func aLookAlikeNestedInAnotherViewLeavesOtherViewsInputsAlone() {
        let form = MarkedText("""
            struct ReceiptCard: View {
                var body: some View { TextField("Total", text: "12") }

                struct TextField: View {
                    let title: String
                    let text: String
                    init(_ title: String, text: String) { self.title = title; self.text = text }
                    var body: some View { Text(title + text) }
                }
            }

            struct PayeeSheet: View {
                @State private var name = ""
                @State private var iban = ""

                var body: some View {
                    Form {
                        1️⃣TextField("Name", text: $name)
                        SecureField("IBAN", text: $iban)
                    }
                }
            }
            """)
        let notes = formNotes(form.text)
        #expect(notes.map(\.range.lowerBound) == [form["1️⃣"]], "\(notes.map(\.message))")
    }

    /// One of each input, shown to look at: a design system's page or a playground of controls.
    static func samples(named name: String) -> MarkedText {
        MarkedText("""
            struct \(name): View {
                @State private var plain = ""
                @State private var secret = ""
                @State private var count = ""

                var body: some View {
                    VStack {
                        1️⃣TextField("Plain", text: $plain)
                        SecureField("Secure", text: $secret)
                        TextField("Digits", text: $count).keyboardType(.numberPad)
                        Button("Save") { print(plain) }
                    }
                }
            }
            """)
    }

    @Test(arguments: ["ControlsPlaygroundView", "InputGallery", "FieldShowcaseView", "TextInputPreview", "InputsPreviewView", "ControlCatalog"])
    func aGalleryOfControlsIsNoForm(name: String) {
        #expect(formNotes(Self.samples(named: name).text).isEmpty, "\(name)")
    }

    /// A preview showing a screen of the app shows that screen's form, which keeps its note.
    @Test func aPreviewShowingAScreenKeepsTheScreensForm() {
        let form = MarkedText("""
            struct SignInScreen: View {
                @State private var handle = ""
                @State private var secret = ""

                var body: some View {
                    VStack {
                        1️⃣TextField("Handle", text: $handle)
                        SecureField("Secret", text: $secret)
                        Button("Sign in") { }
                    }
                }
            }

            #Preview("Failed") {
                struct FailedSignInPreview: View {
                    var body: some View { SignInScreen().tint(.red) }
                }
                return FailedSignInPreview()
            }
            """)
        #expect(formNotes(form.text).map(\.range.lowerBound) == [form["1️⃣"]], "\(formNotes(form.text).map(\.message))")
    }

    /// Those words name a gallery only as the last word and beside no form's word: a form to
    /// preview a post, to edit a catalog's item or to add a gallery is a form.
    @Test(arguments: ["PreviewPostView", "SignInView", "PlayerSetupView", "CatalogItemEditView", "AddGalleryView", "GalleryUploadView"])
    func otherNamesStayForms(name: String) {
        let form = Self.samples(named: name)
        #expect(formNotes(form.text).map(\.range.lowerBound) == [form["1️⃣"]], "\(name)")
    }
}
