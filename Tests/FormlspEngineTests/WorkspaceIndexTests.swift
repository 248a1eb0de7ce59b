import FocusModel
import FormlspEngine
import Foundation
import Testing

/// The engine's workspace API: declaration summaries, which files join an analysis, and how a
/// cross-file analysis keeps to its own file.
@Suite struct WorkspaceIndexTests {
    static let parent = "struct SignUpForm: View {\n    @FocusState var focus: Field?\n    var body: some View { NameRow(focus: $focus, value: .name) }\n}\n"
    static let child = """
        struct NameRow: View {
            var focus: FocusState<Field?>.Binding
            let value: Field
            @State private var name = ""
            var body: some View { TextField("Name", text: $name).focused(focus, equals: value) }
        }

        """
    static let fieldEnum = "enum Field {\n    case name, phone\n}\n"
    static let unrelated = "struct Settings: View {\n    var body: some View { Toggle() }\n}\n"

    private func index(_ files: [String: String]) -> WorkspaceIndex {
        var index = WorkspaceIndex()
        for (path, text) in files { index.update(path: path, text: text) }
        return index
    }

    /// A class part records what its members' code does for a chain declared elsewhere, read off
    /// the tokens: a delegate assigned through a property, Return keys set, Return handled by an
    /// action, the caret hidden. Words in comments and strings, a `delegate` that is not a
    /// property, and another tint are not those.
    @Test func classPartsAreReadOffTheMembersTokens() throws {
        let doing = """
            class SignUpViewController: UIViewController {
                func viewDidLoad() {
                    nameField.delegate = self
                    nameField.returnKeyType = .next
                    nameField.addTarget(self, action: #selector(next), for: .editingDidEndOnExit)
                }
            }
            class CaretlessField: UITextField {
                func setUp() { tintColor = UIColor.clear }
            }

            """
        let parts = FileSummary(of: doing, path: "/p/SignUp.swift").classParts
        let form = try #require(parts.first { $0.className == "SignUpViewController" })
        #expect(form.assignsDelegates && form.assignsReturnKeys && form.handlesReturnEvents && !form.hidesCaret)
        #expect(parts.first { $0.className == "CaretlessField" }?.hidesCaret == true)

        let saying = """
            class NotesViewController: UIViewController {
                func viewDidLoad() {
                    let delegate = self // nameField.returnKeyType = .next
                    title = "editingDidEndOnExit"
                    tintColor = .red
                }
            }

            """
        let quiet = try #require(FileSummary(of: saying, path: "/p/Notes.swift").classParts.first)
        #expect(!quiet.assignsDelegates && !quiet.assignsReturnKeys && !quiet.handlesReturnEvents && !quiet.hidesCaret)
    }

    @Test func summariesNameDeclaredAndMentionedTypesAndWhatTheModelUses() {
        let summary = FileSummary(of: Self.child + "extension SignUpViewController: UITextFieldDelegate {}\n", path: "/p/NameRow.swift")
        #expect(summary.declaredTypes == ["NameRow", "SignUpViewController"])
        #expect(summary.mentionedTypes.isSuperset(of: ["Field", "FocusState", "View", "UITextFieldDelegate"]))
        #expect(summary.components.map(\.name) == ["NameRow"])
        #expect(summary.components.first?.focusBinding == "focus")
        let enumSummary = FileSummary(of: Self.fieldEnum, path: "/p/Field.swift")
        #expect(enumSummary.enums.map(\.qualifiedName) == ["Field"])
    }

    /// Every kind of declaration and mention the summary reads, nested and local ones included;
    /// names the parser had to insert (a `struct` without one) are not mentions. Lowercase names
    /// count when a function is called by them with arguments (another file's free function may
    /// configure what it is given), never in an `#if` condition.
    @Test func summariesReadEveryDeclarationAndCapitalisedMention() {
        let text = """
            struct Outer {
                enum Field: Hashable { case email }
                class Box<Item> { var items: [Item] = [] }
                func make() -> some View {
                    struct Local {}
                    let row = EmailRow(focus: nil, value: Field.email)
                    styleRow(row)
                    reset()
                    return Panel.Inner(row: row, `Quoted`: 1, count: lowercase.Count)
                }
            }
            actor Store {}
            extension Outer.Field: Identifiable {}
            extension Array<Int> {}
            #if os(iOS)
            extension Legacy {}
            #endif
            struct {}
            """
        let summary = FileSummary(of: text, path: "/p/Outer.swift")
        #expect(summary.declaredTypes == ["Outer", "Field", "Box", "Local", "Store", "Array<Int>", "Legacy", ""])
        #expect(summary.mentionedTypes == ["Hashable", "Item", "View", "EmailRow", "Panel", "Inner", "Count", "Identifiable", "Array", "Int", "styleRow"])
    }

    @Test func theByteFilterKeepsOnlyFilesThatCanMatter() {
        #expect(WorkspaceIndex.mayConcernChains(Array(Self.child.utf8)), "a component wraps a text input")
        #expect(!WorkspaceIndex.mayConcernChains(Array(Self.fieldEnum.utf8)), "an enum alone in its file is not summarised")
        #expect(!WorkspaceIndex.mayConcernChains(Array("let answer = 42\n".utf8)))
        #expect(WorkspaceIndex.mayConcernChains(Array("final class Model {\n    var focus: Field?\n}\n".utf8)), "a view model's focus property may be routed")
        // Words holding another of the scan's words are found through it; each still lets its file through.
        for line in ["field.focused = true", "extension Form: UITextFieldDelegate {}", "weak var name: UITextField!", "SecureField(\"Password\", text: $secret)"] {
            #expect(WorkspaceIndex.mayConcernChains(Array("struct Form {\n    \(line)\n}\n".utf8)), "\(line)")
        }
        #expect(!WorkspaceIndex.mayConcernChains(Array("let fieldName = \"Focused\"\n".utf8)), "no word of the scan, however close")
        var index = WorkspaceIndex()
        let changed = index.update(path: "/p/Constants.swift", text: "let answer = 42\n", origin: .disk)
        #expect(!changed)
        #expect(index.entries.isEmpty)
    }

