import Foundation

/// Whether the Xcode project that builds a Swift file targets the iPad alone: every
/// `TARGETED_DEVICE_FAMILY` of its `project.pbxproj` is `2`. The iPad's number pad has a Return
/// key, so a keypad in such a project leaves no one stuck.
///
/// The Xcode project is the nearest `.xcodeproj` in the file's folder or above it, up to the
/// project's root (`ProjectRoot`); none outside a project. What a folder says is kept for the life
/// of the engine: a project's device family is set once, and a changed one is seen on the next run.
package final class DeviceFamilyIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var padOnlyByFolder: [String: Bool] = [:]
    private let roots = ProjectRoot.Finder()

    package init() {}

    package func isPadOnly(sourceAt path: String) -> Bool {
        // A path that names no file (an unsaved buffer, a test's made-up name) has no project around it.
        guard !path.isEmpty, FileManager.default.fileExists(atPath: path) else { return false }
        var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        guard let root = roots.root(ofFolder: folder)?.path else { return false }
        var visited: [String] = []
        var answer = false
        lock.lock()
        defer { lock.unlock() }
        while true {
            if let known = padOnlyByFolder[folder] {
                answer = known
                break
            }
            visited.append(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            let projects = names.filter { $0.hasSuffix(".xcodeproj") }
            if !projects.isEmpty {
                answer = Self.padOnly(projects.map { "\(folder)/\($0)/project.pbxproj" })
                break
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if folder == root || parent == folder { break }
            folder = parent
        }
        for seen in visited { padOnlyByFolder[seen] = answer }
        return answer
    }

    /// Every device family the project files name is the iPad's (`2`); false when none is named
    /// (Xcode's default is the iPhone's).
    static func padOnly(_ projectFiles: [String]) -> Bool {
        var families: Set<String> = []
        for file in projectFiles {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            families.formUnion(deviceFamilies(in: text))
        }
        return families == ["2"]
    }

    /// The values of `TARGETED_DEVICE_FAMILY = …;` in a `project.pbxproj`, quotes and spaces removed.
    /// The key is found in the bytes: a project file runs to megabytes, and a search through
    /// `String` would go through UTF-16.
    static func deviceFamilies(in text: String) -> Set<String> {
        var text = text
        return text.withUTF8 { bytes in
            var families: Set<String> = []
            var position = 0
            while let found = firstKey(in: bytes, from: position) {
                let start = found + key.count
                guard let end = bytes[start...].firstIndex(of: UInt8(ascii: ";")) else { break }
                position = end
                guard let equals = bytes[start..<end].firstIndex(of: UInt8(ascii: "=")) else { continue }
                let value = String(decoding: bytes[(equals + 1)..<end], as: UTF8.self).filter { !$0.isWhitespace && $0 != "\"" }
                if !value.isEmpty { families.insert(value) }
            }
            return families
        }
    }

    private static let key = Array("TARGETED_DEVICE_FAMILY".utf8)

    /// Where the next `key` starts at or after `position`: `memchr` finds each candidate first byte.
    private static func firstKey(in bytes: UnsafeBufferPointer<UInt8>, from position: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var position = position
        while bytes.count - position >= key.count, let hit = memchr(base + position, Int32(key[0]), bytes.count - position - key.count + 1) {
            let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + offset, key, key.count) == 0 { return offset }
            position = offset + 1
        }
        return nil
    }
}
