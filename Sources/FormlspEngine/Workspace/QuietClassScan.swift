import FocusModel

/// The classes a file that spells no word a chain uses declares (`QuietClass`), read off its bytes:
/// the project index parses no such file, yet a form's controller may inherit from one of them.
///
/// A declaration is `class Name: Superclass` (a generic parameter clause between them is skipped,
/// a module before the superclass dropped): the keyword `class` after no name character nor
/// period, outside a line comment, then a name starting with a capital. `class func` and
/// `class var` start with no capital and are no declarations. A file naming IQKeyboardManager
/// declares none: its return key handler may walk every subclass's fields.
package enum QuietClassScan {
    package static func classes(in bytes: some Collection<UInt8>) -> [QuietClass] {
        bytes.withContiguousStorageIfAvailable(classes(inBuffer:)) ?? classes(inBuffer: Array(bytes))
    }

    private static func classes(inBuffer bytes: [UInt8]) -> [QuietClass] {
        bytes.withUnsafeBufferPointer(classes(inBuffer:))
    }

    private static let keyword = "class"
    private static let keywordScan = WordScan([(word: keyword, anchorOffset: 0)])

    private static func classes(inBuffer bytes: UnsafeBufferPointer<UInt8>) -> [QuietClass] {
        var found: [QuietClass] = []
        var index = 0
        while let start = keywordScan.firstWord(in: bytes, from: index) {
            index = start + keyword.utf8.count
            guard start == 0 || !(WordScan.continuesAName(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ".")),
                  !isInLineComment(start, in: bytes) else { continue }
            var cursor = index
            guard skipSpaces(in: bytes, from: &cursor) > 0, let name = readName(in: bytes, from: &cursor),
                  name.first.map(isCapital) == true else { continue }
            skipSpaces(in: bytes, from: &cursor)
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "<") {
                guard skipGenericClause(in: bytes, from: &cursor) else { continue }
                skipSpaces(in: bytes, from: &cursor)
            }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { continue }
            cursor += 1
            skipSpaces(in: bytes, from: &cursor)
            guard var superclass = readName(in: bytes, from: &cursor) else { continue }
            while cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "."), let member = readName(in: bytes, from: &cursor, after: 1) {
                superclass = member
            }
            found.append(QuietClass(name: String(decoding: name, as: UTF8.self), superclass: String(decoding: superclass, as: UTF8.self)))
            index = cursor
        }
        return found.isEmpty || KeyboardManagerWord.scan.holdsAnyWord(bytes) ? [] : found
    }

    /// Whether `//` precedes `position` on its line.
    private static func isInLineComment(_ position: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = position - 1
        while index > 0, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "/"), bytes[index - 1] == UInt8(ascii: "/") { return true }
            index -= 1
        }
        return false
    }

    /// Skips spaces, tabs and line ends; returns how many.
    @discardableResult
    private static func skipSpaces(in bytes: UnsafeBufferPointer<UInt8>, from cursor: inout Int) -> Int {
        let start = cursor
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t")
            || bytes[cursor] == UInt8(ascii: "\n") || bytes[cursor] == UInt8(ascii: "\r") {
            cursor += 1
        }
        return cursor - start
    }

    /// The name at `cursor + skipping` (starting with no digit), moving the cursor past it.
    private static func readName(in bytes: UnsafeBufferPointer<UInt8>, from cursor: inout Int, after skipping: Int = 0) -> ArraySlice<UInt8>? {
        let start = cursor + skipping
        var end = start
        while end < bytes.count, WordScan.continuesAName(bytes[end]) { end += 1 }
        guard end > start, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start]) else { return nil }
        cursor = end
        return ArraySlice(bytes[start..<end])
    }

    /// Skips `<…>`, nested ones included; false when it does not close.
    private static func skipGenericClause(in bytes: UnsafeBufferPointer<UInt8>, from cursor: inout Int) -> Bool {
        var depth = 0
        while cursor < bytes.count {
            switch bytes[cursor] {
            case UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ">"):
                depth -= 1
                if depth == 0 {
                    cursor += 1
                    return true
                }
            case UInt8(ascii: "{"), UInt8(ascii: "\n"): return false
            default: break
            }
            cursor += 1
        }
        return false
    }

    private static func isCapital(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}

/// The word every name of IQKeyboardManager's starts with (`IQKeyboardManager`,
/// `IQKeyboardToolbarManager`, `IQKeyboardReturnKeyHandler`), found through its rare `IQ`.
enum KeyboardManagerWord {
    static let word = "IQKeyboard"
    static let scan = WordScan([(word: word, anchorOffset: 0)])
}
