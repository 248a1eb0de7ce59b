import CWordScan
import Foundation

/// A byte-level test that tells which files cannot matter, before any decoding or parsing. It is
/// exact in that direction only (a hit may still yield nothing): it hides no finding but the
/// forms the second stage names.
///
/// 1. A file in which one of the focus and Return-key `words` occurs may concern any rule.
/// 2. A file with none of them has no focus plumbing, so the one finding it can hold is a form of
///    inputs that nothing routes (`form-without-focus-routing`), and a form needs two single-line
///    inputs. The analysis takes an input for one by its type's name, which ends in `TextField`
///    (`TextField(`, `UITextField()`, a design system's `PillTextField(`, an outlet `UITextField!`,
///    `let name: UITextField = …`) or `SecureField` (a word of the first stage), so the file must
///    spell such a name twice, where an input is made or held: before a call, an optional, a value
///    or the end of a declaration. A parameter's type (`_ field: UITextField)`), a cast and a
///    style (`RoundedBorderTextFieldStyle`) do not count. What this stage does not see is a form
///    of an input spelled once and shown twice (a row helper called per field) or of inputs under
///    other names (components, a factory's fields, outlets of the app's `FloatingInput: UITextField`):
///    `ComponentFormPrefilter` lets a file through once the project's components and text field
///    classes are known, when its calls to them, its fields of them and its inputs make two.
///
/// Most of a large repository is ruled out here, so the scan is built for speed: each word is
/// found through a rare pair of adjacent bytes inside it (its anchor: `bm` in `onSubmit`), and
/// sixteen positions are tested for every anchor at once (`WordScan`). A whole word is
/// compared only where an anchor occurs, which in ordinary code is a few times per file. Both
/// stages are one scan.
package enum Prefilter {
    /// Every rule but `form-without-focus-routing` needs at least one of these spelled out in the
    /// file: the focus and Return-key words, the inputs of a form with no focus plumbing that
    /// show it is one (a secure field, a content type, a text field outlet), and `formlsp:` for
    /// suppression comments (a misspelt one is reported on its own).
    package static let words = [
        "FocusState", "focused", "onSubmit", "submitLabel",
        "textFieldShouldReturn", "returnKeyType", "UITextFieldDelegate", "shouldChangeCharactersIn",
        "SecureField", "textContentType", "UITextField!", "formlsp:",
    ]

    /// Where in each word its anchor starts, in the order of `words`: byte pairs that are rare in
    /// Swift (`cu`, `bm`, `dS`, `nK`, `dD`, `dC`, `eF`, `tC`, `d!`, `ml`), so that anchors seldom occur elsewhere.
    static let anchorOffsets = [2, 2, 4, 2, 8, 5, 10, 5, 5, 3, 10, 3]

    /// The end of a text input type's name, counted by the second stage (`inputMention`) until
    /// it has seen `inputsOfAForm`.
    package static let inputName = "TextField"
    package static let inputsOfAForm = 2

    private static let scan = WordScan(
        zip(words, anchorOffsets).map { ($0, $1) }, counting: [(word: inputName, anchorOffset: 3, isCounted: inputMention)], needed: inputsOfAForm
    )

    /// Whether `inputName` at `word` ends a type's name (one starting with a capital) where an input
    /// is made or held: a call (`.init(` too), an optional, a generic argument list, a value, or the
    /// end of a declaration (a line end, `;`, `}`, a comment) follows, after any spaces.
    @Sendable static func inputMention(_ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>) -> Bool {
        var start = word.lowerBound
        while start > 0, WordScan.continuesAName(bytes[start - 1]) { start -= 1 }
        guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[start]) else { return false }
        var end = word.upperBound
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        guard end < bytes.count else { return false }
        if followingAnInput.contains(bytes[end]) { return true }
        return end + initializer.count <= bytes.count && bytes[end..<end + initializer.count].elementsEqual(initializer)
    }

    private static let followingAnInput = Array("(!?<=;}/\n\r".utf8)
    private static let initializer = Array(".init(".utf8)

    /// Whether the bytes may hold something a rule looks at.
    package static func mayConcernRules(_ bytes: some Collection<UInt8>) -> Bool {
        scan.holdsAnyWord(bytes)
    }
}

/// Finds whether any of a few words occurs in a buffer, sixteen positions at a time, or the counted
/// words occur often enough together.
struct WordScan: Sendable {
    private struct Needle {
        var bytes: [UInt8]
        var anchorOffset: Int
        /// Counted rather than enough on its own, where this says it counts (given the buffer and
        /// where the word lies in it).
        var isCounted: (@Sendable (UnsafeBufferPointer<UInt8>, Range<Int>) -> Bool)?
    }

