import Foundation
import FocusRules
import FormlspEngine
import TestSupport

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

/// Analyses `text` with default settings and returns the findings of `rule` (all rules when nil).
func findings(in text: String, rule: RuleID? = nil) -> [Finding] {
    Engine().analyze(text, path: "Test.swift").findings.filter { rule == nil || $0.rule == rule }
}

/// The package root, for tests that compare generated files with the source tree.
let packageRoot: String = {
    var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(4)
    return components.joined(separator: "/")
}()

/// The sample forms `make demo` checks (Tests/Samples/SwiftUI).
enum Samples {
    static func swiftUI() throws -> [(name: String, text: String)] {
        let folder = packageRoot + "/Tests/Samples/SwiftUI"
        return try FileManager.default.contentsOfDirectory(atPath: folder).sorted().filter { $0.hasSuffix(".swift") }.map {
            ($0, try String(contentsOfFile: folder + "/" + $0, encoding: .utf8))
        }
    }
}

/// Marked sources with the markers taken out.
enum MarkedTextStripper {
    static func strip(_ marked: String) -> String { MarkedText(marked).text }
}
