import FocusModel
import Foundation
import ProjectFiles

/// Finds the storyboards and xibs that belong with a Swift file and what they say about outlets.
///
/// The engine is asked about one file at a time, but an `@IBOutlet`'s delegate may be connected in
/// Interface Builder. So for a file we read every interface file of its project (found by
/// `InterfaceFileListing`), and keep what they say per project root: each interface file is read
/// and parsed once, and again only when its modification date changes, whatever the number of
/// controllers asking. The engine only asks for files that declare an `@IBOutlet`.
///
/// One index serves every copy of an engine (`Engine.configured(_:)`): the checker keeps one for
/// its run, which sees one snapshot of the disk (`forOneRun`), the server one for its life, which
/// lists a project again once its listing is `listingLifetime` old.
package final class InterfaceFileIndex: @unchecked Sendable {
    private struct ParsedFile {
        var modified: Date?
        /// Nil for a file that could not be read as UTF-8 text.
        var outlets: InterfaceBuilderOutlets?
    }

    /// What one project's interface files say, and the combinations already asked for.
    private struct Project {
        var listed: Date
        /// Each interface file with its modification date (nil: not asked, the run's snapshot).
        var files: [(path: String, modified: Date?)]
        var parsed: [String: ParsedFile] = [:]
        /// `InterfaceBuilderOutlets(combining:forSourceAt:)` by the source's folder: it depends on nothing else.
        var combinedByFolder: [String: InterfaceBuilderOutlets] = [:]
    }

    /// Guards `projects` and `parsing`; signalled whenever a file's parse is stored.
    private let lock = NSCondition()
    private var projects: [String: Project] = [:]
    /// The interface files some thread is reading and parsing now, outside the lock.
    private var parsing: Set<String> = []
    /// Where each project's interface files are.
    package let listing: InterfaceFileListing

    /// An index for a server: listings are taken again after `listingLifetime` seconds, and a file
    /// whose modification date changed is read again.
    package init(listingLifetime: TimeInterval = 2) {
        listing = InterfaceFileListing(lifetime: listingLifetime)
    }

    private init(snapshot: ()) {
        listing = InterfaceFileListing(lifetime: nil)
    }

    /// An index for one checker run: each project is listed once and each interface file read once.
    package static func forOneRun() -> InterfaceFileIndex { InterfaceFileIndex(snapshot: ()) }

    /// What the project's interface files say about the classes of the Swift file at `path`
    /// (`InterfaceBuilderOutlets(combining:forSourceAt:)`); empty when there is none.
    func outlets(forSourceAt path: String) -> InterfaceBuilderOutlets {
        // A path that names no file (an unsaved buffer, a test's made-up name) has no project around it.
        guard !path.isEmpty, FileManager.default.fileExists(atPath: path) else { return InterfaceBuilderOutlets() }
        let source = URL(fileURLWithPath: path).standardizedFileURL.path
        let folder = (source as NSString).deletingLastPathComponent
        // The threads asking about one project share the parsing of its files: each takes the next
        // file nobody is parsing, and waits only when every file left is another's.
        while true {
            switch lock.withLock({ nextStep(folder: folder, source: source) }) {
            case .done(let outlets):
                return outlets
            case .parse(let root, let file, let modified):
                let outlets = (try? String(contentsOfFile: file, encoding: .utf8)).map { InterfaceBuilderOutlets(interfaceFile: $0) }
                lock.withLock {
                    projects[root]?.parsed[file] = ParsedFile(modified: modified, outlets: outlets)
                    parsing.remove(file)
                    lock.broadcast()
                }
            }
        }
    }

    /// With `lock` held: the outlets for `folder` when every interface file of its project is
    /// parsed, else a file for this thread to parse; waits while every file left is another's.
    private func nextStep(folder: String, source: String) -> Step {
        while true {
            guard let root = listing.root(ofFolder: folder) else { return .done(InterfaceBuilderOutlets()) }
            var project = current(root)
            if let combined = project.combinedByFolder[folder] {
                projects[root] = project
                return .done(combined)
            }
            let missing = project.files.filter { file in project.parsed[file.path].map { $0.modified != file.modified } ?? true }
            guard !missing.isEmpty else {
                let read = project.files.compactMap { file in project.parsed[file.path]?.outlets.map { (path: file.path, outlets: $0) } }
                let combined = InterfaceBuilderOutlets(combining: read, forSourceAt: source)
                project.combinedByFolder[folder] = combined
                projects[root] = project
                return .done(combined)
            }
            projects[root] = project
            if let free = missing.first(where: { !parsing.contains($0.path) }) {
                parsing.insert(free.path)
                return .parse(root: root, path: free.path, modified: free.modified)
            }
            lock.wait()
        }
    }

    /// What a thread asking about a project does next.
    private enum Step {
        case done(InterfaceBuilderOutlets)
        case parse(root: String, path: String, modified: Date?)
    }

    /// The project at `root` as listed now: its last listing while it is trusted, else a new one
    /// (keeping the files parsed already, by modification date).
    private func current(_ root: String) -> Project {
        if let known = projects[root], listing.isCurrent(listedAt: known.listed) { return known }
        let files = listing.files(below: root)
        var project = Project(listed: Date(), files: files)
        if let known = projects[root] {
            project.parsed = known.parsed
            if known.files.elementsEqual(files, by: { $0.path == $1.path && $0.modified == $1.modified }) {
                project.combinedByFolder = known.combinedByFolder
            }
        }
        return project
    }
}
