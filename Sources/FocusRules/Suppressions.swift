import SwiftSyntax

/// The `// formlsp:` comments of a file: `disable-next-line <id>[, <id>]`, `disable <id>` …
/// `enable <id>`, and `disable-file <id>`. `disable-next-line` above the first line of an
/// expression (a field: `TextField(…)` and its modifiers on the lines below) covers the whole
/// expression, except the contents of a container's trailing closure (`Form { … }`). Ids the registry does not know are collected so that
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
                case .nextLine: lineRanges[id, default: []] += Self.lines(ofExpressionStartingOn: line + 1, in: file)
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

    /// The lines of the expression whose first token starts `line` (0-based): up to its last
    /// modifier, without the inside of its base call's trailing closure. Just `line` when no
    /// expression starts there.
    static func lines(ofExpressionStartingOn line: Int, in file: SourceFile) -> [ClosedRange<Int>] {
        guard line < file.lines.lineCount else { return [line...line] }
        let start = file.lines.contentRange(ofLine: line).lowerBound
        guard let token = file.tree.token(at: AbsolutePosition(utf8Offset: start)),
              file.lines.line(containing: token.positionAfterSkippingLeadingTrivia.utf8Offset) == line else { return [line...line] }
        var expression: Syntax?
        var node = Syntax(token)
        while let parent = node.parent, parent.is(ExprSyntax.self), parent.positionAfterSkippingLeadingTrivia == token.positionAfterSkippingLeadingTrivia {
            expression = parent
            node = parent
        }
        guard let expression else { return [line...line] }
        func lineOf(_ position: AbsolutePosition) -> Int { file.lines.line(containing: position.utf8Offset) }
        let last = lineOf(expression.endPositionBeforeTrailingTrivia.advanced(by: -1))
        // Down the modifier chain to the call it starts with: `Form { … }` in `Form { … }.onSubmit { … }`.
        var base = expression
        while true {
            if let call = base.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let inner = member.base {
                base = Syntax(inner)
            } else if let member = base.as(MemberAccessExprSyntax.self), let inner = member.base {
                base = Syntax(inner)
            } else {
                break
            }
        }
        guard let closure = base.as(FunctionCallExprSyntax.self)?.trailingClosure else { return [line...last] }
        let opening = lineOf(closure.leftBrace.positionAfterSkippingLeadingTrivia)
        let closing = lineOf(closure.rightBrace.positionAfterSkippingLeadingTrivia)
        return opening >= closing ? [line...last] : [line...opening, closing...last]
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
