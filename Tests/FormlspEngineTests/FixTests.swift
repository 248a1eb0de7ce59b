import FocusRules
import FormlspEngine
import TestSupport
import Testing

/// Fixes and code actions: edits parse, keep the file's style, are idempotent, and leave nothing
/// for the fixed rule to report.
@Suite struct FixTests {
    let engine = Engine()

    static let unrouted = """
        import SwiftUI

        struct ContactForm: View {
            enum Field { case name, email, phone }
            @FocusState private var focus: Field?
            @State private var name = ""
            @State private var email = ""
            @State private var phone = ""

            var body: some View {
                Form {
                    TextField("Name", text: $name)
                        .focused($focus, equals: .name)
                    TextField("Email", text: $email)
                        .focused($focus, equals: .email)
                    TextField("Phone", text: $phone)
                        .focused($focus, equals: .phone)
                    Button("Send", action: send)
                }
                .navigationTitle("Contact")
            }

            func send() {}
        }
        """

    /// One rule for both front doors: a fixed text always parses. A file that does not parse to
    /// begin with keeps its text, and says why, rather than gain fixes on top of its error.
    @Test func aFileThatDoesNotParseIsLeftAsItIs() {
        let broken = Self.unrouted + "\nlet unfinished = (\n"
        #expect(!Engine.parses(broken))
        #expect(!engine.findings(in: broken, path: "ContactForm.swift").flatMap(\.fixes).isEmpty, "the form still has fixes to offer")
        #expect(engine.fixAll(broken, path: "ContactForm.swift", includeUnsafe: true) == FixOutcome(text: broken, rejectedUnparsable: true))
        #expect(engine.fixAll(Self.unrouted, path: "ContactForm.swift", includeUnsafe: true).rejectedUnparsable == false)
    }

    @Test func insertRoutingOnTheInnermostContainer() {
        let fixed = engine.fixAll(Self.unrouted, path: "ContactForm.swift", includeUnsafe: true)
        #expect(Engine.parses(fixed.text))
        #expect(fixed.text.contains("""
                        Button("Send", action: send)
                    }
                    .onSubmit {
                        switch focus {
                        case .name: focus = .email
                        case .email: focus = .phone
                        case .phone: send()
                        case nil: break
                        }
                    }
                    .navigationTitle("Contact")
            """))
        let remaining = engine.analyze(fixed.text, path: "ContactForm.swift").findings
        #expect(!remaining.contains { $0.rule == "missing-focus-transition" })
        #expect(engine.fixAll(fixed.text, path: "ContactForm.swift", includeUnsafe: true).text == fixed.text)
    }

    @Test func safeFixesLeaveNewRoutingAlone() {
        let fixed = engine.fixAll(Self.unrouted, path: "ContactForm.swift", includeUnsafe: false)
        #expect(!fixed.text.contains(".onSubmit"))
    }

    @Test func completingAnExistingSwitchIsSafe() {
        let source = """
            struct Shipping: View {
                enum Field { case street, city, zip }
                @FocusState private var focus: Field?
                var body: some View {
                    Form {
                        TextField("Street", text: $street).focused($focus, equals: .street)
                        TextField("City", text: $city).focused($focus, equals: .city)
                        TextField("ZIP", text: $zip).focused($focus, equals: .zip)
                    }
                    .onSubmit {
                        switch focus {
                        case .street: focus = .city
                        default: break
                        }
                    }
                }
            }
            """
        let finding = engine.analyze(source, path: "S.swift").findings.first { $0.rule == "missing-focus-transition" }
        #expect(finding?.fixes.first?.applicability == .safe)
        let fixed = engine.fixAll(source, path: "S.swift", includeUnsafe: false)
        #expect(fixed.text.contains("""
                        case .street: focus = .city
                        case .city: focus = .zip
                        default: break
            """))
        #expect(Engine.parses(fixed.text))
        #expect(engine.fixAll(fixed.text, path: "S.swift", includeUnsafe: true).text == fixed.text)
    }

    /// A switch over a copy of the state assigns the state, never the copy (a `let`); where a copy
    /// shadows the state's own name, no case is offered.
    @Test(arguments: [
        ("guard let current = focus else { return }", "switch current", "case .city: focus = .zip"),
        ("if let current = self.focus {} ; guard let current = self.focus else { return }", "switch current", "case .city: self.focus = .zip"),
        ("guard let focus else { return }", "switch focus", nil),
    ])
    func completingASwitchOverACopyOfTheState(binding: String, switchLine: String, expected: String?) {
        let source = """
            struct Shipping: View {
                enum Field { case street, city, zip }
                @FocusState private var focus: Field?
                var body: some View {
                    Form {
                        TextField("Street", text: $street).focused($focus, equals: .street)
                        TextField("City", text: $city).focused($focus, equals: .city)
                        TextField("ZIP", text: $zip).focused($focus, equals: .zip)
                    }
                    .onSubmit {
                        \(binding)
                        \(switchLine) {
                        case .street: focus = .city
                        default: break
                        }
                    }
                }
            }
            """
        let finding = engine.analyze(source, path: "S.swift").findings.first { $0.rule == "missing-focus-transition" }
        #expect(finding != nil)
        let fixed = engine.fixAll(source, path: "S.swift", includeUnsafe: true).text
        #expect(Engine.parses(fixed))
        #expect(!fixed.contains("current = ."), "a fix never assigns the copy")
        if let expected {
            #expect(fixed.contains(expected))
        } else {
            #expect(!fixed.contains("case .city"))
        }
        #expect(fixed.components(separatedBy: ".onSubmit").count == 2, "the existing handler is completed, never doubled")
    }

    @Test func completingASwitchInsideTheHandlerMethod() {
        let source = """
            struct Shipping: View {
                enum Field { case street, city, zip }
                @FocusState private var focus: Field?
                var body: some View {
                    Form {
                        TextField("Street", text: $street).focused($focus, equals: .street)
                        TextField("City", text: $city).focused($focus, equals: .city)
                        TextField("ZIP", text: $zip).focused($focus, equals: .zip)
                    }
                    .onSubmit(advance)
                }

