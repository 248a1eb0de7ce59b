/// The Swift files of a workspace that can take part in a focus chain, each with its declaration
/// summary. The owner (the language server) keeps it current from disk and from open documents;
/// the engine reads it to find the files another file's chains reach into.
///
/// Files where the byte prefilter finds none of its words are never parsed nor kept. Lookups go
/// through maps from type names to the files that declare or mention them, so finding one file's
/// related files costs what it finds, not the size of the workspace.
///
/// Only the editor's texts are kept (they may differ from the disk, and the open documents hold
/// them anyway); a file read from disk keeps just a fingerprint of its text and is read again when
/// an analysis needs it, so that the index of a large workspace costs its summaries, not its size.
public struct WorkspaceIndex: Sendable {
    /// One indexed file.
    public struct Entry: Sendable {
        public var summary: DeclarationSummary
        /// Tells whether an update brings a different text.
        public var fingerprint: TextFingerprint
        /// The editor's text; nil for a file whose text is the one on disk.
        public var text: String?
    }

    /// Where a text given to the index comes from, which decides whether the index keeps it.
    public enum TextOrigin: Sendable {
        /// An open document: the editor's text wins over the disk, so the index keeps it.
        case editor
        /// The file at the path, just read: the index reads it again when an analysis needs it.
        case disk
    }

    /// A file one file's analysis reads besides itself, as the index knows it.
    public struct RelatedFile: Sendable, Equatable {
        public var path: String
        public var fingerprint: TextFingerprint
    }

    /// Keyed by path.
    public private(set) var entries: [String: Entry] = [:]
    /// At most this many other files join one file's analysis, nearest first.
    public var maximumRelatedFiles = 12
    /// Type name → the files declaring or extending it.
    private var declaringFiles: [String: Set<String>] = [:]
    /// Type name → the files with focus code of their own that mention it (parents passing a binding).
    private var mentioningFocusFiles: [String: Set<String>] = [:]

    public init() {}

    /// Words without which a file can declare nothing that focus code elsewhere uses (a focus
    /// enum, a child view, an extension of a view controller).
    static let declarationWords: [[UInt8]] = ["enum", "struct", "class", "extension"].map { Array($0.utf8) }

    /// Whether a file with these bytes may matter to some chain, decided before any parse: it
    /// passes the rules' prefilter, or it can declare something focus code elsewhere uses.
    public static func mayMatter(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.withContiguousStorageIfAvailable { buffer in
            Prefilter.mayMatter(buffer) || declarationWords.contains { buffer.firstRange(of: $0) != nil }
        } ?? mayMatter(Array(bytes))
    }

    /// Records (or replaces) a file; returns whether anything changed, which is when other files'
    /// analyses may change too. Pass `summary` when it was already computed (off the caller's thread).
    @discardableResult
    public mutating func update(path: String, text: String, summary: DeclarationSummary? = nil, origin: TextOrigin = .editor) -> Bool {
        guard Self.mayMatter(text.utf8) else { return remove(path: path) }
        let entry = Entry(summary: summary ?? DeclarationSummary(of: text), fingerprint: TextFingerprint(of: text), text: origin == .editor ? text : nil)
        return store(entry, at: path)
    }

    /// Takes every entry of `other` except those at `excluded` paths (the open documents, whose
    /// text the editor holds and which win over disk).
    public mutating func merge(_ other: WorkspaceIndex, excluding excluded: Set<String>) {
        for (path, entry) in other.entries where !excluded.contains(path) {
            store(entry, at: path)
        }
    }

    @discardableResult
    private mutating func store(_ entry: Entry, at path: String) -> Bool {
        if let previous = entries[path], previous.fingerprint == entry.fingerprint, previous.summary == entry.summary {
            // The same text, perhaps from elsewhere now (a document closed unchanged): kept or
            // not as its new origin says.
            entries[path] = entry
            return false
        }
        unlink(path)
        entries[path] = entry
        for name in entry.summary.declaredTypes { declaringFiles[name, default: []].insert(path) }
        if entry.summary.hasFocusCode {
            for name in entry.summary.mentionedTypes { mentioningFocusFiles[name, default: []].insert(path) }
        }
        return true
    }

    /// Forgets a file; returns whether it was indexed.
    @discardableResult
    public mutating func remove(path: String) -> Bool {
        guard entries[path] != nil else { return false }
        unlink(path)
        entries[path] = nil
        return true
    }

    private mutating func unlink(_ path: String) {
        guard let summary = entries[path]?.summary else { return }
        for name in summary.declaredTypes { declaringFiles[name]?.remove(path) }
        for name in summary.mentionedTypes { mentioningFocusFiles[name]?.remove(path) }
    }

    /// The other files whose code one file's chains may reach: files declaring a type it mentions
    /// (a focus enum, a child view), files with focus code mentioning a type it declares (a parent
    /// passing its binding down), and files extending the same types. Followed two steps out, so a
    /// chain spanning a parent, a child and an enum in three files is whole from any of them.
    /// Nothing is read: this is what `context(forPath:summary:)` would read.
    public func relatedFiles(forPath path: String, summary own: DeclarationSummary) -> [RelatedFile] {
        var included: [RelatedFile] = []
        var seen: Set<String> = [path]
        var frontier = [own]
        for _ in 0..<2 {
            var next: [DeclarationSummary] = []
            for summary in frontier {
                for candidate in related(to: summary).sorted() where seen.insert(candidate).inserted {
                    guard let entry = entries[candidate] else { continue }
                    included.append(RelatedFile(path: candidate, fingerprint: entry.fingerprint))
                    next.append(entry.summary)
                }
            }
            frontier = next
        }
        return Array(included.prefix(maximumRelatedFiles))
    }

    /// The related files with their texts, for an analysis: the editor's text of an open document,
    /// else the file as it is on disk now (which the owner re-indexes when told it changed). A file
    /// that cannot be read (gone, no longer a regular file) is left out.
    public func context(forPath path: String, summary: DeclarationSummary) -> ProjectContext {
        let files = relatedFiles(forPath: path, summary: summary).compactMap { related -> ProjectContext.File? in
            let text = entries[related.path]?.text ?? RegularFile.bytes(atPath: related.path).map { String(decoding: $0, as: UTF8.self) }
            return text.map { ProjectContext.File(path: related.path, text: $0) }
        }
        return ProjectContext(files: files)
    }

    private func related(to summary: DeclarationSummary) -> Set<String> {
        var paths: Set<String> = []
        for name in summary.mentionedTypes { paths.formUnion(declaringFiles[name] ?? []) }
        for name in summary.declaredTypes {
            paths.formUnion(declaringFiles[name] ?? [])
            paths.formUnion(mentioningFocusFiles[name] ?? [])
        }
        return paths
    }

    /// Those of `candidates` (say, the open documents) whose context includes `path`: whose
    /// analysis may change when it does.
    public func dependents(of path: String, among candidates: some Sequence<String>) -> [String] {
        candidates.filter { candidate in
            guard candidate != path, let entry = entries[candidate] else { return false }
            return relatedFiles(forPath: candidate, summary: entry.summary).contains { $0.path == path }
        }
    }
}

/// The other files one file's analysis may look into, in the order they were found.
public struct ProjectContext: Sendable {
    /// A related file as the analysis reads it.
    public struct File: Sendable, Equatable {
        public var path: String
        public var text: String

        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    public var files: [File]

    public init(files: [File] = []) {
        self.files = files
    }
}
