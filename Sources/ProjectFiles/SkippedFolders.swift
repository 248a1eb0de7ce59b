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
        let walk = files(under: root, endingIn: [".swift"], limit: limit)
        return walk.complete ? walk.files : nil
    }

    /// The files under `root` whose names end in one of `suffixes`, sorted, found by the walk
    /// `swiftFiles(under:limit:)` makes; `complete` is false when it stopped after `limit` entries,
    /// and `files` then holds what it found until then.
    package static func files(under root: String, endingIn suffixes: [String], limit: Int = .max) -> (files: [String], complete: Bool) {
        var files: [String] = []
        var visited = 0
        var folders = [root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root]
        while let folder = folders.popLast() {
            for entry in FolderListing.entries(of: folder) ?? [] {
                visited += 1
                if visited > limit { return (files.sorted(), false) }
                let path = folder == "/" ? "/" + entry.name : folder + "/" + entry.name
                if entry.kind == .folder {
                    if !entry.isLink, !names.contains(entry.name) { folders.append(path) }
                } else if suffixes.contains(where: { entry.name.hasSuffix($0) }) {
                    files.append(path)
                }
            }
        }
        return (files.sorted(), true)
    }
}
