import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A view keeps where focus is in a plain `@State` value and binds each field to it with a focus
/// modifier of the app's own (`.focused($field, selfKey: .host)`, a `View` extension that keeps a
/// private `@FocusState` in step with the value); the field's commit closure, handed to an input
/// wrapper that passes it straight to its text field, sets the value on. The value is the view's
/// focus state; the modifier being code out of sight, a missing label is reported without a fix.
@Suite struct AppFocusModifierTests {
    static let wrapper = """
        import SwiftUI

        struct EraseableField: View {
            var title: String
            @Binding var text: String
            var onCommit: () -> Void

            init(_ title: String, text: Binding<String>, onCommit: @escaping () -> Void = {}) {
                self.title = title
                _text = text
                self.onCommit = onCommit
            }

            var body: some View {
                HStack {
                    TextField(title, text: $text, onCommit: onCommit)
                    Button("Erase") { text = "" }
                }
            }
        }

        """

    /// Host, then port; `hostLabel` labels the host, `hostCommit` is the closure its wrapper gets.
    static func serverForm(hostLabel: String = "", hostCommit: String = "{ field = .port }") -> MarkedText {
        MarkedText("""
            import SwiftUI

            private enum ServerField: Hashable { case none, host, port }

            struct ServerForm: View {
                @State private var host = ""
                @State private var port = ""
                @State private var field: ServerField = .none

                var body: some View {
                    Section {
                        EraseableField("Host", text: $host, onCommit: \(hostCommit))
                            \(hostLabel)
                            1️⃣.focused($field, selfKey: .host)
                        SecureField("Port", text: $port, onCommit: connect)
                            .focused($field, selfKey: .port)
                    }
                }

                func connect() {}
            }

            """)
    }

    static let formPath = "/app/Server/ServerForm.swift"

    private func findings(of form: String) -> [Finding] {
        var index = WorkspaceIndex()
        index.update(path: "/app/Design/EraseableField.swift", text: Self.wrapper, origin: .disk)
        index.update(path: Self.formPath, text: form)
        let engine = Engine()
        return engine.findings(in: form, path: Self.formPath, context: index.context(forPath: Self.formPath, summary: engine.summary(of: form, path: Self.formPath)))
    }

    @Test func aCommitMovingTheValueOnWithoutANextLabelIsReportedWithNoFix() throws {
        let form = Self.serverForm()
        let found = findings(of: form.text)
        let finding = try #require(found.first)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(finding.rule == "missing-submit-label")
        #expect(finding.message == "Return in `host` moves focus to `port` but the key says return; label it Next")
        #expect(finding.range.lowerBound == form["1️⃣"])
        #expect(finding.fixes.isEmpty)
    }

    @Test func theFieldLabelledNextGetsNothing() {
        let found = findings(of: Self.serverForm(hostLabel: ".submitLabel(.next)").text)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// A commit that never sets the value routes nothing through it: no focus state, nothing said.
    @Test func commitsSettingNoValueLeaveTheFormAlone() {
        let found = findings(of: Self.serverForm(hostCommit: "{ connect() }").text)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }
}
