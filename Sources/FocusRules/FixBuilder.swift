import FocusModel

/// Writes the code that fixes a chain, in one framework's idiom. Rules decide *what* is wrong in
/// framework-neutral terms and ask the chain's builder *how* to fix it: the missing-transition fix
/// is an `.onSubmit` switch in SwiftUI and `textFieldShouldReturn(_:)` in UIKit; the label fix is
/// `.submitLabel(.next)` or `returnKeyType = .next`. A builder returns nil for what it cannot write.
package protocol FixBuilder {
    /// Routes Return from `field` to the next field (or ends the chain at the last one), inserting
    /// new routing or completing an existing `switch`.
    func routingFix(for field: ChainField, in chain: FocusChain) -> Fix?
    /// Makes `field`'s Return key show `label` (`next`, `done`).
    func labelFix(_ label: String, for field: ChainField, in chain: FocusChain) -> Fix?
    /// Points an existing transition at another field (`a → c` becomes `a → b`).
    func retargetFix(_ transition: Transition, to field: ChainField, in chain: FocusChain) -> Fix?
    /// Gives a number-pad field a way to advance (keyboard toolbar, input accessory view).
    func keyboardAccessoryFix(for field: ChainField, in chain: FocusChain) -> Fix?
    /// Moves a text handler that a barrier blocks to where its fields reach it.
    func unblockFix(for handler: BlockedHandler) -> Fix?
    /// Moves an `.onSubmit(of: .search)` outside its `.searchable`.
    func searchOrderFix(for submit: MisorderedSearchSubmit) -> Fix?
    /// Chain-wide code actions: insert routing, set labels along the chain, convert Bool states.
    func refactorings(for chain: FocusChain) -> [Refactoring]
}

extension FixBuilder {
    package func retargetFix(_ transition: Transition, to field: ChainField, in chain: FocusChain) -> Fix? { nil }
    package func keyboardAccessoryFix(for field: ChainField, in chain: FocusChain) -> Fix? { nil }
    package func unblockFix(for handler: BlockedHandler) -> Fix? { nil }
    package func searchOrderFix(for submit: MisorderedSearchSubmit) -> Fix? { nil }
}

/// The fix builder of each framework.
package enum FixBuilders {
    package static func builder(for framework: Framework, file: SourceFile, model: FileModel) -> any FixBuilder {
        switch framework {
        case .swiftUI: SwiftUIFixBuilder(file: file, model: model)
        case .uiKit: UIKitFixBuilder(file: file, model: model)
        }
    }
}
