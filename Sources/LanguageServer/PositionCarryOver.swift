import JSON
import LanguageServerProtocol
import ProtocolConversions

extension ServerState {
    /// A request's `position` and `range`, carried from the document as it was when the request
    /// came (`sent`) to the version its answer is computed on. A request waits for an analysis of
    /// its version or a later one; when the user typed on meanwhile, the newest version is the one
    /// analysed, and the request's positions move with the edits in between, as the text did.
    func carryingPositions(of params: JSON?, from sent: Document) -> JSON? {
        guard case .object(var object)? = params, let answered = analyzed[sent.uri]?.document, answered.epoch != sent.epoch,
              let current = documents[sent.uri]
        else { return params }
        func carry(_ json: JSON?) -> JSON? {
            guard let json, let position = try? JSONValueDecoder().decode(Position.self, from: json),
                  let offset = current.offset(sent.lineTable.offset(of: position, in: positionEncoding).offset, carriedFrom: sent.epoch, to: answered.epoch)
            else { return nil }
            return try? JSONValueEncoder().encode(answered.lineTable.lspPosition(ofOffset: offset, in: positionEncoding))
        }
        if let position = carry(object["position"]) {
            object["position"] = position
        }
        if case .object(var range)? = object["range"], let start = carry(range["start"]), let end = carry(range["end"]) {
            range["start"] = start
            range["end"] = end
            object["range"] = .object(range)
        }
        return .object(object)
    }
}
