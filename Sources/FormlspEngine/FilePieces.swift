import FocusModel
import FocusRules
import SwiftSyntax

/// How the checker cuts a very large file so that it never holds the file's whole syntax tree (for
/// a 20 MB file of forms, nine tenths of a gigabyte): files of `threshold` bytes or more are cut
/// into pieces of about `size` bytes, each parsed, analysed and freed before the next.
package struct PieceLimits: Sendable {
    /// 4 MB: above the largest Swift file of the development apps (2.5 MB of generated mocks, in
    /// nova-wallet-ios), so the files of real apps are analysed whole, as before.
    package var threshold = 4 << 20
    package var size = 1 << 20

    package init(threshold: Int = 4 << 20, size: Int = 1 << 20) {
        self.threshold = threshold
        self.size = size
    }
}

/// A file analysed piece by piece: its summary (the pieces' summaries merged) and the model rules'
/// findings and chains, at offsets in the whole file.
struct PiecewiseAnalysis {
    var summary: FileSummary
    var analysis: PartAnalysis
    /// The whole text with an empty tree: its lines and style, for finishing the findings.
    var file: SourceFile
}

extension Engine {
    /// The analysis of `text` in pieces, or nil when it must be analysed whole: it is below the
    /// threshold, offers no cut, holds a suppression comment (they are read off the whole tree),
    /// a piece does not parse cleanly on its own, or two pieces hold items that may affect each
    /// other's analysis (`FileParts`: one names a type the other declares).
    ///
    /// A piece ends with a line that is only `}` and the next begins right after it, at that line's
    /// line break, so every token keeps the trivia it has in the whole file. A cut is safe when both
    /// sides parse without error, the piece before ends in a declaration and the piece after begins
    /// with one: a string, comment or `#if` left open, or code continuing a declaration, breaks
    /// that. Each piece is analysed as the editor analyses a part (`analyzePart`), against
    /// `context` (nil: the file alone, each piece with its own declarations, as the checker's first
    /// pass analyses a file with its own); parts that name nothing of each other find the same
    /// either way.
    func analyzeInPieces(_ text: String, path: String, context: ProjectContext?, lookups: SymbolLookups?) -> PiecewiseAnalysis? {
        guard text.utf8.count >= pieceLimits.threshold else { return nil }
        let whole = SourceFile(text, tree: SourceFileSyntax(statements: [], endOfFileToken: .endOfFileToken()))
        guard !whole.mentions("formlsp:") else { return nil }
        let ranges = Self.pieceRanges(of: whole.lines.bytes, size: pieceLimits.size)
        guard ranges.count > 1 else { return nil }
        let outlets = interfaceOutlets(of: whole, path: path)
        let enabled = RuleRegistry.rules.filter { settings.rules.severity(of: $0.description) != nil }
        var facts: [ItemFacts] = []
        var pieceOfItem: [Int] = []
        var summaries: [FileSummary] = []
        var combined = PartAnalysis()
        for (index, range) in ranges.enumerated() {
            let pieceText = String(decoding: whole.lines.bytes[range], as: UTF8.self)
            let tree = SourceFile.parse(pieceText)
            guard !tree.hasError, index == 0 || tree.statements.first.map({ $0.item.is(DeclSyntax.self) }) ?? true else { return nil }
            guard index == ranges.count - 1 || (tree.endOfFileToken.leadingTrivia.isEmpty && tree.statements.last?.item.is(DeclSyntax.self) ?? false) else { return nil }
            let pieceFacts = tree.statements.map(ItemFacts.init(of:))
            guard !pieceFacts.contains(where: \.isTooDeep) else { return nil }
            facts += pieceFacts
            pieceOfItem += Array(repeating: index, count: pieceFacts.count)
            let file = SourceFile(pieceText, tree: tree, style: whole.style)
            let (summary, types) = FileSummary.withTypes(ofTreeWithinLimits: tree, path: path)
            summaries.append(summary)
            let analysis = analyzePart(
                [Syntax(tree)], of: file, outlets: outlets, project: context ?? Self.ownContext(path: path, summary: summary, lookups: lookups), rules: enabled,
                withRefactorings: false, known: (types, summary))
            let moved = analysis.shifted(by: range.lowerBound)
            combined.findings += moved.findings
            combined.chains += moved.chains
        }
        guard FileParts(facts).parts.allSatisfy({ part in part.allSatisfy { pieceOfItem[$0] == pieceOfItem[part[0]] } }) else { return nil }
        // As one tree's summary lists them.
        var summary = FileSummary(merging: summaries, module: ProjectModules.module(ofPath: path))
        summary.enums.sort { $0.qualifiedName < $1.qualifiedName }
        return PiecewiseAnalysis(summary: summary, analysis: combined, file: whole)
    }

    /// The findings of a piecewise analysis, finished over the whole text as a whole file's are:
    /// the file has no suppression comment, so nothing reads the finishing file's (empty) tree.
    func findings(of pieces: PiecewiseAnalysis, path: String) -> [Finding] {
        finished(pieces.analysis, in: pieces.file, path: path).findings
    }

    /// What the checker's first pass analyses a file against: its own declarations.
    static func ownContext(path: String, summary: FileSummary, lookups: SymbolLookups?) -> ProjectContext {
        var symbols = ProjectSymbols([(path, summary)])
        symbols.lookups = lookups
        return ProjectContext(path: path, symbols: symbols)
    }

    /// Byte ranges of about `size` bytes covering `bytes`, each but the last ending right after a
    /// line that is only `}` (the end of a top-level declaration in formatted code), and not before
    /// an `extension`, which mostly extends the type just above it (pieces holding a type and its
    /// extension apart would be analysed whole).
    static func pieceRanges(of bytes: [UInt8], size: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var index = size
        while index < bytes.count {
            // A line break, `}` and a line break (LF, CRLF or CR) at `index - 2`: cut before the last.
            if isLineBreak(bytes[index]), index >= 2, bytes[index - 1] == 0x7D, isLineBreak(bytes[index - 2]), !extensionFollows(index, in: bytes) {
                ranges.append(start..<index)
                start = index
                index += size
            } else {
                index += 1
            }
        }
        ranges.append(start..<bytes.count)
        return ranges
    }

    private static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == 0x0A || byte == 0x0D
    }

    /// Whether the first line after `index` that is not empty begins with `extension `.
    private static func extensionFollows(_ index: Int, in bytes: [UInt8]) -> Bool {
        var next = index
        while next < bytes.count, isLineBreak(bytes[next]) { next += 1 }
        return bytes[next...].starts(with: "extension ".utf8)
    }
}
