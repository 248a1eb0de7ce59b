import Foundation
import JSON

/// A workspace folder on disk for the duration of a test, with Swift files written into it.
final class TemporaryWorkspace {
    let root: URL

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("formlsp-workspace-\(UUID().uuidString)")
        for (path, text) in files { try write(path, text) }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(path))
    }

    func uri(_ path: String) -> String {
        root.appendingPathComponent(path).absoluteString
    }

    /// The `initialize` params naming this folder as the one workspace folder.
    var folders: [String: JSON] {
        ["workspaceFolders": [["uri": .string(root.absoluteString), "name": "workspace"]]]
    }
}
