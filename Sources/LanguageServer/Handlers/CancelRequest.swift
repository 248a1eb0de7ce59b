import JSON
import LanguageServerProtocol

extension LanguageServer {
    /// Runs on the reader's thread, not the server's queue: the request it names may be waiting
    /// behind other work on the queue, or running there. Answers it with `RequestCancelled` if it
    /// is still unanswered; its eventual result is then dropped.
    func cancelRequest(_ params: JSON?) {
        do throws(ResponseError) {
            connection.cancelRequest(try CancelRequestNotification.decode(params: params).id)
        } catch {
            log(.warning, "ignored $/cancelRequest: \(error.message)")
        }
    }
}
