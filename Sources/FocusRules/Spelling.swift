/// How far apart two spellings are, for "did you mean" hints and for naming the nearest values.
package enum Spelling {
    /// The Levenshtein distance between `a` and `b`, ignoring case.
    package static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The candidate `word` was probably meant to be: the nearest one within a third of its
    /// length, or one that it starts (`missing-focus` for `missing-focus-transition`).
    package static func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
        let scored = candidates.map { (candidate: $0, distance: distance(word, $0)) }
        if let near = scored.filter({ $0.distance <= max(2, word.count / 3) }).min(by: { $0.distance < $1.distance }) { return near.candidate }
        let extended = scored.filter { $0.candidate.hasPrefix(word.lowercased()) && word.count >= 4 }
        return extended.count == 1 ? extended[0].candidate : nil
    }

    /// ` (did you mean "x"?)`, or nothing.
    package static func hint(for word: String, among candidates: some Sequence<String>) -> String {
        suggestion(for: word, among: candidates).map { " (did you mean \"\($0)\"?)" } ?? ""
    }
}
