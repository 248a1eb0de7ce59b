import FocusRules
import JSON
import SourceText

/// formlsp's own machine-readable report (protocol/formlsp-check-output.schema.json): files sorted
/// by path, findings by position, keys sorted, so the same tree always gives the same bytes.
struct JSONFormat {
    static let formatVersion: Int64 = 1

    func render(_ report: CheckReport) -> String {
        let document: JSON = [
            "version": .integer(Self.formatVersion),
            "tool": ["name": "formlsp", "version": .string(report.toolVersion)],
            "files": .array(report.files.map(file)),
            "errors": .array(report.problems.map { ["path": .string($0.path), "message": .string($0.message)] }),
            "summary": [
                "filesChecked": .integer(Int64(report.checkedFileCount)),
                "findings": .integer(Int64(report.findingCount)),
                "errors": .integer(Int64(report.count(of: .error))),
                "warnings": .integer(Int64(report.count(of: .warning))),
                "infos": .integer(Int64(report.count(of: .info))),
            ],
        ]
        return document.serialized(indent: 2) + "\n"
    }

    private func file(_ file: CheckedFile) -> JSON {
        ["path": .string(file.path), "findings": .array(file.findings.map { finding($0, in: file.lines) })]
    }

    private func finding(_ finding: Finding, in lines: LineTable) -> JSON {
        [
            "rule": .string(finding.rule.rawValue),
            "severity": .string(finding.severity.rawValue),
            "message": .string(finding.message),
            "range": range(finding.range, in: lines),
            "related": .array(finding.related.map { ["message": .string($0.message), "range": range($0.range, in: lines)] }),
            "fixes": .array(finding.fixes.map { fix in
                [
                    "title": .string(fix.title),
                    "applicability": .string(fix.applicability.rawValue),
                    "edits": .array(fix.edits.map { ["range": range($0.range, in: lines), "replacement": .string($0.replacement)] }),
                ]
            }),
        ]
    }

    private func range(_ range: Range<Int>, in lines: LineTable) -> JSON {
        let span = SourceSpan(range, in: lines)
        func position(_ position: SourceSpan.Position, offset: Int) -> JSON {
            [
                "line": .integer(Int64(position.line)),
                "column": .integer(Int64(position.column)),
                "utf16Column": .integer(Int64(position.utf16Column)),
                "offset": .integer(Int64(offset)),
            ]
        }
        return ["start": position(span.start, offset: range.lowerBound), "end": position(span.end, offset: range.upperBound)]
    }
}
