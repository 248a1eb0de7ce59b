import SwiftSyntax

/// The `// formlsp:` comments of a file: `disable-next-line <id>[, <id>]`, `disable <id>` …
/// `enable <id>`, and `disable-file <id>`. Ids the registry does not know are collected so that
/// `invalid-suppression` can report them.
package struct Suppressions {
    /// A suppression comment naming an id that is not a rule (empty when it names none).
    package struct UnknownID {
        package var id: String
        package var range: Range<Int>
    }

    private var wholeFile: Set<RuleID> = []
    /// Per rule, the 0-based line ranges it is disabled on.
    private var lineRanges: [RuleID: [ClosedRange<Int>]] = [:]
    package private(set) var unknownIDs: [UnknownID] = []

    package init(file: SourceFile, knownRules: Set<RuleID>) {
        // Every directive spells `formlsp:`; most files have none, and then no token is walked.
        guard file.mentions("formlsp:") else { return }
        var openRegions: [RuleID: Int] = [:]
        for comment in Self.comments(in: file.tree) {
            guard let directive = Directive(comment.text) else { continue }
            let line = file.lines.line(containing: comment.range.lowerBound)
            if directive.ids.isEmpty {
                unknownIDs.append(UnknownID(id: "", range: comment.range))
            }
            for id in directive.ids {
                guard knownRules.contains(id) else {
                    unknownIDs.append(UnknownID(id: id.rawValue, range: comment.range))
                    continue
                }
                switch directive.kind {
                case .nextLine: lineRanges[id, default: []].append((line + 1)...(line + 1))
                case .file: wholeFile.insert(id)
                case .disable: openRegions[id] = openRegions[id] ?? line
                case .enable:
                    if let start = openRegions.removeValue(forKey: id) {
                        lineRanges[id, default: []].append(start...line)
                    }
                }
            }
        }
        for (id, start) in openRegions {
            lineRanges[id, default: []].append(start...Int.max)
        }
    }

    /// Whether a finding of `rule` starting on `line` (0-based) is suppressed.
    package func suppresses(_ rule: RuleID, onLine line: Int) -> Bool {
        wholeFile.contains(rule) || (lineRanges[rule] ?? []).contains { $0.contains(line) }
    }

    private struct Directive {
        enum Kind { case nextLine, disable, enable, file }
        var kind: Kind
        var ids: [RuleID]

        init?(_ comment: String) {
            let body = comment.drop { $0 == "/" || $0 == " " || $0 == "\t" }
            guard body.hasPrefix("formlsp:") else { return nil }
            let words = body.dropFirst("formlsp:".count)
            let command = words.prefix { !$0.isWhitespace }
            switch command {
            case "disable-next-line": kind = .nextLine
            case "disable": kind = .disable
            case "enable": kind = .enable
            case "disable-file": kind = .file
            default: return nil
            }
            ids = words.dropFirst(command.count)
                .split { $0 == "," || $0.isWhitespace }
                .map { RuleID(rawValue: String($0)) }
        }
    }

    private static func comments(in tree: SourceFileSyntax) -> [(text: String, range: Range<Int>)] {
        var comments: [(String, Range<Int>)] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            for (trivia, start) in [(token.leadingTrivia, token.position), (token.trailingTrivia, token.endPositionBeforeTrailingTrivia)] {
                var offset = start.utf8Offset
                for piece in trivia {
                    let length = piece.sourceLength.utf8Length
                    if case .lineComment(let text) = piece {
                        comments.append((text, offset..<(offset + length)))
                    }
                    offset += length
                }
            }
        }
        return comments
    }
}
