/// The names a file calls, taken while the first pass holds the bytes of a file the prefilter rules
/// out (one that spells no chain word, so no text input), so that the component stage
/// (`ComponentFormPrefilter.mayHoldAForm(calling:)`) reads again only the files that may call the
/// project's components, which are not known yet when the file is read.
///
/// A call is what the component stage takes for one: a name that no name character precedes,
/// followed after any spaces or tabs by `(` or `{`; so is a name before `!` or `?`, where the stage
/// counts a field of the app's own text field classes held (`var name: FloatingInput!`). Only
/// names starting with an ASCII capital are kept (components are types; a component named
/// otherwise sends every file back to the scan), each as a 32-bit hash, once per call: a hit may be
/// another name's hash, never a miss, so a file whose calls hit no component's hash cannot hold a
/// form of components.
package struct CalledNames: Sendable, Equatable {
    /// One hash per call, in the order of the text.
    private let hashes: [UInt32]

    /// The calls in `bytes`.
    package init(of bytes: [UInt8]) {
        hashes = bytes.withUnsafeBufferPointer(Self.calls(in:))
    }

    /// How many of the calls are of a name whose hash is in `names`, counting up to `limit`.
    func calls(of names: NameHashes, upTo limit: Int) -> Int {
        var found = 0
        for hash in hashes where names.contains(hash) {
            found += 1
            if found >= limit { break }
        }
        return found
    }

    /// The hash a name is kept under: FNV-1a over its bytes from the last, the order in which a
    /// call's name is read (backwards from the bracket), so that it is hashed as it is read.
    static func hash(of name: some BidirectionalCollection<UInt8>) -> UInt32 {
        var hash = hashSeed
        for byte in name.reversed() { hash = hashing(byte, into: hash) }
        return hash
    }

    private static let hashSeed: UInt32 = 2_166_136_261

    private static func hashing(_ byte: UInt8, into hash: UInt32) -> UInt32 {
        (hash ^ UInt32(byte)) &* 16_777_619
    }

    /// Whether a name starting with this byte is kept.
    static func isKept(first byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// Each `(`, `{`, `!` and `?` is found sixteen positions at a time; the name before it, if any,
    /// is read backwards from there.
    private static func calls(in buffer: UnsafeBufferPointer<UInt8>) -> [UInt32] {
        guard let base = buffer.baseAddress else { return [] }
        var found: [UInt32] = []
        let raw = UnsafeRawPointer(base)
        let parenthesis = SIMD16<UInt8>(repeating: UInt8(ascii: "(")), brace = SIMD16<UInt8>(repeating: UInt8(ascii: "{"))
        let bang = SIMD16<UInt8>(repeating: UInt8(ascii: "!")), question = SIMD16<UInt8>(repeating: UInt8(ascii: "?"))
        var index = 0
        // Most blocks hold none of the four: two are tested at once, and their lanes gathered only when one does.
        while index + 32 <= buffer.count {
            let block = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            let after = raw.loadUnaligned(fromByteOffset: index + 16, as: SIMD16<UInt8>.self)
            let closing = WordScan.lanes((block .== parenthesis) .| (block .== brace) .| (block .== bang) .| (block .== question))
            let closingAfter = WordScan.lanes((after .== parenthesis) .| (after .== brace) .| (after .== bang) .| (after .== question))
            if WordScan.holdsAny(closing | closingAfter) {
                var lanes = UInt32(WordScan.bits(of: closing)) | UInt32(WordScan.bits(of: closingAfter)) << 16
                while lanes != 0 {
                    recordName(before: index + lanes.trailingZeroBitCount, in: buffer, into: &found)
                    lanes &= lanes - 1
                }
            }
            index += 32
        }
        while index + 16 <= buffer.count {
            let block = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            var lanes = WordScan.bits(of: (block .== parenthesis) .| (block .== brace) .| (block .== bang) .| (block .== question))
            while lanes != 0 {
                recordName(before: index + lanes.trailingZeroBitCount, in: buffer, into: &found)
                lanes &= lanes - 1
            }
            index += 16
        }
        for position in index..<buffer.count where closesAName.contains(buffer[position]) {
            recordName(before: position, in: buffer, into: &found)
        }
        return found
    }

    private static let closesAName = Array("({!?".utf8)

    /// Keeps the hash of the name that ends, before any spaces or tabs, at `open`.
    private static func recordName(before open: Int, in buffer: UnsafeBufferPointer<UInt8>, into found: inout [UInt32]) {
        var end = open
        while end > 0, buffer[end - 1] == UInt8(ascii: " ") || buffer[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        guard end > 0, WordScan.continuesAName(buffer[end - 1]) else { return }
        var start = end - 1
        var hash = hashing(buffer[start], into: hashSeed)
        while start > 0, WordScan.continuesAName(buffer[start - 1]) {
            start -= 1
            hash = hashing(buffer[start], into: hash)
        }
        guard isKept(first: buffer[start]) else { return }
        found.append(hash)
    }
}

/// The hashes of some names (`CalledNames.hash(of:)`), tested first against a table of bits, which
/// rules out nearly every other name with one load.
struct NameHashes: Sendable {
    private static let tableBits = 1 << 16
    private let table: [UInt64]
    private let hashes: Set<UInt32>

    init(_ names: some Sequence<String>) {
        hashes = Set(names.map { CalledNames.hash(of: $0.utf8) })
        var table = [UInt64](repeating: 0, count: Self.tableBits / 64)
        for hash in hashes {
            let bit = Int(hash) & (Self.tableBits - 1)
            table[bit >> 6] |= 1 << UInt64(bit & 63)
        }
        self.table = table
    }

    func contains(_ hash: UInt32) -> Bool {
        let bit = Int(hash) & (Self.tableBits - 1)
        return table[bit >> 6] & (1 << UInt64(bit & 63)) != 0 && hashes.contains(hash)
    }
}
