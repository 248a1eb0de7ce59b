import FormlspEngine
import Foundation
import ProjectFiles

/// The folders a run walks for context: the project (`ProjectRoot`) around each checked path. A run
/// summarises the Swift files of the projects around the paths it was given (`ProjectWalk`: the
/// project's code), so a form checked on its own (pre-commit names only the changed files,
/// `--stdin-filename` a buffer) sees the components and extensions the rest of its project
/// declares, as a run over the whole project and the language server do. A path with no project
/// around it has none but itself: a named folder is its own, a file stands alone (a file in `/tmp`
/// must not make all of `/tmp` a project).
enum ProjectFolder {
    /// The folder to walk around `path` (a file or a folder), nil for a file with no project. A path
    /// inside a folder no walk enters (`.build`, `Pods`, …) is walked on its own: the walk of its
    /// project would skip it.
    static func root(around path: String, roots: ProjectRoot.Finder) -> String? {
        let start = URL(fileURLWithPath: path).standardizedFileURL.path
        var isFolder: ObjCBool = false
        let named = FileManager.default.fileExists(atPath: start, isDirectory: &isFolder) && isFolder.boolValue
        let folder = named ? start : (start as NSString).deletingLastPathComponent
        return ProjectWalk.folder(around: folder, roots: roots) ?? (named ? folder : nil)
    }

    /// A project folder holding more entries than this (a home folder kept in git, say) is not
    /// walked: only the files a run checks are summarised then.
    static let maximumEntriesVisited = 300_000

    /// What one walk of the projects around `paths` finds, skipping the folders no run descends into.
    struct Walk: Sendable {
        /// Their Swift files, sorted.
        var swiftFiles: [String] = []
        /// Each root walked whole, with its storyboards and xibs (the engine's storyboard lookup
        /// takes them from here rather than list the project again).
        var interfaceFiles: [(root: String, files: [String])] = []
    }

    /// The Swift files, storyboards and xibs of the projects around `paths`, in one walk, taking
    /// each folder's listing from `listings` (which discovery shares).
    static func walk(around paths: [String], listings: ListedFolders) -> Walk {
        let finder = ProjectRoot.Finder()
        var roots = Set(paths.compactMap { root(around: $0, roots: finder) }).sorted()
        // A root inside another root is walked with it.
        roots = roots.filter { root in !roots.contains { $0 != root && root.hasPrefix($0 == "/" ? $0 : $0 + "/") } }
        var walk = Walk()
        for root in roots {
            let found = ProjectWalk.files(under: root, endingIn: [".swift", ".storyboard", ".xib"], limit: maximumEntriesVisited, listings: listings)
            guard found.complete else { continue }
            walk.swiftFiles += found.files.filter { $0.hasSuffix(".swift") }
            walk.interfaceFiles.append((root, found.files.filter { !$0.hasSuffix(".swift") }))
        }
        walk.swiftFiles.sort()
        return walk
    }
}
