import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Where the checker's text goes and its input comes from. The command uses the process's
/// standard streams; tests capture them.
package protocol Console: Sendable {
    func writeOutput(_ text: String)
    func writeError(_ text: String)
    func readInput() -> [UInt8]
    var outputIsTerminal: Bool { get }
    var errorIsTerminal: Bool { get }
}

/// The process's stdin, stdout and stderr.
package struct StandardConsole: Console {
    package init() {}

    package func writeOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    package func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    package func readInput() -> [UInt8] {
        Array(FileHandle.standardInput.readDataToEndOfFile())
    }

    package var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    package var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}
