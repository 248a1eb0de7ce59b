import FormlspEngine
import Foundation
import Testing

/// The engine's workspace API: declaration summaries, which files join an analysis, and how a
/// cross-file analysis keeps to its own file.
@Suite struct WorkspaceIndexTests {
    static let parent = "struct SignUpForm: View {\n    @FocusState var focus: Field?\n    var body: some View { NameRow(focus: $focus) }\n}\n"
    static let child = "struct NameRow: View {\n    var focus: FocusState<Field?>.Binding\n    var body: some View { PhoneRow() }\n}\n"
    static let grandchild = "struct PhoneRow: View {\n    var body: some View { Text(\"phone\") }\n}\n"
    static let fieldEnum = "enum Field {\n    case name, phone\n}\n"
    static let unrelated = "struct Settings: View {\n    var body: some View { Toggle() }\n}\n"

    private func index(_ files: [String: String]) -> WorkspaceIndex {
        var index = WorkspaceIndex()
        for (path, text) in files { index.update(path: path, text: text) }
        return index
    }

    @Test func summariesNameDeclaredAndMentionedTypes() {
        let summary = DeclarationSummary(of: Self.child + "extension SignUpViewController: UITextFieldDelegate {}\n")
        #expect(summary.declaredTypes == ["NameRow", "SignUpViewController"])
        #expect(summary.mentionedTypes.isSuperset(of: ["Field", "PhoneRow", "FocusState", "View", "UITextFieldDelegate"]))
        #expect(summary.hasFocusCode)
        #expect(!DeclarationSummary(of: Self.fieldEnum).hasFocusCode)
    }

    @Test func theByteFilterKeepsOnlyFilesThatCanMatter() {
        #expect(WorkspaceIndex.mayMatter(Array(Self.fieldEnum.utf8)))
        #expect(!WorkspaceIndex.mayMatter(Array("let answer = 42\nfunc f() {}\n".utf8)))
        var index = WorkspaceIndex()
        let changed = index.update(path: "/p/Constants.swift", text: "let answer = 42\n")
        #expect(!changed)
        #expect(index.entries.isEmpty)
    }

    @Test func aFileReachesWhatItMentionsAndWhoPassesItsBindingTwoStepsOut() {
        let index = index([
            "/p/SignUpForm.swift": Self.parent, "/p/NameRow.swift": Self.child, "/p/PhoneRow.swift": Self.grandchild,
            "/p/Field.swift": Self.fieldEnum, "/p/Settings.swift": Self.unrelated,
        ])
        let fromParent = index.context(forPath: "/p/SignUpForm.swift", summary: DeclarationSummary(of: Self.parent))
        #expect(fromParent.files.map(\.path) == ["/p/Field.swift", "/p/NameRow.swift", "/p/PhoneRow.swift"])
        let fromChild = index.context(forPath: "/p/NameRow.swift", summary: DeclarationSummary(of: Self.child))
        #expect(Set(fromChild.files.map(\.path)) == ["/p/Field.swift", "/p/PhoneRow.swift", "/p/SignUpForm.swift"])
        #expect(index.dependents(of: "/p/Field.swift", among: ["/p/SignUpForm.swift", "/p/Settings.swift"]) == ["/p/SignUpForm.swift"])
    }

    @Test func aFileReadFromDiskIsKeptAsAFingerprintAndReadAgainWhenNeeded() throws {
        let folder = try TemporaryFolder(["Field.swift": Self.fieldEnum])
        var index = WorkspaceIndex()
        let added = index.update(path: folder.path("Field.swift"), text: Self.fieldEnum, origin: .disk)
        #expect(added)
        #expect(index.entries[folder.path("Field.swift")]?.text == nil)
        let unchanged = index.update(path: folder.path("Field.swift"), text: Self.fieldEnum, origin: .disk)
        #expect(!unchanged)
        let sameLength = index.update(path: folder.path("Field.swift"), text: Self.fieldEnum.replacingOccurrences(of: "name", with: "mail"), origin: .disk)
        #expect(sameLength)

        let changedSinceIndexing = "enum Field {\n    case name, phone, email\n}\n"
        try folder.write("Field.swift", changedSinceIndexing)
        let context = index.context(forPath: "/p/SignUpForm.swift", summary: DeclarationSummary(of: Self.parent))
        #expect(context.files == [ProjectContext.File(path: folder.path("Field.swift"), text: changedSinceIndexing)])
    }

