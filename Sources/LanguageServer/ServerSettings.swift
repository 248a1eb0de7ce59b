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
    /// The file's `.formlsp.json` excludes it: no diagnostics (hover and hints still work).
    var isExcluded = false

    var ruleSettings: RuleSettings { RuleSettings(severities: rules) }

    /// One layer: only the keys it sets. Unknown keys and bad values are reported in `problems`
    /// and ignored, so one typo never discards the rest.
    struct Layer: Equatable {
        var rules: [RuleID: Severity?] = [:]
        var hover: Bool?
        var inlayHints: Bool?

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
                case "hover", "inlayHints":
                    guard let flag = value.boolValue else {
                        problems.append("\"\(key)\" must be true or false")
                        continue
                    }
                    if key == "hover" { hover = flag } else { inlayHints = flag }
                default:
                    // The CLI's file keys (`exclude`, `include`, `severity`) mean nothing to the server.
                    if !["exclude", "include", "severity", "debounceMilliseconds"].contains(key) { problems.append("unknown setting \"\(key)\"") }
                }
            }
        }
    }

    /// The layers applied in order, later ones winning.
    init(layers: [Layer]) {
        for layer in layers {
            rules.merge(layer.rules) { _, new in new }
            hover = layer.hover ?? hover
            inlayHints = layer.inlayHints ?? inlayHints
        }
    }
}
