import FocusModel

/// What a rule sees: the file's focus model, the parsed source (for fixes only) and the fix
/// builder of each framework. Rules report findings here; the engine applies severities and
/// suppressions afterwards.
public final class RuleContext {
    public let file: SourceFile
    public let model: FileModel
    public private(set) var findings: [Finding] = []
    private var builders: [Framework: any FixBuilder] = [:]

    public init(file: SourceFile, model: FileModel) {
        self.file = file
        self.model = model
    }

    /// Reports a finding of `rule` at its default severity.
    public func report<R: Rule>(
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
    public func fixes(for chain: FocusChain) -> any FixBuilder {
        fixes(for: chain.framework)
    }

    public func fixes(for framework: Framework) -> any FixBuilder {
        if let builder = builders[framework] { return builder }
        let builder = FixBuilders.builder(for: framework, file: file, model: model)
        builders[framework] = builder
        return builder
    }
}
