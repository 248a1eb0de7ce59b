import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Replaces a file's contents all at once: the new text goes to a temporary file in the same folder
/// (same file system, so `rename` is atomic), takes the original's permissions, and is renamed over
/// the original only if the original still holds the bytes that were read. A reader never sees a
/// half-written file, and an edit made meanwhile (an editor saving) is never overwritten.
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

    static func replace(_ path: String, expecting original: SourceFile, with text: String) throws(Failure) {
        // Write through a symbolic link to the file it names, keeping the link.
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let files = FileManager.default
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let temporary = (folder as NSString).appendingPathComponent(".\(name).formlsp-\(UUID().uuidString).tmp")
        let permissions = (try? files.attributesOfItem(atPath: target))?[.posixPermissions] as? NSNumber

        guard files.createFile(atPath: temporary, contents: Data(text.utf8)) else {
            throw Failure.cannotWrite("cannot create a temporary file in \(folder)")
        }
        var renamed = false
        defer { if !renamed { try? files.removeItem(atPath: temporary) } }
        if let permissions {
            do {
                try files.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary)
            } catch {
                throw Failure.cannotWrite("cannot set permissions")
            }
        }
        guard case .success(let current) = SourceFile.read(target),
            current.bytes == original.bytes, current.modificationDate == original.modificationDate
        else { throw Failure.changedOnDisk }
        guard rename(temporary, target) == 0 else {
            throw Failure.cannotWrite(String(cString: strerror(errno)))
        }
        renamed = true
    }
}
