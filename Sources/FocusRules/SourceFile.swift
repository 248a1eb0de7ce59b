import Foundation
import SourceText
import SwiftParser
import SwiftSyntax

/// One parsed file: the text, its syntax tree, its line table and the layout conventions generated
/// code must follow. Parsed once per analysis and shared by the model builders, rules and fixes.
public struct SourceFile: Sendable {
    public let text: String
    public let tree: SourceFileSyntax
    public let lines: LineTable
    public let style: CodeStyle

    public init(_ text: String) {
        self.text = text
        self.tree = Parser.parse(source: text)
        self.lines = LineTable(text)
        self.style = CodeStyle(detectingIn: text)
    }

    /// The source text of a byte range.
    public func text(of range: Range<Int>) -> String {
        let bytes = lines.bytes
        let lower = min(max(range.lowerBound, 0), bytes.count)
        let upper = min(max(range.upperBound, lower), bytes.count)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// The leading whitespace of the line holding `offset`.
    public func indentation(ofLineContaining offset: Int) -> String {
        let line = lines.contentRange(ofLine: lines.line(containing: offset))
        return String(text(of: line).prefix { $0 == " " || $0 == "\t" })
    }

    /// Whether only whitespace precedes `offset` on its line.
    public func startsLine(at offset: Int) -> Bool {
        let line = lines.contentRange(ofLine: lines.line(containing: offset))
        return text(of: line.lowerBound..<offset).allSatisfy { $0 == " " || $0 == "\t" }
    }
}

/// The file's indentation unit and line ending, so that inserted code looks hand-written.
public struct CodeStyle: Sendable, Equatable {
    public var indentUnit: String
    public var lineEnding: String

    public init(indentUnit: String = "    ", lineEnding: String = "\n") {
        self.indentUnit = indentUnit
        self.lineEnding = lineEnding
    }

    /// The most common indentation step between consecutive lines, and CRLF when most lines use it.
    public init(detectingIn text: String) {
        let crlf = text.components(separatedBy: "\r\n").count - 1
        let lf = text.components(separatedBy: "\n").count - 1
        lineEnding = crlf * 2 > lf ? "\r\n" : "\n"
        var tabSteps = 0
        var spaceSteps: [Int: Int] = [:]
        var previous = 0
        for line in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            guard indent.count < line.count else { continue }
            if indent.contains("\t") {
                tabSteps += 1
            } else if indent.count > previous {
                spaceSteps[indent.count - previous, default: 0] += 1
            }
            previous = indent.contains("\t") ? previous : indent.count
        }
        let commonSpaces = spaceSteps.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }
        if tabSteps > (commonSpaces?.value ?? 0) {
            indentUnit = "\t"
        } else {
            indentUnit = String(repeating: " ", count: commonSpaces?.key ?? 4)
        }
    }
}
