import Foundation

/// A byte-level test that tells which files cannot matter, before any decoding or parsing: a file
/// in which none of the focus and Return-key words occur has nothing for any rule to report.
/// It is exact in that direction only (a hit may still yield nothing), so it never hides a finding.
///
/// Most of a large repository is ruled out here, so the scan is built for speed: each word is
/// found through a rare pair of adjacent bytes inside it (its anchor: `bm` in `onSubmit`), and
/// sixteen positions are tested for every anchor at once with SIMD compares. A whole word is
/// compared only where an anchor occurs, which in ordinary code is a few times per file.
package enum Prefilter {
    /// Every rule needs at least one of these spelled out in the file: the focus and Return-key
    /// words, the inputs of a form with no focus plumbing (a secure field, a content type, a text
    /// field outlet), and `formlsp:` for suppression comments (a misspelt one is reported on its own).
    package static let words = [
        "FocusState", "focused", "onSubmit", "submitLabel",
        "textFieldShouldReturn", "returnKeyType", "UITextFieldDelegate", "shouldChangeCharactersIn",
        "SecureField", "textContentType", "UITextField!", "formlsp:",
    ]

    /// Where in each word its anchor starts, in the order of `words`: byte pairs that are rare in
    /// Swift (`cu`, `bm`, `dS`, `nK`, `dD`, `dC`, `eF`, `tC`, `d!`, `ml`), so that anchors seldom occur elsewhere.
    static let anchorOffsets = [2, 2, 4, 2, 8, 5, 10, 5, 5, 3, 10, 3]

    private static let scan = WordScan(zip(words, anchorOffsets).map { ($0, $1) })

    /// Whether the bytes may hold something a rule looks at.
    package static func mayConcernRules(_ bytes: some Collection<UInt8>) -> Bool {
        scan.holdsAnyWord(bytes)
    }
}

/// Finds whether any of a few words occurs in a buffer, sixteen positions at a time.
struct WordScan: Sendable {
    private struct Needle {
        var bytes: [UInt8]
        var anchorOffset: Int
    }

    /// The words found through each anchor, with where the anchor sits in each; in the order of
    /// `anchorVectors`, which holds the anchors' two bytes repeated over a vector (kept apart, so
    /// that the hot loop touches only plain vectors).
    private let anchorWords: [[Needle]]
    private let anchorVectors: [(first: SIMD16<UInt8>, second: SIMD16<UInt8>)]

    /// Each word with the offset of its anchor: a pair of adjacent bytes inside it that is rare in
    /// the text searched.
    init(_ words: [(word: String, anchorOffset: Int)]) {
        var pairs: [[UInt8]] = []
        var grouped: [[Needle]] = []
        for (word, offset) in words {
            let needle = Needle(bytes: Array(word.utf8), anchorOffset: offset)
            let pair = Array(needle.bytes[offset...].prefix(2))
            if let known = pairs.firstIndex(of: pair) {
                grouped[known].append(needle)
            } else {
                pairs.append(pair)
                grouped.append([needle])
            }
        }
        anchorWords = grouped
        anchorVectors = grouped.map { needles in
            let needle = needles[0]
            return (SIMD16(repeating: needle.bytes[needle.anchorOffset]), SIMD16(repeating: needle.bytes[needle.anchorOffset + 1]))
        }
    }

    func holdsAnyWord(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.withContiguousStorageIfAvailable(holdsAnyWord(buffer:)) ?? holdsAnyWord(Array(bytes))
    }

    private func holdsAnyWord(buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress, buffer.count >= 2 else { return false }
        let anchors = anchorVectors
        let count = buffer.count
        let raw = UnsafeRawPointer(base)
        var index = 0
        // A block tests the pairs starting at index..<index+16, so it reads up to index+16.
        while index + 17 <= count {
            let here = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            let next = raw.loadUnaligned(fromByteOffset: index + 1, as: SIMD16<UInt8>.self)
            var found = SIMDMask<SIMD16<Int8>>(repeating: false)
            for anchor in anchors {
                found .|= (here .== anchor.first) .& (next .== anchor.second)
            }
            if any(found), holdsWord(buffer, at: index, here: here, next: next) { return true }
            index += 16
        }
        while index + 1 < count {
            for (number, anchor) in anchors.enumerated() where base[index] == anchor.first[0] && base[index + 1] == anchor.second[0] {
                if holdsWord(buffer, anchor: number, at: index) { return true }
            }
            index += 1
        }
        return false
    }

    /// Whether a whole word lies around an anchor in the block at `index` (rare: only the lanes
    /// holding an anchor are looked at, each for its anchor's own words).
    private func holdsWord(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, here: SIMD16<UInt8>, next: SIMD16<UInt8>) -> Bool {
        for (number, anchor) in anchorVectors.enumerated() {
            let hits = (here .== anchor.first) .& (next .== anchor.second)
            guard any(hits) else { continue }
            for lane in 0..<16 where hits[lane] && holdsWord(bytes, anchor: number, at: index + lane) { return true }
        }
        return false
    }

    /// Whether one of the words of anchor `number` lies around that anchor at `position`.
    private func holdsWord(_ bytes: UnsafeBufferPointer<UInt8>, anchor number: Int, at position: Int) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        for needle in anchorWords[number] {
            let start = position - needle.anchorOffset
            if start >= 0, start + needle.bytes.count <= bytes.count, memcmp(base + start, needle.bytes, needle.bytes.count) == 0 { return true }
        }
        return false
    }
}
