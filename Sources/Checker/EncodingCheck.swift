import FormlspEngine
import ProjectFiles

extension RegularFile {
    /// Why bytes the prefilter rules out are not Swift source, if they are not: invalid UTF-8.
    /// Valid bytes, which nearly every file's are, are checked without making a string of them;
    /// only invalid ones are decoded, to say where (`RegularFile.text(of:)`).
    static func encodingProblem(of bytes: [UInt8]) -> RegularFileError? {
        guard !isValidUTF8(bytes), case .failure(let problem) = RegularFile.text(of: bytes) else { return nil }
        return problem
    }

    /// Whether the bytes are well-formed UTF-8, as `String(validating:as:)` judges them: no
    /// stray continuation byte, no overlong form, no surrogate, nothing above U+10FFFF, no
    /// sequence cut short. ASCII runs, most of any Swift file, are skipped eight bytes at a time.
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            let count = buffer.count
            var index = 0
            while index < count {
                while index + 8 <= count, buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { index += 8 }
                guard index < count else { return true }
                let lead = buffer[index]
                if lead < 0x80 {
                    index += 1
                    continue
                }
                let length: Int
                // The ranges the second byte may take after each lead byte (RFC 3629, section 4).
                var second: ClosedRange<UInt8> = 0x80...0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0:
                    length = 3
                    second = 0xA0...0xBF
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED:
                    length = 3
                    second = 0x80...0x9F
                case 0xF0:
                    length = 4
                    second = 0x90...0xBF
                case 0xF1...0xF3: length = 4
                case 0xF4:
                    length = 4
                    second = 0x80...0x8F
                default: return false
                }
                guard index + length <= count, second.contains(buffer[index + 1]) else { return false }
                for offset in 2..<length where buffer[index + offset] & 0xC0 != 0x80 { return false }
                index += length
            }
            return true
        }
    }
}
