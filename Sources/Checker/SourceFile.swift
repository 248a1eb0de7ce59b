import FormlspEngine
import Foundation

/// The bytes of a file to check and their text, once they are known to be Swift source:
/// readable, free of NUL bytes (binary) and valid UTF-8.
struct SourceFile {
    var bytes: [UInt8]
    /// When the bytes were read; a fix is written only if the file still has this stamp.
    var modificationDate: Date?

    /// Reads a file; `stamped` also records its modification date, which only writing fixes needs
    /// (resolving links and asking for attributes costs more than reading a small file).
    static func read(_ path: String, stamped: Bool = true) -> Result<SourceFile, SourceFileError> {
        guard let bytes = RegularFile.bytes(atPath: path) else { return .failure(.unreadable) }
        guard stamped else { return .success(SourceFile(bytes: bytes, modificationDate: nil)) }
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let date = (try? FileManager.default.attributesOfItem(atPath: real))?[.modificationDate] as? Date
        return .success(SourceFile(bytes: bytes, modificationDate: date))
    }

    /// The bytes as text; binary and invalid UTF-8 are refused rather than repaired, because
    /// positions and fixes computed on repaired text would not fit the file.
    static func decode(_ bytes: [UInt8]) -> Result<String, SourceFileError> {
        if holdsNUL(bytes) { return .failure(.binary) }
        // Decoding repairs invalid bytes; the text is the file only when nothing was repaired.
        let text = String(decoding: bytes, as: UTF8.self)
        if text.utf8.elementsEqual(bytes) { return .success(text) }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return .success(text)
            case .error: return .failure(.notUTF8(offset: offset))
            }
        }
    }
}

/// Whether the bytes hold a NUL, which no Swift source does: `memchr` scans many bytes at a time.
func holdsNUL(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return false }
        return memchr(base, 0, buffer.count) != nil
    }
}

enum SourceFileError: Error, Equatable, CustomStringConvertible {
    case unreadable
    case binary
    case notUTF8(offset: Int)

    var description: String {
        switch self {
        case .unreadable: "cannot read the file"
        case .binary: "not a text file (it contains NUL bytes)"
        case .notUTF8(let offset): "not valid UTF-8 (at byte \(offset))"
        }
    }
}
