@_spi(RawSyntax) import SwiftSyntax

/// How deeply a file may nest for formlsp to parse and analyse it without running out of stack.
///
/// swift-syntax's parser caps the nesting of what it builds, but its lookahead recurses once per
/// open bracket without that cap (10,000 `[` or `A<A<…` overflow an 8 MB stack), and its visitors,
/// which build the focus model, recurse once per tree level, where a postfix chain
/// (`.padding()` 10,000 times) nests without a cap. Real forms stay far below both limits; a file
/// beyond them is not analysed (and never rewritten), so hostile input cannot crash the checker or
/// the server.
package enum NestingLimit {
    /// Brackets open at once beyond which a text is not parsed.
    package static let maximumBracketDepth = 256
    /// Syntax tree depth beyond which the focus model is not built.
    package static let maximumTreeDepth = 2_000

    /// Why `text` is not parsed, or nil when its brackets nest within the limit.
    package static func refusal(of text: String) -> String? {
        let depth = bracketDepth(of: text)
        guard depth > maximumBracketDepth else { return nil }
        return "nests \(depth) brackets deep (the limit is \(maximumBracketDepth)); not analysed"
    }

    /// The deepest nesting of `(`, `[`, `{` and of generic `<` in `text`, outside comments and
    /// string literals (read roughly: an error only matters far beyond real code). A `<` counts only
    /// right after a name (`Array<`, not `a < b`) and angle nesting ends with its line, so
    /// comparisons never add up.
    static func bracketDepth(of text: String) -> Int {
        var text = text
        return text.withUTF8(bracketDepth(of:))
    }

    private static func bracketDepth(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var depth = 0
        var angles = 0
        var deepest = 0
        var index = 0
        func next(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "/") where next(1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "/") where next(1) == UInt8(ascii: "*"):
                index = endOfBlockComment(bytes, from: index)
                continue
            case UInt8(ascii: "\""):
                index = endOfStringLiteral(bytes, from: index)
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(depth - 1, 0)
            case UInt8(ascii: "<") where index > 0 && isNameByte(bytes[index - 1]):
                angles += 1
            case UInt8(ascii: ">"):
                angles = max(angles - 1, 0)
            case UInt8(ascii: "\n"):
                angles = 0
            default:
                break
            }
            deepest = max(deepest, depth + angles)
            index += 1
        }
        return deepest
    }

    /// Past the `*/` closing the (nestable) comment opening at `start`.
    private static func endOfBlockComment(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start + 2
        var level = 1
        while index < bytes.count, level > 0 {
            if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                level += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                level -= 1
                index += 2
            } else {
                index += 1
            }
        }
        return index
    }

    /// Past the quote closing the string literal opening at `start` (`"` or `"""`); a one-line
    /// literal also ends with its line.
    private static func endOfStringLiteral(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let quote = UInt8(ascii: "\"")
        let multiline = start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
        var index = start + (multiline ? 3 : 1)
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"):
                index += 2
            case quote where !multiline:
                return index + 1
            case quote where index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote:
                return index + 3
            case UInt8(ascii: "\n") where !multiline:
                return index
            default:
                index += 1
            }
        }
        return index
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    /// Whether `tree` nests deeper than `maximumTreeDepth`, found without recursing (a recursive
    /// walk is what the limit protects). `depth` is the depth of `tree` itself in its file (1 for
    /// the file), so that a top-level declaration can be checked on its own.
    ///
    /// The walk reads swift-syntax's raw tree: its nodes are plain values in the parse's arena, so
    /// nothing is allocated or reference-counted per node (a tenth of the cost of `Syntax` children,
    /// and this runs over every analysed file). Missing nodes the parser inserted count too, which
    /// can only make the limit stricter.
    package static func exceedsTreeDepth(_ tree: some SyntaxProtocol, at depth: Int = 1) -> Bool {
        var pending: [(node: RawSyntax, depth: Int)] = [(tree.raw, depth)]
        while let (node, depth) = pending.popLast() {
            if depth > maximumTreeDepth { return true }
            guard let layout = node.layoutView else { continue }
            for case let child? in layout.children where !child.isToken {
                pending.append((child, depth + 1))
            }
        }
        return false
    }
}
