/// The prefilter's second stage again, once the project's form components and text field classes
/// are known: a file that spells no focus word may still hold a form of components
/// (`LabeledInput("Name", text: $name)` called for each field, declared in the same file or
/// another) or of fields of the app's own `UITextField` subclasses whose names do not end in
/// `TextField` (`@IBOutlet var oldPassword: FloatingInput!`), and a form needs two inputs. So a file
/// passes when its calls to single-line components, its mentions of the input classes and its text
/// inputs (as `Prefilter` counts them) make two. A call is the component's whole name, not the end
/// of a longer one, followed (after any spaces) by `(` or a trailing closure's `{`; an input class
/// counts there too, and where a field of it is held: before `!` or `?` (an outlet, an optional
/// property), unless its name ends in `TextField` (`Prefilter` counts those held already).
package struct ComponentFormPrefilter: Sendable {
    private let scan: WordScan?
    /// The names' hashes, which a ruled-out file's `CalledNames` are tested against; nil when a
    /// name is one `CalledNames` does not keep.
    private let nameHashes: NameHashes?

    /// `components`: the names of the project's components that may hold a single-line input
    /// (`WorkspaceIndex.singleLineComponentNames`); `inputClasses`: its text field classes
    /// (`WorkspaceIndex.inputClassNames`). Names of one character are never looked for.
    package init(components: Set<String>, inputClasses: Set<String> = []) {
        let classes = inputClasses.filter { $0.utf8.count >= 2 }
        let names = components.filter { $0.utf8.count >= 2 }.union(classes).sorted()
        guard !names.isEmpty else {
            scan = nil
            nameHashes = nil
            return
        }
        nameHashes = names.allSatisfy { CalledNames.isKept(first: $0.utf8.first ?? 0) } ? NameHashes(names) : nil
        // A class whose name ends in `TextField` is counted where held by the first stage's own test.
        let held = classes.filter { !$0.hasSuffix(Prefilter.inputName) }
        let counted = names.map { name in
            (word: name, anchorOffset: Self.anchorOffset(of: name),
             isCounted: held.contains(name) ? Self.madeOrHeld : Self.call as @Sendable (UnsafeBufferPointer<UInt8>, Range<Int>) -> Bool)
        }
        scan = WordScan([], counting: counted + [(word: Prefilter.inputName, anchorOffset: 3, isCounted: Prefilter.inputMention)], needed: Prefilter.inputsOfAForm)
    }

    /// The stage for the components and input classes of `project`.
    package init(of project: WorkspaceIndex) {
        self.init(components: project.singleLineComponentNames, inputClasses: project.inputClassNames)
    }

    /// The project has no such component: no file need be read again for it.
    package var looksForNothing: Bool { scan == nil }

    /// Whether the bytes may hold a form of the project's components; false when it has none.
    package func mayHoldAForm(_ bytes: some Collection<UInt8>) -> Bool {
        scan?.holdsAnyWord(bytes) ?? false
    }

    /// Whether a file the first stage ruled out, which calls `called`, may hold a form of the
    /// components: false is certain; true when its bytes must be scanned (`mayHoldAForm(_:)`).
    /// Such a file spells no text input, so it needs two calls of components or mentions of input classes.
    package func mayHoldAForm(calling called: CalledNames) -> Bool {
        guard scan != nil else { return false }
        guard let nameHashes else { return true }
        return called.calls(of: nameHashes, upTo: Prefilter.inputsOfAForm) >= Prefilter.inputsOfAForm
    }

    /// Where a name's anchor starts: at its first hump (`dI` in `LabeledInput`), a pair rarer in
    /// code than its first letters; else at its start.
    static func anchorOffset(of name: String) -> Int {
        let bytes = Array(name.utf8)
        for index in 1..<bytes.count - 1 where (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index])
            && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[index + 1]) {
            return index
        }
        return 0
    }

    /// Whether the name at `word` is called: no name continues before it, and `(` or `{` follows.
    @Sendable static func call(_ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>) -> Bool {
        guard let next = byteAfter(word, in: bytes) else { return false }
        return next == UInt8(ascii: "(") || next == UInt8(ascii: "{")
    }

    /// Whether the input class named at `word` is made or held: called, or before `!` or `?`
    /// (`var name: FloatingInput!`), no name continuing before it.
    @Sendable static func madeOrHeld(_ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>) -> Bool {
        guard let next = byteAfter(word, in: bytes) else { return false }
        return next == UInt8(ascii: "(") || next == UInt8(ascii: "{") || next == UInt8(ascii: "!") || next == UInt8(ascii: "?")
    }

    /// The byte after the name at `word` and any spaces; nil when a name continues before it or the text ends.
    private static func byteAfter(_ word: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> UInt8? {
        if word.lowerBound > 0, WordScan.continuesAName(bytes[word.lowerBound - 1]) { return nil }
        var end = word.upperBound
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return end < bytes.count ? bytes[end] : nil
    }
}
