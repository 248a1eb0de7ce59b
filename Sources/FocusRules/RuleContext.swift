import FocusModel

/// What a rule sees: the file's focus model, the parsed source (for fixes only), the fix builder
/// of each framework and, for the rules that read the whole file, its suppression comments. Rules
/// report findings here; the engine applies severities and suppressions afterwards.
package final class RuleContext {
    package let file: SourceFile
    package let model: FileModel
    package private(set) var findings: [Finding] = []
    private var swiftUIBuilder: SwiftUIFixBuilder?
    private var uiKitBuilder: UIKitFixBuilder?

    package init(file: SourceFile, model: FileModel) {
        self.file = file
        self.model = model
    }

    /// The file's `// formlsp:` comments, parsed on first use: once per file, for
    /// `invalid-suppression` and for the engine that applies them.
    package private(set) lazy var suppressions = Suppressions(file: file, knownRules: RuleRegistry.ids)

    /// Reports a finding of `rule` at its default severity.
    package func report<R: Rule>(
        _ rule: R.Type, _ message: String, at range: Range<Int>,
        related: [RelatedLocation] = [], fixes: [Fix] = []
    ) {
        let nonEmpty = range.isEmpty ? range.lowerBound..<(range.lowerBound + 1) : range
        findings.append(Finding(
            rule: rule.description.id, severity: rule.description.defaultSeverity,
            message: message, range: nonEmpty, related: related, fixes: fixes
        ))
    }

    /// The fix builder for a chain's framework, made once per analysis.
    package func fixes(for chain: FocusChain) -> any FixBuilder {
        switch chain.framework {
        case .swiftUI: swiftUIFixes
        case .uiKit: uiKitFixes
        }
    }

    /// The SwiftUI fix builder, made once per analysis; rules extend it with their own fixes.
    var swiftUIFixes: SwiftUIFixBuilder {
        if let swiftUIBuilder { return swiftUIBuilder }
        let builder = SwiftUIFixBuilder(file: file, model: model)
        swiftUIBuilder = builder
        return builder
    }

    /// The UIKit fix builder, made once per analysis; rules extend it with their own fixes.
    var uiKitFixes: UIKitFixBuilder {
        if let uiKitBuilder { return uiKitBuilder }
        let builder = UIKitFixBuilder(file: file, model: model)
        uiKitBuilder = builder
        return builder
    }
}