                private func advance() {
                    switch focus {
                    case .street: focus = .city
                    case .zip: focus = nil
                    default: break
                    }
                }
            }
            """
        let fixed = engine.fixAll(source, path: "S.swift", includeUnsafe: false)
        #expect(fixed.text.contains("""
                    case .street: focus = .city
                    case .city: focus = .zip
                    case .zip: focus = nil
            """))
        #expect(!fixed.text.contains(".onSubmit {"))
    }

    @Test func labelFixesReplaceOwnLabelsAndAddMissingOnes() {
        let source = """
            struct Login: View {
                enum Field { case user, password }
                @FocusState private var focus: Field?
                var body: some View {
                    VStack {
                        TextField("User", text: $user).focused($focus, equals: .user)
                        SecureField("Password", text: $password)
                            .focused($focus, equals: .password)
                            .submitLabel(.next)
                    }
                    .onSubmit {
                        if focus == .user { focus = .password } else { login() }
                    }
                }
                func login() {}
            }
            """
        let fixed = engine.fixAll(source, path: "L.swift", includeUnsafe: false)
        #expect(fixed.text.contains(#"TextField("User", text: $user).focused($focus, equals: .user).submitLabel(.next)"#))
        #expect(fixed.text.contains(".submitLabel(.done)"))
        let remaining = engine.analyze(fixed.text, path: "L.swift").findings
        #expect(remaining.isEmpty, "\(remaining.map(\.message))")
    }

    @Test func crlfAndTabsAreKept() {
        let source = Self.unrouted.replacingOccurrences(of: "    ", with: "\t").replacingOccurrences(of: "\n", with: "\r\n")
        let fixed = engine.fixAll(source, path: "Tabs.swift", includeUnsafe: true)
        #expect(fixed.text != source)
        #expect(Engine.parses(fixed.text))
        #expect(!fixed.text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(fixed.text.contains("\r\n\t\t.onSubmit {\r\n\t\t\tswitch focus {\r\n\t\t\tcase .name: focus = .email\r\n"))
        #expect(!fixed.text.contains("    "))
    }

    @Test func twoSpaceIndentationIsKept() {
        let source = Self.unrouted.replacingOccurrences(of: "    ", with: "  ")
        let fixed = engine.fixAll(source, path: "Two.swift", includeUnsafe: true)
        #expect(fixed.text.contains("\n    .onSubmit {\n      switch focus {\n      case .name: focus = .email\n"))
    }

    @Test func styleDetection() {
        #expect(CodeStyle(detectingIn: "a {\n\tb {\n\t\tc\n\t}\n}\n") == CodeStyle(indentUnit: "\t", lineEnding: "\n"))
        #expect(CodeStyle(detectingIn: "a {\r\n  b\r\n}\r\n") == CodeStyle(indentUnit: "  ", lineEnding: "\r\n"))
        #expect(CodeStyle(detectingIn: "a {\r   b {\r      c\r   }\r}\r") == CodeStyle(indentUnit: "   ", lineEnding: "\r"))
        #expect(CodeStyle(detectingIn: "") == CodeStyle())
    }

    /// A comment at the end of a case stays on its case; the added case goes on the next line.
    @Test func trailingCommentsStayWithTheirCase() {
        let source = """
            struct Shipping: View {
                enum Field { case street, city, zip }
                @FocusState private var focus: Field?
                var body: some View {
                    Form {
                        TextField("Street", text: $street).focused($focus, equals: .street)
                        TextField("City", text: $city).focused($focus, equals: .city)
                        TextField("ZIP", text: $zip).focused($focus, equals: .zip)
                    }
                    .onSubmit {
                        switch focus {
                        case .street: focus = .city // the city comes next
                        default: break
                        }
                    }
                }
            }
            """
        let fixed = engine.fixAll(source, path: "S.swift", includeUnsafe: false).text
        #expect(fixed.contains("""
                        case .street: focus = .city // the city comes next
                        case .city: focus = .zip
                        default: break
            """))
    }

    /// A file whose lines end in a lone CR gets CRs in what the fixes insert, never an LF.
    @Test func crOnlyLineEndingsAreKept() {
        let source = Self.unrouted.replacingOccurrences(of: "\n", with: "\r")
        let fixed = engine.fixAll(source, path: "ContactForm.swift", includeUnsafe: true).text
        #expect(fixed != source)
        #expect(!fixed.contains("\n"))
        #expect(Engine.parses(fixed))
    }

    @Test func setLabelsAlongTheChain() throws {
        let analysis = engine.analyze(CorrectFormsWithoutLabels.source, path: "P.swift")
        let refactoring = try #require(analysis.refactorings.first { $0.kind == .setReturnLabels })
        #expect(refactoring.fix.applicability == .safe)
        let text = Replacement.apply(refactoring.fix.edits, to: CorrectFormsWithoutLabels.source)
        #expect(Engine.parses(text))
        #expect(text.components(separatedBy: ".submitLabel(.next)").count == 3)
        #expect(text.components(separatedBy: ".submitLabel(.done)").count == 2)
        #expect(!engine.analyze(text, path: "P.swift").refactorings.contains { $0.kind == .setReturnLabels })
    }

    @Test func skipFilledFieldsRouting() throws {
        let analysis = engine.analyze(Self.unrouted, path: "ContactForm.swift")
        let refactoring = try #require(analysis.refactorings.first { $0.kind == .insertRoutingSkippingFilled })
        let text = Replacement.apply(refactoring.fix.edits, to: Self.unrouted)
        #expect(Engine.parses(text))
        #expect(text.contains("case .name: focus = email.isEmpty ? .email : phone.isEmpty ? .phone : nil"))
        #expect(text.contains(".submitLabel(email.isEmpty || phone.isEmpty ? .next : .done)"))
        #expect(text.contains("case .phone: send()"))
        let remaining = engine.analyze(text, path: "ContactForm.swift").findings.filter { $0.severity == .warning }
        #expect(remaining.isEmpty, "\(remaining.map(\.message))")
    }

    @Test func convertBoolFocusStatesToAnEnum() throws {
        let source = """
            struct Account: View {
                @FocusState private var isNameFocused: Bool
                @FocusState private var isEmailFocused: Bool
                @FocusState private var isWebsiteFocused: Bool