    @Test func theEditorsTextWinsOverTheDiskUntilTheDocumentCloses() throws {
        let folder = try TemporaryFolder(["Field.swift": Self.fieldEnum])
        let edited = "enum Field {\n    case name, phone, email\n}\n"
        var index = WorkspaceIndex()
        index.update(path: folder.path("Field.swift"), text: Self.fieldEnum, origin: .disk)
        let opened = index.update(path: folder.path("Field.swift"), text: edited, origin: .editor)
        #expect(opened)
        let parent = DeclarationSummary(of: Self.parent)
        #expect(index.context(forPath: "/p/SignUpForm.swift", summary: parent).files.map(\.text) == [edited])

        // Closed unsaved: the disk's text comes back. Closed saved: nothing changes, nothing is kept.
        let closedUnsaved = index.update(path: folder.path("Field.swift"), text: Self.fieldEnum, origin: .disk)
        #expect(closedUnsaved)
        #expect(index.context(forPath: "/p/SignUpForm.swift", summary: parent).files.map(\.text) == [Self.fieldEnum])
        index.update(path: folder.path("Field.swift"), text: Self.fieldEnum, origin: .editor)
        let closedSaved = index.update(path: folder.path("Field.swift"), text: Self.fieldEnum, origin: .disk)
        #expect(!closedSaved)
        #expect(index.entries[folder.path("Field.swift")]?.text == nil)
    }

    @Test func relatedFilesThatCannotBeReadAreLeftOut() throws {
        let folder = try TemporaryFolder(["Field.swift": Self.fieldEnum, "NameRow.swift": Self.child, "PhoneRow.swift": Self.grandchild])
        var index = WorkspaceIndex()
        for (name, text) in [("Field.swift", Self.fieldEnum), ("NameRow.swift", Self.child), ("PhoneRow.swift", Self.grandchild)] {
            index.update(path: folder.path(name), text: text, origin: .disk)
        }
        try folder.remove("Field.swift")
        try folder.remove("PhoneRow.swift")
        #expect(mkfifo(folder.path("PhoneRow.swift"), 0o600) == 0)
        let context = index.context(forPath: "/p/SignUpForm.swift", summary: DeclarationSummary(of: Self.parent))
        #expect(context.files == [ProjectContext.File(path: folder.path("NameRow.swift"), text: Self.child)])
        #expect(index.relatedFiles(forPath: "/p/SignUpForm.swift", summary: DeclarationSummary(of: Self.parent)).count == 3)
    }

    @Test func aCrossFileAnalysisWithNoRelatedFilesIsThePerFileOne() {
        let analysis = Engine().analyze(Self.parent, path: "/p/SignUpForm.swift", context: ProjectContext())
        #expect(analysis.sources.isEmpty)
        #expect(analysis.otherSource(of: 0..<4) == nil)
    }

    @Test func rangesPastTheFileMapIntoTheRelatedFile() throws {
        let context = ProjectContext(files: [ProjectContext.File(path: "/p/Field.swift", text: Self.fieldEnum)])
        let analysis = Engine().analyze(Self.parent, path: "/p/SignUpForm.swift", context: context)
        #expect(analysis.sources.map(\.path) == ["/p/SignUpForm.swift", "/p/Field.swift"])
        let start = Self.parent.utf8.count + 1
        let located = try #require(analysis.otherSource(of: (start + 5)..<(start + 10)))
        #expect(located.source.path == "/p/Field.swift")
        #expect(located.range == 5..<10)
        #expect(analysis.otherSource(of: 0..<6) == nil)
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
