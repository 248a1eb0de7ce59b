import FocusModel

/// The Swift files of a workspace that can take part in a focus chain, each with its declaration
/// summary, and the project's symbol table built from those summaries. The owner (the language
/// server) keeps it current from disk and from open documents; the engine reads a file's context
/// from it: the symbols the file names, never another file's text.
///
/// Files where the byte prefilter finds none of its words are never parsed nor kept. Only the
/// editor's texts are kept (they may differ from the disk, and the open documents hold them
/// anyway); a file read from disk keeps just its summary.
package struct WorkspaceIndex: Sendable {
    /// One indexed file.
    package struct Entry: Sendable, Equatable {
        package var summary: FileSummary
        /// The editor's text; nil for a file whose text is the one on disk.
        package var text: String?
    }

    /// Where a text given to the index comes from, which decides whether the index keeps it.
    package enum TextOrigin: Sendable {
        /// An open document: the editor's text wins over the disk, so the index keeps it.
        case editor
        /// The file at the path, just read.
        case disk
    }

    /// Keyed by path.
    package private(set) var entries: [String: Entry] = [:]
    /// The form components and focus enums every indexed file declares.
    private var symbols = ProjectSymbols()
    /// Type name → the files mentioning or declaring it (a class split over files): whose analyses
    /// may change when what another file declares under that name does.
    private var namingFiles: [String: Set<String>] = [:]
    /// Whether `namingFiles` is kept: only an index that sees edits needs `dependents(of:)`.
    private let tracksDependents: Bool

    /// `tracksDependents: false` for an index no edit follows (the checker's): `dependents(of:)`
    /// then finds none.
    package init(tracksDependents: Bool = true) {
        self.tracksDependents = tracksDependents
    }

    /// The rules' words, the inputs a form component wraps, the outlets of a class whose
    /// storyboard scene may make an instance of its superclass's fields, a view model's focus
    /// property (`var focus: Field?`, which a view's focus state mirrors and the model's methods
    /// route, `ModelFocusRoute`), and IQKeyboardManager, whose toolbar an app delegate turns on for
    /// every form (`KeyboardManagerSwitches`), in one scan (anchors: `tF` in `TextField`, `eF` in
    /// `SecureField`, `tE` in `TextEditor`, `tV` in `UITextView`, `@I`, `cu` in `focus`, `IQ`). A word holding another
    /// of them (`focused`, `UITextFieldDelegate`, `UITextField!`) is found through that one, so it
    /// is left out: fewer anchors to test in every block of every file. `editingDidEndOnExit`
    /// (anchor `dO`): a controller adding a Return action to the fields of a view it shows answers
    /// their Return (`ClassPart.delegatesOthersInputs`).
    private static let scan = WordScan(withoutLongerForms(of: zip(Prefilter.words, Prefilter.anchorOffsets).map { ($0, $1) }
        + [("TextField", 3), ("SecureField", 5), ("TextEditor", 3), ("UITextView", 5), ("@IBOutlet", 0), ("focus", 2), (KeyboardManagerWord.word, 0),
           ("editingDidEndOnExit", 12)]))

    /// `words` without repeats and without those holding another of them, which any buffer holding
    /// them holds too.
    private static func withoutLongerForms(of words: [(word: String, anchorOffset: Int)]) -> [(word: String, anchorOffset: Int)] {
        var kept: [(word: String, anchorOffset: Int)] = []
        for word in words where !kept.contains(where: { $0.word == word.word }) {
            guard !words.contains(where: { $0.word != word.word && word.word.contains($0.word) }) else { continue }
            kept.append(word)
        }
        return kept
    }

    /// Whether a file with these bytes may matter to some chain, decided before any parse: it
    /// passes the rules' prefilter, or it can declare a form component. (A focus enum declared
    /// alone in a file of its own is not summarised: its chains then keep their cases unknown,
    /// which only silences rules.) The checker's first pass and the server's index use this one test.
    package static func mayConcernChains(_ bytes: some Collection<UInt8>) -> Bool {
        scan.holdsAnyWord(bytes)
    }

    /// Records (or replaces) a file; returns whether what other files' analyses see of it changed
    /// (its components, enums or class parts: an edit inside a body changes nothing for them).
    /// Pass `summary` when it was already computed (off the caller's thread).
    /// An editor's document is always kept, so that edits elsewhere reach it; a disk file only when
    /// it may matter.
    @discardableResult
    package mutating func update(path: String, text: String, summary: FileSummary? = nil, origin: TextOrigin = .editor) -> Bool {
        let concernsChains = Self.mayConcernChains(text.utf8)
        guard origin == .editor || concernsChains else {
            guard let entry = Self.quietEntry(of: Array(text.utf8), path: path) else { return remove(path: path) }
            return store(entry, at: path)
        }
        var entry = Entry(summary: summary ?? FileSummary(of: text, path: path), text: origin == .editor ? text : nil)
        // An open document spelling no chain word declares its classes as the same file on disk does.
        if !concernsChains { entry.summary.quietClasses = QuietClassScan.classes(in: text.utf8) }
        return store(entry, at: path)
    }

    /// The entry of a file just read from disk, one that `mayConcernChains`: what `update` records for
    /// it, made off the index (the checker's and the indexer's passes make them on every core,
    /// then record them one by one with `record`).
    package static func diskEntry(summary: FileSummary) -> Entry {
        Entry(summary: summary, text: nil)
    }

    /// The entry of a file read from disk that does not `mayConcernChains`: the classes it
    /// declares (`QuietClass`), which a form's controller may inherit from; nil when it declares none.
    package static func quietEntry(of bytes: [UInt8], path: String) -> Entry? {
        let classes = QuietClassScan.classes(in: bytes)
        guard !classes.isEmpty else { return nil }
        var summary = FileSummary(module: ProjectModules.module(ofPath: path))
        summary.quietClasses = classes
        return Entry(summary: summary, text: nil)
    }

    /// Makes room for `files` entries recorded with a rank (`LazyProjectIndex.ordered`).
    package mutating func reserveCapacity(_ files: Int) {
        entries.reserveCapacity(files)
        symbols.reserveCapacity(files: files)
    }

    /// Records an entry made by `diskEntry` or `quietEntry`.
    package mutating func record(_ entry: Entry, at path: String) {
        store(entry, at: path)
    }

    /// Records an entry made by `diskEntry` or `quietEntry` with a rank: its declarations go among
    /// those of the other files as if the files had been recorded in the order of their ranks
    /// (`ProjectSymbols.add(_:path:rank:)`).
    package mutating func record(_ entry: Entry, at path: String, rank: Int) {
        store(entry, at: path, rank: rank)
    }

    /// Takes every entry of `other` except those at `excluded` paths (the open documents, whose
    /// text the editor holds and which win over disk).
    package mutating func merge(_ other: WorkspaceIndex, excluding excluded: Set<String>) {
        for (path, entry) in other.entries where !excluded.contains(path) {
            store(entry, at: path)
        }
    }

    @discardableResult
    private mutating func store(_ entry: Entry, at path: String, rank: Int? = nil) -> Bool {
        let previous = entries[path]
        if let previous, previous.summary == entry.summary {
            // The same declarations, perhaps from elsewhere now (a document closed unchanged): kept
            // or not as its new origin says.
            entries[path] = entry
            return false
        }
        if previous != nil { unlink(path) }
        entries[path] = entry
        symbols.add(entry.summary, path: path, rank: rank)
        if tracksDependents {
            for name in entry.summary.typeNames { namingFiles[name, default: []].insert(path) }
        }
        return previous.map { !$0.summary.declaresTheSame(as: entry.summary) } ?? true
    }

    /// Forgets a file; returns whether it was indexed.
    @discardableResult
    package mutating func remove(path: String) -> Bool {
        guard entries[path] != nil else { return false }
        unlink(path)
        entries[path] = nil
        return true
    }

    private mutating func unlink(_ path: String) {
        guard let summary = entries[path]?.summary else { return }
        symbols.remove(path: path)
        if tracksDependents {
            for name in summary.typeNames { namingFiles[name]?.remove(path) }
        }
    }

    /// The components of the project a call to which may be a field (`ProjectSymbols.singleLineComponentNames`).
    package var singleLineComponentNames: Set<String> { symbols.singleLineComponentNames }

    /// The app's own text field classes, an instance of which may be a field, made or held
    /// (`ProjectSymbols.uiKitInputClassNames`).
    package var inputClassNames: Set<String> { symbols.uiKitInputClassNames }

    /// Whether the analysis of the file at `path` may use another file's declarations: when not,
    /// analysing it alone (`Engine.summaryAndFindings`) gives what analysing it here gives.
    /// With the `lookups` of that analysis, only another file's declarations under the names it
    /// looked up count.
    package func dependsOnOtherFiles(path: String, summary: FileSummary, lookups: SymbolLookups? = nil) -> Bool {
        contextIfDependingOnOtherFiles(path: path, summary: summary, lookups: lookups) != nil
    }

    /// `context(forPath:summary:)` when `dependsOnOtherFiles`, else nil: the file's symbols are
    /// restricted once for both questions (the checker's second pass asks them in turn).
    package func contextIfDependingOnOtherFiles(path: String, summary: FileSummary, lookups: SymbolLookups? = nil) -> ProjectContext? {
        let symbols = symbols(seenFrom: path, summary: summary)
        let depends = lookups.map { symbols.declaresAnything(outside: path, under: $0) } ?? symbols.declaresAnything(outside: path)
        return depends ? ProjectContext(path: path, symbols: symbols) : nil
    }

    /// What the analysis of the file at `path` sees of the project: the symbols of the names its
    /// summary mentions. Two contexts are equal exactly when the analysis would see the same.
    package func context(forPath path: String, summary: FileSummary) -> ProjectContext {
        ProjectContext(path: path, symbols: symbols(seenFrom: path, summary: summary))
    }

    /// Every name under which `context(forPath:summary:)` looks the project's declarations up,
    /// found or not (`ProjectSymbols.namesRead`): a file declaring nothing under any of them, and
    /// no subclass of one of their `parents`, changes nothing the file at `path` sees.
    package func namesRead(forPath path: String, summary: FileSummary) -> ProjectSymbols.NamesRead {
        symbols.namesRead(mentions: summary.mentionedTypes, classNames: summary.typeNames, declaredIn: path)
    }

    private func symbols(seenFrom path: String, summary: FileSummary) -> ProjectSymbols {
        symbols.restricted(mentions: summary.mentionedTypes, classNames: summary.typeNames, declaredIn: path)
    }

    /// Those of `candidates` (say, the open documents) that name something `path` declares for
    /// other files (a component, an enum, a class part) or the superclass of a class it declares:
    /// whose analysis may change when it does.
    package func dependents(of path: String, among candidates: some Sequence<String>) -> [String] {
        guard let summary = entries[path]?.summary else { return [] }
        // A class's superclass sees the scenes of its subclasses (`ProjectSymbols.subclasses(of:)`).
        // What the app does to IQKeyboardManager's toolbar reaches every form.
        if !summary.keyboardManagerSwitches.isEmpty { return candidates.filter { $0 != path } }
        var names = summary.declaredNames.union(summary.classParts.compactMap(\.superclass))
        // Code giving other objects' inputs a delegate answers Return for the classes it names.
        if summary.classParts.contains(where: { !$0.delegatesOthersInputs.isEmpty }) { names.formUnion(summary.mentionedTypes) }
        // A form inheriting from it through quiet classes (`QuietClass`) names only the nearest.
        names.formUnion(symbols.quietSubclasses(of: summary.declaredNames))
        let naming = names.reduce(into: Set<String>()) { $0.formUnion(namingFiles[$1] ?? []) }
        return candidates.filter { $0 != path && naming.contains($0) }
    }
}
