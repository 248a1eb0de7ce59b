import JSON
import LanguageServerProtocol

extension ServerState {
    /// Sends a request to the client; `handler` runs on the message queue with its answer (or the
    /// error the client returned, or one for an answer that does not decode).
    mutating func sendRequest<Request: RequestType>(
        _ request: Request, then handler: @escaping (inout ServerState, Result<Request.Response, ResponseError>) -> Void
    ) {
        lastOutgoingID += 1
        let id = RequestID.string("formlsp-\(lastOutgoingID)")
        outgoingRequests[id] = { state, result in
            handler(&state, result.flatMap { json in
                Result { try JSONValueDecoder().decode(Request.Response.self, from: json) }
                    .mapError { .internalError("\(Request.method): the client's answer does not decode: \($0)") }
            })
        }
        let params = (try? JSONValueEncoder().encode(request)) ?? .null
        connection.send(.request(id: id, method: Request.method, params: params))
    }

    /// The client answered one of formlsp's requests.
    mutating func receiveResponse(id: RequestID?, result: Result<JSON, ResponseError>) {
        guard let id, let handler = outgoingRequests.removeValue(forKey: id) else {
            log(.log, "ignored a response (id \(id.map(String.init(describing:)) ?? "null")) to no request of formlsp's")
            return
        }
        if case .failure(let error) = result {
            log(.warning, "the client answered request \(id) with error \(error.code.rawValue): \(error.message)")
        }
        handler(&self, result)
    }
}
