import JSON
import LanguageServerProtocol

extension ServerState {
    /// New client settings: taken from the notification when it carries a `formlsp` section (the
    /// window's, for every folder), else pulled again with `workspace/configuration` (what most
    /// clients expect, and the only way to learn each folder's).
    mutating func didChangeConfiguration(_ notification: DidChangeConfigurationNotification) {
        if let section = notification.settings?["formlsp"] {
            var problems: [String] = []
            let window = readSettings(section, problems: &problems)
            logProblems(problems, from: "workspace/didChangeConfiguration")
            applyClientSettings(ClientSettings(window: window))
        } else {
            pullClientSettings()
        }
    }

    /// Asks the client for the `formlsp` section of its settings, when it answers such requests:
    /// once for the window and once per workspace folder (`scopeUri`), so that each folder of a
    /// multi-root workspace gets its own. A folder answered with null takes the window's.
    mutating func pullClientSettings() {
        guard clientCapabilities.workspace?.configuration == true else { return }
        let folders = workspaceRoots
        let items = [ConfigurationItem(section: "formlsp")] + folders.map { ConfigurationItem(scopeUri: $0, section: "formlsp") }
        sendRequest(ConfigurationRequest(items: items)) { state, result in
            guard case .success(let sections) = result, let window = sections.first else { return }
            var problems: [String] = []
            var settings = ClientSettings(window: state.readSettings(window, problems: &problems))
            for (folder, section) in zip(folders, sections.dropFirst()) where section != .null {
                guard let path = folder.fileSystemPath else { continue }
                settings.folders[path] = state.readSettings(section, problems: &problems)
            }
            state.logProblems(problems, from: "workspace/configuration")
            state.applyClientSettings(settings)
        }
    }

    /// One source of settings from JSON, its problems added to `problems` once each (each folder
    /// of a workspace usually repeats the window's).
    func readSettings(_ json: JSON, problems: inout [String]) -> EditorSettings {
        var found: [String] = []
        let settings = EditorSettings(json: json, knownRules: analyzer.ruleIDs, problems: &found)
        problems += found.filter { !problems.contains($0) }
        return settings
    }

    /// Logs settings problems against where the settings came from.
    func logProblems(_ problems: [String], from origin: String) {
        for problem in problems { log(.warning, "\(origin): \(problem); ignored") }
    }

    mutating func applyClientSettings(_ settings: ClientSettings) {
        guard settings != clientSettings else { return }
        clientSettings = settings
        settingsChanged()
    }

    /// Every open document is checked again under the new settings, and the client asked to pull
    /// diagnostics and inlay hints again.
    mutating func settingsChanged() {
        reanalyze(Array(documents.keys))
        requestDiagnosticRefresh()
        if clientCapabilities.workspace?.inlayHint?.refreshSupport == true {
            sendRequest(InlayHintRefreshRequest()) { _, _ in }
        }
    }
}