    /// The words found through each anchor, with where the anchor sits in each; in the order of
    /// `anchorVectors`, which holds the anchors' two bytes repeated over a vector (kept apart, so
    /// that the hot loop touches only plain vectors).
    private let anchorWords: [[Needle]]
    private let anchorVectors: [(first: SIMD16<UInt8>, second: SIMD16<UInt8>)]
    /// The anchors whose first byte is a byte (bit `n` for anchor `n`), and those whose second is:
    /// a position holds anchor `n` where both sets hold it.
    private let anchorsByFirstByte: [UInt64]
    private let anchorsBySecondByte: [UInt64]
    /// How many occurrences of the counted words (all of them together) let a buffer through.
    private let needed: Int
    /// The anchors as the nibble tables of `formlsp_pair_scan_next`, which finds them sixteen
    /// positions at a time by two table lookups per byte whatever their number; nil where it does not
    /// run (no SSSE3) or would not pay (fewer than three anchors, which the compares test as fast)
    /// or cannot serve (more than sixteen).
    private let pairTables: PairTables?

    /// `formlsp_pair_tables` and how many of its two table sets hold anchors.
    private struct PairTables: @unchecked Sendable {
        var tables = formlsp_pair_tables()
        var sets: Int32

        /// `pairs[n]` is anchor `n`, the bit `n % 8` of set `n / 8`.
        init(_ pairs: [[UInt8]]) {
            sets = pairs.count > 8 ? 2 : 1
            withUnsafeMutableBytes(of: &tables) { table in
                // The four tables of two sets of sixteen bytes, in the order the C struct declares them.
                for (number, pair) in pairs.enumerated() {
                    let set = number / 8, bit = UInt8(1) << UInt8(number % 8)
                    table[0 * 32 + set * 16 + Int(pair[0] & 15)] |= bit
                    table[1 * 32 + set * 16 + Int(pair[0] >> 4)] |= bit
                    table[2 * 32 + set * 16 + Int(pair[1] & 15)] |= bit
                    table[3 * 32 + set * 16 + Int(pair[1] >> 4)] |= bit
                }
            }
        }

        /// Where the first anchor starts at or after `from` (as `formlsp_pair_scan_next`); nil for none.
        @inline(__always)
        func next(in buffer: UnsafeBufferPointer<UInt8>, from: Int, tables: UnsafePointer<formlsp_pair_tables>) -> Int? {
            guard let base = buffer.baseAddress, from + 1 < buffer.count else { return nil }
            let found = Int(formlsp_pair_scan_next(tables, sets, base, buffer.count, from))
            return found + 1 < buffer.count ? found : nil
        }
    }

    /// Whether `formlsp_pair_scan_next` runs on this processor.
    static let pairScanRuns = formlsp_pair_scan_available() != 0

    /// Whether this scan finds its anchors by `formlsp_pair_scan_next`.
    var usesPairScan: Bool { pairTables != nil }

