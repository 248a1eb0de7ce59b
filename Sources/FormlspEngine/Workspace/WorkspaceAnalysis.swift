import FocusModel
import FocusRules

/// A file's text, and where it sits in the text an analysis saw: a cross-file analysis reads the
/// file followed by the related files, so its chains can point into any of them.
public struct AnalysedSource: Sendable {
    public var path: String
    public var text: String
    /// The UTF-8 offset of the file's first byte in the analysed text.
    public var offset: Int

    public init(path: String, text: String, offset: Int) {
        self.path = path
        self.text = text
        self.offset = offset
    }

    public var range: Range<Int> { offset..<(offset + text.utf8.count) }
}

extension Engine {
    /// Analyses one file together with the files of its project that its chains reach (a focus
    /// enum, a child view that takes the binding, the parent that passes it, extensions of the same
    /// class). The file comes first in the analysed text, so its own offsets stay as they are;
    /// findings, fixes and refactorings are kept only where they fall wholly inside it, while
    /// chains keep their reach into the other files (`FileAnalysis.otherSource(of:)` maps them back).
    /// With no related files this is `analyze(_:path:)`: the per-file path costs nothing more.
    public func analyze(_ text: String, path: String, context: ProjectContext) -> FileAnalysis {
        guard !context.files.isEmpty else { return analyze(text, path: path) }
        var combined = text
        var sources = [AnalysedSource(path: path, text: text, offset: 0)]
        for file in context.files {
            combined += "\n"
            sources.append(AnalysedSource(path: file.path, text: file.text, offset: combined.utf8.count))
            combined += file.text
        }
        let own = sources[0].range
        var analysis = analyze(combined, path: path)
        analysis.findings = analysis.findings.compactMap { finding in
            guard own.contains(finding.range) else { return nil }
            var kept = finding
            kept.related = finding.related.filter { own.contains($0.range) }
            kept.fixes = finding.fixes.filter { $0.edits.allSatisfy { own.contains($0.range) } }
            return kept
        }
        analysis.refactorings = analysis.refactorings.filter { refactoring in
            own.contains(refactoring.applicableRange) && refactoring.fix.edits.allSatisfy { own.contains($0.range) }
        }
        analysis.chains = analysis.chains.filter { chain in
            own.contains(chain.declaration) || chain.fields.contains { own.contains($0.range) }
        }
        analysis.sources = sources
        return analysis
    }
}

extension FileAnalysis {
    /// The other file an offset range of the analysed text lies in, and the range within that
    /// file; nil when it lies in the analysed file itself.
    public func otherSource(of range: Range<Int>) -> (source: AnalysedSource, range: Range<Int>)? {
        guard let source = sources.last(where: { $0.offset <= range.lowerBound }), source.offset > 0 else { return nil }
        let lower = range.lowerBound - source.offset
        return (source, lower..<max(lower, min(range.upperBound - source.offset, source.text.utf8.count)))
    }
}

extension Range<Int> {
    fileprivate func contains(_ other: Range<Int>) -> Bool {
        lowerBound <= other.lowerBound && other.upperBound <= upperBound
    }
}
