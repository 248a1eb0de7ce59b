import FocusModel
import FocusRules
import FormlspEngine
import JSON
import LanguageServerProtocol
import SourceText

extension ServerState {
    /// Quick fixes for our diagnostics in the request's context, refactorings available at its
    /// range, and fix-all, each only when `context.only` asks for its kind. Clients that resolve
    /// edits lazily get the actions without edits, and `data` naming what to compute. The actions
    /// are chosen here; their edits are made off the message queue (fix-all analyses the file
    /// again until no safe fix is left).
    func codeActions(_ request: CodeActionRequest) -> @Sendable () throws -> [CodeAction] {
        let uri = request.textDocument.uri
        guard let analyzed = analyzed[uri] else { return { [] } }
        let (analysis, document) = (analyzed.analysis, analyzed.document)
        var actions: [PendingCodeAction] = []
        if request.context.wants(.quickFix) {
            actions += quickFixes(for: request.context.diagnostics, in: document, analysis: analysis)
        }
        if request.context.wants(.refactorRewrite) {
            let requested = document.lineTable.offsetRange(of: request.range, in: positionEncoding).range
            for (index, refactoring) in analysis.refactorings.enumerated() where refactoring.applicableRange.touches(requested) {
                actions.append(PendingCodeAction(action: CodeAction(title: refactoring.title, kind: .refactorRewrite), target: .refactoring(index)))
            }
        }
        if request.context.wants(.sourceFixAllFormlsp), analysis.findings.contains(where: { $0.fixes.first?.applicability == .safe }) {
            actions.append(PendingCodeAction(action: CodeAction(title: "Fix all formlsp problems", kind: .sourceFixAllFormlsp), target: .fixAll))
        }
        if clientResolvesCodeActionEdits {
            let resolvable = actions.map { pending in
                var action = pending.action
                action.data = pending.target.data(uri: uri, version: document.version)
                return action
            }
            return { resolvable }
        }
        let edits = editMaker(for: analyzed)
        let chosen = actions
        return {
            try chosen.compactMap { pending in
                var action = pending.action
                guard let edit = try edits.edit(for: pending.target) else { return nil }
                action.edit = edit
                return action
            }
        }
    }

    /// `codeAction/resolve`: computes the edit an action's `data` names, against the version it
    /// was offered for, off the message queue.
    func resolveCodeAction(_ request: CodeActionResolveRequest) throws -> @Sendable () throws -> CodeAction {
        let action = request.action
        guard let data = action.data, let uri = data["uri"]?.stringValue.map(DocumentURI.init), let target = CodeActionTarget(data: data) else {
            throw ResponseError.invalidParams("the code action carries no formlsp data to resolve")
        }
        guard let analyzed = analyzed[uri], data["version"]?.integerValue == Int64(analyzed.document.version) else {
            throw ResponseError(code: .contentModified, message: "the document changed since the action was offered")
        }
        let edits = editMaker(for: analyzed)
        return {
            guard let edit = try edits.edit(for: target) else {
                throw ResponseError(code: .contentModified, message: "the action no longer applies")
            }
            var resolved = action
            resolved.edit = edit
            resolved.data = nil
            return resolved
        }
    }

    /// Each fix of each finding behind one of our diagnostics.
    private func quickFixes(for diagnostics: [Diagnostic], in document: Document, analysis: FileAnalysis) -> [PendingCodeAction] {
        var actions: [PendingCodeAction] = []
        for diagnostic in diagnostics where diagnostic.source == Diagnostic.formlspSource {
            for (findingIndex, finding) in analysis.findings.enumerated() {
                let published = Diagnostic(finding, in: document, encoding: positionEncoding)
                guard diagnostic.refers(to: finding, publishedAs: published) else { continue }
                for (fixIndex, fix) in finding.fixes.enumerated() {
                    actions.append(PendingCodeAction(
                        action: CodeAction(title: fix.title, kind: .quickFix, diagnostics: [diagnostic], isPreferred: fix.isPreferred ? true : nil),
                        target: .fix(finding: findingIndex, fix: fixIndex)
                    ))
                }
            }
        }
        return actions
    }

    private func editMaker(for analyzed: AnalyzedDocument) -> CodeActionEdits {
        CodeActionEdits(
            analyzed: analyzed, analyzer: analyzer, settings: analyzed.settings.file,
            encoding: positionEncoding, useDocumentChanges: clientSupportsDocumentChanges
        )
    }
}

/// What the edits of one analysed version's actions are made from: everything taken on the
/// message queue, so that they are made anywhere.
private struct CodeActionEdits: Sendable {
    let analyzed: AnalyzedDocument
    let analyzer: any Analyzer
    let settings: FileSettings
    let encoding: PositionEncoding
    let useDocumentChanges: Bool

    func edit(for target: CodeActionTarget) throws -> WorkspaceEdit? {
        let (analysis, document) = (analyzed.analysis, analyzed.document)
        switch target {
        case .fix(let findingIndex, let fixIndex):
            guard analysis.findings.indices.contains(findingIndex), analysis.findings[findingIndex].fixes.indices.contains(fixIndex) else { return nil }
            return workspaceEdit(analysis.findings[findingIndex].fixes[fixIndex].edits)
        case .refactoring(let index):
            guard analysis.refactorings.indices.contains(index) else { return nil }
            return workspaceEdit(analysis.refactorings[index].fix.edits)
        case .fixAll:
            // Editors ask for code actions at every cursor move: the fix loop runs only here.
            let fixed = try analyzer.fixAll(document.text, path: document.path, settings: settings, includeUnsafe: false, context: ProjectContext(path: document.path)).text
            guard let replacement = Replacement(changing: document.text, to: fixed) else { return nil }
            return workspaceEdit([replacement])
        }
    }

    private func workspaceEdit(_ replacements: [Replacement]) -> WorkspaceEdit {
        WorkspaceEdit(replacements, in: analyzed.document, encoding: encoding, useDocumentChanges: useDocumentChanges)
    }
}

/// An action before its edit is computed.
private struct PendingCodeAction: Sendable {
    var action: CodeAction
    var target: CodeActionTarget
}

/// What an action's edit is made of, by position in the document's analysis (stable for one version).
private enum CodeActionTarget: Sendable {
    case fix(finding: Int, fix: Int)
    case refactoring(Int)
    case fixAll

    func data(uri: DocumentURI, version: Int) -> JSON {
        var data: [String: JSON] = ["uri": .string(uri.stringValue), "version": .integer(Int64(version))]
        switch self {
        case .fix(let finding, let fix):
            data["finding"] = .integer(Int64(finding))
            data["fix"] = .integer(Int64(fix))
        case .refactoring(let index):
            data["refactoring"] = .integer(Int64(index))
        case .fixAll:
            data["fixAll"] = true
        }
        return .object(data)
    }

    init?(data: JSON) {
        if let finding = data["finding"]?.integerValue, let fix = data["fix"]?.integerValue {
            self = .fix(finding: Int(finding), fix: Int(fix))
        } else if let index = data["refactoring"]?.integerValue {
            self = .refactoring(Int(index))
        } else if data["fixAll"] == true {
            self = .fixAll
        } else {
            return nil
        }
    }
}

extension Range<Int> {
    /// Overlapping or touching: a cursor (an empty range) at either end of a chain still counts.
    fileprivate func touches(_ other: Range<Int>) -> Bool {
        lowerBound <= other.upperBound && other.lowerBound <= upperBound
    }
}
