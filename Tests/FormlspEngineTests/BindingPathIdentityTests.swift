import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// An input without focus value is the text its binding edits, by the whole path: inputs whose
/// bindings end in one name (`$form.email.value`, `$form.password.value`, values kept in wrappers
/// that validate them) are different fields, each named by the end of its path that differs.
@Suite struct BindingPathIdentityTests {
    /// A sign-in whose model keeps each value in a checked wrapper, read through `.value`.
    @Test func bindingsEndingAlikeAreDifferentFields() throws {
        let form = MarkedText("""
            struct CheckedSignIn: View {
                @ObservedObject var form: SignInForm

                var body: some View {
                    VStack {
                        1️⃣TextField("Email", text: $form.email.value)
                        SecureField("Password", text: $form.password.value)
                        Button("Sign in") { form.signIn() }
                    }
                }
            }
            """)
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
        #expect(note.message.contains("(`email.value`, `password.value`)"), "\(note.message)")
    }

    /// Three wrapped values of one profile, one of them kept under another owner.
    @Test func eachIsNamedByTheEndOfItsPathThatDiffers() throws {
        let form = MarkedText("""
            struct CheckedProfile: View {
                @ObservedObject var model: ProfileModel

                var body: some View {
                    Form {
                        1️⃣TextField("Name", text: $model.person.name.value)
                        TextField("Company", text: $model.company.name.value)
                        TextField("City", text: $model.city.value)
                        Button("Save") { model.save() }
                    }
                }
            }
            """)
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
        #expect(note.message.contains("(`person.name.value`, `company.name.value`, `city.value`)"), "\(note.message)")
    }

    /// One wrapped password shown plainly or hidden, beside nothing else: one field, no form.
    @Test func oneWrappedValueShownTwoWaysIsOneField() {
        let source = """
            struct CheckedUnlock: View {
                @ObservedObject var form: UnlockForm
                @State private var reveals = false

                var body: some View {
                    VStack {
                        if reveals {
                            TextField("Password", text: $form.password.value)
                        } else {
                            SecureField("Password", text: $form.password.value)
                        }
                        Button("Unlock") { form.unlock() }
                    }
                }
            }
            """
        #expect(formNotes(source).isEmpty)
    }

    /// Wrapped values each committed by their own handler are settings, whatever their paths.
    @Test func wrappedValuesCommittedApartAreNoForm() {
        let source = """
            struct CheckedServer: View {
                @ObservedObject var settings: ServerSettings

                var body: some View {
                    Form {
                        TextField("Host", text: $settings.host.value).onSubmit { settings.saveHost() }
                        TextField("Port", text: $settings.port.value).onSubmit { settings.savePort() }
                    }
                }
            }
            """
        #expect(formNotes(source).isEmpty)
    }
}