                var body: some View {
                    Form {
                        TextField("Name", text: $name).focused($isNameFocused).submitLabel(.next)
                            .onSubmit { isEmailFocused = true }
                        TextField("Email", text: $email).focused($isEmailFocused).submitLabel(.next)
                            .onSubmit { isWebsiteFocused = true }
                        TextField("Website", text: $website).focused($isWebsiteFocused).submitLabel(.done)
                            .onSubmit { isWebsiteFocused = false }
                    }
                    .opacity(isNameFocused ? 1 : 0.9)
                }
            }
            """
        let finding = try #require(engine.analyze(source, path: "A.swift").findings.first { $0.rule == "bool-focus-states" })
        let fix = try #require(finding.fixes.first)
        #expect(fix.applicability == .unsafe)
        let text = Replacement.apply(fix.edits, to: source)
        #expect(Engine.parses(text))
        #expect(text.contains("enum Field: Hashable {\n        case name, email, website\n    }\n    @FocusState private var focusedField: Field?\n\n"))
        #expect(text.contains(".focused($focusedField, equals: .email)"))
        #expect(text.contains("focusedField = .website"))
        #expect(text.contains("focusedField = nil"))
        #expect(text.contains(".opacity((focusedField == .name) ? 1 : 0.9)"))
        let after = engine.analyze(text, path: "A.swift").findings
        #expect(after.isEmpty, "\(after.map(\.message))")
    }

    @Test func boolStatesGetAHandlerPerField() {
        let source = """
            struct Login: View {
                @FocusState private var isUserFocused: Bool
                @FocusState private var isPasswordFocused: Bool
                var body: some View {
                    VStack {
                        TextField("User", text: $user)
                            .focused($isUserFocused)
                        SecureField("Password", text: $password)
                            .focused($isPasswordFocused)
                            .submitLabel(.go)
                    }
                }
            }
            """
        let fixed = engine.fixAll(source, path: "B.swift", includeUnsafe: true)
        #expect(fixed.text.contains(".focused($isUserFocused)\n                .submitLabel(.next)\n                .onSubmit { isPasswordFocused = true }"))
        #expect(Engine.parses(fixed.text))
        #expect(engine.analyze(fixed.text, path: "B.swift").findings.isEmpty)
    }

    @Test func movingHandlersInsideBarriers() {
        let source = """
            struct Note: View {
                @FocusState private var focus: Field?
                @State private var query = ""
                var body: some View {
                    VStack {
                        TextField("Title", text: $title)
                            .focused($focus, equals: .title)
                            .submitScope()
                            .onSubmit { save() }
                        List {}
                            .onSubmit(of: .search) { search() }
                            .searchable(text: $query)
                    }
                }
            }
            """
        let fixed = engine.fixAll(source, path: "N.swift", includeUnsafe: true)
        #expect(Engine.parses(fixed.text))
        #expect(fixed.text.contains(".focused($focus, equals: .title)\n                .onSubmit { save() }\n                .submitScope()"))
        #expect(fixed.text.contains(".searchable(text: $query)\n                .onSubmit(of: .search) { search() }"))
        #expect(engine.analyze(fixed.text, path: "N.swift").findings.isEmpty)
    }

    @Test func gapFixRoutesThroughTheSkippedField() throws {
        let source = FocusChainGap.examples.triggering[0].replacingOccurrences(of: "↓", with: "")
        let finding = try #require(engine.analyze(source, path: "G.swift").findings.first { $0.rule == "focus-chain-gap" })
        let fix = try #require(finding.fixes.first)
        #expect(fix.applicability == .unsafe)
        let text = Replacement.apply(fix.edits, to: source)
        #expect(text.contains("case .name: focus = .card"))
        #expect(!engine.analyze(text, path: "G.swift").findings.contains { $0.rule == "focus-chain-gap" })
    }

    @Test func keypadToolbar() {
        let source = """
            struct Pay: View {
                enum Field { case card, name }
                @FocusState private var focus: Field?
                var body: some View {
                    Form {
                        TextField("Card", text: $card).keyboardType(.numberPad).focused($focus, equals: .card).submitLabel(.next)
                        TextField("Name", text: $name).focused($focus, equals: .name).submitLabel(.done)
                    }
                }
            }
            """
        let fixed = engine.fixAll(source, path: "P.swift", includeUnsafe: true)
        #expect(Engine.parses(fixed.text))
        #expect(fixed.text.contains("ToolbarItemGroup(placement: .keyboard)"))
        #expect(fixed.text.contains("case .card: focus = .name"))
        #expect(!engine.analyze(fixed.text, path: "P.swift").findings.contains { $0.rule == "keypad-without-return" })
    }

    @Test func fixAllOverEveryBrokenFormParsesAndIsIdempotent() {
        for form in BrokenForm.all {
            let source = MarkedText(form.source).text
            let once = engine.fixAll(source, path: "F.swift", includeUnsafe: true)
            #expect(Engine.parses(once.text), "\(form.name)")
            let twice = engine.fixAll(once.text, path: "F.swift", includeUnsafe: true)
            #expect(twice.text == once.text, "\(form.name)")
        }
    }
}

enum CorrectFormsWithoutLabels {
    static let source = """
        struct Profile: View {
            enum Field { case first, last, city }
            @FocusState private var focus: Field?
            var body: some View {
                Form {
                    TextField("First", text: $first).focused($focus, equals: .first)
                    TextField("Last", text: $last).focused($focus, equals: .last)
                    TextField("City", text: $city).focused($focus, equals: .city)
                }
                .onSubmit {
                    switch focus {
                    case .first: focus = .last
                    case .last: focus = .city
                    default: focus = nil
                    }
                }
            }
        }
        """
}
