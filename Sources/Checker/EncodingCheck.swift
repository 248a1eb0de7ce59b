import FormlspEngine
import ProjectFiles

extension RegularFile {
    /// Why bytes the prefilter rules out are not Swift source, if they are not: invalid UTF-8.
    /// ASCII, which most Swift files are, is ruled in a word at a time without decoding.
    static func encodingProblem(of bytes: [UInt8]) -> RegularFileError? {
        let isASCII = bytes.withUnsafeBytes { buffer in
            let words = buffer.count / 8
            var high: UInt64 = 0
            for index in 0..<words { high |= buffer.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self) }
            for index in (words * 8)..<buffer.count { high |= UInt64(buffer[index]) }
            return high & 0x8080_8080_8080_8080 == 0
        }
        guard !isASCII, case .failure(let problem) = RegularFile.text(of: bytes) else { return nil }
        return problem
    }
}
