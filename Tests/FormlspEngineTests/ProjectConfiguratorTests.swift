import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// UIKit fields configured by functions declared in other files (`FieldConfigurator` summaries):
/// static style helpers, extension methods of `UITextField`, factories. Each file is analysed
/// against the others' summaries, as the checker and the server do.
@Suite struct ProjectConfiguratorTests {
    static let style = """
        import UIKit

        enum Style {
            static func asEmail(_ field: UITextField) {
                field.keyboardType = .emailAddress
                field.returnKeyType = .next
            }

            static func asPassword(_ field: UITextField) {
                field.isSecureTextEntry = true
                field.returnKeyType = .go
            }
        }

        """

    static func signIn(passwordStyle: String) -> MarkedText {
        MarkedText("""
            import UIKit

            final class SignInViewController: UIViewController, UITextFieldDelegate {
                private let emailField = UITextField()
                private let passwordField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    emailField.delegate = self
                    passwordField.delegate = self
                    Style.asEmail(emailField)
                    1️⃣Style.\(passwordStyle)(passwordField)
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == emailField {
                        passwordField.becomeFirstResponder()
                    } else {
                        textField.resignFirstResponder()
                    }
                    return true
                }
            }

            """)
    }

    private func findings(in path: String, of files: [String: String]) -> [Finding] {
        var index = WorkspaceIndex()
        for (file, text) in files { index.update(path: file, text: text) }
        let engine = Engine()
        let text = files[path] ?? ""
        return engine.findings(in: text, path: path, context: index.context(forPath: path, summary: engine.summary(of: text, path: path)))
    }

