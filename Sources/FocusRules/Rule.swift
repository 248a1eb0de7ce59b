import Foundation
import FocusModel

/// A rule: a small function of the file's focus model. Each rule lives in its own file under
/// `Rules/`, named after what it flags, and carries its id, default severity, documentation and
/// examples; `RuleRegistry` lists it.
package protocol Rule: Sendable {
    /// Id, default severity, summary and the user documentation (`formlsp explain`).
    static var description: RuleDescription { get }
    /// Sources that must and must not trigger the rule; `↓` or `1️⃣` marks where each finding starts.
    static var examples: RuleExamples { get }
    /// Reports the rule's findings through `context.report`.
    static func check(_ context: RuleContext)
    /// Whether the rule reads the file's text (its comments) rather than the focus model: it then
    /// runs once over the whole file, never over a part of it. False unless a rule says otherwise.
    static var readsWholeFile: Bool { get }
}

extension Rule {
    package static var readsWholeFile: Bool { false }
}

/// A rule's examples, run as its tests and shown in its documentation.
package struct RuleExamples: Sendable {
    package var triggering: [String]
    package var nonTriggering: [String]
    /// Sources before and after applying the first fix of each of the rule's findings.
    package var corrections: [Correction]

    package init(triggering: [String], nonTriggering: [String], corrections: [Correction] = []) {
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.corrections = corrections
    }

    /// What the rule's fix does to a source.
    package struct Correction: Sendable {
        package var before: String
        package var after: String

        package init(_ before: String, _ after: String) {
            self.before = before
            self.after = after
        }
    }

    /// The markers allowed in examples: `↓` (SwiftLint) and `1️⃣`…`9️⃣`.
    package static let markers = ["↓", "1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    /// An example without its markers, each marker taken out in turn as a text search would.
    /// Read as scalars: every rule's documentation is assembled from its examples when the rules
    /// are first listed, at the start of every run, where Foundation's search cost milliseconds.
    package static func plain(_ example: String) -> String {
        var scalars = Array(example.unicodeScalars)
        for marker in markerScalars where scalars.contains(marker[0]) {
            var kept: [Unicode.Scalar] = []
            kept.reserveCapacity(scalars.count)
            var index = 0
            while index < scalars.count {
                if scalars[index] == marker[0], scalars[index...].starts(with: marker) {
                    index += marker.count
                } else {
                    kept.append(scalars[index])
                    index += 1
                }
            }
            scalars = kept
        }
        var plain = String.UnicodeScalarView()
        plain.append(contentsOf: scalars)
        return String(plain)
    }

    private static let markerScalars = markers.map { Array($0.unicodeScalars) }
}

extension RuleDescription {
    /// Assembles a rule's documentation from its parts, in the order every rule page uses:
    /// What it does / Why is this bad / Example / Use instead / Fix.
    package init(
        id: RuleID, defaultSeverity: Severity, summary: String,
        whatItDoes: String, whyIsThisBad: String, fix: String?, examples: RuleExamples
    ) {
        var sections = [
            "## What it does\n\n\(whatItDoes)",
            "## Why is this bad\n\n\(whyIsThisBad)",
        ]
        if let example = examples.triggering.first {
            sections.append("## Example\n\n```swift\n\(RuleExamples.plain(example))\n```")
        }
        if let clean = examples.nonTriggering.first {
            sections.append("## Use instead\n\n```swift\n\(RuleExamples.plain(clean))\n```")
        }
        var fixSection = "## Fix\n\n\(fix ?? "None: the right target is a decision only the author can make.")"
        if let correction = examples.corrections.first {
            fixSection += "\n\n```swift\n\(RuleExamples.plain(correction.before))\n```\n\nbecomes\n\n```swift\n\(correction.after)\n```"
        }
        sections.append(fixSection)
        self.init(
            id: id, defaultSeverity: defaultSeverity, summary: summary,
            documentation: sections.joined(separator: "\n\n"), isFixable: fix != nil
        )
    }
}
