import FormlspEngine
import Foundation
import ProjectFiles

/// The project a checked path belongs to: the nearest folder above it that holds `.git`,
/// `Package.swift`, or an Xcode project or workspace. A run summarises the Swift files of the
/// projects around the paths it was given, so a form checked on its own (pre-commit names only the
/// changed files, `--stdin-filename` a buffer) sees the components and extensions the rest of its
/// project declares, as a run over the whole project and the language server do. A path with no
/// such folder above it has no project but itself: a named folder is its own, a file stands alone
/// (a file in `/tmp` must not make all of `/tmp` a project).
enum ProjectFolder {
    /// The project folder around `path` (a file or a folder), nil for a file with none above it.
    /// A path inside a folder that no run descends into (`.build`, `Pods`, …) is a project of its
    /// own: the one around it would skip it.
    static func root(around path: String) -> URL? {
        let start = URL(fileURLWithPath: path).standardizedFileURL
        var isFolder: ObjCBool = false
        let named = FileManager.default.fileExists(atPath: start.path, isDirectory: &isFolder) && isFolder.boolValue
        let folder = named ? start : start.deletingLastPathComponent()
        var candidate = folder
        while candidate.path != "/", !SkippedFolders.names.contains(candidate.lastPathComponent) {
            if isProjectRoot(candidate) { return candidate }
            candidate = candidate.deletingLastPathComponent()
        }
        return named || SkippedFolders.names.contains(candidate.lastPathComponent) ? folder : nil
    }

    private static func isProjectRoot(_ folder: URL) -> Bool {
        if [".git", "Package.swift"].contains(where: { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }) {
            return true
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return entries.contains { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
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

    /// The Swift files, storyboards and xibs of the projects around `paths`, in one walk.
    static func walk(around paths: [String]) -> Walk {
        var roots = Set(paths.compactMap { root(around: $0)?.path }).sorted()
        // A root inside another root is walked with it.
        roots = roots.filter { root in !roots.contains { $0 != root && root.hasPrefix($0 == "/" ? $0 : $0 + "/") } }
        var walk = Walk()
        for root in roots {
            let found = SkippedFolders.files(under: root, endingIn: [".swift", ".storyboard", ".xib"], limit: maximumEntriesVisited)
            guard found.complete else { continue }
            walk.swiftFiles += found.files.filter { $0.hasSuffix(".swift") }
            walk.interfaceFiles.append((root, found.files.filter { !$0.hasSuffix(".swift") }))
        }
        walk.swiftFiles.sort()
        return walk
    }
}
