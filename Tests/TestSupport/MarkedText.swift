/// Source text with positions marked inline by emoji (`1️⃣` … `9️⃣`, `🔟`), the way swift-format's
/// tests do it: fixtures say *where* with a marker instead of hand-counted line and column numbers.
public struct MarkedText: Sendable {
    public static let markerNames = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

    /// The text with every marker removed.
    public let text: String
    /// UTF-8 byte offset in `text` of each marker found.
    public let markers: [String: Int]

    public init(_ marked: String) {
        var text = ""
        var markers: [String: Int] = [:]
        var offset = 0
        var rest = Substring(marked)
        while !rest.isEmpty {
            if let marker = Self.markerNames.first(where: { rest.hasPrefix($0) }) {
                precondition(markers[marker] == nil, "marker \(marker) used twice")
                markers[marker] = offset
                rest = rest.dropFirst(marker.count)
                continue
            }
            let character = rest.removeFirst()
            text.append(character)
            offset += character.utf8.count
        }
        self.text = text
        self.markers = markers
    }

    /// The offset of a marker, failing loudly when the fixture lacks it.
    public subscript(marker: String) -> Int {
        guard let offset = markers[marker] else { preconditionFailure("no marker \(marker) in fixture") }
        return offset
    }
}