    private func spots(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    private let controllerPath = "/app/SignIn/SignInViewController.swift"
    private let stylePath = "/app/Design/Style.swift"

    /// The helpers label both fields: the chain is right, and no field is told it has no label.
    @Test func aStaticHelperInAnotherFileLabelsTheFields() {
        let form = Self.signIn(passwordStyle: "asPassword")
        #expect(findings(in: controllerPath, of: [controllerPath: form.text, stylePath: Self.style]).isEmpty)
    }

    @Test func aHelperInAnotherFileLabellingTheLastFieldNextIsAMismatch() throws {
        let form = Self.signIn(passwordStyle: "asEmail")
        let found = findings(in: controllerPath, of: [controllerPath: form.text, stylePath: Self.style])
        #expect(spots(found) == ["submit-label-mismatch@\(form["1️⃣"])"])
        #expect(try #require(found.first).message.contains("set inside `asEmail`"))
    }

    /// Without the helper's file what the call does is unknown: no label is guessed, so the last
    /// field's Next (set there) is not reported.
    @Test func anUnresolvedHelperIsNotGuessed() {
        let form = Self.signIn(passwordStyle: "asEmail")
        #expect(findings(in: controllerPath, of: [controllerPath: form.text]).filter { $0.severity == .warning }.isEmpty)
    }

    /// `Style` declared twice in the module: which one a call reaches is unknown, never guessed.
    @Test func anAmbiguousHelperIsUnknown() {
        let form = Self.signIn(passwordStyle: "asEmail")
        let twin = Self.style.replacingOccurrences(of: ".next", with: ".done")
        #expect(findings(in: controllerPath, of: [controllerPath: form.text, stylePath: Self.style, "/app/Legacy/Style.swift": twin]).isEmpty)
    }

    /// An extension method of `UITextField` in another file, selecting a role by a literal argument.
    static let fieldRoles = """
        import UIKit

        enum FieldRole { case middle, last }

        extension UITextField {
            func applyRole(_ role: FieldRole) {
                switch role {
                case .middle: returnKeyType = .next
                case .last: returnKeyType = .done
                }
            }
        }

        """

    static func profile(phoneRole: String) -> MarkedText {
        MarkedText("""
            import UIKit

            final class ProfileViewController: UIViewController, UITextFieldDelegate {
                private let nameField: UITextField = UITextField()
                private let phoneField: UITextField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    [nameField, phoneField].forEach { $0.delegate = self }
                    nameField.applyRole(.middle)
                    1️⃣phoneField.applyRole(.\(phoneRole))
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    switch textField {
                    case nameField: phoneField.becomeFirstResponder()
                    default: textField.resignFirstResponder()
                    }
                    return true
                }
            }

            """)
    }

    @Test func anExtensionMethodInAnotherFileConfiguresItsReceiver() {
        let path = "/app/Profile/ProfileViewController.swift"
        let rolesPath = "/app/Design/UITextField+Role.swift"
        let right = Self.profile(phoneRole: "last")
        #expect(findings(in: path, of: [path: right.text, rolesPath: Self.fieldRoles]).isEmpty)
        let wrong = Self.profile(phoneRole: "middle")
        #expect(spots(findings(in: path, of: [path: wrong.text, rolesPath: Self.fieldRoles])) == ["submit-label-mismatch@\(wrong["1️⃣"])"])
    }

    /// A factory in another type returns a field labelled Next; the last field keeps it.
    @Test func aFactoryInAnotherFileLabelsTheFieldsItMakes() {
        let factory = """
            import UIKit

            enum Fields {
                static func make(placeholder: String) -> UITextField {
                    let field = UITextField()
                    field.placeholder = placeholder
                    field.returnKeyType = .next
                    return field
                }
            }

            """
        let form = MarkedText("""
            import UIKit

            final class AddressViewController: UIViewController, UITextFieldDelegate {
                private lazy var streetField = Fields.make(placeholder: "Street")
                private lazy var cityField = 1️⃣Fields.make(placeholder: "City")

                override func viewDidLoad() {
                    super.viewDidLoad()
                    streetField.delegate = self
                    cityField.delegate = self
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == streetField { cityField.becomeFirstResponder() } else { view.endEditing(true) }
                    return true
                }
            }

            """)
        let path = "/app/Address/AddressViewController.swift"
        let factoryPath = "/app/Design/Fields.swift"
        #expect(spots(findings(in: path, of: [path: form.text, factoryPath: factory])) == ["submit-label-mismatch@\(form["1️⃣"])"])
        let overridden = form.text.replacingOccurrences(of: "cityField.delegate = self", with: "cityField.delegate = self\n        cityField.returnKeyType = .done")
        #expect(findings(in: path, of: [path: overridden, factoryPath: factory]).isEmpty)
    }

    /// A free function with a lowercase name, declared in another file, labels the fields it is given.
    static let freeStyles = """
        import UIKit

        func styleAsName(_ field: UITextField) {
            field.autocapitalizationType = .words
            field.returnKeyType = .next
        }

        func styleAsLast(_ field: UITextField) {
            field.returnKeyType = .done
        }

        """

    static func contact(lastStyle: String) -> MarkedText {
        MarkedText("""
            import UIKit

            final class ContactViewController: UIViewController, UITextFieldDelegate {
                private let firstNameField = UITextField()
                private let lastNameField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    firstNameField.delegate = self
                    lastNameField.delegate = self
                    styleAsName(firstNameField)
                    1️⃣\(lastStyle)(lastNameField)
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == firstNameField { lastNameField.becomeFirstResponder() } else { textField.resignFirstResponder() }
                    return true
                }
            }

            """)
    }

    @Test func aFreeFunctionInAnotherFileLabellingTheLastFieldNextIsAMismatch() {
        let path = "/app/Contact/ContactViewController.swift"
        let stylesPath = "/app/Design/FieldStyles.swift"
        let wrong = Self.contact(lastStyle: "styleAsName")
        #expect(spots(findings(in: path, of: [path: wrong.text, stylesPath: Self.freeStyles])) == ["submit-label-mismatch@\(wrong["1️⃣"])"])
    }

    /// Labels set right by the free functions: nothing, and no field is told it has no label.
    @Test func freeFunctionsInAnotherFileLabellingTheChainRightGetNothing() {
        let path = "/app/Contact/ContactViewController.swift"
        let stylesPath = "/app/Design/FieldStyles.swift"
        #expect(findings(in: path, of: [path: Self.contact(lastStyle: "styleAsLast").text, stylesPath: Self.freeStyles]).isEmpty)
    }
}
