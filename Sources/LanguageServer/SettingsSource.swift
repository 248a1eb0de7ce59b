import Foundation
import FormlspEngine
import ProjectFiles

/// Everything the settings of a file are made from: the engine's resolver (the `.formlsp.json`
/// governing the file, as the checker finds it, and the baselines), then `initializationOptions`,
/// then the client's settings for its workspace folder. Taken on the message queue, read anywhere:
/// analyses resolve their file's settings in the background.
struct SettingsSource: Sendable {
    let resolver: SettingsResolver
    let initialization: EditorSettings
    let client: ClientSettings
    let workspaceFolders: [String]
    let logger: ServerLog

    /// The settings that apply to a file. A file that the configuration's or the editor's
    /// `exclude`/`include` leave out reports nothing; nor do the findings the baseline records (the
    /// editor's, else the configuration's), each unusable baseline logged once.
    func settings(forPath path: String) -> ServerSettings {
        let folder = workspaceFolder(holding: path)
        let editor = [initialization, client.settings(forFolder: folder)]
        let configuration = path.hasPrefix("/") ? resolver.configuration(forFile: path) : nil
        let overrides = SettingsOverrides(editor: editor.map(\.shared), workspaceFolder: folder)
        let file = resolver.settings(forFile: path, under: configuration, overrides: overrides) { error, isFirstRead in
            if isFirstRead { logger(.error, error.description) }
        }
        return ServerSettings(file: file, hover: editor.compactMap(\.hover).last ?? true, inlayHints: editor.compactMap(\.inlayHints).last ?? true)
    }

    /// The deepest workspace folder holding `path` (without its final `/`).
    private func workspaceFolder(holding path: String) -> String? {
        let folders = workspaceFolders.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        return folders.filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count }
    }
}
