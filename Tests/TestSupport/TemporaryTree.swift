import Foundation

/// A folder under the system's temporary directory, with a `.git` so configuration lookups stop
/// there; removed by `remove()`.
package struct TemporaryTree {
    package let root: String

    package init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("formlsp-checker-\(UUID().uuidString)").standardizedFileURL.path
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
    }

    /// Writes `text` at `relativePath`, creating folders.
    @discardableResult
    package func write(_ relativePath: String, _ text: String) throws -> String {
        try write(relativePath, bytes: Array(text.utf8))
    }

    @discardableResult
    package func write(_ relativePath: String, bytes: [UInt8]) throws -> String {
        let path = root + "/" + relativePath
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { throw CocoaError(.fileWriteUnknown) }
        return path
    }

    package func read(_ relativePath: String) -> String? {
        FileManager.default.contents(atPath: root + "/" + relativePath).map { String(decoding: $0, as: UTF8.self) }
    }

    package func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}
