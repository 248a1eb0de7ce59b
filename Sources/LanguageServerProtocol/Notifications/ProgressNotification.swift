/// `$/progress` with a work-done payload: `begin`, any number of `report`s, `end`.
public struct ProgressNotification: NotificationType, Hashable {
    public static let method = "$/progress"

    public var token: String
    public var value: WorkDoneProgress

    public init(token: String, value: WorkDoneProgress) {
        self.token = token
        self.value = value
    }
}

public struct WorkDoneProgress: Hashable, Sendable, Codable {
    /// `begin`, `report` or `end`.
    public var kind: String
    /// Only in `begin`.
    public var title: String?
    public var message: String?
    /// 0–100; in `begin` and `report`.
    public var percentage: Int?

    public static func begin(title: String, message: String, percentage: Int) -> Self {
        WorkDoneProgress(kind: "begin", title: title, message: message, percentage: percentage)
    }

    public static func report(message: String, percentage: Int) -> Self {
        WorkDoneProgress(kind: "report", title: nil, message: message, percentage: percentage)
    }

    public static func end(message: String) -> Self {
        WorkDoneProgress(kind: "end", title: nil, message: message, percentage: nil)
    }
}
