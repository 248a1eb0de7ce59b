import FocusRules
import FormlspEngine
import LanguageServerProtocol
import ProtocolConversions
import SourceText

// The one place where the engine's values (UTF-8 byte offsets, findings, replacements) become LSP's
// (positions in the negotiated encoding, diagnostics, text edits) and back. Every position goes
// through `LineTable` (offsets to positions: `ProtocolConversions`, which the checker shares).

extension PositionEncoding {
    var kind: PositionEncodingKind { PositionEncodingKind(rawValue: rawValue) }
}

extension LineTable {
    /// The byte offset of `position`, and whether it had to be clamped into the text.
    func offset(of position: Position, in encoding: PositionEncoding) -> (offset: Int, clamped: Bool) {
        let lineColumn = LineColumn(line: position.line, column: position.character)
        let offset = offset(of: lineColumn, in: encoding)
        return (offset, self.position(ofOffset: offset, in: encoding) != lineColumn)
    }

    /// The byte range of `range` (ends swapped if reversed), and whether an end had to be clamped.
    func offsetRange(of range: LSPRange, in encoding: PositionEncoding) -> (range: Range<Int>, clamped: Bool) {
        let start = offset(of: range.start, in: encoding)
        let end = offset(of: range.end, in: encoding)
        return (min(start.offset, end.offset)..<max(start.offset, end.offset), start.clamped || end.clamped)
    }

    /// A diagnostic's range: never empty, since editors draw nothing for an empty one. A zero-width
    /// range widens over the next character, or the previous one at the end of a line; on an empty
    /// line it covers the line break.
    func diagnosticRange(of range: Range<Int>, in encoding: PositionEncoding) -> LSPRange {
        let lower = min(max(range.lowerBound, 0), bytes.count)
        var widened = lower..<min(max(range.upperBound, lower), bytes.count)
        if widened.isEmpty {
            let line = line(containing: lower)
            let content = contentRange(ofLine: line)
            if lower < content.upperBound {
                widened = lower..<offset(afterCharacterAt: lower)
            } else if lower > content.lowerBound {
                widened = offset(beforeCharacterAt: lower)..<lower
            } else if line + 1 < lineCount {
                widened = lower..<lineStarts[line + 1]
            } else if line > 0 {
                widened = contentRange(ofLine: line - 1).upperBound..<lower
            }
        }
        return lspRange(of: widened, in: encoding)
    }
}

extension DiagnosticSeverity {
    init(_ severity: Severity) {
        switch severity {
        case .error: self = .error
        case .warning: self = .warning
        case .info: self = .information
        }
    }
}

extension Diagnostic {
    /// The `source` of every diagnostic formlsp publishes.
    static let formlspSource = "formlsp"

    /// Where each rule's documentation lives, for `codeDescription`.
    private static let documentationURLs: [RuleID: String] = Dictionary(
        Engine.rules.map { ($0.id, $0.documentationURL) }, uniquingKeysWith: { first, _ in first }
    )

    init(_ finding: Finding, in document: Document, encoding: PositionEncoding) {
        let table = document.lineTable
        self.init(
            range: table.diagnosticRange(of: finding.range, in: encoding),
            severity: DiagnosticSeverity(finding.severity),
            code: .string(finding.rule.rawValue),
            codeDescription: Self.documentationURLs[finding.rule].map(CodeDescription.init(href:)),
            source: Self.formlspSource,
            message: finding.message,
            relatedInformation: finding.related.isEmpty ? nil : finding.related.map { related in
                DiagnosticRelatedInformation(
                    location: Location(uri: document.uri, range: table.diagnosticRange(of: related.range, in: encoding)),
                    message: related.message
                )
            },
            data: ["formlsp": .string(Self.key(of: finding))]
        )
    }

    /// Identifies the finding behind a diagnostic within one document version. Clients hand
    /// diagnostics back in code-action requests, some with their own column counting (Neovim before
    /// 0.11 sends byte columns), so quick fixes match on this key rather than on the range alone.
    static func key(of finding: Finding) -> String {
        "\(finding.rule.rawValue)@\(finding.range.lowerBound)-\(finding.range.upperBound)"
    }

    /// Whether this diagnostic, as sent back by a client, is the one published for `finding`.
    func refers(to finding: Finding, publishedAs published: Diagnostic) -> Bool {
        guard code == published.code else { return false }
        if let key = data?["formlsp"]?.stringValue { return key == Self.key(of: finding) }
        return range == published.range
    }
}

extension TextEdit {
    init(_ replacement: Replacement, in table: LineTable, encoding: PositionEncoding) {
        self.init(range: table.lspRange(of: replacement.range, in: encoding), newText: replacement.replacement)
    }
}

extension WorkspaceEdit {
    /// Edits to one open document, versioned when the client takes `documentChanges`.
    init(_ replacements: [Replacement], in document: Document, encoding: PositionEncoding, useDocumentChanges: Bool) {
        let edits = replacements.map { TextEdit($0, in: document.lineTable, encoding: encoding) }
        if useDocumentChanges {
            self.init(documentChanges: [
                TextDocumentEdit(textDocument: OptionalVersionedTextDocumentIdentifier(uri: document.uri, version: document.version), edits: edits)
            ])
        } else {
            self.init(changes: [document.uri: edits])
        }
    }
}

extension Replacement {
    /// One replacement turning `old` into `new`, covering only what differs (so the editor keeps
    /// the cursor and folds outside it); nil when they are equal. Its ends fall on character
    /// boundaries of both texts.
    init?(changing old: String, to new: String) {
        let old = Array(old.utf8)
        let new = Array(new.utf8)
        guard old != new else { return nil }
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        while prefix > 0, Self.isContinuation(old, at: prefix) || Self.isContinuation(new, at: prefix) { prefix -= 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        while suffix > 0, Self.isContinuation(old, at: old.count - suffix) || Self.isContinuation(new, at: new.count - suffix) { suffix -= 1 }
        self.init(range: prefix..<(old.count - suffix), replacement: String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self))
    }

    private static func isContinuation(_ bytes: [UInt8], at index: Int) -> Bool {
        index < bytes.count && bytes[index] & 0xC0 == 0x80
    }
}
