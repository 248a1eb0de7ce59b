import FocusModel
import FocusRules
import SwiftParser
import SwiftSyntax

/// An example with its markers (`↓`, `1️⃣`…) taken out: the clean text and the UTF-8 offset of each marker, in order.
struct MarkedExample {
    let text: String
    let offsets: [Int]

    init(_ marked: String) {
        var text = ""
        var offsets: [Int] = []
        var offset = 0
        for character in marked {
            if RuleExamples.markers.contains(String(character)) {
                offsets.append(offset)
                continue
            }
            text.append(character)
            offset += character.utf8.count
        }
        self.text = text
        self.offsets = offsets
    }
}

/// The findings of `rule` (all rules when nil) in `text`, from the rules alone: the file's model,
/// every rule over it, each spot reported once, in the order of the text. The engine adds settings,
/// suppressions and the project around the file.
func findings(in text: String, rule: RuleID? = nil) -> [Finding] {
    let file = SourceFile(text)
    let context = RuleContext(file: file, model: FileModel.build(from: file.tree))
    for checked in RuleRegistry.rules where rule == nil || checked.description.id == rule {
        checked.check(context)
    }
    var reported: Set<Spot> = []
    return context.findings
        .filter { reported.insert(Spot(rule: $0.rule, range: $0.range)).inserted }
        .sorted { ($0.range.lowerBound, $0.range.upperBound, $0.rule.rawValue) < ($1.range.lowerBound, $1.range.upperBound, $1.rule.rawValue) }
}

private struct Spot: Hashable {
    var rule: RuleID
    var range: Range<Int>
}

/// Whether `text` parses as Swift without syntax errors.
func parses(_ text: String) -> Bool {
    !Parser.parse(source: text).hasError
}

/// The package root, for tests that compare generated files with the source tree.
let packageRoot: String = {
    var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(4)
    return components.joined(separator: "/")
}()
