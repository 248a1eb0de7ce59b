import FocusModel
import FocusRules

/// Which chain and which field of it a finding is about: the one answer that findings' subjects
/// (baselines, SARIF fingerprints, in the checker and the server alike), `formlsp chains` and the
/// reports' diagrams share, so a diagram marks exactly the fields `check` reports.
package enum FindingPlacement {
    package struct Place: Equatable, Sendable {
        /// Index into the chains placed among.
        package var chain: Int
        /// Index into that chain's fields; nil for a finding about the chain as a whole (a handler,
        /// the focus state).
        package var field: Int?
    }

    /// The innermost chain holding the finding's start (in its type's extent or its declaration),
    /// and the field whose binding, Return-key label or keyboard the finding starts at. When that
    /// spot is shared (one statement setting the Return key of several fields), the field is the
    /// one the message names first (every message names, in backticks, the field it is about);
    /// a finding naming none of them is about the chain.
    package static func place(_ finding: Finding, among chains: [FocusChain]) -> Place? {
        let start = finding.range.lowerBound
        guard let index = chains.indices.filter({ chains[$0].extent.contains(start) || chains[$0].declaration.contains(start) })
            .min(by: { chains[$0].extent.count < chains[$1].extent.count }) else { return nil }
        let fields = chains[index].fields
        let candidates = fields.indices.filter { field in
            [fields[field].range, fields[field].label?.range, fields[field].keyboard?.range].contains { $0?.contains(start) ?? false }
        }
        guard candidates.count > 1 else { return Place(chain: index, field: candidates.first) }
        let named = quotedNames(in: finding.message)
        let field = named.lazy.compactMap { name in candidates.first { fields[$0].target.name == name } }.first
        return Place(chain: index, field: field)
    }

    /// The names a message quotes in backticks, in order: `name`, `.done`.
    static func quotedNames(in message: String) -> [String] {
        message.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap { index, part in
            index % 2 == 1 ? String(part) : nil
        }
    }
}
