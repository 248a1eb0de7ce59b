import FocusRules
import FormlspEngine
import LanguageServerProtocol

extension ServerState {
    /// Quick fixes for our diagnostics in the request's context, refactorings available at its
    /// range, and fix-all, each only when `context.only` asks for its kind.
    mutating func codeActions(_ request: CodeActionRequest) throws -> [CodeAction] {
        let uri = request.textDocument.uri
        guard let analysis = try analysis(of: uri), let document = documents[uri] else { return [] }
        var actions: [CodeAction] = []
        if request.context.wants(.quickFix) {
            actions += quickFixes(for: request.context.diagnostics, in: document, analysis: analysis)
        }
        if request.context.wants(.refactorRewrite) {
            let requested = document.lineTable.offsetRange(of: request.range, in: positionEncoding).range
            actions += analysis.refactorings
                .filter { $0.applicableRange.touches(requested) }
                .map { refactoring in
                    CodeAction(title: refactoring.title, kind: .refactorRewrite, edit: workspaceEdit(refactoring.fix.edits, in: document))
                }
        }
        if request.context.wants(.sourceFixAllFormlsp), let fixAll = try fixAllAction(in: document, analysis: analysis) {
            actions.append(fixAll)
        }
        return actions
    }

    /// Each fix of each finding behind one of our diagnostics (matched by rule and range).
    private func quickFixes(for diagnostics: [Diagnostic], in document: Document, analysis: FileAnalysis) -> [CodeAction] {
        var actions: [CodeAction] = []
        for diagnostic in diagnostics where diagnostic.source == Diagnostic.formlspSource {
            for finding in analysis.findings {
                let published = Diagnostic(finding, in: document, encoding: positionEncoding)
                guard published.code == diagnostic.code, published.range == diagnostic.range else { continue }
                actions += finding.fixes.map { fix in
                    CodeAction(
                        title: fix.title, kind: .quickFix, diagnostics: [diagnostic], isPreferred: fix.isPreferred ? true : nil,
                        edit: workspaceEdit(fix.edits, in: document)
                    )
                }
            }
        }
        return actions
    }

    /// Every safe fix at once, as one edit; nil when there is nothing to fix. Editors ask for code
    /// actions at every cursor move, so the fix loop only runs when a finding's first fix is safe.
    private func fixAllAction(in document: Document, analysis: FileAnalysis) throws -> CodeAction? {
        guard analysis.findings.contains(where: { $0.fixes.first?.applicability == .safe }) else { return nil }
        let fixed = try analyzer.applyingSafeFixes(to: document.text, path: document.path)
        guard let replacement = Replacement(changing: document.text, to: fixed) else { return nil }
        return CodeAction(title: "Fix all formlsp problems", kind: .sourceFixAllFormlsp, edit: workspaceEdit([replacement], in: document))
    }

    private func workspaceEdit(_ replacements: [Replacement], in document: Document) -> WorkspaceEdit {
        WorkspaceEdit(replacements, in: document, encoding: positionEncoding, useDocumentChanges: clientSupportsDocumentChanges)
    }
}

extension Range<Int> {
    /// Overlapping or touching: a cursor (an empty range) at either end of a chain still counts.
    fileprivate func touches(_ other: Range<Int>) -> Bool {
        lowerBound <= other.upperBound && other.lowerBound <= upperBound
    }
}
