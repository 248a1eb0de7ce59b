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
        var walk = Walk()
        for root in ProjectWalk.folders(around: paths, roots: ProjectRoot.Finder()) {
            let found = ProjectWalk.files(under: root, endingIn: [".swift", ".storyboard", ".xib"], limit: ProjectWalk.maximumEntriesVisited, listings: listings)
            guard found.complete else { continue }
            walk.swiftFiles += found.files.filter { $0.hasSuffix(".swift") }
            walk.interfaceFiles.append((root, found.files.filter { !$0.hasSuffix(".swift") }))
        }
        walk.swiftFiles.sort()
        return walk
    }
}
