import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Input components of a design system in another package of the workspace: a view wrapping one
/// text input (plain or secure as its caller asks), keeping its own focus state in step with a
/// `Binding<Bool>` its caller passes, and calling a return closure its caller may pass.
@Suite struct InputComponentTests {
    static let entry = """
        import SwiftUI

        public struct Entry<Accessory: View>: View {
            @Binding private var text: String
            @Binding private var isActive: Bool
            private let caption: String?
            private let isSecure: Bool
            private let accessory: Accessory
            private let onReturn: () -> Void
            @FocusState private var hasFocus: Bool

            public init(
                text: Binding<String>, isActive: Binding<Bool>, caption: String? = nil, isSecure: Bool = false,
                @ViewBuilder accessory: () -> Accessory, onReturn: @escaping () -> Void = {}
            ) {
                _text = text
                _isActive = isActive
                self.caption = caption
                self.isSecure = isSecure
                self.accessory = accessory()
                self.onReturn = onReturn
            }

            public var body: some View {
                VStack(alignment: .leading) {
                    caption.map(Text.init)
                    HStack {
                        Group {
                            if isSecure {
                                SecureField(caption ?? "", text: $text)
                            } else {
                                TextField(caption ?? "", text: $text)
                            }
                        }
                        .onSubmit(onReturn)
                        .focused($hasFocus)
                        .keepInStep($isActive, $hasFocus)
                        accessory
                    }
                }
            }
        }

        """

    static let entryPath = "/app/Packages/Kit/Sources/Kit/Entry.swift"
    static let screenPath = "/app/Packages/Account/Sources/Account/Registration.swift"

    /// A registration screen of three `Entry` fields bound to flags of its own; `returns` holds what
    /// each call hands the component after its other arguments.
    static func registration(_ returns: [String] = ["", "", ""]) -> MarkedText {
        MarkedText("""
            import Kit
            import SwiftUI

            struct Registration: View {
                let viewStore: ViewStore<RegistrationState, RegistrationAction>
                @State private var isEmailActive = false
                @State private var isPasswordActive = false
                @State private var isRepeatActive = false
                @State private var reveals = false

                var body: some View {
                    VStack {
                        email
                        password
                        repeated
                        Button(Strings.register) { viewStore.send(.register) }
                    }
                    .onTapGesture { isEmailActive = false }
                }

                private var email: some View {
                    let invalid = viewStore.emailIsInvalid
                    return 1️⃣Entry(
                        text: viewStore.binding(\\.$email),
                        isActive: $isEmailActive,
                        caption: invalid ? Strings.invalidEmail : Strings.email,
                        accessory: { EmptyView() }\(returns[0])
                    )
                    .keyboardType(.emailAddress)
                }

                private var password: some View {
                    Entry(text: viewStore.binding(\\.$password), isActive: $isPasswordActive, caption: Strings.password, isSecure: !reveals, accessory: {
                        Toggle("Show", isOn: $reveals)
                    }\(returns[1]))
                }

                private var repeated: some View {
                    Entry(text: viewStore.binding(get: \\.repeated, send: { .repeat($0) }), isActive: $isRepeatActive, caption: Strings.repeated, isSecure: !reveals, accessory: {
                        EmptyView()
                    }\(returns[2]))
                }
            }

            """)
    }

    /// The findings of `rule` (of every rule when nil) on `screen`, checked in a workspace that also
    /// holds `component`'s file (the `Entry` component unless told).
    private func findings(
        of screen: String, at path: String = screenPath, beside component: (path: String, text: String) = (entryPath, entry),
        rule: RuleID? = "form-without-focus-routing"
    ) -> [Finding] {
        var index = WorkspaceIndex()
        index.update(path: component.path, text: component.text)
        index.update(path: path, text: screen)
        let engine = Engine()
        return engine.findings(in: screen, path: path, context: index.context(forPath: path, summary: engine.summary(of: screen, path: path)))
            .filter { rule == nil || $0.rule == rule }
    }

    @Test func componentFieldsWhoseFlagsNothingOnReturnSetsAreAFormWithoutRouting() throws {
        let screen = Self.registration()
        let note = try #require(findings(of: screen.text).first)
        #expect(note.range.lowerBound == screen["1️⃣"])
        #expect(note.message.contains("(`email`, `password`, `repeated`)"), "\(note.message)")
    }

    /// Handed return closures, the fields may move focus by setting the flags: left alone.
    @Test func componentFieldsHandedReturnClosuresAreLeftAlone() {
        let screen = Self.registration([
            ", onReturn: { isEmailActive = false; isPasswordActive = true }",
            ", onReturn: { isPasswordActive = false; isRepeatActive = true }",
            ", onReturn: { viewStore.send(.register) }",
        ])
        #expect(findings(of: screen.text).isEmpty)
    }

