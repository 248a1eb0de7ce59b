extension LineTable {
    /// The offset just past the character that starts at `offset` (clamped into the text). An
    /// invalid byte counts as one character.
    package func offset(afterCharacterAt offset: Int) -> Int {
        let offset = min(max(offset, 0), bytes.count)
        guard offset < bytes.count else { return offset }
        return offset + Self.scalar(at: offset, in: bytes, encoding: .utf8).length
    }

    /// The offset at which the character that ends at `offset` starts (clamped into the text).
    package func offset(beforeCharacterAt offset: Int) -> Int {
        let offset = min(max(offset, 0), bytes.count)
        guard offset > 0 else { return 0 }
        var start = offset - 1
        while start > 0, offset - start < 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        if Self.scalar(at: start, in: bytes, encoding: .utf8).length == offset - start { return start }
        return offset - 1
    }
}
