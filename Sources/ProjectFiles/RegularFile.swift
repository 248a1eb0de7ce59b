import Foundation

/// A source file read from disk, where anything may sit behind a `.swift` name: the checker's
/// files, the workspace index and the related files of a cross-file analysis all read here.
/// (`SourceFile` is the parsed text the rules see.)
package struct RegularFile: Sendable {
    package var bytes: [UInt8]
    /// When the bytes were read; a fix is written only if the file still has this stamp.
    package var modificationDate: Date?

    package init(bytes: [UInt8], modificationDate: Date? = nil) {
        self.bytes = bytes
        self.modificationDate = modificationDate
    }

    /// Reads a file; `stamped` also records its modification date, which only writing fixes needs
    /// (resolving links and asking for attributes costs more than reading a small file).
    package static func read(_ path: String, stamped: Bool = true) -> Result<RegularFile, RegularFileError> {
        guard let bytes = bytes(atPath: path) else { return .failure(.unreadable) }
        guard stamped else { return .success(RegularFile(bytes: bytes)) }
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let date = (try? FileManager.default.attributesOfItem(atPath: real))?[.modificationDate] as? Date
        return .success(RegularFile(bytes: bytes, modificationDate: date))
    }

    /// The bytes as text; binary and invalid UTF-8 are refused rather than repaired, because
    /// positions and fixes computed on repaired text would not fit the file.
    package static func text(of bytes: [UInt8]) -> Result<String, RegularFileError> {
        if holdsNUL(bytes) { return .failure(.binary) }
        // The standard library's validating decoder checks and copies in one pass; only invalid
        // bytes are decoded again, to say where.
        if let text = String(validating: bytes, as: UTF8.self) { return .success(text) }
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

    /// Whether the bytes hold a NUL, which no Swift source does: `memchr` scans many bytes at a time.
    package static func holdsNUL(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return false }
            return memchr(base, 0, buffer.count) != nil
        }
    }

    /// The file's bytes, read straight into one array (no `Data` to copy from), or nil when it
    /// cannot be read. Only a regular file is read: a FIFO or device named `.swift` is opened
    /// without blocking and refused, so it cannot hang the reader.
    package static func bytes(atPath path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        // One byte more than the size, so that reaching it shows the file grew while being read;
        // the rest is then read from the same descriptor, never by opening the path again.
        let expected = max(Int(status.st_size), 0) + 1
        guard var bytes = read(descriptor, atMost: expected) else { return nil }
        var filled = bytes.count == expected
        while filled {
            let chunkSize = 64 * 1024
            guard let more = read(descriptor, atMost: chunkSize) else { return nil }
            bytes += more
            filled = more.count == chunkSize
        }
        return bytes
    }

    /// Up to `count` bytes, fewer only at the end of the file; nil when reading fails.
    private static func read(_ descriptor: Int32, atMost count: Int) -> [UInt8]? {
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, filled in
            while filled < count {
                let got = readChunk(descriptor, into: buffer.baseAddress! + filled, upTo: count - filled)
                if got > 0 {
                    filled += got
                } else if got == 0 {
                    return
                } else if errno != EINTR {
                    failed = true
                    return
                }
            }
        }
        return failed ? nil : bytes
    }
}

/// `read(2)`, named apart from `RegularFile.read`.
private func readChunk(_ descriptor: Int32, into buffer: UnsafeMutablePointer<UInt8>, upTo count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// Why a file is not read as Swift source.
package enum RegularFileError: Error, Equatable, CustomStringConvertible {
    case unreadable
    case binary
    case notUTF8(offset: Int)

    package var description: String {
        switch self {
        case .unreadable: "cannot read the file"
        case .binary: "not a text file (it contains NUL bytes)"
        case .notUTF8(let offset): "not valid UTF-8 (at byte \(offset))"
        }
    }
}
