import FocusRules
import Foundation
import ProjectFiles

/// Resolves the settings of each file for both front doors, over one configuration cache and one
/// baseline cache (as ruff's `Resolver` does): the `.formlsp.json` governing the file, then what
/// the front door lays over it (`SettingsOverrides`: the editor's settings, the command line's
/// flags). Any thread may ask.
package struct SettingsResolver: Sendable {
    /// Where a file's baseline comes from.
    package enum BaselineSource: Sendable {
        /// The editor's `baseline`, else the configuration's.
        case configured
        /// One file for every file (`--baseline`), named `displayName` in errors.
        case file(String, displayName: String)
        /// None: `--write-baseline` records every finding, and diagrams mark every problem.
        case none
    }

    package let configurations: ConfigurationCache
    package let baselines: BaselineCache
    private let baselineSource: BaselineSource
    /// Whether `exclude` and `include` leave files out here (the server); the checker's discovery
    /// decides which files it checks, and checks a file named on the command line even when excluded.
    private let judgesExclusion: Bool

    package init(
        configurations: ConfigurationCache, baselines: BaselineCache, baselineSource: BaselineSource = .configured, judgesExclusion: Bool
    ) {
        self.configurations = configurations
        self.baselines = baselines
        self.baselineSource = baselineSource
        self.judgesExclusion = judgesExclusion
    }

    /// The configuration governing the file at `path` (absolute); nil when none does, or when it
    /// cannot be used (the cache reports that when it reads the file).
    package func configuration(forFile path: String) -> Configuration? {
        try? configurations.configuration(forFolder: (path as NSString).deletingLastPathComponent)
    }

    /// The settings of the file at `path` (absolute) under `configuration`. A baseline that cannot
    /// be read is left out and goes to `problem`, with whether it was read just now.
    package func settings(
        forFile path: String, under configuration: Configuration?, overrides: SettingsOverrides = SettingsOverrides(),
        problem: (ConfigurationError, _ isFirstRead: Bool) -> Void
    ) -> FileSettings {
        var severities = configuration?.rules ?? [:]
        for layer in overrides.editor { severities.merge(layer.rules) { _, new in new } }
        if let selection = overrides.selection { select(selection, in: &severities) }
        var settings = FileSettings(
            rules: RuleSettings(severities: severities),
            threshold: overrides.threshold ?? configuration?.severityThreshold ?? .warning,
            lowestShown: overrides.editor.compactMap(\.severityThreshold).last
        )
        if judgesExclusion {
            settings.isExcluded = leavesOut(path, configuration) || leavesOut(path, overrides.editorFilter)
        }
        if let (file, displayName) = baselineFile(under: configuration, overrides: overrides) {
            switch baselines.baseline(file: file, displayName: displayName) {
            case (.success(let baseline), _): settings.baseline = baseline
            case (.failure(let error), let isFirstRead): problem(error, isFirstRead)
            }
        }
        return settings
    }

    /// `--select` and `--ignore`: an explicitly selected rule runs even when the configuration
    /// turns it off (at its configured or default severity); the rest are off.
    private func select(_ selection: RuleSelection, in severities: inout [RuleID: Severity?]) {
        for rule in selection.rules {
            if selection.ignored.contains(rule.id) || (!selection.selected.isEmpty && !selection.selected.contains(rule.id)) {
                severities[rule.id] = .some(nil)
            } else if selection.selected.contains(rule.id), case .some(nil) = severities[rule.id] {
                severities[rule.id] = rule.defaultSeverity
            }
        }
    }

    /// Whether the `exclude` or `include` of `configuration` leave out the file at `path`.
    private func leavesOut(_ path: String, _ configuration: Configuration?) -> Bool {
        guard let configuration, let relative = configuration.relativePath(of: path) else { return false }
        return configuration.reasonLeftOut(relative, isDirectory: false) != nil
    }

    /// The baseline file of a file (absolute) and how errors name it.
    private func baselineFile(under configuration: Configuration?, overrides: SettingsOverrides) -> (String, displayName: String?)? {
        switch baselineSource {
        case .none:
            return nil
        case .file(let file, let displayName):
            return (file, displayName)
        case .configured:
            let editor = overrides.editor.reversed().lazy.compactMap { layer -> String? in
                guard let written = layer.baseline else { return nil }
                // A relative path means nothing for a file in no workspace folder.
                return written.hasPrefix("/") ? layer.baseline(relativeTo: "/") : overrides.workspaceFolder.flatMap { layer.baseline(relativeTo: $0) }
            }.first
            return (editor ?? configuration?.baseline).map { ($0, nil) }
        }
    }
}

/// What a front door lays over the configuration governing a file, later winning per key.
package struct SettingsOverrides: Sendable {
    /// The editor's settings in order (`initializationOptions`, then the client's for the file's
    /// workspace folder): `rules` merged rule by rule; `exclude`, `include` and `baseline` relative
    /// to `workspaceFolder`; `severity`, the lowest severity shown.
    package var editor: [SettingsLayer] = []
    /// The workspace folder holding the file; nil for a file in none.
    package var workspaceFolder: String?
    /// `--severity`: the threshold whatever the configuration says.
    package var threshold: Severity?
    /// `--select` and `--ignore`.
    package var selection: RuleSelection?

    package init(editor: [SettingsLayer] = [], workspaceFolder: String? = nil, threshold: Severity? = nil, selection: RuleSelection? = nil) {
        self.editor = editor
        self.workspaceFolder = workspaceFolder
        self.threshold = threshold
        self.selection = selection
    }

    /// The editor's `exclude` and `include` (the last of each set), relative to the workspace folder.
    var editorFilter: Configuration? {
        guard let workspaceFolder else { return nil }
        return Configuration(
            folder: workspaceFolder, exclude: editor.compactMap(\.exclude).last ?? [], include: editor.compactMap(\.include).last ?? [])
    }
}

/// `--select` and `--ignore`: which rules run, on top of what the configuration says.
package struct RuleSelection: Sendable {
    package var selected: Set<RuleID>
    package var ignored: Set<RuleID>
    /// The rules there are: one `selected` names runs at its default severity when the
    /// configuration turns it off.
    package var rules: [RuleDescription]

    package init(selected: Set<RuleID>, ignored: Set<RuleID>, rules: [RuleDescription]) {
        self.selected = selected
        self.ignored = ignored
        self.rules = rules
    }
}
