/// How `Position.character` is counted; an open set (`utf-8`, `utf-16`, `utf-32`).
package struct PositionEncodingKind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    package var rawValue: String
    package init(rawValue: String) { self.rawValue = rawValue }

    package static let utf8 = PositionEncodingKind(rawValue: "utf-8")
    /// What every client supports, and the default when none is negotiated.
    package static let utf16 = PositionEncodingKind(rawValue: "utf-16")
    package static let utf32 = PositionEncodingKind(rawValue: "utf-32")

    package var description: String { rawValue }
}
