/// The level of a `window/logMessage`; an open set.
package struct MessageType: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    package var rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let error = MessageType(rawValue: 1)
    package static let warning = MessageType(rawValue: 2)
    package static let info = MessageType(rawValue: 3)
    package static let log = MessageType(rawValue: 4)

    package var description: String {
        switch rawValue {
        case 1: return "error"
        case 2: return "warning"
        case 3: return "info"
        default: return "log"
        }
    }
}
