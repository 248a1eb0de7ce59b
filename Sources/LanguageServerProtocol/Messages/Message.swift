import JSON

/// One JSON-RPC 2.0 message, either direction. `params` stays untyped here: each method decodes its
/// own, so a bad field is reported as invalid params (-32602) against that method, not as a
/// malformed message.
package enum Message: Hashable, Sendable {
    case request(id: RequestID, method: String, params: JSON?)
    case notification(method: String, params: JSON?)
    /// `id` is nil only for an error about a message whose id could not be read (sent as `null`).
    case response(id: RequestID?, result: Result<JSON, ResponseError>)

    package var json: JSON {
        var members: [String: JSON] = ["jsonrpc": "2.0"]
        switch self {
        case .request(let id, let method, let params):
            members["id"] = id.json
            members["method"] = .string(method)
            if let params { members["params"] = params }
        case .notification(let method, let params):
            members["method"] = .string(method)
            if let params { members["params"] = params }
        case .response(let id, let result):
            members["id"] = id?.json ?? .null
            switch result {
            case .success(let value): members["result"] = value
            case .failure(let error): members["error"] = (try? JSONValueEncoder().encode(error)) ?? .null
            }
        }
        return .object(members)
    }
}

/// Why a JSON value is not a JSON-RPC message, with the id to answer (nil: answer with `id: null`).
package struct InvalidMessage: Error, Hashable, Sendable {
    package var id: RequestID?
    package var error: ResponseError

    package init(id: RequestID?, error: ResponseError) {
        self.id = id
        self.error = error
    }
}

extension Message {
    /// Classifies a parsed JSON value as a request, notification or response, or says why it is
    /// none (always `invalidRequest`), keeping the id when it was readable so the error can name it.
    package init(classifying json: JSON) throws(InvalidMessage) {
        guard case .object(let members) = json else {
            throw InvalidMessage(id: nil, error: .invalidRequest("a message must be a JSON object"))
        }
        var id: RequestID?
        // A response may carry `id: null`: an error about a message whose id could not be read.
        let isNullResponseID = members["id"] == .null && members["method"] == nil
        if let rawID = members["id"], !isNullResponseID {
            guard let readable = RequestID(json: rawID) else {
                throw InvalidMessage(id: nil, error: .invalidRequest("\"id\" must be an integer or a string"))
            }
            id = readable
        }
        guard members["jsonrpc"] == "2.0" else {
            throw InvalidMessage(id: id, error: .invalidRequest("\"jsonrpc\" must be \"2.0\""))
        }
        if let rawMethod = members["method"] {
            guard case .string(let method) = rawMethod else {
                throw InvalidMessage(id: id, error: .invalidRequest("\"method\" must be a string"))
            }
            let params = members["params"]
            if let id {
                self = .request(id: id, method: method, params: params)
            } else {
                self = .notification(method: method, params: params)
            }
            return
        }
        switch (members["result"], members["error"]) {
        case (let result?, nil):
            self = .response(id: id, result: .success(result))
        case (nil, let error?):
            guard let error = try? JSONValueDecoder().decode(ResponseError.self, from: error) else {
                throw InvalidMessage(id: id, error: .invalidRequest("\"error\" must be an object with \"code\" and \"message\""))
            }
            self = .response(id: id, result: .failure(error))
        default:
            throw InvalidMessage(id: id, error: .invalidRequest("a message needs \"method\", or exactly one of \"result\" and \"error\""))
        }
    }
}
