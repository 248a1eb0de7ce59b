import FocusModel

/// What a rule sees: the file's focus model, the parsed source (for fixes only) and the fix
/// builder of each framework. Rules report findings here; the engine applies severities and
/// suppressions afterwards.
package final class RuleContext {
    package let file: SourceFile
    package let model: FileModel
    package private(set) var findings: [Finding] = []
    private var builders: [Framework: any FixBuilder] = [:]

    package init(file: SourceFile, model: FileModel) {
        self.file = file
        self.model = model
    }

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
        fixes(for: chain.framework)
    }

    package func fixes(for framework: Framework) -> any FixBuilder {
        if let builder = builders[framework] { return builder }
        let builder = FixBuilders.builder(for: framework, file: file, model: model)
        builders[framework] = builder
        return builder
    }
}
