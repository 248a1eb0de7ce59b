import CExtendedAttributes
import FormlspEngine
import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
import ProjectFiles
#endif

/// Replaces a file's contents and keeps everything else the file had. Usually the new text goes
/// to a temporary file in the same folder (same file system, so `rename` is atomic), created with
/// the original's mode and given its owner and extended attributes, and is renamed over the
/// original only if the original still holds the bytes that were read: a reader never sees a
/// half-written file, and an edit made meanwhile (an editor saving) is never overwritten. Where a
/// rename would lose something (the file has other hard links, or its owner cannot be given to a
/// new file), the contents are written in place instead.
enum AtomicFileWriter {
    enum Failure: Error, Equatable, CustomStringConvertible {
        case changedOnDisk
        case cannotWrite(String)

        var description: String {
            switch self {
            case .changedOnDisk: "changed on disk while it was being fixed; not written"
            case .cannotWrite(let reason): "cannot write the fixed file: \(reason)"
            }
        }
    }

    static func replace(_ path: String, expecting original: RegularFile, with text: String) throws(Failure) {
        // Write through a symbolic link to the file it names, keeping the link.
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var status = stat()
        guard stat(target, &status) == 0 else { throw Failure.cannotWrite(systemError()) }
        guard case .success(let current) = RegularFile.read(target),
              current.bytes == original.bytes, current.modificationDate == original.modificationDate
        else { throw Failure.changedOnDisk }
        let bytes = Array(text.utf8)
        if status.st_nlink > 1 {
            try overwrite(target, with: bytes)
            return
        }
        do {
            try replaceByRename(target, status: status, with: bytes, expecting: original)
        } catch {
            switch error {
            case .cannotKeepOwner: try overwrite(target, with: bytes)
            case .failed(let failure): throw failure
            }
        }
    }

    private enum RenameFailure: Error {
        case cannotKeepOwner
        case failed(Failure)
    }

    private static func replaceByRename(_ target: String, status: stat, with bytes: [UInt8], expecting original: RegularFile) throws(RenameFailure) {
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let temporary = (folder as NSString).appendingPathComponent(".\(name).formlsp-\(UUID().uuidString).tmp")
        let mode = mode_t(status.st_mode) & 0o7777
        // Created with the final mode (narrowed by the umask, never wider), then set exactly.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard descriptor >= 0 else { throw .failed(.cannotWrite("cannot create a temporary file in \(folder): \(systemError())")) }
        var renamed = false
        defer {
            if !renamed { unlink(temporary) }
        }
        defer { close(descriptor) }
        if status.st_uid != geteuid() || status.st_gid != getegid() {
            guard fchown(descriptor, status.st_uid, status.st_gid) == 0 else { throw .cannotKeepOwner }
        }
        guard fchmod(descriptor, mode) == 0 else { throw .failed(.cannotWrite("cannot set permissions: \(systemError())")) }
        copyExtendedAttributes(from: target, to: descriptor)
        do {
            try write(bytes, to: descriptor)
        } catch {
            throw .failed(error)
        }
        guard case .success(let current) = RegularFile.read(target),
              current.bytes == original.bytes, current.modificationDate == original.modificationDate
        else { throw .failed(.changedOnDisk) }
        guard rename(temporary, target) == 0 else { throw .failed(.cannotWrite(systemError())) }
        renamed = true
    }

    /// The contents replaced in the file itself: every name and attribute stays.
    private static func overwrite(_ target: String, with bytes: [UInt8]) throws(Failure) {
        let descriptor = open(target, O_WRONLY)
        guard descriptor >= 0 else { throw Failure.cannotWrite(systemError()) }
        defer { close(descriptor) }
        guard ftruncate(descriptor, 0) == 0 else { throw Failure.cannotWrite(systemError()) }
        try write(bytes, to: descriptor)
    }

    /// Writes every byte and flushes them to the disk; a full disk, a file-size limit (`ulimit -f`,
    /// with SIGXFSZ ignored) or an I/O error is reported with the system's reason.
    private static func write(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
        if let failure = writeAll(bytes, to: descriptor) { throw Failure.cannotWrite(failure) }
        guard fsync(descriptor) == 0 else { throw Failure.cannotWrite(systemError()) }
    }

    /// Copies the extended attributes the file system lets the user read and write (a Finder tag,
    /// a quarantine flag); one that cannot be copied is left behind rather than failing the fix.
    private static func copyExtendedAttributes(from path: String, to descriptor: Int32) {
        #if canImport(Darwin)
        let listed = listxattr(path, nil, 0, XATTR_NOFOLLOW)
        #else
        let listed = listxattr(path, nil, 0)
        #endif
        guard listed > 0 else { return }
        var names = [CChar](repeating: 0, count: listed)
        #if canImport(Darwin)
        let length = listxattr(path, &names, listed, XATTR_NOFOLLOW)
        #else
        let length = listxattr(path, &names, listed)
        #endif
        guard length > 0 else { return }
        for name in names.prefix(length).split(separator: 0) {
            let key = Array(name) + [0]
            #if canImport(Darwin)
            let size = getxattr(path, key, nil, 0, 0, XATTR_NOFOLLOW)
            #else
            let size = getxattr(path, key, nil, 0)
            #endif
            guard size >= 0 else { continue }
            var value = [UInt8](repeating: 0, count: size)
            #if canImport(Darwin)
            let read = getxattr(path, key, &value, size, 0, XATTR_NOFOLLOW)
            if read >= 0 { _ = fsetxattr(descriptor, key, value, read, 0, 0) }
            #else
            let read = getxattr(path, key, &value, size)
            if read >= 0 { _ = fsetxattr(descriptor, key, value, read, 0) }
            #endif
        }
    }

    private static func systemError() -> String {
        String(cString: strerror(errno))
    }
}
