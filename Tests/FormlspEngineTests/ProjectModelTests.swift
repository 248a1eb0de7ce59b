import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Chains that cross files through the project model: each file is analysed against the summaries
/// of the others (form components, focus enums), never their text.
@Suite struct ProjectModelTests {
    /// A design-system field: a growing text field that swallows the newline and calls its submit
    /// closure, labelled Next only when a caller passes one.
    static let growingField = """
        import SwiftUI

        public struct GrowingField<Value: Hashable>: View {
            @Binding var text: String
            let focus: FocusState<Value?>.Binding
            let value: Value
            let onReturn: (() -> Void)?

            public init(text: Binding<String>, focus: FocusState<Value?>.Binding, value: Value, onReturn: (() -> Void)? = nil) {
                _text = text
                self.focus = focus
                self.value = value
                self.onReturn = onReturn
            }

            public var body: some View {
                TextField("", text: $text, axis: .vertical)
                    .focused(focus, equals: value)
                    .submitLabel(onReturn != nil ? .next : .return)
                    .onChange(of: text) { newText in
                        guard let onReturn, newText.contains("\\n") else { return }
                        text = newText.replacingOccurrences(of: "\\n", with: "")
                        onReturn()
                    }
            }
        }

        """

    /// A thin wrapper handing everything on to `GrowingField`.
    static let maskedField = """
        import SwiftUI

        public struct MaskedField<Value: Hashable>: View {
            @Binding var text: String
            let focus: FocusState<Value?>.Binding
            let value: Value
            var onReturn: (() -> Void)?

            public var body: some View {
                GrowingField(text: $text, focus: focus, value: value, onReturn: onReturn)
            }
        }

        """

    static let designSystem = [
        "/app/Packages/Design/Sources/Design/GrowingField.swift": growingField,
        "/app/Packages/Design/Sources/Design/MaskedField.swift": maskedField,
    ]

    /// Findings of `path` analysed as the checker does: every file summarised first.
    private func findings(in path: String, of files: [String: String]) -> [Finding] {
        var index = WorkspaceIndex()
        for (file, text) in files { index.update(path: file, text: text) }
        let engine = Engine()
        let text = files[path] ?? ""
        return engine.findings(in: text, path: path, context: index.context(forPath: path, summary: engine.summary(of: text, path: path)))
    }

    private func rulesAndOffsets(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    @Test func aWrapperInAnotherModuleIsAFieldWhoseCallerPassesTheSubmitClosure() {
        let form = MarkedText("""
            import Design
            import SwiftUI

            struct NoteEditor: View {
                enum Field { case title, body, secret }
                @FocusState private var focus: Field?
                @State private var title = ""
                @State private var text = ""
                @State private var secret = ""

                var body: some View {
                    Form {
                        GrowingField(text: $title, 1️⃣focus: $focus, value: .title, onReturn: {})
                        TextField("Body", text: $text)
                            .focused($focus, equals: .body)
                            .submitLabel(.next)
                            .onSubmit { focus = .secret }
                        MaskedField(text: $secret, focus: $focus, value: .secret, onReturn: { focus = nil })
                            2️⃣.submitLabel(.done)
                    }
                }
            }

            """)
        let path = "/app/Notes/NoteEditor.swift"
        let found = findings(in: path, of: Self.designSystem.merging([path: form.text]) { $1 })
        // The title's closure does nothing: Return (labelled Next by the wrapper) leaves the user there.
        // The secret field shows the wrapper's Next, which beats the caller's `.done`, yet ends editing.
        #expect(rulesAndOffsets(found) == [
            "missing-focus-transition@\(form["1️⃣"])", "submit-label-mismatch@\(form["1️⃣"])",
            "submit-label-mismatch@\(form["2️⃣"])",
        ])
        #expect(found.last?.message.contains("set inside `MaskedField`") == true)
        #expect(found.last?.fixes.isEmpty == true, "the caller cannot change a label set inside the component")
    }
}

extension ProjectModelTests {
    /// Fifty screens, each nesting its own `enum Field` with different cases: each chain resolves
    /// its own enum, so no screen's cases leak into another's (a routing fix stays exhaustive).
    @Test func fiftyFilesNestingEnumFieldStaySeparate() throws {
        var files: [String: String] = [:]
        for screen in 0..<50 {
            files["/app/Screen\(screen).swift"] = """
                import SwiftUI

                struct Screen\(screen): View {
                    enum Field { case first\(screen), second\(screen) }
                    @FocusState private var focus: Field?
                    @State private var a = ""
                    @State private var b = ""

                    var body: some View {
                        Form {
                            TextField("A", text: $a).focused($focus, equals: .first\(screen)).submitLabel(.next)
                            TextField("B", text: $b).focused($focus, equals: .second\(screen))
                        }
                    }
                }

                """
        }
        var index = WorkspaceIndex()
        for (path, text) in files { index.update(path: path, text: text) }
        let engine = Engine()
        for screen in [0, 17, 49] {
            let path = "/app/Screen\(screen).swift"
            let text = try #require(files[path])
            let analysis = engine.analyze(text, path: path, context: index.context(forPath: path, summary: engine.summary(of: text, path: path)))
            let chain = try #require(analysis.chains.first)
            #expect(chain.possibleTargets?.map(\.name) == ["first\(screen)", "second\(screen)"])
            #expect(analysis.findings.map(\.rule.rawValue) == ["missing-focus-transition"])
        }
    }

