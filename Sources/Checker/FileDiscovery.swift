import FormlspEngine
import Foundation
import ProjectFiles

/// One file to check: how reports name it, where it is, the configuration that governs it and the
/// settings resolved from it and the flags (`Checker.resolve`).
struct CheckTarget: Sendable {
    var displayPath: String
    var absolutePath: String
    var configuration: Configuration
    var settings = FileSettings()
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

/// A path named on the command line that holds no Swift file to check.
struct EmptyPath: Sendable, Equatable {
    var path: String
    /// Swift files found under it that exclude, include or `.gitignore` left out.
    var leftOut: Int

    var warning: String {
        leftOut == 0
            ? "no Swift files found under \(Paths.printable(path))"
            : "no Swift files found under \(Paths.printable(path)): exclude, include or .gitignore leave out all \(leftOut)"
    }
}

/// Turns the paths on the command line into the sorted list of Swift files to check (what
/// `ProjectWalk` calls checked): folders are searched recursively, skipping the folders no walk
/// enters (`SkippedFolders`), what the configuration excludes and what `.gitignore` ignores;
/// symbolic links are followed, each real folder entered once (so link loops end). Each folder's
/// listing comes from `listings`, which the run's project walk shares. As in ruff, a path named on
/// the command line is checked even when excluded, unless `forceExclude` (pre-commit names every
/// staged file).
struct FileDiscovery {
    private let configurations: ConfigurationCache
    private let workingDirectory: String
    /// nil with `--no-respect-gitignore`.
    private let gitIgnore: GitIgnore?
    private let forceExclude: Bool
    /// The folders listed so far in the run, shared with its project walk and its configuration lookup.
    let listings: ListedFolders
    private var visitedFolders: Set<FolderListing.Identity> = []
    /// The files added so far, kept only when several paths are named: one walk builds each path
    /// once (it enters each real folder once), so only named paths that overlap can repeat one.
    private var seenFiles: Set<String> = []
    private var mayRepeatFiles = false
    /// Swift files found and left out in the current named path.
    private var admitted = 0
    private var leftOut = 0
    private(set) var targets: [CheckTarget] = []
    private(set) var problems: [FileProblem] = []
    /// Named paths that yielded no file to check (a path `forceExclude` leaves out is not one).
    private(set) var emptyPaths: [EmptyPath] = []

    init(configurations: ConfigurationCache, workingDirectory: String, respectGitignore: Bool = true, forceExclude: Bool = false) {
        self.configurations = configurations
        self.workingDirectory = workingDirectory
        self.gitIgnore = respectGitignore ? GitIgnore(roots: configurations.roots) : nil
        self.listings = configurations.roots.listings
        self.forceExclude = forceExclude
    }

    /// Adds the files `paths` name. A path that does not exist is a problem; the rest go on.
    mutating func add(_ paths: [String]) throws(ConfigurationError) {
        if !mayRepeatFiles, paths.count > 1 || !targets.isEmpty {
            mayRepeatFiles = true
            seenFiles = Set(targets.map(\.absolutePath))
        }
        for path in paths {
            let display = Paths.tidy(path)
            let absolute = Paths.absolute(path, from: workingDirectory)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                problems.append(FileProblem(path: display, message: "no such file or directory"))
                continue
            }
            let configuration = try configuration(forFolder: isDirectory.boolValue ? absolute : (absolute as NSString).deletingLastPathComponent)
            if forceExclude, leavesOut(absolute, display: display, isDirectory: isDirectory.boolValue, under: configuration) { continue }
            admitted = 0
            leftOut = 0
            if isDirectory.boolValue {
                try walk(folder: absolute, display: display)
            } else {
                add(file: absolute, display: display, under: configuration)
            }
            if admitted == 0 { emptyPaths.append(EmptyPath(path: display, leftOut: leftOut)) }
        }
        targets.sort { $0.displayPath < $1.displayPath }
    }

    /// The files to check, taken out (discovery holds none afterwards): the run sets their
    /// settings in place rather than copy one target per file.
    mutating func takeTargets() -> [CheckTarget] {
        defer { targets = [] }
        return targets
    }

    /// The configuration for the files directly inside `folder`; the defaults where no file governs.
    func configuration(forFolder folder: String) throws(ConfigurationError) -> Configuration {
        try configurations.configuration(forFolder: folder) ?? Configuration(folder: workingDirectory)
    }

