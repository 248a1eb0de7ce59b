import FocusModel

/// Every rule, sorted by id. A test compares this list with the files in `Rules/`.
package enum RuleRegistry {
    package static let rules: [any Rule.Type] = [
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

    package static let all: [RuleDescription] = rules.map { $0.description }

    /// The ids of every rule, for validating ids that users write.
    package static let ids: Set<RuleID> = Set(all.map(\.id))

    package static func description(of id: RuleID) -> RuleDescription? {
        all.first { $0.id == id }
    }
}
