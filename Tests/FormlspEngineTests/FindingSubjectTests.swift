import FocusRules
import FormlspEngine
import Testing

/// Each finding names the type whose chain it is in and the field it is about: what baselines and
/// SARIF fingerprints key on, so that moving code keeps them.
@Suite struct FindingSubjectTests {
    @Test func swiftUIFindingsNameTheViewAndTheField() {
        let source = """
            struct SignUp: View {
                enum Field { case name, email, phone }
                @FocusState private var focus: Field?
                var body: some View {
                    Form {
                        TextField("Name", text: $name).focused($focus, equals: .name).submitLabel(.done)
                        TextField("Email", text: $email).focused($focus, equals: .email).submitLabel(.next)
                        TextField("Phone", text: $phone).focused($focus, equals: .phone)
                    }
                    .onSubmit {
                        switch focus {
                        case .name: focus = .email
                        default: break
                        }
                    }
                }
            }
            """
        let subjects = findings(in: source).filter { $0.severity == .warning }.map { "\($0.rule) \($0.subject?.type ?? "-").\($0.subject?.field ?? "-")" }
        #expect(subjects == ["submit-label-mismatch SignUp.name", "missing-focus-transition SignUp.email"])
        #expect(findings(in: "\n\n// moved\n" + source).map(\.subject) == findings(in: source).map(\.subject))
    }

    @Test func uiKitFindingsNameTheControllerAndTheOutlet() {
        let source = """
            final class Login: UIViewController, UITextFieldDelegate {
                let emailField = UITextField()
                let passwordField = UITextField()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    emailField.delegate = self
                }
                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == passwordField { textField.resignFirstResponder() }
                    if textField == emailField { passwordField.becomeFirstResponder() }
                    return true
                }
            }
            """
        let unset = findings(in: source, rule: "text-field-delegate-unset")
        #expect(unset.map(\.subject) == [FindingSubject(type: "Login", field: "passwordField")])
    }
}