    /// Flags handed in by the caller's parent may be set by code out of sight.
    @Test func componentFieldsBoundToTheParentsFlagsAreLeftAlone() {
        let screen = Self.registration().text.replacingOccurrences(of: "@State private var is", with: "@Binding var is")
        #expect(findings(of: screen).isEmpty)
    }

    /// Independent settings, each its own value, no credential and nothing submitting them together.
    @Test func aSettingsScreenOfComponentFieldsGetsNothing() {
        let screen = """
            import Kit
            import SwiftUI

            struct RelaySettings: View {
                @AppStorage("relay") private var relay = ""
                @AppStorage("nickname") private var nickname = ""
                @State private var isRelayActive = false
                @State private var isNicknameActive = false

                var body: some View {
                    Form {
                        Section("Relay") {
                            Entry(text: $relay, isActive: $isRelayActive, caption: "Relay", accessory: { EmptyView() })
                        }
                        Section("Profile") {
                            Entry(text: $nickname, isActive: $isNicknameActive, caption: "Nickname", accessory: { EmptyView() })
                        }
                    }
                }
            }

            """
        #expect(findings(of: screen).isEmpty)
    }

    /// A call asking the component to hide what is typed makes that field a credential, so the two
    /// fields are filled in one go; asked not to, nothing says they are.
    @Test(arguments: [("!reveals", true), ("false", false)])
    func aCallAskingForAConcealedEntryIsACredential(value: String, noted: Bool) {
        let screen = """
            import Kit
            import SwiftUI

            struct Unlock: View {
                @State private var account = ""
                @State private var passcode = ""
                @State private var isAccountActive = false
                @State private var isPasscodeActive = false
                @State private var reveals = false

                var body: some View {
                    VStack {
                        Entry(text: $account, isActive: $isAccountActive, caption: "Account", accessory: { EmptyView() })
                        Entry(text: $passcode, isActive: $isPasscodeActive, caption: "Passcode", isSecure: \(value), accessory: { EmptyView() })
                    }
                }
            }

            """
        #expect(findings(of: screen).isEmpty != noted)
    }

