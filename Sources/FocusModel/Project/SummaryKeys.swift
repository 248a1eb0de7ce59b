/// The names under which a file's summary (`FileSummary`) may record declarations for the project
/// (`ProjectSymbols`), read off its bytes without a parse: more than the summary uses, never
/// fewer. A summary nobody may look up under any of them need not be made (the checker's summaries
/// on lookup, `LazyProjectIndex`).
///
/// `names`: the name after `class`, `struct`, `enum`, `actor`, `protocol` and `func` (a class
/// part, an enum, a configurator's owner or a free function), and every identifier of an extended
/// type (`extension Outer.Inner<T>`, a class part and a configurator owner). `superclasses`: the
/// identifiers of a class's first inherited type, under which the project finds its subclasses,
/// unless that is a plain UIKit class, which the summary leaves out. Comments and string
/// literals are read as code: a word there adds a name, never removes one (and within a class or
/// extension header, a comment's words are read as the header's).
package struct SummaryKeys: Sendable {
    package private(set) var names: Set<String> = []
    package private(set) var superclasses: Set<String> = []
    /// The file may declare a form component (`FormComponent`): a view with a `body`, or a
    /// function with a capitalised name (`func LabeledField(...) -> some View`). Components are
    /// counted project-wide (`ProjectSymbols.singleLineComponentNames`), not looked up by name.
    package private(set) var mayDeclareComponent = false
    /// The file may give another object's input a delegate (`cell.nameField.delegate`, reached
    /// through anything but `self`): what it gives is found under the names of the types it
    /// mentions (`ProjectSymbols.inputsDelegatedElsewhere`), not looked up by a name it declares.
    package private(set) var mayDelegateOthersInputs = false

    private enum Reading {
        case code
        /// The next identifier is the name a declaration keyword introduces.
        case declaredName(keyword: Keyword)
        /// After a class's name: its generic clause, until `:` or the body.
        case classHeader(angles: Int)
        /// The identifiers of a class's first inherited type, until `,`, `where` or the body.
        case superclass(angles: Int, identifiers: [String], dotted: [String])
        /// The identifiers of an extended type, until `:`, `where` or the body.
        case extendedType(angles: Int)

        var isHeader: Bool {
            switch self {
            case .classHeader, .superclass, .extendedType: true
            case .code, .declaredName: false
            }
        }
    }

    private enum Keyword: Equatable {
        case `class`, other, `func`, `extension`
    }

    /// The keys of a file's text.
    package init(of text: String) {
        var text = text
        self = text.withUTF8 { Self(of: $0) }
    }

    /// The keys of a file's bytes: read through a buffer, each byte without a generic call.
    package init(of bytes: UnsafeBufferPointer<UInt8>) {
        var reading = Reading.code
        var index = bytes.startIndex
        /// A `.` was read after the last word (optional chaining's `?` and `!` between them).
        var afterPeriod = false
        /// How many members the words read since the last word standing alone reach (`cell` 0,
        /// `.nameField` 1, `.delegate` 2), and whether that first word was `self`.
        var memberDepth = 0
        var reachedFromSelf = false
        while index != bytes.endIndex {
            let byte = bytes[index]
            guard Self.isIdentifierByte(byte) else {
                index = bytes.index(after: index)
                if byte == UInt8(ascii: "`") || Self.isSpace(byte) { continue }
                if byte == UInt8(ascii: ".") {
                    afterPeriod = true
                } else if byte != UInt8(ascii: "?") && byte != UInt8(ascii: "!") {
                    afterPeriod = false
                    memberDepth = 0
                }
                // Within a header, a comment's slashes and stars leave it open.
                if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "*"), reading.isHeader { continue }
                reading = after(punctuation: byte, reading)
                continue
            }
            var end = bytes.index(after: index)
            while end != bytes.endIndex, Self.isIdentifierByte(bytes[end]) { end = bytes.index(after: end) }
            let word = bytes[index..<end]
            index = end
            if afterPeriod {
                memberDepth += 1
                if memberDepth >= 2, !reachedFromSelf, word.elementsEqual("delegate".utf8) { mayDelegateOthersInputs = true }
            } else {
                memberDepth = 0
                reachedFromSelf = word.elementsEqual("self".utf8)
            }
            afterPeriod = false
            if case .code = reading {
                // Most words: no declaration keyword, nothing to keep.
                if word.count == 4, word.elementsEqual("body".utf8) { mayDeclareComponent = true }
                reading = Self.start(word) ?? .code
                continue
            }
            reading = read(String(decoding: word, as: UTF8.self), reading)
        }
        if case .superclass(_, let identifiers, let dotted) = reading { recordSuperclass(identifiers, dotted: dotted) }
    }

    private mutating func read(_ word: String, _ reading: Reading) -> Reading {
        if word == "body" { mayDeclareComponent = true }
        switch reading {
        case .declaredName(let keyword):
            guard !Self.isDigit(word.utf8.first ?? 0) else { return .code }
            // `class func Make()`, `class var`: a member, not a class.
            if keyword == .class, let member = Self.start(keyword: word) { return member }
            names.insert(word)
            switch keyword {
            case .class: return .classHeader(angles: 0)
            case .func:
                if let first = word.unicodeScalars.first, !first.isASCII || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(UInt8(first.value)) {
                    mayDeclareComponent = true
                }
                return .code
            case .extension: return .extendedType(angles: 0)
            case .other: return .code
            }
        case .classHeader(let angles):
            if angles > 0 { return reading }
            return Self.start(keyword: word) ?? .code
        case .superclass(let angles, var identifiers, var dotted):
            if angles == 0, word == "where" {
                recordSuperclass(identifiers, dotted: dotted)
                return .code
            }
            identifiers.append(word)
            if angles == 0 { dotted.append(word) }
            return .superclass(angles: angles, identifiers: identifiers, dotted: dotted)
        case .extendedType(let angles):
            if angles == 0, word == "where" { return .code }
            names.insert(word)
            return reading
        case .code:
            return Self.start(keyword: word) ?? .code
        }
    }

    private static func start(keyword word: String) -> Reading? {
        var word = word
        return word.withUTF8 { start($0[...]) }
    }

    /// The reading a declaration keyword starts; nil for any other word.
    private static func start(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Reading? {
        guard (4...9).contains(word.count), let first = word.first else { return nil }
        switch first {
        case UInt8(ascii: "c") where word.elementsEqual("class".utf8): return .declaredName(keyword: .class)
        case UInt8(ascii: "s") where word.elementsEqual("struct".utf8),
             UInt8(ascii: "e") where word.elementsEqual("enum".utf8),
             UInt8(ascii: "a") where word.elementsEqual("actor".utf8),
             UInt8(ascii: "p") where word.elementsEqual("protocol".utf8):
            return .declaredName(keyword: .other)
        case UInt8(ascii: "f") where word.elementsEqual("func".utf8): return .declaredName(keyword: .func)
        case UInt8(ascii: "e") where word.elementsEqual("extension".utf8): return .extendedType(angles: 0)
        default: return nil
        }
    }

    private mutating func recordSuperclass(_ identifiers: [String], dotted: [String]) {
        // `UIViewController`, `UIKit.UIViewController`: no superclass in the summary.
        if let last = dotted.last, identifiers.count == dotted.count, UIKitAncestry.plainClasses.contains(last) { return }
        superclasses.formUnion(identifiers)
    }

    private mutating func after(punctuation byte: UInt8, _ reading: Reading) -> Reading {
        switch reading {
        case .code: return .code
        case .declaredName: return .code
        case .classHeader(let angles):
            switch byte {
            case UInt8(ascii: "<"): return .classHeader(angles: angles + 1)
            case UInt8(ascii: ">"): return .classHeader(angles: max(angles - 1, 0))
            case UInt8(ascii: ":") where angles == 0: return .superclass(angles: 0, identifiers: [], dotted: [])
            default: return angles > 0 ? reading : .code
            }
        case .superclass(let angles, let identifiers, let dotted):
            switch byte {
            case UInt8(ascii: "<"): return .superclass(angles: angles + 1, identifiers: identifiers, dotted: dotted)
            case UInt8(ascii: ">"): return .superclass(angles: max(angles - 1, 0), identifiers: identifiers, dotted: dotted)
            case UInt8(ascii: "."): return reading
            case UInt8(ascii: ",") where angles == 0, UInt8(ascii: "{") where angles == 0:
                recordSuperclass(identifiers, dotted: dotted)
                return .code
            default:
                if angles > 0 { return reading }
                // `@MainActor`, `(`, `&`: not a plain type name; its identifiers all count.
                superclasses.formUnion(identifiers)
                return .code
            }
        case .extendedType(let angles):
            switch byte {
            case UInt8(ascii: "<"): return .extendedType(angles: angles + 1)
            case UInt8(ascii: ">"): return .extendedType(angles: max(angles - 1, 0))
            case UInt8(ascii: "."): return reading
            default: return angles > 0 ? reading : .code
            }
        }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || isDigit(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
