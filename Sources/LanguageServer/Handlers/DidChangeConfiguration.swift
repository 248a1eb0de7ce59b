import JSON
import LanguageServerProtocol

extension ServerState {
    /// New client settings: taken from the notification when it carries a `formlsp` section,
    /// else pulled again with `workspace/configuration` (what most clients expect).
    mutating func didChangeConfiguration(_ notification: DidChangeConfigurationNotification) {
        if let section = notification.settings?["formlsp"] {
            applyClientSettings(readSettings(section, from: "workspace/didChangeConfiguration"))
        } else {
            pullClientSettings()
        }
    }

    /// Asks the client for the `formlsp` section of its settings, when it answers such requests.
    mutating func pullClientSettings() {
        guard clientCapabilities.workspace?.configuration == true else { return }
        sendRequest(ConfigurationRequest(items: [ConfigurationItem(section: "formlsp")])) { state, result in
            guard case .success(let sections) = result, let section = sections.first else { return }
            state.applyClientSettings(state.readSettings(section, from: "workspace/configuration"))
        }
    }

    /// One settings layer from JSON, with its problems logged against where it came from.
    func readSettings(_ json: JSON, from origin: String) -> ServerSettings.Layer {
        var problems: [String] = []
        let layer = ServerSettings.Layer(json: json, knownRules: analyzer.ruleIDs, problems: &problems)
        for problem in problems { log(.warning, "\(origin): \(problem); ignored") }
        return layer
    }

    mutating func applyClientSettings(_ layer: ServerSettings.Layer) {
        guard layer != clientSettings else { return }
        clientSettings = layer
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
