import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A caller routes its own focus chain through input components of the app's (`.focused`,
/// `.onSubmit` and `.submitLabel` applied to their calls), and each component keeps a focus state of
/// its own inside to ring the field it holds, one of them showing its text plain or hidden. The
/// caller's `.focused` binds the call as a field of the caller's chain, whatever the component does
/// inside: its defects are reported as they would be on SwiftUI's own inputs.
@Suite struct ComponentFocusChainTests {
    static let components = """
        import SwiftUI

        struct RingedField: View {
            let caption: String
            @Binding var text: String
            @FocusState private var isEditing: Bool

            var body: some View {
                TextField(caption, text: $text)
                    .focused($isEditing)
                    .padding(10)
                    .overlay(Capsule().stroke(isEditing ? Color.teal : Color.secondary))
            }
        }

        struct RingedPasswordField: View {
            let caption: String
            @Binding var text: String
            @State private var showsText = false
            @FocusState private var isEditing: Bool

            var body: some View {
                HStack {
                    if showsText {
                        TextField(caption, text: $text).focused($isEditing)
                    } else {
                        SecureField(caption, text: $text).focused($isEditing)
                    }
                    Button(showsText ? "Hide" : "Show") {
                        showsText.toggle()
                        isEditing = true
                    }
                }
                .padding(10)
                .overlay(Capsule().stroke(isEditing ? Color.teal : Color.secondary))
            }
        }

        struct SealedField: View {
            let caption: String
            @Binding var text: String
            @State private var showsText = false

            var body: some View {
                HStack {
                    if showsText {
                        TextField(caption, text: $text)
                    } else {
                        SecureField(caption, text: $text)
                    }
                    Button(showsText ? "Hide" : "Show") { showsText.toggle() }
                }
                .submitLabel(.done)
            }
        }

        """

    /// How the screen spells its inputs: the components above, or SwiftUI's own.
    enum Inputs: CaseIterable {
        case components, swiftUI

        func plain(_ caption: String, _ text: String) -> String {
            self == .components ? "RingedField(caption: \"\(caption)\", text: $\(text))" : "TextField(\"\(caption)\", text: $\(text))"
        }

        func hidden(_ caption: String, _ text: String) -> String {
            self == .components ? "RingedPasswordField(caption: \"\(caption)\", text: $\(text))" : "SecureField(\"\(caption)\", text: $\(text))"
        }
    }

    static let componentsPath = "/app/Harbour/Components/RingedFields.swift"
    static let screenPath = "/app/Harbour/Screens/HarbourSignIn.swift"

    /// Email then password, the caller's switch routing email on to the password; `emailLabel` and
    /// `passwordLabel` are the fields' label modifiers, if any, and `signIn` what signing in does.
    static func signIn(_ inputs: Inputs, emailLabel: String, passwordLabel: String = ".submitLabel(.go)", signIn: String = "") -> MarkedText {
        MarkedText("""
            import SwiftUI

            struct HarbourSignIn: View {
                enum Entry: Hashable { case email, password }
                @State private var email = ""
                @State private var password = ""
                @FocusState private var focus: Entry?

                var body: some View {
                    VStack(spacing: 12) {
                        \(inputs.plain("Email", "email"))
                            1️⃣.focused($focus, equals: .email)
                            .textContentType(.emailAddress)
                            \(emailLabel)
                        \(inputs.hidden("Password", "password"))
                            .focused($focus, equals: .password)
                            \(passwordLabel)
                        Button("Sign in", action: signIn)
                    }
                    .onSubmit {
                        switch focus {
                        case .email: focus = .password
                        case .password: signIn()
                        case nil: break
                        }
                    }
                }

                func signIn() {\(signIn)}
            }

            """)
    }

    /// New password then its confirmation, both labelled Next but the last; `passwordCase` is the
    /// switch's arm for the new password. `sealed` calls `SealedField` for the new password
    /// (labelling it no further) or for the confirmation.
    static func newPassword(_ inputs: Inputs, passwordCase: String, sealed: Sealed? = nil) -> MarkedText {
        let password = sealed == .password ? "SealedField(caption: \"New password\", text: $password)" : inputs.hidden("New password", "password")
        let confirmation = sealed == .confirmation ? "SealedField(caption: \"Repeat it\", text: $confirmation)" : inputs.hidden("Repeat it", "confirmation")
        return MarkedText("""
            import SwiftUI

            struct HarbourNewPassword: View {
                enum Entry: Hashable { case password, confirmation }
                @State private var password = ""
                @State private var confirmation = ""
                @FocusState private var focus: Entry?

                var body: some View {
                    Form {
                        \(password)
                            1️⃣.focused($focus, equals: .password)
                            \(sealed == .password ? "" : ".submitLabel(.next)")
                        \(confirmation)
                            .focused($focus, equals: .confirmation)
                            .submitLabel(.done)
                    }
                    .onSubmit {
                        switch focus {
                        \(passwordCase)
                        case .confirmation: save()
                        default: break
                        }
                    }
                }

                func save() {}
            }

            """)
    }

