import Foundation

/// What a repository's `.gitignore` files say about a path, as git reads them: every `.gitignore`
/// from the repository's root down to the path's folder, and `.git/info/exclude`. A deeper file
/// overrides a higher one, and within a file the last matching pattern wins; `!pattern` re-includes.
/// The repository is the path's project root (`ProjectRoot`); outside a repository (no `.git` above
/// the path) nothing is ignored. The user's global
/// excludes file (`core.excludesFile`) is not read.
///
/// Patterns are `Glob`s, which follow gitignore's syntax: a pattern with no `/` but a trailing one
/// matches a name at any depth, one with a `/` is anchored to the `.gitignore`'s folder, a trailing
/// `/` matches folders only, `**` spans folders.
///
/// This answers for a path alone; a path inside an ignored folder is ignored too, which a folder
/// walk gets by not entering it, and `ignoresSelfOrAncestor` by asking for every folder above.
package final class GitIgnore {
    /// One pattern line.
    struct Pattern {
        var glob: Glob
        var negated: Bool
        /// For `folder/**`: the folder itself, which the pattern leaves out (it ignores what is
        /// inside, so `!folder/Keep.swift` can re-include a file).
        var folderItself: Glob?

        func matches(_ relative: String, isDirectory: Bool) -> Bool {
            glob.matches(relative, isDirectory: isDirectory) && !(folderItself?.matches(relative, isDirectory: isDirectory) ?? false)
        }
    }

    /// Folder → its `.gitignore`'s patterns (empty when it has none).
    private var patternsByFolder: [String: [Pattern]] = [:]
    private let roots: ProjectRoot.Finder
    /// Folder → what judges its entries (`rules(of:root:)`).
    private var rulesByFolder: [String: [(base: String, patterns: [Pattern])]] = [:]

    package init(roots: ProjectRoot.Finder = ProjectRoot.Finder()) {
        self.roots = roots
    }

    /// Whether the file or folder at `path` (absolute, standardised) is ignored, judged by its own name.
    package func ignores(_ path: String, isDirectory: Bool) -> Bool {
        rules(forEntriesOf: (path as NSString).deletingLastPathComponent).ignores((path as NSString).lastPathComponent, isDirectory: isDirectory)
    }

    /// What judges the entries of one folder by their names: a walk finds it once per folder and
    /// asks it about every entry.
    package struct FolderRules {
        /// Deepest first: each pattern list with the folder's path relative to the list's folder.
        fileprivate var lists: [(relativeFolder: String, patterns: [Pattern])]

        package func ignores(_ name: String, isDirectory: Bool) -> Bool {
            for (relativeFolder, patterns) in lists {
                let relative = relativeFolder.isEmpty ? name : relativeFolder + "/" + name
                if let verdict = GitIgnore.verdict(patterns, relative, isDirectory: isDirectory) { return verdict }
            }
            return false
        }
    }

    /// The rules for the entries of `folder` (absolute, standardised).
    package func rules(forEntriesOf folder: String) -> FolderRules {
        guard let root = repositoryRoot(of: folder) else { return FolderRules(lists: []) }
        return FolderRules(lists: rules(of: folder, root: root).map { base, patterns in
            (folder == base ? "" : String(folder.dropFirst(base == "/" ? 1 : base.count + 1)), patterns)
        })
    }

    /// The pattern lists that judge the entries of `folder`, deepest first, each with the folder its
    /// patterns are relative to; `.git/info/exclude` last. Only folders with patterns are listed, and
    /// the list is made once per folder: a walk asks for every entry of it.
    private func rules(of folder: String, root: String) -> [(base: String, patterns: [Pattern])] {
        if let known = rulesByFolder[folder] { return known }
        var rules: [(base: String, patterns: [Pattern])] = []
        if folder == root {
            let own = patterns(of: root)
            if !own.isEmpty { rules.append((root, own)) }
            let excluded = infoExclude(of: root)
            if !excluded.isEmpty { rules.append((root, excluded)) }
        } else {
            let own = patterns(of: folder)
            if !own.isEmpty { rules.append((folder, own)) }
            // The folder lies under `root`, so it has a parent (`ProjectRoot.parent` spares the walk
            // Foundation's path handling, which was a sixth of discovery's time).
            rules += self.rules(of: ProjectRoot.parent(of: folder) ?? root, root: root)
        }
        rulesByFolder[folder] = rules
        return rules
    }

    /// Whether `path` or any folder above it within its repository is ignored: a file named on the
    /// command line under an ignored folder is ignored, as git sees it.
    package func ignoresSelfOrAncestor(_ path: String, isDirectory: Bool) -> Bool {
        if ignores(path, isDirectory: isDirectory) { return true }
        guard let root = repositoryRoot(of: (path as NSString).deletingLastPathComponent) else { return false }
        var folder = (path as NSString).deletingLastPathComponent
        while folder != root, folder.hasPrefix(root) {
            if ignores(folder, isDirectory: true) { return true }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return false
    }

    /// The last pattern of `patterns` matching `relative` decides; nil when none matches.
    private static func verdict(_ patterns: [Pattern], _ relative: String, isDirectory: Bool) -> Bool? {
        patterns.last { $0.matches(relative, isDirectory: isDirectory) }.map { !$0.negated }
    }

    /// The root of the repository `folder` lies in, nil outside one.
    private func repositoryRoot(of folder: String) -> String? {
        roots.root(ofFolder: folder).flatMap { $0.isRepository ? $0.path : nil }
    }

    private func patterns(of folder: String) -> [Pattern] {
        if let known = patternsByFolder[folder] { return known }
        // Most folders have none, which the walk's listing of the folder tells without an `open`.
        let absent = roots.listings.holdsEntry(named: ".gitignore", in: folder) == false
        let patterns = absent ? [] : Self.read((folder as NSString).appendingPathComponent(".gitignore"))
        patternsByFolder[folder] = patterns
        return patterns
    }

    private func infoExclude(of root: String) -> [Pattern] {
        let key = root + "/.git/info"
        if let known = patternsByFolder[key] { return known }
        let patterns = Self.read(key + "/exclude")
        patternsByFolder[key] = patterns
        return patterns
    }

    private static func read(_ file: String) -> [Pattern] {
        guard let data = FileManager.default.contents(atPath: file) else { return [] }
        return parse(String(decoding: data, as: UTF8.self))
    }

    /// The patterns of a `.gitignore`'s text. Blank lines and `#` comments are skipped, trailing
    /// spaces dropped unless escaped (`\ `); `\#` and `\!` start a pattern with that character; a
    /// line git would reject (an unterminated `[`) is skipped, as git does.
    static func parse(_ text: String) -> [Pattern] {
        var patterns: [Pattern] = []
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            var line = Substring(rawLine)
            while line.hasSuffix(" ") && !line.hasSuffix("\\ ") { line.removeLast() }
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            var negated = false
            if line.hasPrefix("!") {
                negated = true
                line.removeFirst()
            }
            guard let glob = try? Glob(String(line)) else { continue }
            var folderItself: Glob?
            if line.hasSuffix("/**"), line.count > 3 {
                folderItself = try? Glob("/" + line.dropLast(3).drop { $0 == "/" })
            }
            patterns.append(Pattern(glob: glob, negated: negated, folderItself: folderItself))
        }
        return patterns
    }
}
