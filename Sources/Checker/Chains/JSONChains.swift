import FormlspEngine
import Foundation
import JSON
import LanguageServerProtocol
import ProtocolConversions

/// The chains as data, in the one shape the server's `formlsp/focusChains` answers with
/// (protocol/focus-chains.schema.json): locations are file URIs with UTF-16 positions, LSP's default.
struct JSONChains {
    /// The folder the diagrams' paths are relative to.
    var workingDirectory: String

    func render(_ diagrams: [ChainDiagram]) -> String {
        let chains = diagrams.map { diagram in
            let uri = DocumentURI(URL(fileURLWithPath: Paths.absolute(diagram.path, from: workingDirectory)).absoluteString)
            return FocusChainDescription(diagram, uri: uri, encoding: .utf16)
        }
        // Encoding plain values cannot fail.
        let document = (try? JSONValueEncoder().encode(FocusChainsDocument(chains: chains))) ?? .null
        return document.serialized(indent: 2) + "\n"
    }
}
