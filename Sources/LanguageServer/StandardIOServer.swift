import Dispatch
import Foundation
import JSONRPC

extension LanguageServer {
    /// Serves LSP on stdin/stdout until `exit` or end of input; returns the process exit code.
    /// A reader thread feeds stdin to the server while the calling thread waits.
    package static func serveStandardIO(version: String) -> Int32 {
        StandardIO.ignoreBrokenPipe()
        let exitCode = Locked<Int32>(1)
        let exited = DispatchSemaphore(value: 0)
        let connection = Connection(write: StandardIO.writeOutput)
        let server = LanguageServer(connection: connection, version: version) { code in
            exitCode.withLock { $0 = code }
            exited.signal()
        }
        let reader = Thread {
            StandardIO.readInput { server.receive(bytes: $0) }
            server.receiveEndOfInput()
        }
        reader.name = "formlsp stdin"
        reader.start()
        exited.wait()
        return exitCode.withLock { $0 }
    }
}