    enum Sealed { case password, confirmation }

    /// The findings on `screen`, checked beside the components' file, or with the components
    /// declared in the screen's own file.
    private func findings(of screen: String, componentsInTheSameFile: Bool = false) -> [Finding] {
        let text = componentsInTheSameFile ? screen + Self.components.replacingOccurrences(of: "import SwiftUI\n", with: "") : screen
        var index = WorkspaceIndex()
        if !componentsInTheSameFile { index.update(path: Self.componentsPath, text: Self.components) }
        index.update(path: Self.screenPath, text: text)
        let engine = Engine()
        return engine.findings(in: text, path: Self.screenPath, context: index.context(forPath: Self.screenPath, summary: engine.summary(of: text, path: Self.screenPath)))
    }

    @Test(arguments: Inputs.allCases, [false, true])
    func anUnlabelledFieldWhoseReturnMovesOnIsReportedThroughAComponent(inputs: Inputs, componentsInTheSameFile: Bool) throws {
        let screen = Self.signIn(inputs, emailLabel: "")
        let found = findings(of: screen.text, componentsInTheSameFile: componentsInTheSameFile)
        let finding = try #require(found.first)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(finding.rule == "missing-submit-label")
        #expect(finding.range.lowerBound == screen["1️⃣"])
    }

    @Test(arguments: Inputs.allCases, [false, true])
    func aChainThroughComponentsDoneRightGetsNothing(inputs: Inputs, componentsInTheSameFile: Bool) {
        let screen = Self.signIn(inputs, emailLabel: ".submitLabel(.next)")
        let found = findings(of: screen.text, componentsInTheSameFile: componentsInTheSameFile)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// The password component shows a `TextField` or a `SecureField` as its switch says: one input,
    /// so a call to it is a field of the caller's chain.
    @Test(arguments: Inputs.allCases)
    func aMissingArmIsReportedOnAFieldShownPlainOrHidden(inputs: Inputs) throws {
        let screen = Self.newPassword(inputs, passwordCase: "")
        let found = findings(of: screen.text)
        let finding = try #require(found.first)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(finding.rule == "missing-focus-transition")
        #expect(finding.range.lowerBound == screen["1️⃣"])
    }

    @Test(arguments: Inputs.allCases)
    func theArmPresentGetsNothing(inputs: Inputs) {
        let screen = Self.newPassword(inputs, passwordCase: "case .password: focus = .confirmation")
        let found = findings(of: screen.text)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// Signing in focuses the password again when it fails: Return there moves nothing on, and its
    /// key may say return, while the email's Return still moves on.
    @Test(arguments: Inputs.allCases)
    func aFieldFocusingItselfAgainMovesNothingOn(inputs: Inputs) throws {
        let retry = " Task { if await !session.signIn(email, password) { focus = .password } } "
        let screen = Self.signIn(inputs, emailLabel: "", passwordLabel: "", signIn: retry)
        let found = findings(of: screen.text)
        let finding = try #require(found.first)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(finding.rule == "missing-submit-label")
        #expect(finding.range.lowerBound == screen["1️⃣"])
    }

    /// `SealedField` labels its input Done from the stack around it, which its callers cannot
    /// override: a call whose Return moves on shows Done.
    @Test func aLabelSetAroundTheInputInsideTheComponentIsTheFieldsLabel() throws {
        let screen = Self.newPassword(.components, passwordCase: "case .password: focus = .confirmation", sealed: .password)
        let found = findings(of: screen.text)
        let finding = try #require(found.first)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(finding.rule == "submit-label-mismatch")
        #expect(finding.message.contains("set inside `SealedField`"), "\(finding.message)")
        #expect(finding.range.lowerBound == screen["1️⃣"])
    }

    /// The same component as the last field, whose Return saves: Done is right.
    @Test func aLabelSetInsideTheComponentThatFitsGetsNothing() {
        let screen = Self.newPassword(.components, passwordCase: "case .password: focus = .confirmation", sealed: .confirmation)
        let found = findings(of: screen.text)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// Called with no `.focused` of the caller's, each component keeps a focus state of its own
    /// (the reveal button focuses the password again): a copy per call that the caller can neither
    /// see nor set, which moves nothing on to another field. The sign-in form has no routing.
    @Test func componentsFocusingThemselvesWithoutTheCallersFocusRouteNothing() throws {
        let screen = MarkedText("""
            import SwiftUI

            struct HarbourSignIn: View {
                @State private var email = ""
                @State private var password = ""

                var body: some View {
                    VStack(spacing: 12) {
                        1️⃣RingedField(caption: "Email", text: $email)
                        RingedPasswordField(caption: "Password", text: $password)
                        Button("Sign in", action: signIn)
                    }
                }

                func signIn() {}
            }

            """)
        let found = findings(of: screen.text)
        #expect(found.map(\.rule.rawValue) == ["form-without-focus-routing"], "\(found.map(\.message))")
        #expect(found.first?.range.lowerBound == screen["1️⃣"])
    }
}
