import FormlspEngine
import Foundation

/// One file to check: how reports name it, where it is, and the configuration that governs it.
struct CheckTarget: Sendable {
    var displayPath: String
    var absolutePath: String
    var configuration: Configuration
}

/// A path that could not be checked, reported as `path: error: message`.
package struct FileProblem: Sendable, Equatable {
    package var path: String
    package var message: String

    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }
}

/// Turns the paths on the command line into the sorted list of Swift files to check: folders are
/// searched recursively, skipping build and dependency folders and what the configuration excludes;
/// symbolic links are followed, each real folder entered once (so link loops end).
struct FileDiscovery {
    private let resolver: ConfigurationResolver
    private let workingDirectory: String
    private var visitedFolders: Set<String> = []
    private var seenFiles: Set<String> = []
    private(set) var targets: [CheckTarget] = []
    private(set) var problems: [FileProblem] = []

    init(resolver: ConfigurationResolver, workingDirectory: String) {
        self.resolver = resolver
        self.workingDirectory = workingDirectory
    }

    /// Adds the files `paths` name. A path that does not exist is a problem; the rest go on.
    mutating func add(_ paths: [String]) throws(ConfigurationError) {
        for path in paths {
            let display = Paths.tidy(path)
            let absolute = Paths.absolute(path, from: workingDirectory)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                problems.append(FileProblem(path: display, message: "no such file or directory"))
                continue
            }
            if isDirectory.boolValue {
                try walk(folder: absolute, display: display)
            } else {
                let configuration = try resolver.configuration(forFolder: (absolute as NSString).deletingLastPathComponent)
                consider(file: absolute, display: display, under: configuration)
            }
        }
        targets.sort { $0.displayPath < $1.displayPath }
    }

    /// The configuration for a single file that is not on disk (or not read from disk): `--stdin-filename`.
    func configuration(forFileAt path: String) throws(ConfigurationError) -> (Configuration, excluded: Bool) {
        let absolute = Paths.absolute(path, from: workingDirectory)
        let configuration = try resolver.configuration(forFolder: (absolute as NSString).deletingLastPathComponent)
        return (configuration, !Self.admits(absolute, display: Paths.tidy(path), under: configuration))
    }

    private mutating func walk(folder: String, display: String) throws(ConfigurationError) {
        let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        guard visitedFolders.insert(real).inserted else { return }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            problems.append(FileProblem(path: display, message: "cannot read the folder"))
            return
        }
        let configuration = try resolver.configuration(forFolder: folder)
        for name in entries {
            let child = (folder as NSString).appendingPathComponent(name)
            let childDisplay = Paths.join(display, name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory) else {
                // A link to nothing, or a name that is not UTF-8 (it comes back with U+FFFD in it,
                // naming no file): a Swift file that cannot be read is reported, like any other.
                if name.hasSuffix(".swift"), Self.admits(child, display: childDisplay, under: configuration) {
                    let message = name.contains("\u{FFFD}") ? "the file name is not valid UTF-8, so it cannot be opened by name; skipped" : "a symbolic link that leads to no file"
                    problems.append(FileProblem(path: childDisplay, message: message))
                }
                continue
            }
            if isDirectory.boolValue {
                guard !SkippedFolders.names.contains(name) else { continue }
                let relative = configuration.relativePath(of: child) ?? childDisplay
                guard !configuration.excludes(relative, isDirectory: true) else { continue }
                try walk(folder: child, display: childDisplay)
            } else if name.hasSuffix(".swift") {
                consider(file: child, display: childDisplay, under: configuration)
            }
        }
    }

    /// Adds a file, unless its folder's configuration leaves it out or it was added already.
    private mutating func consider(file: String, display: String, under configuration: Configuration) {
        guard Self.admits(file, display: display, under: configuration) else { return }
        guard seenFiles.insert(file).inserted else { return }
        targets.append(CheckTarget(displayPath: display, absolutePath: file, configuration: configuration))
    }

    /// Whether the configuration lets a file be checked. Excludes apply to files named on the
    /// command line too, so pre-commit (which names every staged file) honours them.
    private static func admits(_ file: String, display: String, under configuration: Configuration) -> Bool {
        let relative = configuration.relativePath(of: file) ?? display
        return !configuration.excludes(relative, isDirectory: false) && configuration.includes(relative)
    }
}
