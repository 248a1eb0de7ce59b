#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One entry of a folder, as a walk needs it: its name and what it is, links followed.
package struct FolderEntry: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case file
        case folder
        /// A symbolic link that leads to nothing.
        case brokenLink
        /// A socket, a device, a fifo.
        case other
    }

    package var name: String
    package var kind: Kind
    /// The entry is a symbolic link (to `kind`).
    package var isLink: Bool
    /// The name is not valid UTF-8: it reads with U+FFFD in it, and that spelling opens nothing.
    package var hasUndecodableName: Bool
}

/// Folder listings straight from `readdir`, which says what each entry is without a `stat` per
/// entry (only links and file systems that do not say are asked): the walks of the checker and
/// of the server's index list every folder of a project, and a 15,000-file project spends more
/// time asking Foundation what each entry is than reading the answer.
package enum FolderListing {
    /// The entries of `folder` (absolute), unsorted, without `.` and `..`; nil when it cannot be read.
    package static func entries(of folder: String) -> [FolderEntry]? {
        guard let stream = opendir(folder) else { return nil }
        defer { closedir(stream) }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var entries: [FolderEntry] = []
        while let record = readdir(stream) {
            let bytes = withUnsafeBytes(of: &record.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            let name = String(decoding: bytes, as: UTF8.self)
            let kind: FolderEntry.Kind
            var isLink = false
            switch Int(record.pointee.d_type) {
            case Int(DT_DIR): kind = .folder
            case Int(DT_REG): kind = .file
            case Int(DT_LNK), Int(DT_UNKNOWN):
                isLink = Int(record.pointee.d_type) == Int(DT_LNK) || isSymbolicLink(atPath: prefix + name)
                kind = kindFollowingLinks(atPath: prefix + name) ?? (isLink ? .brokenLink : .other)
            default: kind = .other
            }
            entries.append(FolderEntry(name: name, kind: kind, isLink: isLink, hasUndecodableName: !name.utf8.elementsEqual(bytes)))
        }
        return entries
    }

    /// Tells one real folder from another whatever the links leading to it: a walk that follows
    /// links enters each once, so a link loop ends.
    package struct Identity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    /// The identity of the folder (or file) at `path`, links followed; nil when there is none.
    package static func identity(ofFolderAt path: String) -> Identity? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    private static func kindFollowingLinks(atPath path: String) -> FolderEntry.Kind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        default: return .other
        }
    }

    private static func isSymbolicLink(atPath path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }
}