    /// A component whose keyboard toolbar's Next calls a closure moves focus in ways its callers
    /// do not see: their forms are left alone.
    @Test func componentFieldsMovingTheirOwnFocusAreLeftAlone() {
        let stepper = """
            import SwiftUI

            public struct AmountEntry: View {
                @Binding var amount: String
                var caption: String
                var onNext: (() -> Void)?
                @FocusState private var isEditing: Bool

                public var body: some View {
                    TextField(caption, text: $amount)
                        .focused($isEditing)
                        .toolbar {
                            ToolbarItemGroup(placement: .keyboard) {
                                Button("Next") { onNext?() }
                                Button("Hide") { isEditing = false }
                            }
                        }
                }
            }

            """
        let screen = """
            import Kit
            import SwiftUI

            struct Transfer: View {
                @State private var amount = ""
                @State private var fee = ""

                var body: some View {
                    Form {
                        AmountEntry(amount: $amount, caption: "Amount")
                        AmountEntry(amount: $fee, caption: "Fee")
                        Button("Send transfer", action: send)
                    }
                }

                func send() {}
            }

            """
        let found = findings(of: screen, beside: ("/app/Packages/Kit/Sources/Kit/AmountEntry.swift", stepper), rule: nil)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// A component whose field keeps a focus state of its own, set when tapped and cleared on
    /// Return, gives each call a copy no caller sees or sets: it routes nothing, so a form of its
    /// calls and no focus state has no routing, whether the state is bound on the field or on a
    /// group around it. Its keyboard toolbar routes only when a button may move focus on, and
    /// code it runs as its focus changes (as Return ends editing) may move focus out of sight.
    @Test(arguments: [
        (".focused($isEditing)", "", true),
        ("", "", true),
        (".focused($isEditing)", "Button(\"Hide\") { isEditing = false }", true),
        (".focused($isEditing)", "Button(\"Next\") { onNext?() }", false),
        (".focused($isEditing).onChange(of: isEditing) { _, editing in if !editing { onNext?() } }", "", false),
    ])
    func componentFieldsWithAFocusOfTheirOwnRouteNothing(fieldFocus: String, toolbarButton: String, noted: Bool) {
        let groupFocus = fieldFocus.isEmpty ? ".focused($isEditing)" : ""
        let toolbar = toolbarButton.isEmpty ? "" : ".toolbar { ToolbarItemGroup(placement: .keyboard) { \(toolbarButton) } }"
        let entry = """
            import SwiftUI

            public struct OutlinedEntry: View {
                var caption: String
                @Binding var text: String
                @Binding var isHighlighted: Bool
                var onNext: (() -> Void)?
                @FocusState private var isEditing: Bool

                public var body: some View {
                    VStack(alignment: .leading) {
                        Text(caption)
                        Group {
                            TextField("", text: $text)
                                .onTapGesture { isHighlighted = true; isEditing = true }
                                .onSubmit { isEditing = false; isHighlighted = false }
                                \(fieldFocus)
                                \(toolbar)
                        }
                        \(groupFocus)
                        .overlay(RoundedRectangle(cornerRadius: 4).stroke(isEditing ? Color.accentColor : Color.gray))
                    }
                }
            }

            """
        let screen = MarkedText("""
            import Kit
            import SwiftUI

            struct ShippingAddress: View {
                @State private var street = ""
                @State private var city = ""
                @State private var zip = ""
                @State private var isTyping = false

                var body: some View {
                    VStack {
                        1️⃣OutlinedEntry(caption: "Street", text: $street, isHighlighted: $isTyping)
                        OutlinedEntry(caption: "City", text: $city, isHighlighted: $isTyping)
                        OutlinedEntry(caption: "ZIP", text: $zip, isHighlighted: $isTyping)
                        Button("Save address", action: save)
                    }
                }

                func save() {}
            }

            """)
        let found = findings(of: screen.text, beside: ("/app/Packages/Kit/Sources/Kit/OutlinedEntry.swift", entry), rule: nil)
        #expect(found.map(\.range.lowerBound) == (noted ? [screen["1️⃣"]] : []), "\(found.map(\.message))")
    }

    /// A component named for search (`ContactSearchBox`) filters what the screen lists: beside a
    /// title it is no step of a form typed in one go, while the same component named for an entry is.
    @Test(arguments: [("ContactSearchBox", false), ("ContactEntry", true)])
    func aComponentNamedForSearchIsNoStepOfAForm(name: String, noted: Bool) {
        let component = """
            import SwiftUI

            public struct \(name): View {
                var prompt: String
                @Binding var text: String

                public var body: some View {
                    TextField(prompt, text: $text).padding(8)
                }
            }

            """
        let screen = MarkedText("""
            import Kit
            import SwiftUI

            struct NewGroupSheet: View {
                @State private var title = ""
                @State private var query = ""

                var body: some View {
                    Form {
                        1️⃣TextField("Title", text: $title)
                        \(name)(prompt: "Members", text: $query)
                        Button("Create group", action: create)
                    }
                }

                func create() {}
            }

            """)
        let found = findings(of: screen.text, beside: ("/app/Packages/Kit/Sources/Kit/\(name).swift", component), rule: nil)
        #expect(found.map(\.range.lowerBound) == (noted ? [screen["1️⃣"]] : []), "\(found.map(\.message))")
    }

    /// A view showing its text field only sometimes (as a picker says), or whose field is a stepper's
    /// own (editing the number its buttons step), or showing two fields in an arm, is no input
    /// component: a form of two calls to it gets nothing, while the same view always showing a plain
    /// field, or one field shown plain or hidden, is a component.
    @Test(arguments: [
        ("if rule.usesPattern { TextField(caption, text: $rule.pattern) }", false),
        ("Stepper(value: $rule.limit) { TextField(caption, value: $rule.limit, format: .number) }", false),
        ("Text(caption); TextField(caption, text: $rule.pattern)", true),
        ("if rule.hidesPattern { SecureField(caption, text: $rule.pattern) } else { TextField(caption, text: $rule.pattern) }", true),
        ("if rule.usesPattern { TextField(caption, text: $rule.pattern); SecureField(caption, text: $rule.key) } else { TextField(caption, text: $rule.pattern); SecureField(caption, text: $rule.key) }", false),
        ("#if os(iOS)\nTextField(caption, text: $rule.pattern)\nTextField(caption, text: $rule.pattern)\n#endif", false),
    ])
    func aViewShowingItsFieldOnlySometimesOrInAStepperIsNoComponent(content: String, isComponent: Bool) {
        let section = """
            import SwiftUI

            public struct RuleSection: View {
                @Binding var rule: FilterRule
                var caption: String

                public var body: some View {
                    VStack {
                        Picker("Kind", selection: $rule.kind) { Text("Any").tag(0) }
                        \(content)
                    }
                }
            }

            """
        let screen = """
            import Kit
            import SwiftUI

            struct FilterEditor: View {
                @State private var first = FilterRule()
                @State private var second = FilterRule()

                var body: some View {
                    Form {
                        RuleSection(rule: $first, caption: "First")
                        RuleSection(rule: $second, caption: "Second")
                        Button("Save filter", action: save)
                    }
                }

                func save() {}
            }

            """
        let found = findings(of: screen, beside: ("/app/Packages/Kit/Sources/Kit/RuleSection.swift", section))
        #expect(!found.isEmpty == isComponent, "\(content)")
    }

    /// The same screen calling a component declared in no file of the workspace: nothing is known of it.
    @Test func aComponentOutOfTheWorkspaceGetsNothing() {
        let screen = Self.registration().text.replacingOccurrences(of: "Entry(", with: "VendorEntry(")
        #expect(findings(of: screen).isEmpty)
    }
}
