import FocusModel

/// Writes the fixes several rules share, in one framework's idiom: routing Return to the next
/// field (an `.onSubmit` switch in SwiftUI, `textFieldShouldReturn(_:)` in UIKit) and setting a
/// field's Return-key label (`.submitLabel(.next)`, `returnKeyType = .next`), plus the chain-wide
/// refactorings. Rules decide *what* is wrong in framework-neutral terms and ask the chain's
/// builder *how* to fix it. A fix only one rule writes lives in that rule's file, as a
/// `fileprivate` extension of `SwiftUIFixBuilder` or `UIKitFixBuilder`. A builder returns nil for
/// what it cannot write.
package protocol FixBuilder {
    /// Routes Return from `field` to the next field (or ends the chain at the last one), inserting
    /// new routing or completing an existing `switch`.
    func routingFix(for field: ChainField, in chain: FocusChain) -> Fix?
    /// Makes `field`'s Return key show `label` (`next`, `done`).
    func labelFix(_ label: String, for field: ChainField, in chain: FocusChain) -> Fix?
    /// Chain-wide code actions: insert routing, set labels along the chain, convert Bool states.
    func refactorings(for chain: FocusChain) -> [Refactoring]
}
