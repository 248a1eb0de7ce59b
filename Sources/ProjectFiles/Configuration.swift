import FocusRules
import Foundation
import SourceText
import JSON

/// One `.formlsp.json`: which rules run at what severity, which files are skipped, and the severity
/// at or above which the checker fails. The checker and the language server read it the same way.
///
/// ```jsonc
/// {
///   // comments are allowed
///   "rules": { "missing-submit-label": "warning", "focus-chain-gap": "off" },
///   "exclude": ["Generated/**", "*Mock*.swift"],
///   "include": ["Sources/**"],
///   "severity": "error",
///   "baseline": "formlsp-baseline.json"
/// }
/// ```
package struct Configuration: Sendable {
    package static let fileName = ".formlsp.json"
    /// The keys of a file, all of which editors' settings share (`SettingsLayer.keys`).
    package static let keys = SettingsLayer.keys

    /// Per rule id; nil turns the rule off.
    package var rules: [RuleID: Severity?]
    package var exclude: [Glob]
    /// When not empty, only files matching one of these are checked.
    package var include: [Glob]
    /// Findings at or above this severity fail the check; nil leaves the default (or the flag) in charge.
    package var severityThreshold: Severity?
    /// The folder the globs are relative to: the one holding the file (absolute).
    package var folder: String
    /// The baseline file whose findings are not reported (absolute; `baseline` is relative to `folder`).
    package var baseline: String?

    package init(folder: String, rules: [RuleID: Severity?] = [:], exclude: [Glob] = [], include: [Glob] = [], severityThreshold: Severity? = nil) {
        self.folder = folder
        self.rules = rules
        self.exclude = exclude
        self.include = include
        self.severityThreshold = severityThreshold
    }

    /// The configuration a file's shared keys make, its globs and baseline relative to `folder`.
    package init(folder: String, _ settings: SettingsLayer) {
        self.init(
            folder: folder, rules: settings.rules, exclude: settings.exclude ?? [], include: settings.include ?? [],
            severityThreshold: settings.severityThreshold
        )
        baseline = settings.baseline(relativeTo: folder)
    }

    /// Whether a path (relative to `folder`) is excluded, itself or through a folder above it.
    package func excludes(_ relativePath: String, isDirectory: Bool) -> Bool {
        exclude.contains { $0.matchesSelfOrAncestor(relativePath, isDirectory: isDirectory) }
    }

    /// Whether a file (relative to `folder`) passes the `include` list.
    package func includes(_ relativePath: String) -> Bool {
        include.isEmpty || include.contains { $0.matchesSelfOrAncestor(relativePath, isDirectory: false) }
    }

    /// What leaves a path (relative to `folder`) out, in the words of `--show-settings`: `exclude`
    /// (the path or a folder above it) or, for a file, `include`; nil when nothing does. The one
    /// test of both front doors: discovery's, and the server's for the configuration and for the
    /// editor's globs.
    package func reasonLeftOut(_ relativePath: String, isDirectory: Bool) -> String? {
        if !relativePath.isEmpty, excludes(relativePath, isDirectory: isDirectory) { return "exclude" }
        if !isDirectory, !includes(relativePath) { return "include" }
        return nil
    }

    /// `absolutePath` relative to `folder`, or nil when it lies outside it.
    package func relativePath(of absolutePath: String) -> String? {
        if absolutePath == folder { return "" }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        guard absolutePath.hasPrefix(prefix) else { return nil }
        return String(absolutePath.dropFirst(prefix.count))
    }
}

// MARK: - Finding and loading

extension Configuration {
    /// The `.formlsp.json` that governs files in `directory` (absolute): the nearest one upward,
    /// looking no higher than the project's root (`ProjectRoot`), or `/` outside any project.
    package static func nearestFile(governing directory: String, roots: ProjectRoot.Finder = ProjectRoot.Finder()) -> String? {
        nearestFile(governing: directory, roots: roots) { nearestFile(governing: $0, roots: roots) }
    }

