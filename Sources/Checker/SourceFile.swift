import Foundation

/// The bytes of a file to check and their text, once they are known to be Swift source:
/// readable, free of NUL bytes (binary) and valid UTF-8.
struct SourceFile {
    var bytes: [UInt8]
    /// When the bytes were read; a fix is written only if the file still has this stamp.
    var modificationDate: Date?

    static func read(_ path: String) -> Result<SourceFile, SourceFileError> {
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(.unreadable) }
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let date = (try? FileManager.default.attributesOfItem(atPath: real))?[.modificationDate] as? Date
        return .success(SourceFile(bytes: Array(data), modificationDate: date))
    }

    /// The bytes as text; binary and invalid UTF-8 are refused rather than repaired, because
    /// positions and fixes computed on repaired text would not fit the file.
    static func decode(_ bytes: [UInt8]) -> Result<String, SourceFileError> {
        if bytes.contains(0) { return .failure(.binary) }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return .success(String(decoding: bytes, as: UTF8.self))
            case .error: return .failure(.notUTF8(offset: offset))
            }
        }
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
