/// Folders no search of formlsp's enters: build products, version-control data and vendored
/// dependencies. The checker, the server's workspace index and the storyboard lookup share it, so
/// they see the same files.
package enum SkippedFolders {
    package static let names: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules"]
}

extension SkippedFolders {
    /// The Swift files under `root`, sorted, not descending into skipped folders nor following
    /// links to folders; nil when the walk meets more than `limit` entries (a home folder kept in
    /// git, say).
    package static func swiftFiles(under root: String, limit: Int = .max) -> [String]? {
        var files: [String] = []
        var visited = 0
        var folders = [root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root]
        while let folder = folders.popLast() {
            for entry in FolderListing.entries(of: folder) ?? [] {
                visited += 1
                if visited > limit { return nil }
                let path = folder == "/" ? "/" + entry.name : folder + "/" + entry.name
                if entry.kind == .folder {
                    if !entry.isLink, !names.contains(entry.name) { folders.append(path) }
                } else if entry.name.hasSuffix(".swift") {
                    files.append(path)
                }
            }
        }
        return files.sorted()
    }
}
