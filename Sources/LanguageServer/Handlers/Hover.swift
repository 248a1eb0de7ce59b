import FocusModel
import FormlspEngine
import LanguageServerProtocol
import ProtocolConversions

extension ServerState {
    /// On a field (its `.focused(...)` or UIKit property), a handler (`.onSubmit`,
    /// `textFieldShouldReturn`), a submit label, a focus assignment or the focus state itself: the
    /// chain drawn as text, then each field with its label, what Return does and where it is.
    func hover(_ request: HoverRequest) -> Hover? {
        let uri = request.textDocument.uri
        guard let analyzed = analyzed[uri], analyzed.settings.hover else { return nil }
        let (analysis, document) = (analyzed.analysis, analyzed.document)
        let offset = document.lineTable.offset(of: request.position, in: positionEncoding).offset
        for chain in analysis.chains {
            guard let range = Self.hoverTarget(in: chain, at: offset, within: document.lineTable.bytes.count) else { continue }
            return Hover(contents: MarkupContent(markdown: hoverText(chain, of: document)), range: document.lineTable.lspRange(of: range, in: positionEncoding))
        }
        return nil
    }

    /// The range of the chain's code under `offset` in this file, if any.
    private static func hoverTarget(in chain: FocusChain, at offset: Int, within length: Int) -> Range<Int>? {
        var ranges = [chain.declaration]
        for field in chain.fields {
            ranges.append(field.range)
            ranges += field.outcome.handlers
            ranges += field.outcome.moves.map(\.range)
            if let label = field.label?.range { ranges.append(label) }
        }
        return ranges.filter { $0.upperBound <= length && $0.lowerBound <= offset && offset <= $0.upperBound }.min { $0.count < $1.count }
    }

    private func hoverText(_ chain: FocusChain, of document: Document) -> String {
        var lines = [
            "**Focus chain `\(chain.name)`** (\(chain.framework == .swiftUI ? "SwiftUI" : "UIKit"))",
            "",
            "`\(ChainWording.summary(chain))`",
            "",
            "| Field | Return key | Return does | Where |",
            "|---|---|---|---|",
        ]
        for field in chain.fields {
            var sources = [document.displayLocation(of: field.range)]
            sources += field.outcome.handlers.map { "handler " + document.displayLocation(of: $0) }
            let label = ChainWording.label(field).map { "`.\($0)`" } ?? "computed"
            lines.append("| `\(field.target.name)` | \(label) | \(ChainWording.step(of: field, in: chain)) | \(sources.joined(separator: ", ")) |")
        }
        lines += ["", "Declared at \(document.displayLocation(of: chain.declaration))"]
        return lines.joined(separator: "\n")
    }
}
