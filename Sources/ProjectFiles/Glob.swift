/// A path pattern from `.formlsp.json` (`exclude`, `include`), matched against paths relative to the
/// folder that holds the configuration file, with `/` as the separator.
///
/// - `*` matches any run of characters within one path segment, `?` one character but never `/`;
/// - `[abc]`, `[a-z]`, `[!a-z]` (or `[^a-z]`) match one character from (or not from) a set;
/// - `**` as a whole segment matches zero or more segments (`Generated/**`, `**/Mocks/*.swift`);
/// - `\` makes the next character literal;
/// - a pattern without a `/` matches a file or folder name at any depth, as in `.gitignore`;
///   a leading `/` anchors a pattern to the configuration's folder; a trailing `/` matches folders only.
package struct Glob: Sendable, Hashable, CustomStringConvertible {
    package let pattern: String
    private let segments: [Segment]
    private let directoriesOnly: Bool
    /// For a bare name made of literals, or of `*` and literals (`Package.resolved`, `*.pyc`, the
    /// most common `.gitignore` lines): its UTF-8 bytes, matched without the general matcher (a
    /// walk asks every pattern about every entry).
    private let bareName: (bytes: [UInt8], isSuffix: Bool)?

    package init(_ pattern: String) throws(GlobError) {
        self.pattern = pattern
        var body = Substring(pattern)
        directoriesOnly = body.hasSuffix("/")
        while body.hasSuffix("/") { body.removeLast() }
        let anchored = body.contains("/")
        while body.hasPrefix("/") { body.removeFirst() }
        guard !body.isEmpty else { throw GlobError(pattern: pattern, reason: "matches nothing") }
        var parsed: [Segment] = anchored ? [] : [.anySegments]
        for part in body.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "**" {
                if parsed.last != .anySegments { parsed.append(.anySegments) }
            } else {
                parsed.append(.name(try Self.tokens(of: part, in: pattern)))
            }
        }
        segments = parsed
        bareName = Self.bareName(of: parsed)
    }

    private static func bareName(of segments: [Segment]) -> (bytes: [UInt8], isSuffix: Bool)? {
        guard segments.count == 2, segments[0] == .anySegments, case .name(var tokens) = segments[1] else { return nil }
        let isSuffix = tokens.first == .anyRun
        if isSuffix { tokens.removeFirst() }
        var bytes: [UInt8] = []
        for token in tokens {
            guard case .literal(let scalar) = token else { return nil }
            bytes += String(scalar).utf8
        }
        return (bytes, isSuffix)
    }

    package static func == (lhs: Glob, rhs: Glob) -> Bool {
        lhs.pattern == rhs.pattern
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(pattern)
    }

    package var description: String { pattern }

    /// Whether `relativePath` (segments joined by `/`, no leading `./`) matches the pattern itself;
    /// use `matchesSelfOrAncestor` to also catch files inside a matching folder.
    package func matches(_ relativePath: String, isDirectory: Bool) -> Bool {
        if directoriesOnly && !isDirectory { return false }
        if segments.count == 2, segments[0] == .anySegments, case .name(let tokens) = segments[1] {
            // A bare name (`*.pyc`, `Pods`): only the path's last segment can match it.
            let slash = relativePath.utf8.lastIndex(of: UInt8(ascii: "/"))
            let name = slash.map { relativePath[relativePath.utf8.index(after: $0)...] } ?? relativePath[...]
            if let (bytes, isSuffix) = bareName {
                return isSuffix ? name.utf8.count >= bytes.count && name.utf8.suffix(bytes.count).elementsEqual(bytes) : name.utf8.elementsEqual(bytes)
            }
            return Self.matchName(tokens[...], Array(name.unicodeScalars)[...])
        }
        if !segments.contains(.anySegments), relativePath.utf8.count(where: { $0 == UInt8(ascii: "/") }) + 1 != segments.count {
            return false  // without `**`, a path matches only with as many segments as the pattern
        }
        let parts = relativePath.split(separator: "/").map { Array($0.unicodeScalars) }
        return Self.match(segments, parts)
    }

    /// Whether the path or any folder above it (within the relative path) matches.
    package func matchesSelfOrAncestor(_ relativePath: String, isDirectory: Bool) -> Bool {
        let parts = relativePath.split(separator: "/")
        for count in stride(from: parts.count, through: 1, by: -1) {
            let prefix = parts.prefix(count).joined(separator: "/")
            if matches(prefix, isDirectory: count < parts.count || isDirectory) { return true }
        }
        return false
    }

    // MARK: Matching

    private enum Segment: Sendable, Hashable {
        case anySegments
        case name([Token])
    }

    private enum Token: Sendable, Hashable {
        case literal(Unicode.Scalar)
        case anyCharacter
        case anyRun
        case set(ranges: [ClosedRange<Unicode.Scalar>], negated: Bool)
    }

    /// Segment-level matching. `**` may swallow any number of segments, so the same (pattern,
    /// path) position can be reached many ways; remembering the positions that failed keeps the
    /// cost at patterns × segments instead of exponential in the number of `**`.
    private static func match(_ pattern: [Segment], _ path: [[Unicode.Scalar]]) -> Bool {
        var failed = Set<Int>()
        func match(_ p: Int, _ i: Int) -> Bool {
            guard p < pattern.count else { return i == path.count }
            let key = p * (path.count + 1) + i
            if failed.contains(key) { return false }
            let matched: Bool
            switch pattern[p] {
            case .anySegments:
                matched = (i...path.count).contains { match(p + 1, $0) }
            case .name(let tokens):
                matched = i < path.count && matchName(tokens[...], path[i][...]) && match(p + 1, i + 1)
            }
            if !matched { failed.insert(key) }
            return matched
        }
        return match(0, 0)
    }

    /// Wildcard matching with one backtracking point: a later `*` supersedes an earlier one, so
    /// the cost stays linear in practice and never explodes on hostile patterns.
    private static func matchName(_ tokens: ArraySlice<Token>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        var t = tokens.startIndex
        var n = name.startIndex
        var starToken: Int?
        var starName = name.startIndex
        while n < name.endIndex {
            if t < tokens.endIndex, tokens[t] == .anyRun {
                starToken = t
                starName = n
                t += 1
            } else if t < tokens.endIndex, accepts(tokens[t], name[n]) {
                t += 1
                n += 1
            } else if let star = starToken {
                t = star + 1
                starName += 1
                n = starName
            } else {
                return false
            }
        }
        while t < tokens.endIndex, tokens[t] == .anyRun { t += 1 }
        return t == tokens.endIndex
    }

    private static func accepts(_ token: Token, _ scalar: Unicode.Scalar) -> Bool {
        switch token {
        case .literal(let expected): return scalar == expected
        case .anyCharacter: return true
        case .anyRun: return false
        case .set(let ranges, let negated): return ranges.contains { $0.contains(scalar) } != negated
        }
    }

    // MARK: Parsing

    private static func tokens(of segment: Substring, in pattern: String) throws(GlobError) -> [Token] {
        let scalars = Array(segment.unicodeScalars)
        var tokens: [Token] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "*":
                if tokens.last != .anyRun { tokens.append(.anyRun) }
            case "?":
                tokens.append(.anyCharacter)
            case "\\":
                guard index < scalars.count else { throw GlobError(pattern: pattern, reason: "ends with a lone \\") }
                tokens.append(.literal(scalars[index]))
                index += 1
            case "[":
                tokens.append(try set(in: scalars, from: &index, pattern: pattern))
            default:
                tokens.append(.literal(scalar))
            }
        }
        return tokens
    }

    /// Parses a set after its `[`; a `]` right after `[` or `[!` is a member, not the end.
    private static func set(in scalars: [Unicode.Scalar], from index: inout Int, pattern: String) throws(GlobError) -> Token {
        var negated = false
        if index < scalars.count, scalars[index] == "!" || scalars[index] == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<Unicode.Scalar>] = []
        var first = true
        while index < scalars.count {
            var low = scalars[index]
            if low == "]" && !first {
                index += 1
                return .set(ranges: ranges, negated: negated)
            }
            first = false
            index += 1
            if low == "\\", index < scalars.count {
                low = scalars[index]
                index += 1
            }
            if index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] != "]" {
                let high = scalars[index + 1]
                index += 2
                guard low <= high else { throw GlobError(pattern: pattern, reason: "range \(low)-\(high) is reversed") }
                ranges.append(low...high)
            } else {
                ranges.append(low...low)
            }
        }
        throw GlobError(pattern: pattern, reason: "has an unterminated [")
    }
}

/// Why a glob pattern was rejected.
package struct GlobError: Error, Sendable, Equatable, CustomStringConvertible {
    package var pattern: String
    package var reason: String

    package init(pattern: String, reason: String) {
        self.pattern = pattern
        self.reason = reason
    }

    package var description: String { "pattern \"\(pattern)\" \(reason)" }
}
