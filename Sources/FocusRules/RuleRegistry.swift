import FocusModel

/// Every rule, sorted by id. A test compares this list with the files in `Rules/`.
public enum RuleRegistry {
    public static let all: [RuleDescription] = []

    public static func description(of id: RuleID) -> RuleDescription? {
        all.first { $0.id == id }
    }
}
