import FocusModel
import Foundation

/// Finds the storyboards and xibs that belong with a Swift file and what they say about outlets.
///
/// The engine is asked about one file at a time, but an `@IBOutlet`'s delegate may be connected in
/// Interface Builder. So for a file we walk up to the project root (the nearest folder holding
/// `.git`, `Package.swift` or an `.xcodeproj`, at most `maximumDepth` levels), read every interface
/// file below it (bounded), and cache the result per root; a file is re-read when its modification
/// date changes. The engine only asks for files that declare an `@IBOutlet`.
final class InterfaceFileIndex: @unchecked Sendable {
    private struct CachedFile {
        var modified: Date
        var outlets: InterfaceBuilderOutlets
    }

    private struct Listing {
        var taken: Date
        var files: [(URL, Date)]
    }

    private let lock = NSLock()
    private var filesByRoot: [String: [String: CachedFile]] = [:]
    private var listings: [String: Listing] = [:]
    /// How long a folder listing is trusted: an editor asks on every keystroke, and a storyboard
    /// saved a moment ago is picked up after this.
    private static let listingLifetime: TimeInterval = 2

    private static let maximumDepth = 8
    private static let maximumFiles = 400
    private static let maximumEntriesVisited = 20_000

    /// What the project's interface files say about the classes of the Swift file at `path`
    /// (`InterfaceBuilderOutlets(combining:forSourceAt:)`); empty when there is none.
    func outlets(forSourceAt path: String) -> InterfaceBuilderOutlets {
        // A path that names no file (an unsaved buffer, a test's made-up name) has no project around it.
        guard !path.isEmpty, FileManager.default.fileExists(atPath: path), let root = Self.projectRoot(of: URL(fileURLWithPath: path))
        else { return InterfaceBuilderOutlets() }
        lock.lock()
        defer { lock.unlock() }
        let found: [(URL, Date)]
        if let listing = listings[root.path], Date().timeIntervalSince(listing.taken) < Self.listingLifetime {
            found = listing.files
        } else {
            found = Self.interfaceFiles(under: root)
            listings[root.path] = Listing(taken: Date(), files: found)
        }
        let cached = filesByRoot[root.path] ?? [:]
        var read: [(path: String, outlets: InterfaceBuilderOutlets)] = []
        var current: [String: CachedFile] = [:]
        for (file, modified) in found {
            if let hit = cached[file.path], hit.modified == modified {
                current[file.path] = hit
            } else if let text = try? String(contentsOf: file, encoding: .utf8) {
                current[file.path] = CachedFile(modified: modified, outlets: InterfaceBuilderOutlets(interfaceFile: text))
            }
            if let entry = current[file.path] { read.append((file.standardizedFileURL.path, entry.outlets)) }
        }
        filesByRoot[root.path] = current
        return InterfaceBuilderOutlets(combining: read, forSourceAt: URL(fileURLWithPath: path).standardizedFileURL.path)
    }

    private static func projectRoot(of file: URL) -> URL? {
        var folder = file.deletingLastPathComponent()
        let manager = FileManager.default
        for _ in 0..<maximumDepth {
            let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            if names.contains(where: { $0 == ".git" || $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") }) { return folder }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
        return nil
    }

    private static func interfaceFiles(under root: URL) -> [(URL, Date)] {
        let keys: [URLResourceKey] = [.contentModificationDateKey, .isDirectoryKey]
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        else { return [] }
        var files: [(URL, Date)] = []
        var visited = 0
        while let url = enumerator.nextObject() as? URL, files.count < maximumFiles, visited < maximumEntriesVisited {
            visited += 1
            if SkippedFolders.names.contains(url.lastPathComponent) {
                enumerator.skipDescendants()
                continue
            }
            guard ["storyboard", "xib"].contains(url.pathExtension) else { continue }
            let modified = (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast
            files.append((url, modified))
        }
        return files.sorted { $0.0.path < $1.0.path }
    }
}
