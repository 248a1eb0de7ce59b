/// `$/progress` with a work-done payload: `begin`, any number of `report`s, `end`.
package struct ProgressNotification: NotificationType, Hashable {
    package static let method = "$/progress"

    package var token: String
    package var value: WorkDoneProgress

    package init(token: String, value: WorkDoneProgress) {
        self.token = token
        self.value = value
    }
}

/// One step of a work-done progress report: `begin`, `report` or `end`.
package struct WorkDoneProgress: Hashable, Sendable, Codable {
    /// `begin`, `report` or `end`.
    package var kind: String
    /// Only in `begin`.
    package var title: String?
    package var message: String?
    /// 0–100; in `begin` and `report`.
    package var percentage: Int?

    package static func begin(title: String, message: String, percentage: Int) -> Self {
        WorkDoneProgress(kind: "begin", title: title, message: message, percentage: percentage)
    }

    package static func report(message: String, percentage: Int) -> Self {
        WorkDoneProgress(kind: "report", title: nil, message: message, percentage: percentage)
    }

    package static func end(message: String) -> Self {
        WorkDoneProgress(kind: "end", title: nil, message: message, percentage: nil)
    }
}
