import FocusRules
import FormlspEngine
import JSON
import ProjectFiles

/// The settings the server works with: the CLI's `rules` (per rule `off`/`info`/`warning`/`error`)
/// plus the server's own switches. They come in layers, each overriding the one before per key:
/// the `.formlsp.json` governing the file (its `rules`, found by the engine's `ConfigurationCache`),
/// the client's `initializationOptions`, then what the client answers to `workspace/configuration`
/// (section `formlsp`) or sends with `didChangeConfiguration`.
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
        /// The keys `.formlsp.json` has too (`rules`, `exclude`, `include`), read as it reads them;
        /// `exclude` and `include` are relative to the workspace folder here. Its `severity`, the
        /// checker's failure threshold, means nothing to the server.
        var shared = SettingsLayer()
        var hover: Bool?
        var inlayHints: Bool?

        init() {}

        init(json: JSON, knownRules: Set<RuleID>, problems: inout [String]) {
            guard case .object(let members) = json else {
                if json != .null { problems.append("settings must be an object") }
                return
            }
            for (key, value) in members.sorted(by: { $0.key < $1.key }) {
                if shared.read(key, value, knownRules: knownRules, problem: { problems.append($1) }) { continue }
                switch key {
                case "hover", "inlayHints":
                    guard let flag = value.boolValue else {
                        problems.append("\"\(key)\" must be true or false")
                        continue
                    }
                    if key == "hover" { hover = flag } else { inlayHints = flag }
                case "debounceMilliseconds":
                    // Read with `initialize`.
                    continue
                default:
                    problems.append("unknown setting \"\(key)\"")
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
            rules.merge(layer.shared.rules) { _, new in new }
            hover = layer.hover ?? hover
            inlayHints = layer.inlayHints ?? inlayHints
            exclude = layer.shared.exclude ?? exclude
            include = layer.shared.include ?? include
        }
    }

    /// Whether a file (relative to its workspace folder) is left out by `exclude` or `include`.
    func leavesOut(_ relativePath: String) -> Bool {
        exclude.contains { $0.matchesSelfOrAncestor(relativePath, isDirectory: false) }
            || (!include.isEmpty && !include.contains { $0.matchesSelfOrAncestor(relativePath, isDirectory: false) })
    }
}
