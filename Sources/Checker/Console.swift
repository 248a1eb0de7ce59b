import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Where the checker's text goes and its input comes from. The command uses the process's
/// standard streams; tests capture them.
package protocol Console: Sendable {
    /// Throws when the output cannot take the text (a full disk, a closed file).
    func writeOutput(_ text: String) throws(OutputError)
    func writeError(_ text: String)
    func readInput() -> [UInt8]
    var outputIsTerminal: Bool { get }
    var errorIsTerminal: Bool { get }
}

/// The process's stdin, stdout and stderr.
package struct StandardConsole: Console {
    package init() {}

    package func writeOutput(_ text: String) throws(OutputError) {
        try OutputError.write(text, to: STDOUT_FILENO, named: "standard output")
    }

    package func writeError(_ text: String) {
        try? OutputError.write(text, to: STDERR_FILENO, named: "standard error")
    }

    package func readInput() -> [UInt8] {
        Array(FileHandle.standardInput.readDataToEndOfFile())
    }

    package var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    package var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}

/// The report could not be written: where, and what the system said.
package struct OutputError: Error, Sendable, CustomStringConvertible {
    package var description: String

    /// Writes all of `text` to `descriptor`.
    static func write(_ text: String, to descriptor: Int32, named name: String) throws(OutputError) {
        if let failure = writeAll(Array(text.utf8), to: descriptor) {
            throw OutputError(description: "cannot write to \(name): \(failure)")
        }
    }

    /// Writes `text` to the file at `path`, created or truncated.
    static func write(_ text: String, toFileAt path: String, named name: String) throws(OutputError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
        guard descriptor >= 0 else { throw OutputError(description: "cannot open \(name): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        try write(text, to: descriptor, named: name)
    }
}

/// Writes every byte to `descriptor`, retrying short writes and interruptions; the system's reason
/// when it cannot (a full disk, a file-size limit, an I/O error).
func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
    var written = 0
    while written < bytes.count {
        let count = bytes.withUnsafeBytes { buffer in
            #if canImport(Darwin)
            Darwin.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            #else
            Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            #endif
        }
        if count < 0 {
            if errno == EINTR { continue }
            return String(cString: strerror(errno))
        }
        written += count
    }
    return nil
}
