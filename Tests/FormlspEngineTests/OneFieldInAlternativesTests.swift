import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A field written once, in a view property, and shown by alternatives of the layout (the arms of
/// an `if`, a `ViewThatFits`, an `AnyLayout` chosen at run time) is one field: never a duplicate
/// binding, and the chain through it is whole.
@Suite struct OneFieldInAlternativesTests {
    private let engine = Engine()

    /// A sign-in form whose credentials property `layout` shows.
    static func signIn(layout: String) -> String {
        """
        struct SignInView: View {
            enum Field { case user, password }
            @FocusState private var focus: Field?
            @State private var user = ""
            @State private var password = ""
            @Environment(\\.horizontalSizeClass) private var sizeClass

            var body: some View {
                \(layout)
            }

            var credentials: some View {
                Group {
                    TextField("User", text: $user).focused($focus, equals: .user).submitLabel(.next).onSubmit { focus = .password }
                    SecureField("Password", text: $password).focused($focus, equals: .password).submitLabel(.go).onSubmit { signIn() }
                }
            }

            func signIn() {}
        }
        """
    }

    @Test(arguments: [
        "if sizeClass == .compact { VStack { credentials } } else { HStack { credentials } }",
        "ViewThatFits(in: .horizontal) { HStack { credentials }; VStack { credentials } }",
        "let layout = sizeClass == .compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())\n        layout { credentials }",
    ])
    func aPropertyShownByAlternativesIsOneField(layout: String) {
        #expect(engine.analyze(Self.signIn(layout: layout), path: "SignIn.swift").findings.isEmpty, "\(layout)")
    }

    /// A second field written apart and bound to the same value beside the property is a duplicate,
    /// in alternatives or not.
    @Test func anotherFieldBoundToTheSameValueIsADuplicate() {
        let layout = "if sizeClass == .compact { credentials } else { credentials }\n        TextField(\"Email\", text: $user).focused($focus, equals: .user)"
        let findings = engine.analyze(Self.signIn(layout: layout), path: "SignIn.swift").findings
        #expect(findings.contains { $0.rule == "duplicate-focus-binding" }, "\(findings.map(\.rule))")
    }
}
