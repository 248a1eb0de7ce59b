import FocusModel

/// The checker's project index with summaries made on lookup: a file that is only summarised
/// (no rule looks at it, `WorkspaceIndex.mayConcernChains` lets it through) waits with the names
/// its summary may declare things under (`SummaryKeys`), read off its bytes, and is parsed only
/// once some checked file's context may look one of them up (`WorkspaceIndex.namesRead`), or it
/// may be one of the project's text field classes. What every checked file sees is then what the
/// index of every summary gives.
///
/// A file that may declare a form component is summarised at once: components are counted
/// project-wide (`WorkspaceIndex.singleLineComponentNames`), not looked up by name. So is one
/// that may give another object's input a delegate (`cell.nameField.delegate = self`): found
/// under the types it mentions, which its keys do not hold. So is one naming IQKeyboardManager,
/// whose toolbar every form of the app may have (`KeyboardManagerSwitches`).
package struct LazyProjectIndex: Sendable {
    /// A file whose summary waits.
    package struct Waiting: Sendable {
        package var text: String
        package var keys: SummaryKeys
    }

    private enum Slot: Sendable {
        case entry(WorkspaceIndex.Entry)
        case waiting(Int)
    }

    /// In the order the eager index records them, so that the index built holds its
    /// declarations in the same order.
    private var slots: [(path: String, slot: Slot)] = []
    private var waiting: [(path: String, file: Waiting)] = []
    private var summarised: [Int: WorkspaceIndex.Entry] = [:]
    /// Name → the waiting files that may declare something under it.
    private var waitingByName: [String: [Int]] = [:]
    /// Class name → the waiting files that may declare a subclass of it.
    private var waitingBySuperclass: [String: [Int]] = [:]
    private var slotByPath: [String: Int] = [:]
    /// The slot of each waiting file.
    private var waitingSlots: [Int] = []
    /// The numbers of the waiting files the last `summarise` summarised.
    private var lastSummarised: [Int] = []
    /// The index of every entry and summary made so far, each recorded with its slot's number as
    /// its rank: a summary made late holds its place in the eager index's order.
    private var working: WorkspaceIndex?

    package init() {}

    /// The file waiting for a lookup, when its summary may wait: nil when it may declare a form
    /// component, give another object's input a delegate or switch IQKeyboardManager.
    package static func waiting(text: String) -> Waiting? {
        let keys = SummaryKeys(of: text)
        guard !keys.mayDeclareComponent, !keys.mayDelegateOthersInputs, !KeyboardManagerWord.scan.holdsAnyWord(text.utf8) else { return nil }
        return Waiting(text: text, keys: keys)
    }

    /// Records an entry made now, as `WorkspaceIndex.record` would.
    package mutating func record(_ entry: WorkspaceIndex.Entry, at path: String) {
        slotByPath[path] = slots.count
        slots.append((path, .entry(entry)))
    }

    /// Records a file whose summary waits.
    package mutating func record(waiting file: Waiting, at path: String) {
        let number = waiting.count
        waiting.append((path, file))
        waitingSlots.append(slots.count)
        for name in file.keys.names { waitingByName[name, default: []].append(number) }
        for name in file.keys.superclasses { waitingBySuperclass[name, default: []].append(number) }
        slotByPath[path] = slots.count
        slots.append((path, .waiting(number)))
    }

    /// How many files wait, and how many of them were summarised.
    package var counts: (waiting: Int, summarised: Int) { (waiting.count, summarised.count) }

    /// The index of every entry and every summary made so far, in the order they were recorded.
    package func ordered() -> WorkspaceIndex {
        var index = WorkspaceIndex(tracksDependents: false)
        index.reserveCapacity(slots.count)
        for (rank, (path, slot)) in slots.enumerated() {
            switch slot {
            case .entry(let entry): index.record(entry, at: path, rank: rank)
            case .waiting(let number): if let entry = summarised[number] { index.record(entry, at: path, rank: rank) }
            }
        }
        return index
    }

    /// Summarises the waiting files that may declare something under one of `names` (a name such as
    /// `Array<Field>` counts under each identifier in it), a subclass of one of `parents`, or are
    /// at one of `paths`, on every core; returns whether any was.
    @discardableResult
    package mutating func summarise(
        declaringAnyOf names: Set<String>, subclassingAnyOf parents: Set<String> = [], at paths: some Sequence<String> = [],
        with summary: @Sendable (String, String) -> FileSummary
    ) -> Bool {
        var numbers: Set<Int> = []
        for (names, byKey) in [(names, waitingByName), (parents, waitingBySuperclass)] {
            for name in names {
                for key in Self.identifiers(in: name) {
                    for number in byKey[key] ?? [] where summarised[number] == nil { numbers.insert(number) }
                }
            }
        }
        for path in paths {
            if let slot = slotByPath[path], case .waiting(let number) = slots[slot].slot, summarised[number] == nil { numbers.insert(number) }
        }
        guard !numbers.isEmpty else { return false }
        let chosen = numbers.sorted()
        let files = waiting
        let entries = concurrentMap(chosen.count, costliestFirst: { files[chosen[$0]].file.text.utf8.count }) { index in
            let (path, file) = files[chosen[index]]
            return WorkspaceIndex.diskEntry(summary: summary(file.text, path))
        }
        var rebuild = false
        for (number, entry) in zip(chosen, entries) {
            summarised[number] = entry
            let path = files[number].path
            // A path recorded again later: what its later slot holds wins, as in `ordered`.
            guard slotByPath[path] == waitingSlots[number] else {
                rebuild = true
                continue
            }
            working?.record(entry, at: path, rank: waitingSlots[number])
        }
        if rebuild, working != nil { working = ordered() }
        lastSummarised = chosen
        return true
    }

    /// Summarises waiting files until every one that `readers` (files checked against the index,
    /// with their summaries) may look up, and every one that may declare a text field class
    /// (`WorkspaceIndex.inputClassNames`), is; returns the index then.
    package mutating func settled(
        for readers: [(path: String, summary: FileSummary)], with summary: @Sendable (String, String) -> FileSummary
    ) -> WorkspaceIndex {
        if working == nil { working = ordered() }
        // What each reader looks up, read again only when a summary made since may declare
        // something under one of its names or subclass one of its parents (`SummaryKeys`
        // over-approximates both): what it sees, and so what it reads, is otherwise unchanged.
        var reads: [ProjectSymbols.NamesRead?] = Array(repeating: nil, count: readers.count)
        var stale = Array(readers.indices)
        while summarised.count < waiting.count, working != nil {
            let (names, parents) = namesRead(by: readers, reading: stale, into: &reads)
            guard summarise(declaringAnyOf: names, subclassingAnyOf: parents, with: summary) else { break }
            var keys: Set<String> = []
            for number in lastSummarised {
                keys.formUnion(waiting[number].file.keys.names)
                keys.formUnion(waiting[number].file.keys.superclasses)
            }
            stale = readers.indices.filter { number in
                guard let read = reads[number] else { return true }
                return read.names.contains { Self.identifiers(in: $0).contains(where: keys.contains) }
                    || read.parents.contains { Self.identifiers(in: $0).contains(where: keys.contains) }
            }
        }
        return working ?? ordered()
    }

    /// Every name the `readers` look up in `working`, and every class a subclass of which may be a
    /// field: the readers numbered `stale` are read again (on every core), the others' `reads` kept.
    private func namesRead(
        by readers: [(path: String, summary: FileSummary)], reading stale: [Int], into reads: inout [ProjectSymbols.NamesRead?]
    ) -> (names: Set<String>, parents: Set<String>) {
        guard let index = working else { return ([], []) }
        let fresh = concurrentMap(stale.count) { number in
            let reader = readers[stale[number]]
            return index.namesRead(forPath: reader.path, summary: reader.summary)
        }
        for (number, read) in zip(stale, fresh) { reads[number] = read }
        // A class inheriting from one of them is one.
        var parents = index.inputClassNames.union(["UITextField"])
        var names: Set<String> = []
        for read in reads {
            guard let read else { continue }
            names.formUnion(read.names)
            parents.formUnion(read.parents)
        }
        return (names, parents)
    }

    /// The entry of the file at `path`, summarising it if it waits.
    package func entry(at path: String) -> WorkspaceIndex.Entry? {
        guard let slot = slotByPath[path] else { return nil }
        switch slots[slot].slot {
        case .entry(let entry): return entry
        case .waiting(let number): return summarised[number]
        }
    }

    /// Whether the file at `path` waits, unsummarised.
    package func isWaiting(_ path: String) -> Bool {
        guard let slot = slotByPath[path], case .waiting(let number) = slots[slot].slot else { return false }
        return summarised[number] == nil
    }

    private static func identifiers(in name: String) -> [String] {
        guard name.utf8.contains(where: { !isIdentifierByte($0) }) else { return [name] }
        return name.utf8.split(whereSeparator: { !isIdentifierByte($0) }).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
