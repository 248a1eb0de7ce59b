import Foundation

/// Reading source files from disk where anything may sit behind a `.swift` name: the checker's
/// files, the workspace index and the related files of a cross-file analysis all read here.
package enum RegularFile {
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