    /// A file's suppressions are its own: a `formlsp:disable-file` in the component's file does not
    /// silence its callers.
    @Test func aDisableFileCommentNeverLeavesItsFile() {
        let silencedComponent = "// formlsp:disable-file missing-focus-transition, submit-label-mismatch\n" + Self.growingField
        let form = """
            import SwiftUI

            struct Editor: View {
                enum Field { case title, body }
                @FocusState private var focus: Field?
                @State private var title = ""
                @State private var text = ""

                var body: some View {
                    GrowingField(text: $title, focus: $focus, value: .title, onReturn: {})
                    TextField("Body", text: $text).focused($focus, equals: .body).submitLabel(.done)
                }
            }

            """
        let found = findings(in: "/app/Editor.swift", of: ["/app/Design/GrowingField.swift": silencedComponent, "/app/Editor.swift": form])
        #expect(found.map(\.rule.rawValue) == ["missing-focus-transition", "submit-label-mismatch"])
    }

    /// Two modules each declare a `LabeledField`: from a third module the name is ambiguous, so
    /// the call is not taken for either component (no finding rests on a guess); from one of the two
    /// modules its own declaration wins.
    @Test func aNameDeclaredInTwoModulesIsUnknownNotMerged() {
        let labeled = { (label: String) in
            """
            import SwiftUI

            public struct LabeledField: View {
                @Binding var text: String
                var onCommit: (() -> Void)?

                public var body: some View {
                    TextField("", text: $text).submitLabel(.\(label)).onSubmit { onCommit?() }
                }
            }

            """
        }
        let form = { (module: String) in
            """
            import SwiftUI

            struct Login\(module): View {
                enum Field { case user, password }
                @FocusState private var focus: Field?
                @State private var user = ""
                @State private var password = ""

                var body: some View {
                    LabeledField(text: $user, onCommit: { focus = .password }).focused($focus, equals: .user)
                    SecureField("Password", text: $password).focused($focus, equals: .password).submitLabel(.go)
                }
            }

            """
        }
        let files = [
            "/app/Sources/Plain/LabeledField.swift": labeled("done"), "/app/Sources/Fancy/LabeledField.swift": labeled("next"),
            "/app/Sources/Screens/LoginScreens.swift": form("Screens"), "/app/Sources/Plain/LoginPlain.swift": form("Plain"),
        ]
        // Unknown component: the user field is opaque, its Return unknown; nothing to say.
        #expect(findings(in: "/app/Sources/Screens/LoginScreens.swift", of: files).isEmpty)
        // Its own module's component labels the user field Done while Return moves on.
        #expect(findings(in: "/app/Sources/Plain/LoginPlain.swift", of: files).map(\.rule.rawValue) == ["submit-label-mismatch"])
    }
}

extension ProjectModelTests {
    /// A section that draws its field in a computed property, beside a placeholder view it hands a
    /// tint colour: the colour is not a field being forwarded, so the section is still a component
    /// whose own `.done` label the form's chain is checked against.
    /// An app may declare a `TextField` of its own; `SwiftUI.TextField` still names the framework's.
    @Test func aFrameworkQualifiedFieldIsNotTheAppsComponentOfTheSameName() {
        let appField = """
            import SwiftUI

            struct TextField: View {
                let title: String
                @Binding var text: String
                var body: some View {
                    SwiftUI.TextField(title, text: $text).textFieldStyle(.roundedBorder)
                }
            }

            """
        let form = MarkedText("""
            import SwiftUI

            struct PathForm: View {
                @FocusState private var editing: Bool
                @State private var path = ""
                @State private var note = ""

                var body: some View {
                    VStack {
                        SwiftUI.TextField("Path", text: $path)
                            .focused($editing)
                            1️⃣.submitLabel(.next)
                        SwiftUI.TextField("Note", text: $note, axis: .vertical)
                            .focused($editing)
                    }
                }
            }

            """)
        let path = "/app/Screens/PathForm.swift"
        let found = findings(in: path, of: ["/app/Design/TextField.swift": appField, path: form.text])
        #expect(rulesAndOffsets(found) == ["submit-label-mismatch@\(form["1️⃣"])"])
    }

    @Test func aParameterThatOnlyDrawsIsNotAForwardedField() {
        let section = """
            import SwiftUI

            struct AmountSection: View {
                @Binding var amount: String
                let accent: Color
                let focus: FocusState<Entry?>.Binding
                let onCommit: () -> Void

                var body: some View {
                    VStack {
                        header
                        amountRow
                    }
                }

                private var header: some View {
                    PlaceholderBar(accent: accent)
                }

                private var amountRow: some View {
                    TextField("Amount", text: $amount)
                        .focused(focus, equals: .amount)
                        .submitLabel(.done)
                        .onSubmit(onCommit)
                }
            }

            """
        let form = MarkedText("""
            import SwiftUI

            enum Entry { case amount, memo }

            struct TransferForm: View {
                @FocusState private var focus: Entry?
                @State private var amount = ""
                @State private var memo = ""

                var body: some View {
                    Form {
                        AmountSection(amount: $amount, accent: .blue, 1️⃣focus: $focus, onCommit: { focus = .memo })
                        TextField("Memo", text: $memo)
                            .focused($focus, equals: .memo)
                            .submitLabel(.done)
                            .onSubmit { focus = nil }
                    }
                }
            }

            """)
        let path = "/app/Transfer/TransferForm.swift"
        let found = findings(in: path, of: ["/app/Transfer/AmountSection.swift": section, path: form.text])
        #expect(rulesAndOffsets(found) == ["submit-label-mismatch@\(form["1️⃣"])"], "\(found.map(\.message))")
        #expect(found.first?.message.contains("set inside `AmountSection`") == true)
    }
}
