import FormlspEngine
import Testing

/// Every fix, on forms generated systematically (field kinds × handler shapes × code styles):
/// the fixed file parses, never assigns to a copy of the focus state, keeps every comment on its
/// line and the file's line endings, never adds a second handler beside an existing one, and a
/// second round of fixes changes nothing.
@Suite struct GeneratedFormsFixTests {
    enum Handler: CaseIterable {
        case none, emptyContainer, partialSwitch, partialSwitchOverCopy, perFieldPartial, methodWithSwitch
    }

    struct Style: CustomStringConvertible {
        var indent: String
        var lineEnding: String
        var labels: Bool
        var description: String { "\(indent == "\t" ? "tabs" : "\(indent.count) spaces"), \(lineEnding == "\r\n" ? "CRLF" : "LF")\(labels ? ", labels" : "")" }
    }

    static let kinds: [[String]] = [
        ["TextField", "TextField", "TextField", "TextField"],
        ["TextField", "SecureField", "TextField", "TextEditor"],
        ["SecureField", "TextField", "TextField(axis)", "TextField"],
        ["TextField", "TextEditor", "TextField", "SecureField"],
        ["SecureField", "SecureField", "SecureField", "TextField(axis)"],
    ]

    static let styles: [Style] = [
        Style(indent: "    ", lineEnding: "\n", labels: false), Style(indent: "\t", lineEnding: "\n", labels: true),
        Style(indent: "  ", lineEnding: "\r\n", labels: false), Style(indent: "    ", lineEnding: "\r\n", labels: true),
        Style(indent: "\t", lineEnding: "\r\n", labels: false), Style(indent: "  ", lineEnding: "\n", labels: true),
    ]

    /// A form of `count` fields of `kinds`, handled as `handler` says, written in `style`. Every
    /// case the generator writes carries a comment, which must stay on its line.
    static func form(kinds: [String], count: Int, handler: Handler, style: Style) -> String {
        let names = ["name", "email", "phone", "notes"].prefix(count)
        let i = style.indent
        var lines = ["import SwiftUI", "", "struct GeneratedForm: View {", "\(i)enum Field { case \(names.joined(separator: ", ")) }",
                     "\(i)@FocusState private var focus: Field?"]
        lines += names.map { "\(i)@State private var \($0) = \"\"" }
        lines += ["", "\(i)var body: some View {", "\(i)\(i)Form {"]
        for (index, name) in names.enumerated() {
            let field: String
            switch kinds[index] {
            case "SecureField": field = "SecureField(\"\(name)\", text: $\(name))"
            case "TextEditor": field = "TextEditor(text: $\(name))"
            case "TextField(axis)": field = "TextField(\"\(name)\", text: $\(name), axis: .vertical)"
            default: field = "TextField(\"\(name)\", text: $\(name))"
            }
            lines.append("\(i)\(i)\(i)\(field)")
            lines.append("\(i)\(i)\(i)\(i).focused($focus, equals: .\(name))")
            if style.labels { lines.append("\(i)\(i)\(i)\(i).submitLabel(.\(index + 1 < count ? "next" : "done"))") }
            if handler == .perFieldPartial, index == 0, count > 1 {
                lines.append("\(i)\(i)\(i)\(i).onSubmit { focus = .\(names[names.startIndex + 1]) } // note-\(index)")
            }
        }
        lines.append("\(i)\(i)}")
        let first = names.first!, second = names.dropFirst().first ?? first
        switch handler {
        case .none, .perFieldPartial:
            break
        case .emptyContainer:
            lines += ["\(i)\(i).onSubmit {", "\(i)\(i)\(i)// note-empty", "\(i)\(i)}"]
        case .partialSwitch:
            lines += ["\(i)\(i).onSubmit {", "\(i)\(i)\(i)switch focus {", "\(i)\(i)\(i)case .\(first): focus = .\(second) // note-case",
                      "\(i)\(i)\(i)default: break", "\(i)\(i)\(i)}", "\(i)\(i)}"]
        case .partialSwitchOverCopy:
            lines += ["\(i)\(i).onSubmit {", "\(i)\(i)\(i)guard let current = focus else { return }", "\(i)\(i)\(i)switch current {",
                      "\(i)\(i)\(i)case .\(first): focus = .\(second) // note-case", "\(i)\(i)\(i)default: break", "\(i)\(i)\(i)}", "\(i)\(i)}"]
        case .methodWithSwitch:
            lines += ["\(i)\(i).onSubmit(advance)"]
        }
        lines.append("\(i)}")
        if handler == .methodWithSwitch {
            lines += ["", "\(i)private func advance() {", "\(i)\(i)switch focus {", "\(i)\(i)case .\(first): focus = .\(second) // note-case",
                      "\(i)\(i)default: break", "\(i)\(i)}", "\(i)}"]
        }
        lines += ["}", ""]
        return lines.joined(separator: style.lineEnding)
    }

    static let cases: [(kinds: [String], count: Int, handler: Handler, style: Int)] = kinds.flatMap { kinds in
        (2...4).flatMap { count in Handler.allCases.flatMap { handler in styles.indices.map { (kinds, count, handler, $0) } } }
    }

    @Test func atLeastFiveHundredFormsAreGenerated() {
        #expect(Self.cases.count >= 500)
    }

    @Test(arguments: cases.indices)
    func fixesKeepTheirPromises(_ number: Int) throws {
        let (kinds, count, handler, styleIndex) = Self.cases[number]
        let style = Self.styles[styleIndex]
        let source = Self.form(kinds: kinds, count: count, handler: handler, style: style)
        #expect(Engine.parses(source), "the generator writes valid Swift")
        let engine = Engine()
        for includeUnsafe in [false, true] {
            let fixed = engine.fixAll(source, path: "GeneratedForm.swift", includeUnsafe: includeUnsafe).text
            let label = "\(kinds.prefix(count)) \(handler) \(style)\(includeUnsafe ? " unsafe" : "")"
            #expect(Engine.parses(fixed), "\(label): the fixed form parses")
            #expect(!fixed.contains("current = ."), "\(label): a fix assigned the copy of the focus state")
            #expect(engine.fixAll(fixed, path: "GeneratedForm.swift", includeUnsafe: includeUnsafe).text == fixed, "\(label): fixing twice changes more")
            for line in source.components(separatedBy: style.lineEnding) where line.contains("// note-") {
                #expect(fixed.components(separatedBy: style.lineEnding).contains(line), "\(label): the line of a comment changed: \(line)")
            }
            if style.lineEnding == "\r\n" {
                #expect(!fixed.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "\(label): a bare LF in a CRLF file")
            }
            // Fields with no handler at all may get new routing; a handler that covers them is completed.
            let handlersBefore = source.components(separatedBy: ".onSubmit").count
            if handler != .none && handler != .perFieldPartial {
                #expect(fixed.components(separatedBy: ".onSubmit").count == handlersBefore, "\(label): a second handler beside the existing one")
            }
        }
    }
}
