import Checker
import FormlspEngine
import Foundation
import ProjectFiles
import TestSupport
import Testing

/// What is the project's code (context for every file's chains) and what is checked for findings,
/// through the checker with the real engine (`ProjectWalk` states the rule): a generated component
/// that git ignores and a fixture the configuration excludes are code that compiles, so they shape
/// the chains that use them, but their own findings are not reported; a vendored copy under `Pods`
/// is neither.
@Suite struct ProjectCodeTests {
    /// A form whose fields after the first are components declared in other files: `name` in an
    /// ignored generated file, `phone` in an excluded fixture, `code` in a vendored copy.
    static let form = """
        import SwiftUI

        struct SignUpForm: View {
            @FocusState private var focus: SignUpField?
            @State private var text = ""

            var body: some View {
                Form {
                    TextField("Email", text: $text)
                        .focused($focus, equals: .email)
                        .submitLabel(.next)
                        .onSubmit { focus = .name }
                    NameInput(text: $text, focus: $focus, value: .name)
                        .submitLabel(.next)
                    PhoneInput(text: $text, focus: $focus, value: .phone)
                        .submitLabel(.next)
                    CodeInput(text: $text, focus: $focus, value: .code)
                        .submitLabel(.next)
                }
            }
        }

        enum SignUpField { case email, name, phone, code }

        """

    /// A form component named `name`, and beside it a preview whose first field's Return goes nowhere.
    static func component(_ name: String) -> String {
        """
        import SwiftUI

        struct \(name)<Value: Hashable>: View {
            @Binding var text: String
            let focus: FocusState<Value?>.Binding
            let value: Value
            var body: some View { TextField("", text: $text).focused(focus, equals: value) }
        }

        struct \(name)Preview: View {
            @FocusState private var focus: SignUpField?
            @State private var text = ""
            var body: some View {
                TextField("", text: $text).focused($focus, equals: .email).submitLabel(.next)
                TextField("", text: $text).focused($focus, equals: .name)
            }
        }

        """
    }

    private func makeProject() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.write("App/SignUpForm.swift", Self.form)
        try tree.write("Generated/NameInput.swift", Self.component("NameInput"))
        try tree.write("Fixtures/PhoneInput.swift", Self.component("PhoneInput"))
        try tree.write("Pods/Vendor/CodeInput.swift", Self.component("CodeInput"))
        try tree.write(".gitignore", "Generated/\n")
        try tree.write(".formlsp.json", #"{"exclude": ["Fixtures"]}"#)
        return tree
    }

    private func run(_ tree: TemporaryTree, _ arguments: (inout CheckOptions) -> Void = { _ in }) throws -> String {
        try checkerOutput(in: tree) { options in
            options.toolVersion = "9.9.9"
            arguments(&options)
        }
    }

    @Test func ignoredAndExcludedCodeShapesChainsWithoutBeingReportedAndVendoredCodeDoesNeither() throws {
        let tree = try makeProject()
        defer { tree.remove() }
        // `name` and `phone` are fields; `code` is not, so the chain ends at `phone`.
        let expected = """
            App/SignUpForm.swift:13:36: warning: Return in `name` moves focus nowhere; the next field is `phone` [missing-focus-transition]
            App/SignUpForm.swift:16:17: warning: `phone` shows `.next` but Return moves focus nowhere [submit-label-mismatch]

            """
        #expect(try run(tree) == expected)
        // A form checked on its own sees the same project.
        #expect(try run(tree) { $0.input.paths = ["App/SignUpForm.swift"] } == expected)
    }

    @Test func theLeftOutFilesHaveFindingsOfTheirOwnWhenChecked() throws {
        let tree = try makeProject()
        defer { tree.remove() }
        try tree.write("Other.json", "{}")
        let output = try run(tree) {
            $0.input.paths = ["Generated", "Fixtures", "Pods/Vendor/CodeInput.swift"]
            $0.input.noRespectGitignore = true
            $0.input.configFile = "Other.json"
        }
        #expect(output.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
            == ["Fixtures/PhoneInput.swift", "Generated/NameInput.swift", "Pods/Vendor/CodeInput.swift"])
    }
}
