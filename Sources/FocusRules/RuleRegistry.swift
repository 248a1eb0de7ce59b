import FocusModel

/// Every rule, sorted by id. A test compares this list with the files in `Rules/`.
public enum RuleRegistry {
    public static let rules: [any Rule.Type] = [
        BlockedSubmitHandler.self,
        BoolFocusStates.self,
        DeletionBlocked.self,
        DuplicateFocusBinding.self,
        FocusChainGap.self,
        FormWithoutFocusRouting.self,
        InvalidSuppression.self,
        KeypadWithoutReturn.self,
        MissingFocusTransition.self,
        MissingSubmitLabel.self,
        SearchSubmitOrder.self,
        SubmitLabelMismatch.self,
        TextFieldDelegateUnset.self,
        UnboundFocusTarget.self,
    ]

    public static let all: [RuleDescription] = rules.map { $0.description }

    public static func description(of id: RuleID) -> RuleDescription? {
        all.first { $0.id == id }
    }
}
