import Foundation

/// Folders no search of formlsp's enters: build products, version-control data and vendored
/// dependencies. The checker, the server's workspace index and the storyboard lookup share it, so
/// they see the same files.
package enum SkippedFolders {
    package static let names: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules"]
}

extension SkippedFolders {
    /// The Swift files under `root`, sorted, not descending into skipped folders or packages; nil
    /// when the walk meets more than `limit` entries (a home folder kept in git, say).
    package static func swiftFiles(under root: String, limit: Int = .max) -> [String]? {
        guard let walker = FileManager.default.enumerator(at: URL(fileURLWithPath: root), includingPropertiesForKeys: nil, options: [.skipsPackageDescendants]) else {
            return []
        }
        var files: [String] = []
        var visited = 0
        for case let url as URL in walker {
            visited += 1
            if visited > limit { return nil }
            if names.contains(url.lastPathComponent) {
                walker.skipDescendants()
            } else if url.pathExtension == "swift" {
                files.append(url.standardizedFileURL.path)
            }
        }
        return files.sorted()
    }
}
