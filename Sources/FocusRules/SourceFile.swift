import Foundation
import SourceText
import SwiftParser
import SwiftSyntax

/// One parsed file: the text, its syntax tree, its line table and the layout conventions generated
/// code must follow. Parsed once per analysis and shared by the model builders, rules and fixes.
package struct SourceFile: Sendable {
    package let text: String
    package let tree: SourceFileSyntax
    package let lines: LineTable
    package let style: CodeStyle

    package init(_ text: String) {
        self.init(text, tree: Self.parse(text))
    }

    /// A file whose tree is already parsed (incrementally, by an editor's document); `style`, when
    /// given, is that of the file this text is a piece of.
    package init(_ text: String, tree: SourceFileSyntax, style: CodeStyle? = nil) {
        self.text = text
        self.tree = tree
        self.lines = LineTable(text)
        self.style = style ?? CodeStyle(detectingIn: text)
    }

    /// The parser setup of every analysis, in one place so that benchmarks measure the same.
    package static func parse(_ text: String) -> SourceFileSyntax {
        Parser.parse(source: text)
    }

    /// Whether the text holds `word` byte for byte: a cheap test before looking for it in the tree.
    /// `memchr` jumps to each occurrence of the first byte, `memcmp` checks the rest.
    package func mentions(_ word: String) -> Bool {
        let needle = Array(word.utf8)
        guard let first = needle.first else { return true }
        return lines.bytes.withUnsafeBufferPointer { haystack in
            guard let base = haystack.baseAddress else { return false }
            var start = 0
            while haystack.count - start >= needle.count {
                guard let hit = memchr(base + start, Int32(first), haystack.count - start - needle.count + 1) else { return false }
                let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + offset, needle, needle.count) == 0 { return true }
                start = offset + 1
            }
            return false
        }
    }

    /// The source text of a byte range.
    package func text(of range: Range<Int>) -> String {
        let bytes = lines.bytes
        let lower = min(max(range.lowerBound, 0), bytes.count)
        let upper = min(max(range.upperBound, lower), bytes.count)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// The leading whitespace of the line holding `offset`.
    package func indentation(ofLineContaining offset: Int) -> String {
        let line = lines.contentRange(ofLine: lines.line(containing: offset))
        return String(text(of: line).prefix { $0 == " " || $0 == "\t" })
    }

    /// Whether only whitespace precedes `offset` on its line.
    package func startsLine(at offset: Int) -> Bool {
        let line = lines.contentRange(ofLine: lines.line(containing: offset))
        return text(of: line.lowerBound..<offset).allSatisfy { $0 == " " || $0 == "\t" }
    }
}

/// The file's indentation unit and line ending, so that inserted code looks hand-written.
package struct CodeStyle: Sendable, Equatable {
    package var indentUnit: String
    package var lineEnding: String

    package init(indentUnit: String = "    ", lineEnding: String = "\n") {
        self.indentUnit = indentUnit
        self.lineEnding = lineEnding
    }

    /// The most common indentation step between consecutive lines, and the line ending most lines
    /// use (LF, CRLF, or a lone CR as old Mac files have).
    /// One pass over the UTF-8 bytes: every analysis makes one, so it must cost little.
    package init(detectingIn text: String) {
        var text = text
        let (crlf, lf, cr, tabSteps, spaceSteps) = text.withUTF8(Self.count(in:))
        let plainLF = lf - crlf
        lineEnding = cr > max(crlf, plainLF) ? "\r" : crlf > plainLF ? "\r\n" : "\n"
        let commonSpaces = spaceSteps.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }
        if tabSteps > (commonSpaces?.value ?? 0) {
            indentUnit = "\t"
        } else {
            indentUnit = String(repeating: " ", count: commonSpaces?.key ?? 4)
        }
    }

    /// Line endings and indentation steps. A line ends at `\n`, `\r\n` or a lone `\r`; blank and
    /// whitespace-only lines are skipped.
    private static func count(in bytes: UnsafeBufferPointer<UInt8>) -> (crlf: Int, lf: Int, cr: Int, tabSteps: Int, spaceSteps: [Int: Int]) {
        var crlf = 0
        var lf = 0
        var cr = 0
        var tabSteps = 0
        var spaceSteps: [Int: Int] = [:]
        var previous = 0
        var index = 0
        let count = bytes.count
        while index < count {
            var indent = 0
            var hasTab = false
            while index + indent < count, bytes[index + indent] == 0x20 || bytes[index + indent] == 0x09 {
                if bytes[index + indent] == 0x09 { hasTab = true }
                indent += 1
            }
            var end = index + indent
            while end < count, bytes[end] != 0x0A, !(bytes[end] == 0x0D && (end + 1 == count || bytes[end + 1] != 0x0A)) { end += 1 }
            let contentEnd = end > index && end < count && bytes[end] == 0x0A && bytes[end - 1] == 0x0D ? end - 1 : end
            if contentEnd > index + indent {
                if hasTab {
                    tabSteps += 1
                } else {
                    if indent > previous { spaceSteps[indent - previous, default: 0] += 1 }
                    previous = indent
                }
            }
            if end < count, bytes[end] == 0x0D {
                cr += 1
            } else if end < count {
                lf += 1
                if end > 0, bytes[end - 1] == 0x0D { crlf += 1 }
            }
            index = end + 1
        }
        return (crlf, lf, cr, tabSteps, spaceSteps)
    }
}
