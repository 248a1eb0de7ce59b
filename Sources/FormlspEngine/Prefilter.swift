/// A byte-level test that tells which files cannot matter, before any decoding or parsing: a file
/// in which none of the focus and Return-key words occur has nothing for any rule to report.
/// It is exact in that direction only (a hit may still yield nothing), so it never hides a finding.
public enum Prefilter {
    /// Every rule needs at least one of these spelled out in the file: the focus and Return-key
    /// words, and `formlsp:` for suppression comments (a misspelt one is reported on its own).
    public static let words = [
        "FocusState", "focused", "onSubmit", "submitLabel",
        "textFieldShouldReturn", "returnKeyType", "UITextFieldDelegate", "shouldChangeCharactersIn",
        "formlsp:",
    ]

    private static let needles: [[UInt8]] = words.map { Array($0.utf8) }
    /// For each byte value, whether some word starts with it: most bytes are rejected by one lookup.
    private static let startsSomeWord: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for needle in needles { table[Int(needle[0])] = true }
        return table
    }()

    /// Whether the bytes may hold something a rule looks at.
    public static func mayMatter(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.withContiguousStorageIfAvailable(mayMatter(buffer:)) ?? mayMatter(Array(bytes))
    }

    private static func mayMatter(buffer bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        var index = 0
        while index < count {
            if startsSomeWord[Int(bytes[index])] {
                for needle in needles where index + needle.count <= count && bytes[index] == needle[0] {
                    var matched = true
                    for offset in 1..<needle.count where bytes[index + offset] != needle[offset] {
                        matched = false
                        break
                    }
                    if matched { return true }
                }
            }
            index += 1
        }
        return false
    }
}
