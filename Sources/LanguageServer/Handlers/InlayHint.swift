import FocusModel
import FormlspEngine
import JSON
import LanguageServerProtocol
import ProtocolConversions

extension ServerState {
    /// After each field of this file (its `.focused(...)`, or the UIKit property declaration):
    /// what Return does there. Tooltips come with `inlayHint/resolve`.
    func inlayHints(_ request: InlayHintRequest) -> [InlayHint] {
        let uri = request.textDocument.uri
        guard let analyzed = analyzed[uri], analyzed.settings.inlayHints else { return [] }
        let (analysis, document) = (analyzed.analysis, analyzed.document)
        let length = document.lineTable.bytes.count
        let wanted = document.lineTable.offsetRange(of: request.range, in: positionEncoding).range
        var hints: [InlayHint] = []
        for (chainIndex, chain) in analysis.chains.enumerated() {
            for (fieldIndex, field) in chain.fields.enumerated() where field.range.upperBound <= length {
                guard wanted.lowerBound <= field.range.upperBound, field.range.upperBound <= wanted.upperBound else { continue }
                hints.append(InlayHint(
                    position: document.lineTable.lspPosition(ofOffset: field.range.upperBound, in: positionEncoding),
                    label: ChainWording.step(of: field, in: chain), paddingLeft: true,
                    data: ["uri": .string(uri.stringValue), "version": .integer(Int64(document.version)), "chain": .integer(Int64(chainIndex)), "field": .integer(Int64(fieldIndex))]
                ))
            }
        }
        return hints
    }

    /// Adds the tooltip: the field's place in its chain and where its handlers are. A hint from
    /// an older version of the document comes back as it was.
    func resolveInlayHint(_ request: InlayHintResolveRequest) -> InlayHint {
        var hint = request.hint
        guard let data = hint.data, let uri = data["uri"]?.stringValue.map(DocumentURI.init),
              let chainIndex = data["chain"]?.integerValue, let fieldIndex = data["field"]?.integerValue,
              let analyzed = analyzed[uri], data["version"]?.integerValue == Int64(analyzed.document.version),
              analyzed.analysis.chains.indices.contains(Int(chainIndex)), analyzed.analysis.chains[Int(chainIndex)].fields.indices.contains(Int(fieldIndex))
        else { return hint }
        let (analysis, document) = (analyzed.analysis, analyzed.document)
        let chain = analysis.chains[Int(chainIndex)]
        let field = chain.fields[Int(fieldIndex)]
        var lines = ["Return in `\(field.target.name)`: \(ChainWording.step(of: field, in: chain))", "", "Chain `\(chain.name)`: `\(ChainWording.summary(chain))`"]
        if !field.outcome.handlers.isEmpty {
            lines += ["", "Handled at " + field.outcome.handlers.map { document.displayLocation(of: $0) }.joined(separator: ", ")]
        }
        hint.tooltip = MarkupContent(markdown: lines.joined(separator: "\n"))
        return hint
    }
}