    /// Each word with the offset of its anchor: a pair of adjacent bytes inside it that is rare in
    /// the text searched. `counting` are words that let a buffer through once they occur `needed`
    /// times in all, each where its `isCounted` accepts it. `pairScan: false` keeps to the compares
    /// (to test one way against the other).
    init(
        _ words: [(word: String, anchorOffset: Int)],
        counting: [(word: String, anchorOffset: Int, isCounted: @Sendable (UnsafeBufferPointer<UInt8>, Range<Int>) -> Bool)] = [], needed: Int = 1,
        pairScan: Bool = true
    ) {
        var pairs: [[UInt8]] = []
        var grouped: [[Needle]] = []
        let needles = words.map { Needle(bytes: Array($0.word.utf8), anchorOffset: $0.anchorOffset) }
            + counting.map { Needle(bytes: Array($0.word.utf8), anchorOffset: $0.anchorOffset, isCounted: $0.isCounted) }
        for needle in needles {
            let pair = Array(needle.bytes[needle.anchorOffset...].prefix(2))
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
        precondition(grouped.count <= UInt64.bitWidth, "a word scan tells at most 64 anchors apart")
        var byFirst = [UInt64](repeating: 0, count: 256), bySecond = [UInt64](repeating: 0, count: 256)
        for (number, pair) in pairs.enumerated() {
            byFirst[Int(pair[0])] |= 1 << UInt64(number)
            bySecond[Int(pair[1])] |= 1 << UInt64(number)
        }
        anchorsByFirstByte = byFirst
        anchorsBySecondByte = bySecond
        self.needed = needed
        pairTables = pairScan && Self.pairScanRuns && (3...16).contains(pairs.count) ? PairTables(pairs) : nil
    }

    func holdsAnyWord(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.withContiguousStorageIfAvailable(holdsAnyWord(buffer:)) ?? holdsAnyWord(Array(bytes))
    }

    private func holdsAnyWord(buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress, buffer.count >= 2 else { return false }
        if let pairTables {
            // The anchors in the order of the text, as the blocks below find them.
            return withUnsafePointer(to: pairTables.tables) { tables in
                var counted = 0
                var position = 0
                while let found = pairTables.next(in: buffer, from: position, tables: tables) {
                    if holdsWord(buffer, at: found, counted: &counted) { return true }
                    position = found + 1
                }
                return false
            }
        }
        let anchors = anchorVectors
        let count = buffer.count
        let raw = UnsafeRawPointer(base)
        var index = 0
        var counted = 0
        // A block tests the pairs starting at index..<index+16, so it reads up to index+16. Two
        // blocks are tested at once, each anchor's vectors loaded once for both.
        while index + 33 <= count {
            let here = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            let next = raw.loadUnaligned(fromByteOffset: index + 1, as: SIMD16<UInt8>.self)
            let hereAfter = raw.loadUnaligned(fromByteOffset: index + 16, as: SIMD16<UInt8>.self)
            let nextAfter = raw.loadUnaligned(fromByteOffset: index + 17, as: SIMD16<UInt8>.self)
            var found = SIMD16<UInt8>(), foundAfter = SIMD16<UInt8>()
            for anchor in anchors {
                found |= Self.lanes((here .== anchor.first) .& (next .== anchor.second))
                foundAfter |= Self.lanes((hereAfter .== anchor.first) .& (nextAfter .== anchor.second))
            }
            if Self.holdsAny(found | foundAfter) {
                var lanes = UInt32(Self.bits(of: found)) | UInt32(Self.bits(of: foundAfter)) << 16
                while lanes != 0 {
                    if holdsWord(buffer, at: index + lanes.trailingZeroBitCount, counted: &counted) { return true }
                    lanes &= lanes - 1
                }
            }
            index += 32
        }
        if index + 17 <= count {
            let here = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            let next = raw.loadUnaligned(fromByteOffset: index + 1, as: SIMD16<UInt8>.self)
            var lanes = Self.bits(of: anchorLanes(here, next))
            while lanes != 0 {
                if holdsWord(buffer, at: index + lanes.trailingZeroBitCount, counted: &counted) { return true }
                lanes &= lanes - 1
            }
            index += 16
        }
        while index + 1 < count {
            if holdsWord(buffer, at: index, counted: &counted) { return true }
            index += 1
        }
        return false
    }

    /// The lanes of a block (`here`, and `next`, the block one byte on) where an anchor's two bytes
    /// lie: all ones there, zero elsewhere.
    @inline(__always)
    private func anchorLanes(_ here: SIMD16<UInt8>, _ next: SIMD16<UInt8>) -> SIMD16<UInt8> {
        var found = SIMD16<UInt8>()
        for anchor in anchorVectors {
            found |= Self.lanes((here .== anchor.first) .& (next .== anchor.second))
        }
        return found
    }

    /// A comparison's answer as bytes (all ones where true): or-ed and tested as plain vectors,
    /// which the compiler keeps in registers, where masks are reduced lane by lane.
    @inline(__always)
    static func lanes(_ mask: SIMDMask<SIMD16<Int8>>) -> SIMD16<UInt8> {
        unsafeBitCast(mask, to: SIMD16<UInt8>.self)
    }

    /// Whether any lane is set, read as two 64-bit halves.
    @inline(__always)
    static func holdsAny(_ lanes: SIMD16<UInt8>) -> Bool {
        let halves = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
        return halves[0] | halves[1] != 0
    }

    /// The lanes set (all ones or zero each) as bits, lane 0 the lowest. Each 64-bit half's top
    /// bits are gathered by one multiplication: the bit of byte `i` moves up by `7 × (7 − i)`
    /// places to bit `56 + i`, and no two shifted bits meet, so nothing carries.
    @inline(__always)
    static func bits(of lanes: SIMD16<UInt8>) -> UInt16 {
        let halves = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
        let gather: UInt64 = 0x0002_0408_1020_4081
        let low = ((halves[0] & 0x8080_8080_8080_8080) &* gather) >> 56
        let high = ((halves[1] & 0x8080_8080_8080_8080) &* gather) >> 56
        return UInt16(truncatingIfNeeded: low | high << 8)
    }

    /// A comparison's answer as lane bits (`bits(of:)`).
    @inline(__always)
    static func bits(of mask: SIMDMask<SIMD16<Int8>>) -> UInt16 {
        bits(of: lanes(mask))
    }

    /// Where the first of the words starts at or after `start` (a counted word counts as any other).
    func firstWord(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = buffer.baseAddress else { return nil }
        if let pairTables {
            return withUnsafePointer(to: pairTables.tables) { tables in
                var position = max(start, 0)
                while let found = pairTables.next(in: buffer, from: position, tables: tables) {
                    if let word = wordStart(buffer, at: found, from: start) { return word }
                    position = found + 1
                }
                return nil
            }
        }
        let raw = UnsafeRawPointer(base)
        let count = buffer.count
        var index = max(start, 0)
        while index + 33 <= count {
            let found = anchorLanes(raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self), raw.loadUnaligned(fromByteOffset: index + 1, as: SIMD16<UInt8>.self))
            let foundAfter = anchorLanes(
                raw.loadUnaligned(fromByteOffset: index + 16, as: SIMD16<UInt8>.self), raw.loadUnaligned(fromByteOffset: index + 17, as: SIMD16<UInt8>.self))
            if Self.holdsAny(found | foundAfter) {
                var lanes = UInt32(Self.bits(of: found)) | UInt32(Self.bits(of: foundAfter)) << 16
                while lanes != 0 {
                    if let word = wordStart(buffer, at: index + lanes.trailingZeroBitCount, from: start) { return word }
                    lanes &= lanes - 1
                }
            }
            index += 32
        }
        while index + 17 <= count {
            let here = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            let next = raw.loadUnaligned(fromByteOffset: index + 1, as: SIMD16<UInt8>.self)
            var lanes = Self.bits(of: anchorLanes(here, next))
            while lanes != 0 {
                if let word = wordStart(buffer, at: index + lanes.trailingZeroBitCount, from: start) { return word }
                lanes &= lanes - 1
            }
            index += 16
        }
        while index + 1 < count {
            if let word = wordStart(buffer, at: index, from: start) { return word }
            index += 1
        }
        return nil
    }

