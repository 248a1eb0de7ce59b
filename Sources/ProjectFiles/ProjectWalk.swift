import Foundation

/// The one walk of a project's folders, which both front doors use, and the one answer to which of
/// its files are its code and which are checked.
///
/// - **The project's code, for context** (what a file's analysis sees of the files around it: the
///   components, focus enums and extensions they declare): every Swift file below the project's
///   root (`ProjectRoot`), outside `SkippedFolders` — build outputs (`.build`, `DerivedData`),
///   version-control and package-manager data (`.git`, `.swiftpm`), vendored copies (`Pods`,
///   `Carthage`, `node_modules`), which are someone else's code or a copy of one's own, and the
///   resource forks a macOS archive or copy leaves (`__MACOSX`, `SkippedFiles`) —, whatever
///   `.gitignore`, `include` and `exclude` say: a generated source that git ignores is compiled
///   into the app, and an excluded fixture is still code that compiles, so both shape the chains of
///   the files that use them. The checker's run (`ProjectWalk.files`) and the server's workspace
///   index list the same files.
/// - **Checked for findings**: those files, less what `.gitignore` ignores and what the governing
///   configuration's `exclude` excludes or its `include` leaves out (the checker's discovery, which
///   walks the same listings; the server reports on the documents its client opens).
///
/// Each folder is listed once, whoever asks first (`ListedFolders`): the checker's project walk and
/// its discovery share one listing of a run.
package enum ProjectWalk {
    /// A project folder holding more entries than this (a home folder kept in git, say) is not
    /// walked for context: only the files a run checks, or the documents open, are summarised then.
    package static let maximumEntriesVisited = 300_000

    /// The files below `root` whose names end in one of `suffixes`, sorted, not descending into
    /// skipped folders nor following links to folders; `complete` is false when the walk stopped
    /// after `limit` entries (a home folder kept in git, say), and `files` then holds what it found
    /// until then.
    package static func files(
        under root: String, endingIn suffixes: [String], limit: Int = .max, listings: ListedFolders = ListedFolders()
    ) -> (files: [String], complete: Bool) {
        var files: [String] = []
        var visited = 0
        var folders = [root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root]
        while let folder = folders.popLast() {
            for entry in listings.entries(of: folder) ?? [] {
                visited += 1
                if visited > limit { return (files.sorted(), false) }
                let path = folder == "/" ? "/" + entry.name : folder + "/" + entry.name
                if entry.kind == .folder {
                    if !entry.isLink, !SkippedFolders.names.contains(entry.name) { folders.append(path) }
                } else if suffixes.contains(where: { entry.name.hasSuffix($0) }), !SkippedFiles.contains(entry.name) {
                    files.append(path)
                }
            }
        }
        return (files.sorted(), true)
    }

    /// The folder whose walk holds `folder` (absolute, standardised): its project's root; but below
    /// a folder no walk enters (`.build`, `Pods`, …; the walk of the root would skip it), the
    /// nearest package or Xcode project inside that folder, else `folder` itself; nil with no
    /// project around it.
    package static func folder(around folder: String, roots: ProjectRoot.Finder) -> String? {
        let root = roots.root(ofFolder: folder)?.path
        var skipped: String?
        var path = ""
        for part in folder.split(separator: "/") {
            path += "/" + part
            if SkippedFolders.names.contains(String(part)), root.map({ path.count > $0.count }) ?? true { skipped = path }
        }
        guard let skipped else { return root }
        if let project = roots.nearestProject(ofFolder: folder), project.hasPrefix(skipped + "/") { return project }
        return folder
    }

    /// The folders to walk for the code of the projects around `paths` (files or folders,
    /// absolute): the project around each (`folder(around:roots:)`, which walks a path inside a
    /// skipped folder on its own); a named folder with no project around it is its own project,
    /// a file with none stands alone (a file in `/tmp` must not make all of `/tmp` a project). A
    /// folder inside another is walked with it. The checker walks those around the paths it is
    /// given, the server those around its workspace folders.
    package static func folders(around paths: [String], roots: ProjectRoot.Finder) -> [String] {
        let folders = Set(paths.compactMap { path -> String? in
            let start = URL(fileURLWithPath: path).standardizedFileURL.path
            var isFolder: ObjCBool = false
            let named = FileManager.default.fileExists(atPath: start, isDirectory: &isFolder) && isFolder.boolValue
            let folder = named ? start : (start as NSString).deletingLastPathComponent
            return Self.folder(around: folder, roots: roots) ?? (named ? folder : nil)
        }).sorted()
        return folders.filter { folder in !folders.contains { $0 != folder && folder.hasPrefix($0 == "/" ? $0 : $0 + "/") } }
    }

    /// The Swift files below `root` (`files(under:endingIn:limit:listings:)`); nil when the walk met
    /// more than `limit` entries.
    package static func swiftFiles(under root: String, limit: Int = .max, listings: ListedFolders = ListedFolders()) -> [String]? {
        let walk = files(under: root, endingIn: [".swift"], limit: limit, listings: listings)
        return walk.complete ? walk.files : nil
    }
}

/// Folder listings taken once and shared by the walks that need them: the checker lists each
/// folder of a run once, for its project walk, its discovery and the search for project roots
/// together (the walk and discovery run at once, on two threads: each lists what the other has not
/// reached yet).
package final class ListedFolders: @unchecked Sendable {
    private let lock = NSLock()
    private var entriesByFolder: [String: [FolderEntry]?] = [:]

    package init() {}

    /// The entries of `folder` (absolute), unsorted; nil when it cannot be read.
    package func entries(of folder: String) -> [FolderEntry]? {
        if let known = lock.withLock({ entriesByFolder[folder] }) { return known }
        let listed = FolderListing.entries(of: folder)
        lock.withLock { entriesByFolder[folder] = listed }
        return listed
    }

    /// Whether `folder`, listed already, holds an entry `name` that leads somewhere (one `stat`
    /// finds); nil when it has not been listed (or could not be), for the caller to ask the file system.
    package func holdsEntry(named name: String, in folder: String) -> Bool? {
        lock.withLock {
            guard case let listed?? = entriesByFolder[folder] else { return nil }
            return listed.contains { $0.name == name && $0.kind != .brokenLink }
        }
    }

    /// Lists every folder again when next asked.
    package func forget() {
        lock.withLock { entriesByFolder = [:] }
    }
}

/// Folders no walk enters: build outputs, version-control and package-manager data, vendored
/// copies of other projects and archive metadata (`ProjectWalk` says why).
package enum SkippedFolders {
    package static let names: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules", "__MACOSX"]
}

/// Files no walk takes: the AppleDouble companions (`._Name.swift`) that copying from a Mac to
/// another file system leaves beside each file. They hold the file's Finder metadata, not source,
/// and are committed by accident; a file named on the command line is still read (and reported).
package enum SkippedFiles {
    package static func contains(_ name: String) -> Bool { name.hasPrefix("._") }
}
