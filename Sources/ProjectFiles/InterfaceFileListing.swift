import Foundation

/// Where the storyboards and xibs that belong with a Swift file are: every one below the file's
/// `ProjectRoot` (or the skipped folder it lies in, `ProjectWalk.folder(around:roots:)`), outside
/// the skipped folders (`ProjectWalk`), at most `maximumFiles`. The engine's
/// storyboard lookup (`InterfaceFileIndex`) parses what this lists.
///
/// The checker's run walks its projects once and hands the interface files it met to
/// `recordWalk(of:interfaceFiles:)`, so that a project it walked is not listed again (a run's
/// listing is a snapshot of the disk: no modification dates); the server lists a project itself,
/// with each file's modification date, and again once its listing is `lifetime` old.
package final class InterfaceFileListing: @unchecked Sendable {
    private let lock = NSLock()
    private let roots = ProjectRoot.Finder()
    /// Interface files a walk found already (the checker's project walk), by the roots it walked.
    private var walked: [(root: String, files: [String])] = []
    /// How long a listing is trusted (an editor asks on every keystroke, and a storyboard saved a
    /// moment ago is picked up after this); nil trusts it for the listing's life.
    package let lifetime: TimeInterval?

    private static let maximumFiles = 400
    private static let maximumEntriesVisited = 20_000

    package init(lifetime: TimeInterval?) {
        self.lifetime = lifetime
    }

    /// Takes the interface files a walk of `root` found (every one below it, outside the skipped
    /// folders), so that the projects at or below `root` are not listed again.
    package func recordWalk(of root: String, interfaceFiles: [String]) {
        lock.withLock { walked.append((root, interfaceFiles.sorted())) }
    }

    /// The folder whose walk lists the interface files for the Swift files of `folder` (absolute,
    /// standardised): their project's root, as the checker's walk takes it.
    package func root(ofFolder folder: String) -> String? {
        ProjectWalk.folder(around: folder, roots: roots)
    }

    /// Whether a listing taken at `date` is still trusted.
    package func isCurrent(listedAt date: Date) -> Bool {
        lifetime.map { Date().timeIntervalSince(date) < $0 } ?? true
    }

    /// The interface files below `root`, sorted, at most `maximumFiles`: from a recorded walk when
    /// one covers `root`, else listed here, each with its modification date unless the listing is
    /// a run's snapshot (nil).
    package func files(below root: String) -> [(path: String, modified: Date?)] {
        let walk = lock.withLock { walked.first { root == $0.root || root.hasPrefix($0.root == "/" ? "/" : $0.root + "/") } }
        if let walk {
            let below = root == walk.root ? walk.files : walk.files.filter { $0.hasPrefix(root + "/") }
            return below.prefix(Self.maximumFiles).map { ($0, nil) }
        }
        let found = ProjectWalk.files(under: root, endingIn: [".storyboard", ".xib"], limit: Self.maximumEntriesVisited).files
        return found.prefix(Self.maximumFiles).map { path in
            (path, lifetime == nil ? nil : (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast)
        }
    }
}
