/// The level of a `window/logMessage`; an open set.
public struct MessageType: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let error = MessageType(rawValue: 1)
    public static let warning = MessageType(rawValue: 2)
    public static let info = MessageType(rawValue: 3)
    public static let log = MessageType(rawValue: 4)

    public var description: String {
        switch rawValue {
        case 1: return "error"
        case 2: return "warning"
        case 3: return "info"
        default: return "log"
        }
    }
}
