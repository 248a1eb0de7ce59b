import FocusRules
import Foundation
import JSON

/// The findings a team has decided to live with for now (`formlsp check --write-baseline FILE`),
/// which `--baseline FILE` or the configuration's `baseline` key stop reporting, so formlsp can be
/// adopted on an app with existing findings while new ones still fail the build.
///
/// An entry names what a finding is about, not where it is: its rule, the type whose chain it is in
/// and the field (`missing-focus-transition`, `SignUpForm`, `email`), so moving or reformatting code
/// keeps it matched. A finding in no chain falls back to its file and message. Each entry hides one
/// finding per file: fixing one of two recorded findings and adding a new one of the same kind
/// reports the new one.
///
/// ```json
/// {
///   "findings": [
///     { "field": "email", "message": "Return in `email` moves focus nowhere; …", "path": "App/SignUpForm.swift",
///       "rule": "missing-focus-transition", "type": "SignUpForm" }
///   ],
///   "formlspBaseline": 1
/// }
/// ```
package struct Baseline: Sendable, Equatable {
    package static let formatVersion = 1

    package struct Entry: Sendable, Hashable {
        package var rule: RuleID
        package var type: String?
        package var field: String?
        /// Relative to the baseline's folder; for people, and the key of a finding in no chain.
        package var path: String
        package var message: String

        package init(rule: RuleID, type: String?, field: String?, path: String, message: String) {
            self.rule = rule
            self.type = type
            self.field = field
            self.path = path
            self.message = message
        }

        /// What a finding must share with the entry to be hidden by it.
        var key: Key {
            if let type { return .subject(rule: rule, type: type, field: field) }
            return .location(rule: rule, path: path, message: message)
        }
    }

    enum Key: Hashable {
        case subject(rule: RuleID, type: String, field: String?)
        case location(rule: RuleID, path: String, message: String)
    }

    /// Sorted by path, rule, type, field and message, so a rewritten baseline diffs cleanly.
    package private(set) var entries: [Entry]
    /// The folder entry paths are relative to: the baseline file's (absolute).
    package var folder: String

    package init(entries: [Entry], folder: String) {
        self.entries = entries.sorted {
            ($0.path, $0.rule.rawValue, $0.type ?? "", $0.field ?? "", $0.message) < ($1.path, $1.rule.rawValue, $1.type ?? "", $1.field ?? "", $1.message)
        }
        self.folder = folder
    }

    /// A baseline recording `findings`, each with the absolute path of its file.
    package init(recording findings: [(path: String, finding: Finding)], folder: String) {
        let entries = findings.map { path, finding in
            Entry(rule: finding.rule, type: finding.subject?.type, field: finding.subject?.field, path: Self.relative(path, to: folder), message: finding.message)
        }
        self.init(entries: entries, folder: folder)
    }

    /// The findings of the file at `path` (absolute) that no entry hides.
    package func filter(_ findings: [Finding], path: String) -> [Finding] {
        guard !entries.isEmpty else { return findings }
        var remaining: [Key: Int] = [:]
        for entry in entries { remaining[entry.key, default: 0] += 1 }
        let relativePath = Self.relative(path, to: folder)
        return findings.filter { finding in
            let key = Entry(rule: finding.rule, type: finding.subject?.type, field: finding.subject?.field, path: relativePath, message: finding.message).key
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
    }

    package func serialized() -> String {
        let findings: [JSON] = entries.map { entry in
            var members: [String: JSON] = ["rule": .string(entry.rule.rawValue), "path": .string(entry.path), "message": .string(entry.message)]
            if let type = entry.type { members["type"] = .string(type) }
            if let field = entry.field { members["field"] = .string(field) }
            return .object(members)
        }
        let document: JSON = ["formlspBaseline": .integer(Int64(Self.formatVersion)), "findings": .array(findings)]
        return document.serialized(indent: 2) + "\n"
    }

    /// Reads a baseline file; `displayName` is how errors name it.
    package static func load(file: String, displayName: String? = nil) throws(ConfigurationError) -> Baseline {
        let name = displayName ?? file
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ConfigurationError(file: name, line: nil, message: "cannot read the baseline")
        }
        let root: JSON
        do {
            root = try JSON.parse(Array(data))
        } catch {
            throw ConfigurationError(file: name, line: error.line, message: "not valid JSON: \(error.message)")
        }
        guard root["formlspBaseline"]?.integerValue == Int64(formatVersion), let findings = root["findings"]?.arrayValue else {
            throw ConfigurationError(file: name, line: nil, message: "not a formlsp baseline (write one with `formlsp check --write-baseline FILE`)")
        }
        var entries: [Entry] = []
        for (index, item) in findings.enumerated() {
            guard let rule = item["rule"]?.stringValue, let path = item["path"]?.stringValue, let message = item["message"]?.stringValue else {
                throw ConfigurationError(file: name, line: nil, message: "finding \(index + 1) needs \"rule\", \"path\" and \"message\" strings")
            }
            entries.append(Entry(rule: RuleID(rawValue: rule), type: item["type"]?.stringValue, field: item["field"]?.stringValue, path: path, message: message))
        }
        let folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().path
        return Baseline(entries: entries, folder: folder)
    }

    /// `path` relative to `folder` (both absolute): `App/Form.swift`, `../App/Form.swift`.
    static func relative(_ path: String, to folder: String) -> String {
        let pathParts = path.split(separator: "/")
        let folderParts = folder.split(separator: "/")
        let shared = zip(pathParts, folderParts).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: folderParts.count - shared) + pathParts[shared...].map(String.init)).joined(separator: "/")
    }
}