    /// `nearestFile(governing:roots:)` of `directory`, given how to find it for the parent folder
    /// (a cache remembers each folder's answer, so a walk asks two questions per folder).
    package static func nearestFile(governing directory: String, roots: ProjectRoot.Finder, parent answer: (String) -> String?) -> String? {
        let folder = ProjectRoot.standardized(directory)
        let candidate = ProjectRoot.child(folder, fileName)
        // A walk has just listed the folder: its listing answers without a `stat`.
        if roots.listings.holdsEntry(named: fileName, in: folder) ?? FileManager.default.fileExists(atPath: candidate) { return candidate }
        if roots.root(ofFolder: folder)?.path == folder { return nil }
        return ProjectRoot.parent(of: folder).flatMap(answer)
    }

    /// Reads and validates a configuration file. `displayName` is how errors name it.
    package static func load(file: String, displayName: String? = nil, knownRules: Set<RuleID>) throws(ConfigurationError) -> Configuration {
        let name = displayName ?? file
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ConfigurationError(file: name, line: nil, message: "cannot read the file")
        }
        let folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().path
        return try parse(Array(data), file: name, folder: folder, knownRules: knownRules)
    }

    /// Validates configuration text. Every problem names the file, the line and the key involved;
    /// all of them are reported at once (the first, with the others in `followingProblems`).
    package static func parse(_ bytes: [UInt8], file: String, folder: String, knownRules: Set<RuleID>) throws(ConfigurationError) -> Configuration {
        // JSON is UTF-8; the JSON reader repairs invalid bytes (right for the wire), which would
        // let a damaged file pass here.
        if String(validating: bytes, as: UTF8.self) == nil {
            let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            let line = lines.firstIndex { String(validating: $0, as: UTF8.self) == nil }.map { $0 + 1 }
            throw ConfigurationError(file: file, line: line, message: "not valid UTF-8")
        }
        let root: JSON
        let offsets: [[String]: Int]
        do {
            (root, offsets) = try JSON.parseLocated(bytes, allowComments: true)
        } catch {
            throw ConfigurationError(file: file, line: error.line, message: "not valid JSON: \(error.message)")
        }
        let lineTable = LineTable(utf8: bytes)
        /// The 1-based line of the value at `path`, else of the nearest value holding it; nil for the root.
        func line(of path: [String]) -> Int? {
            var path = path
            while !path.isEmpty {
                if let offset = offsets[path] { return lineTable.line(containing: offset) + 1 }
                path.removeLast()
            }
            return nil
        }
        func fail(_ path: [String], _ message: String) -> ConfigurationError {
            ConfigurationError(file: file, line: line(of: path) ?? 1, message: message)
        }
        guard let members = root.objectValue else { throw fail([], "the configuration must be a JSON object") }

        var settings = SettingsLayer()
        var problems: [ConfigurationError] = []
        for (key, value) in members.sorted(by: { (line(of: [$0.key]) ?? 0, $0.key) < (line(of: [$1.key]) ?? 0, $1.key) }) {
            if settings.read(key, value, knownRules: knownRules, problem: { problems.append(fail($0, $1)) }) { continue }
            let hint = Spelling.hint(for: key, among: keys)
            problems.append(fail([key], "unknown key \"\(key)\"" + (hint.isEmpty ? " (expected one of \(keys.joined(separator: ", ")))" : hint)))
        }
        if var first = problems.first {
            first.followingProblems = Array(problems.dropFirst())
            throw first
        }
        return Configuration(folder: folder, settings)
    }
}

// MARK: - The keys files and editors share

