import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Forms whose only focus state is one `Bool` that every field binds alike, kept to drop the
/// keyboard (a Done button, a tap outside, a Return that resigns): nothing routes Return and,
/// the fields sharing one value, nothing could. `form-without-focus-routing` still speaks when the
/// fields make one form, told apart by what they edit, and offers no routing fix: each field needs
/// a focus value of its own first.
@Suite struct SharedBoolFocusFormTests {
    private let engine = Engine()

    private func findings(_ text: String) -> [Finding] {
        engine.analyze(text, path: "Form.swift").findings
    }

    /// Where the one `Bool` is bound: on each field, or once on the container holding them.
    enum Binding: CaseIterable {
        case eachField, container
    }

    /// How the keyboard is dropped, the state's only use.
    enum Dismissal: CaseIterable {
        case keyboardDoneButton, tapOutside, returnResigns, emptyReturn

        var aroundForm: String {
            switch self {
            case .keyboardDoneButton:
                """
                .toolbar {
                            ToolbarItemGroup(placement: .keyboard) {
                                Button("Done") { isTyping = false }
                            }
                        }
                """
            case .tapOutside: ".onTapGesture { isTyping = false }"
            case .returnResigns: ".onSubmit { isTyping = false }"
            case .emptyReturn: ".onSubmit { }"
            }
        }
    }

    /// A harbour's berth booking: the skipper's name and the boat's name, saved together by Save;
    /// `fields` holds the two inputs as written (marked where the note belongs).
    static func berthBooking(_ binding: Binding, _ dismissal: Dismissal, secondField: String = "TextField(\"Boat\", text: $boat)") -> MarkedText {
        // The note points at the field's `.focused`, or at the input when only its container is bound.
        let focused = binding == .eachField ? ".focused($isTyping)" : ""
        let skipper = binding == .eachField ? "TextField(\"Skipper\", text: $skipper)1️⃣\(focused)" : "1️⃣TextField(\"Skipper\", text: $skipper)"
        let container = binding == .container ? ".focused($isTyping)" : ""
        return MarkedText("""
            struct BerthBooking: View {
                @FocusState private var isTyping: Bool
                @State private var skipper = ""
                @State private var boat = ""

                var body: some View {
                    Form {
                        Section {
                            \(skipper)
                            \(secondField)\(focused)
                        }
                        \(container)
                        Button("Save", action: save)
                    }
                    \(dismissal.aroundForm)
                }

                func save() {}
            }
            """)
    }

    @Test(arguments: Binding.allCases, Dismissal.allCases)
    func fieldsSharingOneBoolThatOnlyDropsTheKeyboardGetTheNote(binding: Binding, dismissal: Dismissal) throws {
        let form = Self.berthBooking(binding, dismissal)
        let found = findings(form.text)
        #expect(found.map(\.rule.rawValue) == ["form-without-focus-routing"], "\(found.map(\.message))")
        let note = try #require(found.first)
        #expect(note.range.lowerBound == form["1️⃣"])
        // Named after what each edits, never after the state they share.
        #expect(note.message.contains("(`skipper`, `boat`)"), "\(note.message)")
        #expect(!note.message.contains("isTyping"), "\(note.message)")
        // One value for every field: a `switch` over it has no case to route by.
        #expect(note.fixes.isEmpty)
    }

    /// A login whose secure field says it is one form, with no button to save it.
    @Test func aCredentialSharingOneBoolIsAForm() {
        let source = """
            struct DockLogin: View {
                @FocusState private var isTyping: Bool
                @State private var account = ""
                @State private var secret = ""

                var body: some View {
                    VStack {
                        TextField("Account", text: $account).focused($isTyping)
                        SecureField("Secret", text: $secret).focused($isTyping)
                    }
                    .onTapGesture { isTyping = false }
                }
            }
            """
        #expect(findings(source).map(\.rule.rawValue) == ["form-without-focus-routing"])
    }

    /// Fields sharing one `Bool` that are no form stay quiet: two independent values with nothing
    /// that saves them together (a proxy's host and port), or a search beside a field.
    @Test func fieldsSharingOneBoolThatAreNoFormGetNothing() {
        let proxy = """
            struct HarbourProxy: View {
                @FocusState private var isTyping: Bool
                @State private var host = ""
                @State private var port = ""

                var body: some View {
                    HStack {
                        TextField("Host", text: $host).focused($isTyping)
                        TextField("Port", text: $port).focused($isTyping)
                    }
                    .toolbar { if isTyping { Button("Done") { isTyping = false } } }
                }
            }
            """
        #expect(findings(proxy).isEmpty)
        let search = Self.berthBooking(.eachField, .tapOutside, secondField: "TextField(\"Find a berth\", text: $boat).submitLabel(.search)")
        #expect(findings(search.text).isEmpty)
    }

    /// The author labels the key Done on a field before another (by the modifier, or by an
    /// initializer of the app's own taking the label): ending editing there is what the key says.
    @Test(arguments: [
        "TextField(\"Boat\", text: $boat)",
        "TextField(\"Boat\", text: $boat).keyboardType(.numberPad)",
    ], [".submitLabel(.done)", ", submitLabel: .done)"])
    func aDoneLabelBeforeAnotherFieldGetsNothing(secondField: String, doneLabel: String) {
        let skipper = doneLabel.hasPrefix(",")
            ? "TextField(\"Skipper\", text: $skipper\(doneLabel).focused($isTyping)"
            : "TextField(\"Skipper\", text: $skipper).focused($isTyping)\(doneLabel)"
        let source = """
            struct BerthDone: View {
                @FocusState private var isTyping: Bool
                @State private var skipper = ""
                @State private var boat = ""

                var body: some View {
                    Form {
                        \(skipper)
                            .onSubmit { isTyping = false }
                        \(secondField).focused($isTyping)
                        Button("Save", action: save)
                    }
                }

                func save() {}
            }
            """
        #expect(findings(source).isEmpty, "\(findings(source).map(\.message))")
    }

    /// One text shown two ways (a secret and its revealed twin) under one `Bool` is one field, not a form.
    @Test func oneTextShownTwoWaysUnderOneBoolIsNoForm() {
        let source = """
            struct BerthCode: View {
                @FocusState private var isTyping: Bool
                @State private var code = ""
                let reveals: Bool

                var body: some View {
                    Form {
                        if reveals {
                            TextField("Code", text: $code).focused($isTyping)
                        } else {
                            SecureField("Code", text: $code).focused($isTyping)
                        }
                        Button("Open gate", action: open)
                    }
                    .onTapGesture { isTyping = false }
                }

                func open() {}
            }
            """
        #expect(findings(source).isEmpty)
    }

    /// Return that moves on, written for the fields, is routing: a `Bool` for each field.
    @Test func boolStatesThatRouteGetNothing() {
        let source = """
            struct BerthRouted: View {
                @FocusState private var isSkipperFocused: Bool
                @FocusState private var isBoatFocused: Bool
                @State private var skipper = ""
                @State private var boat = ""

                var body: some View {
                    Form {
                        TextField("Skipper", text: $skipper).focused($isSkipperFocused)
                            .submitLabel(.next)
                            .onSubmit { isBoatFocused = true }
                        TextField("Boat", text: $boat).focused($isBoatFocused)
                            .onSubmit(save)
                        Button("Save", action: save)
                    }
                }

                func save() {}
            }
            """
        #expect(findings(source).isEmpty)
    }
}
