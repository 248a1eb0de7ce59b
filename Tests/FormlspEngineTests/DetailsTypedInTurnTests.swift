import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A block of three or more single-line fields one after another, with nothing between them, in
/// a view without focus state: details typed in turn (a card's name, mail, phone, site), a form
/// whether or not a button saves them. Settings screens of independent fields stay quiet: named for
/// settings, kept in the defaults store, or beside a toggle.
@Suite struct DetailsTypedInTurnTests {
    /// A business card editor kept in local state; `between` sits after the mail field, `after`
    /// after the block; `name` is the view's name.
    static func card(name: String = "BusinessCardSheet", between: String = "", after: String = "") -> MarkedText {
        MarkedText("""
            struct \(name): View {
                @State private var holder = ""
                @State private var mail = ""
                @State private var phone = ""
                @State private var site = ""
                @State private var tags: [String] = []

                var body: some View {
                    VStack {
                        1️⃣TextField("Name", text: $holder)
                        TextField("Mail", text: $mail)
                        \(between)
                        TextField("Phone", text: $phone)
                        TextField("Website", text: $site)
                        \(after)
                    }
                }
            }
            """)
    }

    @Test func aBlockOfDetailsWithNoSaveButtonIsAForm() throws {
        let form = Self.card(after: "Button { tags.append(\"\") } label: { Image(systemName: \"plus\") }")
        let note = try #require(formNotes(form.text).first)
        #expect(note.range.lowerBound == form["1️⃣"])
        #expect(note.message.contains("(`holder`, `mail` and 2 more)"), "\(note.message)")
    }

    /// A toggle between two of them parts the block: fields set one by one.
    @Test func aControlBetweenThemPartsTheBlock() {
        let form = Self.card(between: "Toggle(\"Public\", isOn: .constant(true))")
        #expect(formNotes(form.text).isEmpty)
    }

    /// A button between two of them parts it too (one that adds a tag, saving nothing).
    @Test func aButtonBetweenThemPartsTheBlock() {
        let form = Self.card(between: "Button { tags.append(\"\") } label: { Image(systemName: \"plus\") }")
        #expect(formNotes(form.text).isEmpty)
    }

    /// A screen named for its settings is a list of independent values, not details typed in turn.
    @Test func aSettingsScreenIsNoBlock() {
        let form = Self.card(name: "CardSettingsView")
        #expect(formNotes(form.text).isEmpty)
    }

    /// Values kept in the defaults store, each saved as it is typed, are settings: a relay's host,
    /// port and token on a diagnostics screen.
    @Test func valuesKeptInTheDefaultsStoreAreSettings() {
        #expect(formNotes(Self.relayPanel(wrapper: "UserDefault").text).isEmpty)
        #expect(formNotes(Self.relayPanel(wrapper: "AppStorage", inView: true).text).isEmpty)
    }

    /// The same block kept in an object's plain properties is typed in turn.
    @Test func valuesOfAPlainObjectAreTypedInTurn() throws {
        let panel = Self.relayPanel(wrapper: "Published")
        let note = try #require(formNotes(panel.text).first)
        #expect(note.range.lowerBound == panel["1️⃣"])
    }

    /// A toggle beside the block (the feature's Enable switch) marks its values as settings.
    @Test func aToggleBesideTheBlockMarksSettings() {
        let form = Self.card(after: "Toggle(\"Show on profile\", isOn: $shown)")
        #expect(formNotes(form.text.replacingOccurrences(of: "@State private var tags", with: "@State private var shown = false\n    @State private var tags")).isEmpty)
    }

    /// A diagnostics panel of three relay values: in an object of this file whose properties are
    /// wrapped in `wrapper`, or (`inView`) in the view's own properties.
    static func relayPanel(wrapper: String, inView: Bool = false) -> MarkedText {
        let keyed = { (key: String) in wrapper == "Published" ? "@Published" : "@\(wrapper)(\"\(key)\")" }
        let store = inView ? "" : """
            final class RelayStore: ObservableObject {
                \(keyed("relayHost")) var host = ""
                \(keyed("relayPort")) var port = ""
                \(keyed("relayToken")) var token = ""
            }

            """
        let values = inView ? """
                \(keyed("relayHost")) private var host = ""
                \(keyed("relayPort")) private var port = ""
                \(keyed("relayToken")) private var token = ""
            """ : "    @ObservedObject var store = RelayStore()"
        let prefix = inView ? "$" : "$store."
        return MarkedText("""
            \(store)struct RelayPanel: View {
            \(values)

                var body: some View {
                    Form {
                        1️⃣TextField("Host", text: \(prefix)host)
                        TextField("Port", text: \(prefix)port)
                        TextField("Token", text: \(prefix)token)
                    }
                }
            }
            """)
    }

    /// Two fields in a row are too few to tell a block of details from two settings.
    @Test func twoFieldsAreTooFew() {
        let source = """
            struct NicknamePanel: View {
                @State private var nickname = ""
                @State private var motto = ""

                var body: some View {
                    VStack {
                        TextField("Nickname", text: $nickname)
                        TextField("Motto", text: $motto)
                    }
                }
            }
            """
        #expect(formNotes(source).isEmpty)
    }

    /// Each field committed by its own handler: independent values.
    @Test func fieldsCommittedApartAreNoBlock() {
        let source = """
            struct ServerPanel: View {
                @State private var host = ""
                @State private var port = ""
                @State private var path = ""

                var body: some View {
                    VStack {
                        TextField("Host", text: $host).onSubmit { apply(host) }
                        TextField("Port", text: $port).onSubmit { apply(port) }
                        TextField("Path", text: $path).onSubmit { apply(path) }
                    }
                }

                func apply(_ value: String) {}
            }
            """
        #expect(formNotes(source).isEmpty)
    }
}

/// Fields handed an `onCommit:` closure that does nothing (a placeholder left empty) commit
/// nothing on their own: still details typed in turn.
@Suite struct EmptyCommitHandlersTypedInTurnTests {
    /// A passphrase check asking for three of its words, each field handed `commit` as its
    /// `onCommit:` closure; `count` fields are shown.
    static func wordCheck(commit: String, count: Int = 3) -> MarkedText {
        let words = ["first", "second", "third"].prefix(count)
        let fields = words.enumerated().map { index, word in
            "\(index == 0 ? "1️⃣" : "")TextField(\"Word\", text: $\(word), onEditingChanged: { _ in }) { \(commit) }"
        }.joined(separator: "\n                ")
        return MarkedText("""
            struct PassphraseCheckView: View {
                @State private var first = ""
                @State private var second = ""
                @State private var third = ""

                var body: some View {
                    HStack {
                        \(fields)
                    }
                    Button("Erase wallet") { erase() }
                }

                func erase() {}
            }
            """)
    }

    @Test func emptyCommitClosuresLeaveTheWordsTypedInTurn() throws {
        let view = Self.wordCheck(commit: "")
        let note = try #require(formNotes(view.text).first)
        #expect(note.range.lowerBound == view["1️⃣"])
    }

    /// A closure that works commits its word on its own: no block.
    @Test func commitClosuresThatWorkPartTheWords() {
        #expect(formNotes(Self.wordCheck(commit: "erase()").text).isEmpty)
    }

    /// Two such fields are still too few.
    @Test func twoFieldsWithEmptyClosuresAreTooFew() {
        #expect(formNotes(Self.wordCheck(commit: "", count: 2).text).isEmpty)
    }
}
