import Foundation
import FormlspEngine
import ProjectFiles

/// Everything the settings of a file are made from: the `.formlsp.json` governing it (as the
/// checker finds it), then `initializationOptions`, then the client's settings for its workspace
/// folder. Taken on the message queue, read anywhere: analyses resolve their file's settings in
/// the background.
struct SettingsSource: Sendable {
    let configurations: ConfigurationCache
    let baselines: ProjectBaselines
    let initialization: EditorSettings
    let client: ClientSettings
    let workspaceFolders: [String]
    let logger: ServerLog

    /// The settings that apply to a file. A file that the configuration's or the editor's
    /// `exclude`/`include` leave out gets no diagnostics; the findings the baseline records (the
    /// editor's, else the configuration's) are not published.
    func settings(forPath path: String) -> ServerSettings {
        let configuration = path.hasPrefix("/") ? try? configurations.configuration(forFolder: (path as NSString).deletingLastPathComponent) : nil
        let folder = workspaceFolder(holding: path)
        let editor = [initialization, client.settings(forFolder: folder)]
        var project = EditorSettings()
        project.shared.rules = configuration?.rules ?? [:]
        var settings = ServerSettings(layers: [project] + editor)
        if let file = editor.reversed().lazy.compactMap({ baselineFile(of: $0, folder: folder) }).first ?? configuration?.baseline {
            settings.baseline = baselines.baseline(file: file) { logger(.error, $0) }
        }
        if let configuration, let relative = configuration.relativePath(of: path) {
            settings.isExcluded = configuration.excludes(relative, isDirectory: false) || !configuration.includes(relative)
        }
        if let folder, settings.leavesOut(String(path.dropFirst(folder.count + 1))) {
            settings.isExcluded = true
        }
        return settings
    }

    /// The baseline an editor's settings name: absolute, or relative to the workspace folder (a
    /// relative path means nothing for a file in no folder).
    private func baselineFile(of layer: EditorSettings, folder: String?) -> String? {
        guard let written = layer.shared.baseline else { return nil }
        if written.hasPrefix("/") { return layer.shared.baseline(relativeTo: "/") }
        return folder.flatMap { layer.shared.baseline(relativeTo: $0) }
    }

    /// The deepest workspace folder holding `path` (without its final `/`).
    private func workspaceFolder(holding path: String) -> String? {
        let folders = workspaceFolders.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        return folders.filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count }
    }
}