    /// The configuration for a single file that is not on disk (or not read from disk),
    /// `--stdin-filename`, and whether `forceExclude` leaves it out.
    func configuration(forFileAt path: String) throws(ConfigurationError) -> (Configuration, excluded: Bool) {
        let absolute = Paths.absolute(path, from: workingDirectory)
        let configuration = try configuration(forFolder: (absolute as NSString).deletingLastPathComponent)
        return (configuration, forceExclude && leavesOut(absolute, display: Paths.tidy(path), isDirectory: false, under: configuration))
    }

    private mutating func walk(folder: String, display: String) throws(ConfigurationError) {
        guard let identity = FolderListing.identity(ofFolderAt: folder), visitedFolders.insert(identity).inserted else { return }
        guard let entries = listings.entries(of: folder)?.sorted(by: { $0.name < $1.name }) else {
            problems.append(FileProblem(path: display, message: "cannot read the folder"))
            return
        }
        let judge = FolderJudge(folder: folder, configuration: try configuration(forFolder: folder), gitIgnore: gitIgnore)
        for entry in entries {
            let isFolder = entry.kind == .folder
            guard isFolder ? !SkippedFolders.names.contains(entry.name) : entry.name.hasSuffix(".swift") && !SkippedFiles.contains(entry.name) else { continue }
            let child = folder.hasSuffix("/") ? folder + entry.name : folder + "/" + entry.name
            let childDisplay = Paths.join(display, entry.name)
            if judge.leavesOut(entry.name, display: childDisplay, isDirectory: isFolder) {
                if !isFolder { leftOut += 1 }
                continue
            }
            switch entry.kind {
            case .folder:
                try walk(folder: child, display: childDisplay)
            case .file where !entry.hasUndecodableName, .other where !entry.hasUndecodableName:
                // Whatever is not a regular file is reported when it is read.
                add(file: child, display: childDisplay, under: judge.configuration)
            case .file, .other, .brokenLink:
                // A link to nothing, or a name that is not UTF-8 (it reads with U+FFFD in it, naming
                // no file): a Swift file that cannot be read is reported, like any other.
                let message = entry.hasUndecodableName ? "the file name is not valid UTF-8, so it cannot be opened by name; skipped" : "a symbolic link that leads to no file"
                problems.append(FileProblem(path: childDisplay, message: message))
                admitted += 1
            }
        }
    }

    /// Adds a file unless it was added already.
    private mutating func add(file: String, display: String, under configuration: Configuration) {
        admitted += 1
        guard !mayRepeatFiles || seenFiles.insert(file).inserted else { return }
        targets.append(CheckTarget(displayPath: display, absolutePath: file, configuration: configuration))
    }

    /// Whether exclude, include or `.gitignore` leave out a path named on the command line (ignored
    /// folders above it count too; a walk judges entries with `FolderJudge` and never enters them).
    private func leavesOut(_ path: String, display: String, isDirectory: Bool, under configuration: Configuration) -> Bool {
        reasonLeftOut(path, display: display, isDirectory: isDirectory, under: configuration) != nil
    }

    /// What leaves a named path out, in the words of `--show-settings`: `exclude`, `include` or `.gitignore`.
    func reasonLeftOut(_ path: String, display: String, isDirectory: Bool, under configuration: Configuration) -> String? {
        if let reason = configuration.reasonLeftOut(configuration.relativePath(of: path) ?? display, isDirectory: isDirectory) { return reason }
        return gitIgnore?.ignoresSelfOrAncestor(path, isDirectory: isDirectory) == true ? ".gitignore" : nil
    }
}

/// What leaves the entries of one folder out, found once for the folder: the configuration's
/// `exclude` and `include` (relative to its folder) and the folder's `.gitignore` rules.
private struct FolderJudge {
    let configuration: Configuration
    /// The folder relative to the configuration's; nil outside it.
    private let relativeFolder: String?
    private let ignoreRules: GitIgnore.FolderRules?

    init(folder: String, configuration: Configuration, gitIgnore: GitIgnore?) {
        self.configuration = configuration
        relativeFolder = configuration.relativePath(of: folder)
        ignoreRules = gitIgnore?.rules(forEntriesOf: folder)
    }

    /// Whether `name`, an entry of the folder, is left out (`display` is its path as reported).
    func leavesOut(_ name: String, display: String, isDirectory: Bool) -> Bool {
        if !configuration.exclude.isEmpty || !configuration.include.isEmpty {
            let relative = relativeFolder.map { $0.isEmpty ? name : $0 + "/" + name } ?? display
            if configuration.reasonLeftOut(relative, isDirectory: isDirectory) != nil { return true }
        }
        return ignoreRules?.ignores(name, isDirectory: isDirectory) ?? false
    }
}