    /// The start of a word whose anchor lies at `position`, when it starts at or after `start`.
    private func wordStart(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int, from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let found = anchors(at: position, in: base)
        guard found != 0 else { return nil }
        for needle in anchorWords[found.trailingZeroBitCount] {
            let wordStart = position - needle.anchorOffset
            guard wordStart >= start, wordStart + needle.bytes.count <= bytes.count,
                  memcmp(base + wordStart, needle.bytes, needle.bytes.count) == 0 else { continue }
            return wordStart
        }
        return nil
    }

    /// The anchors whose two bytes start at `position` (bit `n` for anchor `n`): at most one,
    /// since no two anchors are the same pair.
    @inline(__always)
    private func anchors(at position: Int, in base: UnsafePointer<UInt8>) -> UInt64 {
        anchorsByFirstByte[Int(base[position])] & anchorsBySecondByte[Int(base[position + 1])]
    }

    /// Whether a whole word lies around the anchor at `position`, if one is there, or the counted
    /// word reaches `needed` there (rare: only the positions holding an anchor are looked at, each
    /// for its anchor's own words).
    private func holdsWord(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int, counted: inout Int) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let found = anchors(at: position, in: base)
        return found != 0 && holdsWord(bytes, anchor: found.trailingZeroBitCount, at: position, counted: &counted)
    }

    /// Whether one of the words of anchor `number` lies around that anchor at `position` (a
    /// counted word: whether it is the one that makes `needed`).
    private func holdsWord(_ bytes: UnsafeBufferPointer<UInt8>, anchor number: Int, at position: Int, counted: inout Int) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        for needle in anchorWords[number] {
            let start = position - needle.anchorOffset
            let end = start + needle.bytes.count
            guard start >= 0, end <= bytes.count, memcmp(base + start, needle.bytes, needle.bytes.count) == 0 else { continue }
            guard let isCounted = needle.isCounted else { return true }
            if isCounted(bytes, start..<end) {
                counted += 1
                if counted >= needed { return true }
            }
        }
        return false
    }

    /// ASCII letters, digits, `_`, and every byte of a multi-byte UTF-8 character (which may be a letter).
    static func continuesAName(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: byte >= 0x80
        }
    }
}
