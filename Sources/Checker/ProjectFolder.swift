import FormlspEngine
import Foundation

/// The project a file belongs to, for a buffer checked on its own (`--stdin-filename`): the Swift
/// files under the nearest folder above it that holds `.git` or `Package.swift` (else its own
/// folder), whose summaries its analysis uses as the whole run's would.
enum ProjectFolder {
    static func swiftFiles(around path: String) -> [String] {
        let file = URL(fileURLWithPath: path).standardizedFileURL
        var folder = file.deletingLastPathComponent()
        var candidate = folder
        while candidate.path != "/" {
            if [".git", "Package.swift"].contains(where: { FileManager.default.fileExists(atPath: candidate.appendingPathComponent($0).path) }) {
                folder = candidate
                break
            }
            candidate = candidate.deletingLastPathComponent()
        }
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsPackageDescendants]) else { return [] }
        var files: [String] = []
        for case let url as URL in walker {
            if SkippedFolders.names.contains(url.lastPathComponent) {
                walker.skipDescendants()
            } else if url.pathExtension == "swift", url.standardizedFileURL.path != file.path {
                files.append(url.standardizedFileURL.path)
            }
        }
        return files.sorted()
    }
}
