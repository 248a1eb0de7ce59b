/// How `Position.character` is counted; an open set (`utf-8`, `utf-16`, `utf-32`).
public struct PositionEncodingKind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let utf8 = PositionEncodingKind(rawValue: "utf-8")
    /// What every client supports, and the default when none is negotiated.
    public static let utf16 = PositionEncodingKind(rawValue: "utf-16")
    public static let utf32 = PositionEncodingKind(rawValue: "utf-32")

    public var description: String { rawValue }
}