    @Test func aFilesContextHoldsTheSymbolsItNamesAndItsDependentsAreWhoNamesItsTypes() {
        let index = index(["/p/SignUpForm.swift": Self.parent, "/p/NameRow.swift": Self.child, "/p/Settings.swift": Self.unrelated])
        let fromParent = index.context(forPath: "/p/SignUpForm.swift", summary: FileSummary(of: Self.parent, path: "/p/SignUpForm.swift"))
        #expect(fromParent.symbols.component(named: "NameRow", labels: ["focus", "value"], from: "") != nil)
        let fromSettings = index.context(forPath: "/p/Settings.swift", summary: FileSummary(of: Self.unrelated, path: "/p/Settings.swift"))
        #expect(fromSettings.symbols.isEmpty)
        #expect(index.dependents(of: "/p/NameRow.swift", among: ["/p/SignUpForm.swift", "/p/Settings.swift"]) == ["/p/SignUpForm.swift"])
    }

    /// The checker's first pass analyses a file alone and records the names it looked declarations
    /// up under: another file's component under one of them makes the file depend on other files;
    /// a class part of a type it only mentions, which its analysis never asked for, does not.
    @Test func aFileDependsOnOtherFilesThroughTheNamesItsAnalysisLookedUp() {
        let form = "struct SignUpForm: View {\n    @FocusState var focus: Field?\n    let theme: Theme\n    var body: some View { NameRow(focus: $focus, value: .name) }\n}\n"
        let theme = "class Theme {\n    func apply(to field: UITextField) { field.delegate = nil }\n}\n"
        let path = "/p/SignUpForm.swift"
        let (summary, _, lookups) = Engine().summaryAndFindings(of: form + Self.fieldEnum, path: path)

        let withTheme = index(["/p/Theme.swift": theme + "// TextField\n"])
        #expect(withTheme.dependsOnOtherFiles(path: path, summary: summary), "without lookups, any declaration it can see counts")
        #expect(!withTheme.dependsOnOtherFiles(path: path, summary: summary, lookups: lookups))

        let withRow = index(["/p/Theme.swift": theme + "// TextField\n", "/p/NameRow.swift": Self.child])
        #expect(withRow.dependsOnOtherFiles(path: path, summary: summary, lookups: lookups))
    }

    @Test func aContextChangesOnlyWhenWhatTheFileNamesChanges() {
        var index = index(["/p/NameRow.swift": Self.child, "/p/Settings.swift": Self.unrelated])
        let parent = FileSummary(of: Self.parent, path: "/p/SignUpForm.swift")
        let before = index.context(forPath: "/p/SignUpForm.swift", summary: parent)
        index.update(path: "/p/Settings.swift", text: Self.unrelated + "// edited\n")
        #expect(index.context(forPath: "/p/SignUpForm.swift", summary: parent) == before)
        index.update(path: "/p/NameRow.swift", text: Self.child.replacingOccurrences(of: ".focused(focus, equals: value)", with: ".focused(focus, equals: value).submitLabel(.done)"))
        #expect(index.context(forPath: "/p/SignUpForm.swift", summary: parent) != before)
    }

    @Test func theEditorsTextWinsOverTheDiskUntilTheDocumentCloses() throws {
        let folder = try TemporaryFolder(["NameRow.swift": Self.child])
        let path = folder.path("NameRow.swift")
        let retitled = Self.child.replacingOccurrences(of: "\"Name\"", with: "\"Full name\"")
        let edited = Self.child.replacingOccurrences(of: ".focused(focus, equals: value)", with: ".focused(focus, equals: value).submitLabel(.done)")
        var index = WorkspaceIndex()
        index.update(path: path, text: Self.child, origin: .disk)
        #expect(index.entries[path]?.text == nil)
        // A new title changes nothing other files see of the component; a label does.
        let openedRetitled = index.update(path: path, text: retitled, origin: .editor)
        #expect(!openedRetitled)
        #expect(index.entries[path]?.text == retitled)
        let opened = index.update(path: path, text: edited, origin: .editor)
        #expect(opened)
        #expect(index.entries[path]?.text == edited)

        // Closed unsaved: the disk's text comes back. Closed saved: nothing changes, nothing is kept.
        let closedUnsaved = index.update(path: path, text: Self.child, origin: .disk)
        #expect(closedUnsaved)
        index.update(path: path, text: Self.child, origin: .editor)
        let closedSaved = index.update(path: path, text: Self.child, origin: .disk)
        #expect(!closedSaved)
        #expect(index.entries[path]?.text == nil)
    }
}

/// A folder of files on disk for the duration of a test.
private final class TemporaryFolder {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("formlsp-index-\(UUID().uuidString)").path

    init(_ files: [String: String]) throws {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (name, text) in files { try write(name, text) }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    func path(_ name: String) -> String {
        root + "/" + name
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
    }

    func remove(_ name: String) throws {
        try FileManager.default.removeItem(atPath: path(name))
    }
}
