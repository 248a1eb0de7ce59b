import FocusRules
import FormlspEngine
import JSON

/// The settings the server works with: the CLI's `rules` (per rule `off`/`info`/`warning`/`error`)
/// plus the server's own switches. They come in layers, each overriding the one before per key:
/// the `.formlsp.json` governing the file (its `rules`, read by `Configuration`), the client's
/// `initializationOptions`, then what the client answers to `workspace/configuration` (section
/// `formlsp`) or sends with `didChangeConfiguration`.
struct ServerSettings: Equatable {
    var rules: [RuleID: Severity?] = [:]
    /// Show the chain on hover.
    var hover = true
    /// Show what Return does after each field.
    var inlayHints = true
    /// The `.formlsp.json` governing the file or the editor's `exclude`/`include` leave it out: no
    /// diagnostics (hover and hints still work).
    var isExcluded = false
    /// The findings not to publish: the `baseline` of the `.formlsp.json` governing the file.
    var baseline: Baseline?

    var ruleSettings: RuleSettings { RuleSettings(severities: rules) }

    /// One layer: only the keys it sets. Unknown keys and bad values are reported in `problems`
    /// and ignored, so one typo never discards the rest.
    struct Layer: Equatable {
        var rules: [RuleID: Severity?] = [:]
        var hover: Bool?
        var inlayHints: Bool?
        /// Globs relative to the workspace folder, as `exclude` and `include` in `.formlsp.json`.
        var exclude: [Glob]?
        var include: [Glob]?

        init() {}

        init(json: JSON, knownRules: Set<RuleID>, problems: inout [String]) {
            guard case .object(let members) = json else {
                if json != .null { problems.append("settings must be an object") }
                return
            }
            for (key, value) in members.sorted(by: { $0.key < $1.key }) {
                switch key {
                case "rules":
                    guard case .object(let levels) = value else {
                        problems.append("\"rules\" must be an object of rule ids to off/info/warning/error")
                        continue
                    }
                    for (id, level) in levels.sorted(by: { $0.key < $1.key }) {
                        let rule = RuleID(rawValue: id)
                        guard knownRules.contains(rule) else {
                            problems.append("unknown rule \"\(id)\"")
                            continue
                        }
                        if level == "off" {
                            rules[rule] = .some(nil)
                        } else if let severity = level.stringValue.flatMap(Severity.init(rawValue:)) {
                            rules[rule] = .some(severity)
                        } else {
                            problems.append("\"rules.\(id)\" must be off, info, warning or error")
                        }
                    }
                case "exclude", "include":
                    guard let patterns = value.arrayValue else {
                        problems.append("\"\(key)\" must be an array of glob patterns")
                        continue
                    }
                    var globs: [Glob] = []
                    for pattern in patterns {
                        do throws(GlobError) {
                            guard let text = pattern.stringValue else {
                                problems.append("\"\(key)\" entries must be strings, not \(pattern.serialized())")
                                continue
                            }
                            globs.append(try Glob(text))
                        } catch {
                            problems.append("in \"\(key)\": \(error)")
                        }
                    }
                    if key == "exclude" { exclude = globs } else { include = globs }
                case "hover", "inlayHints":
                    guard let flag = value.boolValue else {
                        problems.append("\"\(key)\" must be true or false")
                        continue
                    }
                    if key == "hover" { hover = flag } else { inlayHints = flag }
                default:
                    // The checker's failure threshold means nothing to the server; the debounce
                    // delay is read with `initialize`.
                    if !["severity", "debounceMilliseconds"].contains(key) { problems.append("unknown setting \"\(key)\"") }
                }
            }
        }
    }

    /// Globs of files that get no diagnostics, and (when not empty) of the only files that do.
    var exclude: [Glob] = []
    var include: [Glob] = []

    /// The layers applied in order, later ones winning.
    init(layers: [Layer]) {
        for layer in layers {
            rules.merge(layer.rules) { _, new in new }
            hover = layer.hover ?? hover
            inlayHints = layer.inlayHints ?? inlayHints
            exclude = layer.exclude ?? exclude
            include = layer.include ?? include
        }
    }

    /// Whether a file (relative to its workspace folder) is left out by `exclude` or `include`.
    func leavesOut(_ relativePath: String) -> Bool {
        exclude.contains { $0.matchesSelfOrAncestor(relativePath, isDirectory: false) }
            || (!include.isEmpty && !include.contains { $0.matchesSelfOrAncestor(relativePath, isDirectory: false) })
    }
}
