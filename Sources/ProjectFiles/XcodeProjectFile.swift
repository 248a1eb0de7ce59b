import Foundation

/// One `project.pbxproj`, read once: the device families it names are found in its bytes as it is
/// read (a fast scan every analysis with a chain asks for), its targets parsed only when first asked
/// (`XcodeProject`), which happens only for a file with something to report.
struct XcodeProjectFile {
    /// Every value of `TARGETED_DEVICE_FAMILY`, quotes and spaces removed (`"1,2"`, `2`).
    let deviceFamilies: Set<String>
    private let text: String
    /// The folder holding the `.xcodeproj`, which its paths start from.
    private let folder: String
    private var parsed: XcodeProject??

    /// The project file at `path` (`…/App.xcodeproj/project.pbxproj`); nil when it cannot be read.
    init?(path: String) {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        self.text = text
        folder = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        deviceFamilies = Self.deviceFamilies(in: text)
    }

    /// The targets, parsed on the first call; nil when the file is no project Xcode would read.
    mutating func targets() -> XcodeProject? {
        if let parsed { return parsed }
        let project = XcodeProject(text: text, folder: folder)
        parsed = .some(project)
        return project
    }

    /// The values of `TARGETED_DEVICE_FAMILY = …;`. The key is found in the bytes: a project file
    /// runs to megabytes, and a search through `String` would go through UTF-16.
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
