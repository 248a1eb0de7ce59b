import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Input wrappers declared in files of their own, each handed the caller's focus binding and the
/// case to bind its input to through an initializer that names its parameters otherwise than the
/// properties it stores them in (`as value: Value` sets `value`). One wraps a single text field; the
/// other shows its password masked or plain by a `switch`, and binds only the masked input: one
/// input, bound as the masked twin is. Each call is a field of the caller's chain, bound to the case
/// the call passes.
@Suite struct WrapperCallFieldTests {
    static let iconField = """
        import SwiftUI

        struct IconField<Value: Hashable>: View {
            @Binding private var text: String
            private var focus: FocusState<Value>.Binding
            private var value: Value
            private let placeholder: String

            var body: some View {
                HStack {
                    Image(systemName: "person")
                    TextField(placeholder, text: $text)
                        .focused(focus, equals: value)
                }
            }

            init(_ placeholder: String, text: Binding<String>, focus: FocusState<Value>.Binding, as value: Value) {
                _text = text
                self.focus = focus
                self.value = value
                self.placeholder = placeholder
            }
        }

        """

    static let maskedField = """
        import SwiftUI

        struct MaskedField<Value: Hashable>: View {
            @Binding private var text: String
            @State private var isMasked = true
            private var focus: FocusState<Value>.Binding
            private var value: Value

            var body: some View {
                HStack {
                    switch isMasked {
                    case true:
                        SecureField("Password", text: $text)
                            .focused(focus, equals: value)
                    case false:
                        TextField("Password", text: $text)
                    }
                    Button("Show") { isMasked.toggle() }
                }
            }

            init(text: Binding<String>, focus: FocusState<Value>.Binding, as value: Value) {
                _text = text
                self.focus = focus
                self.value = value
            }
        }

        """

    /// The nickname (in `IconField`), then the secret and its repetition (each in `MaskedField`);
    /// `labels` are the modifiers given the first two calls.
    static func joinForm(nicknameLabel: String = "", secretLabel: String = "") -> MarkedText {
        MarkedText("""
            import SwiftUI

            struct JoinForm: View {
                enum Entry: Hashable { case nickname, secret, repeatSecret }
                @FocusState private var entry: Entry?
                @State private var nickname = ""
                @State private var secret = ""
                @State private var repeatSecret = ""

                var body: some View {
                    VStack {
                        IconField("Nickname", text: $nickname, 1️⃣focus: $entry, as: .nickname)
                            \(nicknameLabel)
                            .onSubmit { entry = .secret }
                        MaskedField(text: $secret, 2️⃣focus: $entry, as: .secret)
                            \(secretLabel)
                            .onSubmit { entry = .repeatSecret }
                        MaskedField(text: $repeatSecret, focus: $entry, as: .repeatSecret)
                            .submitLabel(.join)
                            .onSubmit { entry = nil }
                    }
                }
            }

            """)
    }

    static let formPath = "/app/Join/JoinForm.swift"

    private func findings(of form: String) -> [Finding] {
        var index = WorkspaceIndex()
        index.update(path: "/app/Design/IconField.swift", text: Self.iconField, origin: .disk)
        index.update(path: "/app/Design/MaskedField.swift", text: Self.maskedField, origin: .disk)
        index.update(path: Self.formPath, text: form)
        let engine = Engine()
        return engine.findings(in: form, path: Self.formPath, context: index.context(forPath: Self.formPath, summary: engine.summary(of: form, path: Self.formPath)))
    }

    @Test func aWrapperCallMovingOnWithoutANextLabelIsReported() {
        let form = Self.joinForm()
        let found = findings(of: form.text)
        #expect(found.map(\.rule) == ["missing-submit-label", "missing-submit-label"], "\(found.map(\.message))")
        #expect(found.map(\.range.lowerBound) == [form["1️⃣"], form["2️⃣"]])
        #expect(found.map(\.message) == [
            "Return in `nickname` moves focus to `secret` but the key says return; label it Next",
            "Return in `secret` moves focus to `repeatSecret` but the key says return; label it Next",
        ])
    }

    @Test func theWrappersLabelledNextGetNothing() {
        let found = findings(of: Self.joinForm(nicknameLabel: ".submitLabel(.next)", secretLabel: ".submitLabel(.next)").text)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }
}
