import Checker
import FormlspEngine
import Foundation
import TestSupport
import Testing

/// The checker's first pass keeps the parse of each file it summarises, within a budget
/// (`ParseBudget`), and analyses it once the project is known; past the budget a file is analysed
/// alone at once and again only when it uses another file's declarations. Both ways say the same,
/// about a form using a component declared in another file and about one standing alone.
@Suite struct KeptParseTests {
    /// A delivery form whose last two fields are a component of the project's, declared elsewhere.
    static let deliveryForm = """
        import SwiftUI

        struct DeliveryForm: View {
            enum Line { case street, city, postcode }
            @FocusState private var line: Line?
            @State private var street = ""
            @State private var city = ""
            @State private var postcode = ""

            var body: some View {
                Form {
                    TextField("Street", text: $street)
                        .focused($line, equals: .street)
                        .submitLabel(.next)
                        .onSubmit { line = .city }
                    AddressLine(text: $city, line: $line, value: .city)
                        .submitLabel(.next)
                    AddressLine(text: $postcode, line: $line, value: .postcode)
                        .submitLabel(.next)
                }
            }
        }

        """

    /// The component: one text field bound to the focus its caller passes.
    static let addressLine = """
        import SwiftUI

        struct AddressLine<Value: Hashable>: View {
            @Binding var text: String
            let line: FocusState<Value?>.Binding
            let value: Value
            var body: some View { TextField("", text: $text).focused(line, equals: value) }
        }

        """

    /// A form of its own file's fields alone, whose first Return goes nowhere.
    static let feedbackForm = """
        import SwiftUI

        struct FeedbackForm: View {
            enum Entry { case subject, message }
            @FocusState private var entry: Entry?
            @State private var subject = ""
            @State private var message = ""

            var body: some View {
                TextField("Subject", text: $subject)
                    .focused($entry, equals: .subject)
                    .submitLabel(.next)
                TextField("Message", text: $message)
                    .focused($entry, equals: .message)
            }
        }

        """

    private func output(of tree: TemporaryTree, parseBudget: Int) throws -> String {
        var options = try CheckOptions.parse([])
        options.workingDirectory = tree.root
        options.quiet = true
        options.toolVersion = "9.9.9"
        let console = CapturingConsole()
        var checker = Checker(options: options, analyzer: Engine(interfaceFiles: .forOneRun()), console: console)
        checker.parseBudget = parseBudget
        _ = checker.run()
        return console.standardOutput
    }

    @Test func keptParsesAndFilesAnalysedAloneFirstGiveTheSameReport() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write(".git/HEAD", "ref: refs/heads/main\n")
        try tree.write("App/DeliveryForm.swift", Self.deliveryForm)
        try tree.write("App/FeedbackForm.swift", Self.feedbackForm)
        try tree.write("App/Components/AddressLine.swift", Self.addressLine)
        let kept = try output(of: tree, parseBudget: ParseBudget.defaultBytes)
        #expect(kept == (try output(of: tree, parseBudget: 0)))
        // Both forms are reported, the delivery form through its component's fields.
        let files = Set(kept.split(separator: "\n").map { String($0.prefix { $0 != ":" }) })
        #expect(files == ["App/DeliveryForm.swift", "App/FeedbackForm.swift"])
        // The component decides what is said of the delivery form: without it, something else is.
        try FileManager.default.removeItem(atPath: tree.root + "/App/Components/AddressLine.swift")
        let alone = try output(of: tree, parseBudget: ParseBudget.defaultBytes)
        #expect(alone == (try output(of: tree, parseBudget: 0)))
        #expect(alone.split(separator: "\n").filter { $0.hasPrefix("App/DeliveryForm.swift") }
            != kept.split(separator: "\n").filter { $0.hasPrefix("App/DeliveryForm.swift") })
    }
}
