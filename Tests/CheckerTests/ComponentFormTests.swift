import Checker
import FormlspEngine
import Foundation
import TestSupport
import Testing

/// Forms of the app's own input components (a view wrapping one text field, called per field) in
/// files that spell no focus word: the prefilter's second stage counts the calls to the project's
/// components once they are known (`ComponentFormPrefilter`), so the checker analyses those files.
@Suite struct ComponentFormTests {
    /// A captioned single-line input, and a box wrapping a multi-line editor.
    static let components = """
        import SwiftUI

        struct CaptionedEntry: View {
            let caption: String
            @Binding var value: String

            var body: some View {
                VStack(alignment: .leading) {
                    Text(caption).font(.caption)
                    TextField(caption, text: $value)
                }
            }
        }

        struct NotesBox: View {
            let caption: String
            @Binding var value: String

            var body: some View {
                TextEditor(text: $value).overlay(Text(caption))
            }
        }

        """

    /// A screen of two `component` calls submitted by one button.
    static func petProfile(_ component: String) -> MarkedText {
        MarkedText("""
            import SwiftUI

            struct PetProfile: View {
                @State private var name = ""
                @State private var breed = ""

                var body: some View {
                    Form {
                        1️⃣\(component)(caption: "Name", value: $name)
                        \(component)(caption: "Breed", value: $breed)
                        Button("Save pet", action: save)
                    }
                }

                func save() {}
            }

            """)
    }

    /// `line:column` of a marker in an ASCII fixture.
    private func position(_ marker: String, in text: MarkedText) -> String {
        let before = text.text.utf8.prefix(text[marker])
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        let column = before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return "\(line):\(column)"
    }

