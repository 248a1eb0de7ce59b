import Foundation
import FormlspEngine
import ProjectFiles

/// Everything the settings of a file are made from: the `.formlsp.json` governing it (as the
/// checker finds it), then `initializationOptions`, then the client's settings. Taken on the
/// message queue, read anywhere: analyses resolve their file's settings in the background.
struct SettingsSource: Sendable {
    let configurations: ConfigurationCache
    let baselines: ProjectBaselines
    /// `initializationOptions`, then the client's settings.
    let layers: [ServerSettings.Layer]
    let workspaceFolders: [String]
    let logger: ServerLog

    /// The settings that apply to a file. A file that the configuration's or the editor's
    /// `exclude`/`include` leave out gets no diagnostics; the findings the configuration's
    /// `baseline` records are not published.
    func settings(forPath path: String) -> ServerSettings {
        let configuration = path.hasPrefix("/") ? try? configurations.configuration(forFolder: (path as NSString).deletingLastPathComponent) : nil
        var project = ServerSettings.Layer()
        project.shared.rules = configuration?.rules ?? [:]
        var settings = ServerSettings(layers: [project] + layers)
        if let configuration {
            settings.baseline = baselines.baseline(of: configuration) { logger(.error, $0) }
        }
        if let configuration, let relative = configuration.relativePath(of: path) {
            settings.isExcluded = configuration.excludes(relative, isDirectory: false) || !configuration.includes(relative)
        }
        if let relative = pathInWorkspaceFolder(path), settings.leavesOut(relative) {
            settings.isExcluded = true
        }
        return settings
    }

    /// `path` relative to the deepest workspace folder holding it.
    private func pathInWorkspaceFolder(_ path: String) -> String? {
        let folders = workspaceFolders.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        return folders.filter(path.hasPrefix).max { $0.count < $1.count }.map { String(path.dropFirst($0.count)) }
    }
}
