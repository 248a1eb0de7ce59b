import FormlspEngine
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