    @Test func aFormOfAnotherFilesComponentsGetsItsNote() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("Components.swift", Self.components)
        let screen = Self.petProfile("CaptionedEntry")
        try tree.write("PetProfile.swift", screen.text)
        let output = try checkerOutput(in: tree)
        #expect(output.hasPrefix("PetProfile.swift:\(position("1️⃣", in: screen)): note: Return moves focus nowhere in this form (`name`, `breed`)"), "\(output)")
        #expect(try checkerOutput(in: tree) { $0.noPrefilter = true } == output)
    }

    /// The file spells `TextField` once, in the component it declares, and calls it twice.
    @Test func aFormOfItsOwnFilesComponentGetsItsNoteAtTheCall() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        let screen = Self.petProfile("CaptionedEntry")
        try tree.write("PetProfile.swift", screen.text + Self.components.replacingOccurrences(of: "import SwiftUI\n", with: ""))
        let output = try checkerOutput(in: tree)
        #expect(output.hasPrefix("PetProfile.swift:\(position("1️⃣", in: screen)): note: Return moves focus nowhere in this form (`name`, `breed`)"), "\(output)")
        #expect(try checkerOutput(in: tree) { $0.noPrefilter = true } == output)
    }

    /// A component wrapping a multi-line editor inserts a newline on Return; a component declared in
    /// no file of the project (a package out of sight) is not known to wrap a text input at all.
    @Test(arguments: ["NotesBox", "VendorEntry"])
    func aFormOfComponentsThatAreNoKnownSingleLineInputsGetsNothing(component: String) throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("Components.swift", Self.components)
        try tree.write("PetProfile.swift", Self.petProfile(component).text)
        let output = try checkerOutput(in: tree)
        #expect(!output.contains("PetProfile.swift"), "\(output)")
        #expect(try checkerOutput(in: tree) { $0.noPrefilter = true } == output)
    }

    @Test(arguments: [
        ("CaptionedEntry(caption: a)\nCaptionedEntry (caption: b)", true),
        ("TextField(\"A\", text: $a)\nCaptionedEntry(caption: b)", true),
        ("CaptionedEntry { a }\nCaptionedEntry{ b }", true),
        ("CaptionedEntry(caption: a)", false),
        ("struct CaptionedEntry: View {}\nCaptionedEntry(caption: a)", false),
        ("MyCaptionedEntry(caption: a)\nMyCaptionedEntry(caption: b)", false),
        ("let entries: [CaptionedEntry] = []\nCaptionedEntry.self", false),
    ])
    func theSecondStageCountsCallsToTheComponents(text: String, passes: Bool) {
        #expect(ComponentFormPrefilter(components: ["CaptionedEntry", "Pill"]).mayHoldAForm(Array(text.utf8)) == passes, "\(text)")
    }

    /// Calls of a component that may move focus out of sight (code of its own run as its focus
    /// changes), or taking an enum focus binding its caller passes (a focus state, which the first
    /// stage sees), are never fields of a form without focus words; a component whose focus state is
    /// private to each call and only styles it is.
    @Test func theSecondStageLooksOnlyForComponentsWhoseCallsMayBeUnplumbedFields() {
        let more = """
            import SwiftUI

            struct FlagEntry: View {
                @Binding var text: String
                @Binding var isActive: Bool
                @FocusState private var hasFocus: Bool

                var body: some View {
                    TextField("", text: $text).focused($hasFocus).keepInStep($isActive, $hasFocus)
                }
            }

            struct OwnFocusEntry: View {
                @Binding var text: String
                @FocusState private var hasFocus: Bool

                var body: some View {
                    TextField("", text: $text).focused($hasFocus).opacity(hasFocus ? 1 : 0.6)
                }
            }

            struct CommittingEntry: View {
                @Binding var text: String
                @State private var draft = ""
                @FocusState private var hasFocus: Bool

                var body: some View {
                    TextField("", text: $draft).focused($hasFocus).onChange(of: hasFocus) { if !hasFocus { text = draft } }
                }
            }

            struct RoutedEntry<Field: Hashable>: View {
                @Binding var text: String
                var focus: FocusState<Field?>.Binding
                var field: Field

                var body: some View {
                    TextField("", text: $text).focused(focus, equals: field)
                }
            }

            """
        var index = WorkspaceIndex()
        index.update(path: "/app/Components.swift", text: Self.components)
        index.update(path: "/app/More.swift", text: more)
        #expect(index.singleLineComponentNames == ["CaptionedEntry", "FlagEntry", "OwnFocusEntry"])
    }

    /// What the first read keeps of a ruled-out file (it spells no text input) says no wherever the
    /// scan of its bytes would, and only there: the names before `(` or `{`, wherever they fall in
    /// the sixteen-byte blocks the calls are found in.
    @Test(arguments: [
        ("CaptionedEntry(caption: a)\nCaptionedEntry (caption: b)", true),
        ("CaptionedEntry { a }\nCaptionedEntry{ b }", true),
        ("CaptionedEntry(caption: a)\n\tPill\t(b)", true),
        ("x.CaptionedEntry(a); y.Pill(b)", true),
        ("Pill(a)Pill(b)", true),
        (String(repeating: "let padding = 1\n", count: 3) + "Pill(a)\nPill(b)", true),
        ("CaptionedEntry(caption: a)", false),
        ("MyCaptionedEntry(caption: a)\nMyCaptionedEntry(caption: b)", false),
        ("éCaptionedEntry(a)\nCaptionedEntry_(b)\nPill2(c)", false),
        ("let entries: [CaptionedEntry] = []\nCaptionedEntry.self\nPill\n(a)", false),
    ])
    func theNamesCalledInARuledOutFileAnswerAsItsScanDoes(text: String, passes: Bool) {
        let prefilter = ComponentFormPrefilter(components: ["CaptionedEntry", "Pill"])
        #expect(prefilter.mayHoldAForm(Array(text.utf8)) == passes, "\(text)")
        #expect(prefilter.mayHoldAForm(calling: CalledNames(of: Array(text.utf8))) == passes, "\(text)")
    }

    /// An app's own text field class counts where one of its fields is made or held (an outlet, an
    /// optional property), and what the first read keeps of a ruled-out file says the same.
    @Test(arguments: [
        ("@IBOutlet weak var pin: UnderlinedEntry!\n@IBOutlet weak var repeatPin: UnderlinedEntry?", true),
        ("var code: UnderlinedEntry !\nlet hint = UnderlinedEntry(style: .plain)", true),
        ("@IBOutlet weak var pin: UnderlinedEntry!", false),
        ("@IBOutlet weak var pin: MyUnderlinedEntry!\n@IBOutlet weak var repeatPin: UnderlinedEntry2!", false),
        ("let entries: [UnderlinedEntry] = []\nfunc style(_ entry: UnderlinedEntry) -> UnderlinedEntry\n(sender as? UnderlinedEntry)", false),
    ])
    func theSecondStageCountsFieldsOfTheAppsTextFieldClasses(text: String, passes: Bool) {
        let prefilter = ComponentFormPrefilter(components: ["Pill"], inputClasses: ["UnderlinedEntry"])
        #expect(prefilter.mayHoldAForm(Array(text.utf8)) == passes, "\(text)")
        #expect(prefilter.mayHoldAForm(calling: CalledNames(of: Array(text.utf8))) == passes, "\(text)")
    }

    /// A field of the class and a plain text field make a form.
    @Test func aFieldOfTheClassCountsWithAPlainField() {
        let text = Array("@IBOutlet weak var pin: UITextField!\n@IBOutlet weak var repeatPin: UnderlinedEntry!".utf8)
        #expect(ComponentFormPrefilter(components: [], inputClasses: ["UnderlinedEntry"]).mayHoldAForm(text))
        #expect(!ComponentFormPrefilter(components: ["UnderlinedEntry"]).mayHoldAForm(text))
    }

    /// A class whose name says it is a text field is counted where held by the first stage alone:
    /// one outlet of it is one input.
    @Test func aHeldFieldOfAClassNamedForTextFieldsCountsOnce() {
        let prefilter = ComponentFormPrefilter(components: [], inputClasses: ["RoundedTextField", "UnderlinedEntry"])
        #expect(!prefilter.mayHoldAForm(Array("@IBOutlet weak var pin: RoundedTextField!".utf8)))
        #expect(prefilter.mayHoldAForm(Array("@IBOutlet weak var pin: RoundedTextField!\n@IBOutlet weak var repeatPin: UnderlinedEntry!".utf8)))
    }

    /// A component held in an optional is no field of a form: the scan says so, while the names
    /// the first read keeps (which cannot tell a component from a field class) send the file to it.
    @Test func aComponentHeldIsNoField() {
        let text = Array("var first: Pill!\nvar second: Pill?".utf8)
        let prefilter = ComponentFormPrefilter(components: ["Pill"], inputClasses: ["UnderlinedEntry"])
        #expect(!prefilter.mayHoldAForm(text))
        #expect(prefilter.mayHoldAForm(calling: CalledNames(of: text)))
    }

    /// Only names starting with an ASCII capital are kept: a component named otherwise sends every
    /// ruled-out file to the scan.
    @Test(arguments: ["captionedEntry", "`Entry`", "ÉtatEntry"])
    func aComponentWhoseCallsAreNotKeptSendsEveryFileToTheScan(component: String) {
        let prefilter = ComponentFormPrefilter(components: [component, "Pill"])
        #expect(prefilter.mayHoldAForm(calling: CalledNames(of: Array("let total = 1\n".utf8))))
        #expect(!ComponentFormPrefilter(components: ["Pill"]).mayHoldAForm(calling: CalledNames(of: Array("let total = 1\n".utf8))))
    }

    /// The calls are looked for thirty-two bytes at a time: a call in any lane of either half, or
    /// in the file's last bytes, is kept, each once.
    @Test func theNamesCalledAreKeptAtEveryOffset() {
        let prefilter = ComponentFormPrefilter(components: ["Pill"])
        for offset in 0...80 {
            let before = String(repeating: " ", count: offset)
            #expect(prefilter.mayHoldAForm(calling: CalledNames(of: Array((before + "Pill(a)\nPill { b }").utf8))), "two calls after \(offset)")
            #expect(!prefilter.mayHoldAForm(calling: CalledNames(of: Array((before + "Pill(a)\nPills(b)").utf8))), "one call after \(offset)")
        }
    }

    @Test func withoutComponentsNothingPasses() {
        #expect(!ComponentFormPrefilter(components: []).mayHoldAForm(Array("TextField(a)\nCaptionedEntry(b)\nCaptionedEntry(c)".utf8)))
        #expect(!ComponentFormPrefilter(components: []).mayHoldAForm(calling: CalledNames(of: Array("CaptionedEntry(b)\nCaptionedEntry(c)".utf8))))
    }
}