/// The keys `.formlsp.json` and an editor's settings share (`rules`, `exclude`, `include`,
/// `severity`, `baseline`), read one way for both front doors. A layer holds only what it sets: the
/// language server stacks the editor's layers on the file's, the checker reads one file as a whole.
package struct SettingsLayer: Sendable, Equatable {
    package static let keys = ["baseline", "exclude", "include", "rules", "severity"]
    /// The values a rule may be set to; `off` turns it off.
    package static let ruleLevels = ["off"] + Severity.allCases.map(\.rawValue)

    /// Per rule id; nil turns the rule off.
    package var rules: [RuleID: Severity?] = [:]
    package var exclude: [Glob]?
    package var include: [Glob]?
    /// In a file, the checker's failure threshold; in an editor's settings, the lowest severity shown.
    package var severityThreshold: Severity?
    /// The baseline file as written, relative to the folder the layer belongs to (`baseline(relativeTo:)`).
    package var baseline: String?

    package init() {}

    /// The baseline file, absolute, with a relative path taken from `folder`.
    package func baseline(relativeTo folder: String) -> String? {
        baseline.map { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: folder, isDirectory: true)).standardizedFileURL.path }
    }

    /// Reads `key` when it is one of the shared keys, and returns whether it was. Each problem goes
    /// to `problem` with the keys leading to it (`["rules", id]`, `["exclude", "2"]`) and skips
    /// only the value at fault: a file reports them all, an editor's settings keep the rest.
    package mutating func read(_ key: String, _ value: JSON, knownRules: Set<RuleID>, problem: (_ path: [String], _ message: String) -> Void) -> Bool {
        switch key {
        case "rules":
            guard let levels = value.objectValue else {
                problem([key], "\"rules\" must be an object of rule ids to \(Self.ruleLevels.joined(separator: "/"))")
                return true
            }
            for (id, level) in levels.sorted(by: { $0.key < $1.key }) {
                guard knownRules.contains(RuleID(rawValue: id)) else {
                    problem([key, id], "unknown rule \"\(id)\"" + Spelling.hint(for: id, among: knownRules.map(\.rawValue)))
                    continue
                }
                guard let name = level.stringValue, Self.ruleLevels.contains(name) else {
                    problem([key, id], "rule \"\(id)\" must be one of \(Self.ruleLevels.joined(separator: ", ")), not \(level.serialized())")
                    continue
                }
                rules[RuleID(rawValue: id)] = Severity(rawValue: name)
            }
        case "exclude", "include":
            guard let patterns = value.arrayValue else {
                problem([key], "\"\(key)\" must be an array of glob patterns")
                return true
            }
            var globs: [Glob] = []
            for (position, pattern) in patterns.enumerated() {
                guard let text = pattern.stringValue else {
                    problem([key, String(position)], "\"\(key)\" entries must be strings, not \(pattern.serialized())")
                    continue
                }
                do throws(GlobError) {
                    globs.append(try Glob(text))
                } catch {
                    problem([key, String(position)], "in \"\(key)\": \(error)")
                }
            }
            if key == "exclude" { exclude = globs } else { include = globs }
        case "severity":
            guard let name = value.stringValue, let threshold = Severity(rawValue: name) else {
                problem([key], "\"severity\" must be one of \(Severity.allCases.map(\.rawValue).joined(separator: ", ")), not \(value.serialized())")
                return true
            }
            severityThreshold = threshold
        case "baseline":
            guard let path = value.stringValue, !path.isEmpty else {
                problem([key], "\"baseline\" must be the path of a baseline file, not \(value.serialized())")
                return true
            }
            baseline = path
        default:
            return false
        }
        return true
    }
}

/// A configuration file that cannot be used, and where.
package struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    package var file: String
    /// 1-based; nil when the problem is the file as a whole (unreadable).
    package var line: Int?
    package var message: String
    /// The other problems found in the same file, in line order: a file with three typos reports three.
    package var followingProblems: [ConfigurationError] = []

    package init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// One line per problem.
    package var description: String {
        ([self] + followingProblems).map { problem in
            if let line = problem.line { return "\(problem.file):\(line): \(problem.message)" }
            return "\(problem.file): \(problem.message)"
        }.joined(separator: "\n")
    }
}
