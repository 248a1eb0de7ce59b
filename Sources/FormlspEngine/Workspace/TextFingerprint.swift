/// Tells one version of a file's text from another without keeping the text: its length in
/// UTF-8 bytes and a 64-bit hash of those bytes.
///
/// The hash is the standard library's `Hasher` (SipHash, keyed with a seed drawn afresh in every
/// process). It runs at memory speed over the bytes, and because its key is secret no file can be
/// crafted to collide with another; two different texts of the same length then match by chance
/// once in 2⁶⁴. The seed makes fingerprints mean nothing outside the process, and they never leave it.
package struct TextFingerprint: Hashable, Sendable {
    package var byteCount: Int
    package var hash: Int

    package init(of text: String) {
        var text = text
        var hasher = Hasher()
        byteCount = text.withUTF8 { bytes in
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
            return bytes.count
        }
        hash = hasher.finalize()
    }

    /// The fingerprint of the text these UTF-8 bytes spell, the same as `init(of:)` gives it.
    package init(of bytes: [UInt8]) {
        var hasher = Hasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        byteCount = bytes.count
        hash = hasher.finalize()
    }
}
