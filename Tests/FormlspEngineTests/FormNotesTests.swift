import FocusRules
import FormlspEngine
import TestSupport
import Testing

/// The notes about whole forms (`form-without-focus-routing`, `bool-focus-states`) and the blocked
/// handler that stands in for routing, through the engine: what their messages say, where the
/// path decides, and what their fixes leave behind.
@Suite struct FormNotesTests {
    private let engine = Engine()

    private func notes(_ text: String, path: String = "Form.swift", rule: RuleID) -> [Finding] {
        engine.analyze(text, path: path).findings.filter { $0.rule == rule }
    }

    /// One field written in both arms of `if #available` is one field of the form.
    @Test func aFieldInBothAvailabilityArmsIsNamedOnce() throws {
        let source = """
            struct JoinForm: View {
                enum Field { case name, email, phone }
                @FocusState private var focus: Field?
                @State private var name = ""
                @State private var email = ""
                @State private var phone = ""

                var body: some View {
                    Form {
                        if #available(iOS 17, *) {
                            TextField("Name", text: $name).focused($focus, equals: .name).textContentType(.name)
                        } else {
                            TextField("Name", text: $name).focused($focus, equals: .name)
                        }
                        TextField("Email", text: $email).focused($focus, equals: .email)
                        TextField("Phone", text: $phone).focused($focus, equals: .phone)
                        Button("Join", action: join)
                    }
                }

                func join() {}
            }
            """
        let note = try #require(notes(source, rule: "form-without-focus-routing").first)
        #expect(note.message.contains("(`name`, `email`, `phone`)"), "\(note.message)")
    }

    /// A form in a tvOS target's folder is typed into with the remote; the same form for iOS is not.
    @Test(arguments: [("Couch tvOS/LoginView.swift", false), ("AppleTV/LoginView.swift", false), ("iOS/LoginView.swift", true), ("App iOS+tvOS/LoginView.swift", true)])
    func aTVOSTargetGetsNoFormNote(path: String, noted: Bool) {
        let source = """
            struct LoginView: View {
                @State private var account = ""
                @State private var secret = ""

                var body: some View {
                    VStack {
                        TextField("Account", text: $account)
                        SecureField("Secret", text: $secret)
                    }
                }
            }
            """
        #expect(notes(source, path: path, rule: "form-without-focus-routing").isEmpty != noted, "\(path)")
    }

    /// A file importing AppKit is a Mac app's, where Return does not walk a form; one that also
    /// imports UIKit, or picks its framework per platform, may be built for iOS and stays analysed.
    @Test(arguments: [
        ("import AppKit\nimport SwiftUI", false),
        ("@preconcurrency import Cocoa\nimport SwiftUI", false),
        ("import SwiftUI", true),
        ("import AppKit\nimport UIKit\nimport SwiftUI", true),
        ("#if canImport(AppKit)\nimport AppKit\n#else\nimport UIKit\n#endif\nimport SwiftUI", true),
        ("#if os(macOS)\nimport AppKit\n#endif\nimport SwiftUI", true),
        ("import AppKit\nimport SwiftUI\n#if os(iOS)\nlet keyboardReturns = true\n#endif", true),
    ])
    func aMacAppsFileGetsNoFormNote(imports: String, noted: Bool) {
        let source = imports + """

            struct VaultUnlock: View {
                @State private var account = ""
                @State private var secret = ""

                var body: some View {
                    VStack {
                        TextField("Account", text: $account)
                        SecureField("Secret", text: $secret)
                    }
                }
            }
            """
        #expect(notes(source, rule: "form-without-focus-routing").isEmpty != noted, "\(imports)")
    }

    /// A view without focus state is told so, and gets no fix: it needs a focus state first.
    @Test func aFormWithoutFocusStateIsNotedWithoutAFix() throws {
        let marked = MarkedText("""
            struct ServerLogin: View {
                @State private var host = ""
                @State private var password = ""

                var body: some View {
                    Form {
                        1️⃣TextField("Host", text: $host)
                        SecureField("Password", text: $password)
                        Button("Connect", action: connect)
                    }
                }

                func connect() {}
            }
            """)
        let note = try #require(notes(marked.text, rule: "form-without-focus-routing").first)
        #expect(note.range.lowerBound == marked["1️⃣"])
        #expect(note.message.contains("(`host`, `password`), which has no focus state"), "\(note.message)")
        #expect(note.fixes.isEmpty)
    }

    /// A blocked handler is the routing the author meant: it is reported and moved, never joined by
    /// a second `.onSubmit` plumbed beside it.
    @Test func aBlockedHandlerIsMovedAndNoSecondHandlerIsPlumbed() {
        let source = """
            struct PinnedSignUp: View {
                enum Field { case name, email }
                @FocusState private var focus: Field?
                @State private var name = ""
                @State private var email = ""

                var body: some View {
                    Form {
                        TextField("Name", text: $name).focused($focus, equals: .name)
                        SecureField("Email", text: $email).focused($focus, equals: .email)
                    }
                    .submitScope()
                    .onSubmit {
                        switch focus {
                        case .name: focus = .email
                        default: focus = nil
                        }
                    }
                }
            }
            """
        #expect(engine.analyze(source, path: "Form.swift").findings.map(\.rule) == ["blocked-submit-handler"])
        let fixed = engine.fixAll(source, path: "Form.swift", includeUnsafe: true).text
        #expect(fixed.components(separatedBy: ".onSubmit").count == 2, "\(fixed)")
        #expect(engine.analyze(fixed, path: "Form.swift").findings.isEmpty)
    }

    /// `Bool` states that route Return are named for what they do.
    @Test func boolStatesThatRouteAreSaidToRouteReturn() throws {
        let source = """
            struct TransferForm: View {
                @FocusState private var isRecipientFocused: Bool
                @FocusState private var isAmountFocused: Bool
                @FocusState private var isNoteFocused: Bool

                var body: some View {
                    VStack {
                        TextField("Recipient", text: $recipient).focused($isRecipientFocused)
                            .onSubmit { isAmountFocused = true }
                        TextField("Amount", text: $amount).focused($isAmountFocused)
                            .onSubmit { isNoteFocused = true }
                        TextField("Note", text: $note).focused($isNoteFocused)
                    }
                }
            }
            """
        let note = try #require(notes(source, rule: "bool-focus-states").first)
        #expect(note.message == "`TransferForm` routes Return through 3 Bool focus states, one per field; one enum focus state would state the chain in one place")
    }

    /// UIKit: a method that submits makes the delegate's fields one form; a keyboard toolbar
    /// library (IQKeyboardManager) walks them without Return.
    @Test(arguments: [("@IBAction func signInTapped() {}", true), ("func refreshAvatar() {}", false), ("func signIn() { IQKeyboardManager.shared.enable = true }", false)])
    func uiKitFormsNeedASubmitAndNoKeyboardToolbar(member: String, noted: Bool) {
        let source = """
            final class SignInViewController: UIViewController, UITextFieldDelegate {
                private let accountField = UITextField()
                private let secretField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    accountField.delegate = self
                    secretField.delegate = self
                }

                \(member)
            }
            """
        #expect(notes(source, rule: "form-without-focus-routing").isEmpty != noted, "\(member)")
    }
}
