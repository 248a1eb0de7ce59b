#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard streams at the file-descriptor level, unbuffered: stdout carries nothing
/// but protocol frames, so nothing may sit in a stdio buffer or slip in from elsewhere.
package enum StandardIO {
    /// Reads standard input on the calling thread until end of input or a read error, handing each
    /// chunk to `receive` as it arrives.
    package static func readInput(_ receive: ([UInt8]) -> Void) {
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count > 0 {
                receive(Array(buffer[..<count]))
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    package static func writeOutput(_ bytes: [UInt8]) {
        writeAll(bytes, to: 1)
    }

    package static func writeError(_ bytes: [UInt8]) {
        writeAll(bytes, to: 2)
    }

    /// A client that goes away must not kill the server with SIGPIPE mid-write; the write fails instead.
    package static func ignoreBrokenPipe() {
        signal(SIGPIPE, SIG_IGN)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}
