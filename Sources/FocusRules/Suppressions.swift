import SwiftSyntax

/// The `// formlsp:` comments of a file: `disable-next-line <id>[, <id>]`, `disable <id>` …
/// `enable <id>`, and `disable-file <id>`. `disable-next-line` above the first line of an
/// expression (a field: `TextField(…)` and its modifiers on the lines below) covers the whole
/// expression, except the contents of a container's trailing closure (`Form { … }`). Ids the
/// registry does not know, and `formlsp:` comments whose command is none of these (SwiftLint's
/// `disable:next`, a typo), are collected so that `invalid-suppression` can report them.
package struct Suppressions {
    /// A suppression comment naming an id that is not a rule (empty when it names none), with the
    /// rule it was probably meant to name.
    package struct UnknownID {
        package var id: String
        package var range: Range<Int>
        package var suggestion: RuleID?
    }

    /// A `formlsp:` comment whose command is not one formlsp knows: the directive as written
    /// (`formlsp:disable:next`) and the one probably meant (`formlsp:disable-next-line`).
    package struct UnknownCommand {
        package var written: String
        package var range: Range<Int>
        package var suggestion: String?
    }

    private var wholeFile: Set<RuleID> = []
    /// Per rule, the 0-based line ranges it is disabled on.
    private var lineRanges: [RuleID: [ClosedRange<Int>]] = [:]
    package private(set) var unknownIDs: [UnknownID] = []
    package private(set) var unknownCommands: [UnknownCommand] = []

    package init(file: SourceFile, knownRules: Set<RuleID>) {
        // Every directive spells `formlsp:`; most files have none, and then no token is walked.
        guard file.mentions("formlsp:") else { return }
        var openRegions: [RuleID: Int] = [:]
        for comment in Self.comments(in: file.tree) {
            let directive: Directive
            switch Directive.parse(comment.text) {
            case .none: continue
            case .unknown(let written, let command):
                let suggestion = Directive.suggestion(for: command).map { "formlsp:" + $0 }
                unknownCommands.append(UnknownCommand(written: written, range: comment.range, suggestion: suggestion))
                continue
            case .known(let known): directive = known
            }
            let line = file.lines.line(containing: comment.range.lowerBound)
            if directive.ids.isEmpty {
                unknownIDs.append(UnknownID(id: "", range: comment.range))
            }
            for id in directive.ids {
                guard knownRules.contains(id) else {
                    let suggestion = Spelling.suggestion(for: id.rawValue, among: knownRules.map(\.rawValue).sorted())
                    unknownIDs.append(UnknownID(id: id.rawValue, range: comment.range, suggestion: suggestion.map(RuleID.init(rawValue:))))
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

        /// What a comment is: no directive, one with a command formlsp does not know, or a directive.
        enum Parsed {
            case none
            /// As written (`formlsp: disable`), and the command word (`disable`).
            case unknown(written: String, command: String)
            case known(Directive)
        }

        static let commands: [(word: String, kind: Kind)] = [
            ("disable-next-line", .nextLine), ("disable", .disable), ("enable", .enable), ("disable-file", .file),
        ]

        /// Other tools' spellings of a command formlsp has (SwiftLint's `disable:next`).
        static let otherSpellings: [String: String] = ["disable:next": "disable-next-line"]

        static func parse(_ comment: String) -> Parsed {
            let body = comment.drop { $0 == "/" || $0 == " " || $0 == "\t" }
            guard body.hasPrefix("formlsp:") else { return .none }
            let words = body.dropFirst("formlsp:".count)
            let command = words.prefix { !$0.isWhitespace }
            guard let kind = commands.first(where: { $0.word == command })?.kind else {
                // `formlsp: disable …`, with a space after the colon, names its command after the space.
                let spaced = words.drop(while: \.isWhitespace).prefix { !$0.isWhitespace }
                guard command.isEmpty else { return .unknown(written: "formlsp:\(command)", command: String(command)) }
                // Prose after `formlsp: ` is a comment, unless it spells a command.
                guard suggestion(for: String(spaced)) != nil else { return .none }
                return .unknown(written: "formlsp: \(spaced)", command: String(spaced))
            }
            let ids = words.dropFirst(command.count)
                .split { $0 == "," || $0.isWhitespace }
                .map { RuleID(rawValue: String($0)) }
            return .known(Directive(kind: kind, ids: ids))
        }

        /// The command an unknown one probably meant: itself (written after a space), another
        /// tool's spelling of it, or the nearest spelling.
        static func suggestion(for command: String) -> String? {
            if let known = commands.first(where: { $0.word == command }) { return known.word }
            if let other = otherSpellings[command] { return other }
            return Spelling.suggestion(for: command, among: commands.map(\.word))
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
