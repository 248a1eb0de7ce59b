import FocusRules
import Foundation
import JSON
import SourceText

/// SARIF 2.1.0 (the OASIS static-analysis format GitHub code scanning reads): every rule formlsp has
/// in `tool.driver.rules` with its documentation as `help` (GitHub shows it beside an alert), one
/// result per finding with its related locations, its safe fixes and a fingerprint that survives
/// moving code (`partialFingerprints`). Columns are counted in UTF-16 code units, as `columnKind`
/// declares; paths are relative to `%SRCROOT%` (the working directory) when they can be.
struct SARIFFormat {
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    static let rootBase = "%SRCROOT%"
    var workingDirectory: String

    func render(_ report: CheckReport) -> String {
        let ruleIndex = Dictionary(uniqueKeysWithValues: report.rules.enumerated().map { ($1.id, $0) })
        var results: [JSON] = []
        for file in report.files {
            for (finding, fingerprint) in zip(file.findings, Self.fingerprints(of: file)) {
                results.append(result(finding, in: file, ruleIndex: ruleIndex[finding.rule], fingerprint: fingerprint))
            }
        }
        let run: JSON = [
            "tool": [
                "driver": [
                    "name": "formlsp",
                    "version": .string(report.toolVersion),
                    "informationUri": "https://github.com/formlsp/formlsp",
                    "rules": .array(report.rules.map(rule)),
                ],
            ],
            "columnKind": "utf16CodeUnits",
            "originalUriBaseIds": [Self.rootBase: ["uri": .string(directoryURI(workingDirectory))]],
            "invocations": [
                [
                    "executionSuccessful": .bool(report.problems.isEmpty),
                    "toolExecutionNotifications": .array(report.problems.map { problem in
                        [
                            "level": "error",
                            "message": ["text": .string(problem.message)],
                            "locations": [["physicalLocation": ["artifactLocation": artifact(problem.path)]]],
                        ]
                    }),
                ],
            ],
            "results": .array(results),
        ]
        let document: JSON = ["$schema": .string(Self.schemaURI), "version": "2.1.0", "runs": [run]]
        return document.serialized(indent: 2) + "\n"
    }

    private func rule(_ rule: RuleDescription) -> JSON {
        [
            "id": .string(rule.id.rawValue),
            "shortDescription": ["text": .string(rule.summary)],
            "fullDescription": ["text": .string(rule.documentation), "markdown": .string(rule.documentation)],
            "help": ["text": .string(rule.documentation), "markdown": .string(rule.documentation)],
            "helpUri": .string(rule.documentationURL),
            "defaultConfiguration": ["level": .string(Self.level(of: rule.defaultSeverity))],
            "properties": ["fixable": .bool(rule.isFixable)],
        ]
    }

    private func result(_ finding: Finding, in file: CheckedFile, ruleIndex: Int?, fingerprint: String) -> JSON {
        var result: [String: JSON] = [
            "ruleId": .string(finding.rule.rawValue),
            "level": .string(Self.level(of: finding.severity)),
            "message": ["text": .string(finding.message)],
            "locations": [["physicalLocation": physicalLocation(file.path, finding.range, file.lines)]],
            "partialFingerprints": [Self.fingerprintName: .string(fingerprint)],
        ]
        if let ruleIndex { result["ruleIndex"] = .integer(Int64(ruleIndex)) }
        if !finding.related.isEmpty {
            result["relatedLocations"] = .array(finding.related.enumerated().map { index, related in
                [
                    "id": .integer(Int64(index)),
                    "message": ["text": .string(related.message)],
                    "physicalLocation": physicalLocation(file.path, related.range, file.lines),
                ]
            })
        }
        // Unsafe fixes change behaviour; a SARIF consumer may apply what it is given without asking.
        let safeFixes = finding.fixes.filter { $0.applicability == .safe }
        if !safeFixes.isEmpty {
            result["fixes"] = .array(safeFixes.map { fix in
                [
                    "description": ["text": .string(fix.title)],
                    "artifactChanges": [
                        [
                            "artifactLocation": artifact(file.path),
                            "replacements": .array(fix.edits.map { edit in
                                ["deletedRegion": region(edit.range, file.lines), "insertedContent": ["text": .string(edit.replacement)]]
                            }),
                        ],
                    ],
                    "properties": ["applicability": .string(fix.applicability.rawValue)],
                ]
            })
        }
        return .object(result)
    }

    static let fingerprintName = "formlspFinding/v1"

    /// Each finding's fingerprint, in order: what it is about (`identity`) and how many findings
    /// of the file before it are about the same, so moving code keeps it and two alike differ.
    static func fingerprints(of file: CheckedFile) -> [String] {
        var occurrences: [String: Int] = [:]
        return file.findings.map { finding in
            let identity = identity(of: finding, path: file.path)
            let occurrence = occurrences[identity, default: 0]
            occurrences[identity] = occurrence + 1
            return fingerprint(identity + "|\(occurrence)")
        }
    }

    /// What a finding is about, without its line: rule, file, and the type and field (or, in no
    /// chain, the message), as baselines key findings.
    static func identity(of finding: Finding, path: String) -> String {
        let about = finding.subject.map { "\($0.type).\($0.field ?? "")" } ?? finding.message
        return "\(finding.rule)|\(path)|\(about)"
    }

    /// FNV-1a, 64 bits, in hex: stable across runs, platforms and releases, unlike `Hasher`.
    static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private func physicalLocation(_ path: String, _ range: Range<Int>, _ lines: LineTable) -> JSON {
        ["artifactLocation": artifact(path), "region": region(range, lines)]
    }

    private func region(_ range: Range<Int>, _ lines: LineTable) -> JSON {
        let span = SourceSpan(range, in: lines)
        return [
            "startLine": .integer(Int64(span.start.line)),
            "startColumn": .integer(Int64(span.start.utf16Column)),
            "endLine": .integer(Int64(span.end.line)),
            "endColumn": .integer(Int64(span.end.utf16Column)),
        ]
    }

    private func artifact(_ path: String) -> JSON {
        if path.hasPrefix("/") { return ["uri": .string("file://" + Self.percentEncoded(path))] }
        return ["uri": .string(Self.percentEncoded(path)), "uriBaseId": .string(Self.rootBase)]
    }

    private func directoryURI(_ directory: String) -> String {
        "file://" + Self.percentEncoded(directory.hasSuffix("/") ? directory : directory + "/")
    }

    static func percentEncoded(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: uriPathCharacters) ?? path
    }

    /// RFC 3986 path characters, without the ones `urlPathAllowed` lets through that SARIF readers choke on.
    private static let uriPathCharacters: CharacterSet = {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ";=?#[]")
        return allowed
    }()

    static func level(of severity: Severity) -> String {
        switch severity {
        case .info: "note"
        case .warning: "warning"
        case .error: "error"
        }
    }
}
