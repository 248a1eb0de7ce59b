/// A byte-level test that tells which files cannot matter, before any decoding or parsing: a file
/// in which none of the focus and Return-key words occur has nothing for any rule to report.
/// It is exact in that direction only (a hit may still yield nothing), so it never hides a finding.
///
/// Most of a large repository is ruled out here, so the scan is built for speed: each word is
/// found through a rare pair of adjacent bytes inside it (its anchor: `bm` in `onSubmit`), and
/// sixteen positions are tested for every anchor at once with SIMD compares. A whole word is
/// compared only where an anchor occurs, which in ordinary code is a few times per file.
public enum Prefilter {
    /// Every rule needs at least one of these spelled out in the file: the focus and Return-key
    /// words, and `formlsp:` for suppression comments (a misspelt one is reported on its own).
    public static let words = [
        "FocusState", "focused", "onSubmit", "submitLabel",
        "textFieldShouldReturn", "returnKeyType", "UITextFieldDelegate", "shouldChangeCharactersIn",
        "formlsp:",
    ]

    /// Where in each word its anchor starts, in the order of `words`: byte pairs that are rare in
    /// Swift (`cu`, `bm`, `dS`, `nK`, `dD`, `dC`, `ml`), so that anchors seldom occur elsewhere.
    static let anchorOffsets = [2, 2, 4, 2, 8, 5, 10, 5, 3]

    private struct Needle {
        var bytes: [UInt8]
        var anchorOffset: Int
    }

    private static let needles: [Needle] = zip(words, anchorOffsets).map { Needle(bytes: Array($0.utf8), anchorOffset: $1) }

    /// The distinct anchors, each as its two bytes repeated over a vector.
    private static let anchors: [(first: SIMD16<UInt8>, second: SIMD16<UInt8>)] = {
        var seen: [[UInt8]] = []
        for needle in needles {
            let pair = Array(needle.bytes[needle.anchorOffset...].prefix(2))
            if !seen.contains(pair) { seen.append(pair) }
        }
        return seen.map { (SIMD16(repeating: $0[0]), SIMD16(repeating: $0[1])) }
    }()

    /// Whether the bytes may hold something a rule looks at.
    public static func mayMatter(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.withContiguousStorageIfAvailable(mayMatter(buffer:)) ?? mayMatter(Array(bytes))
    }

    private static func mayMatter(buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress, buffer.count >= 2 else { return false }
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
            if any(found), holdsWord(buffer, anchorsFrom: index, to: index + 16) { return true }
            index += 16
        }
        return holdsWord(buffer, anchorsFrom: index, to: count - 1)
    }

    /// Whether a whole word lies around an anchor starting in `start..<end`.
    private static func holdsWord(_ bytes: UnsafeBufferPointer<UInt8>, anchorsFrom start: Int, to end: Int) -> Bool {
        for position in start..<end {
            for needle in needles where bytes[position] == needle.bytes[needle.anchorOffset] {
                let wordStart = position - needle.anchorOffset
                guard wordStart >= 0, wordStart + needle.bytes.count <= bytes.count else { continue }
                if needle.bytes.indices.allSatisfy({ bytes[wordStart + $0] == needle.bytes[$0] }) { return true }
            }
        }
        return false
    }
}
