import Foundation
import FocusRules
import FormlspEngine

/// Analyses `text` with default settings and returns the findings of `rule` (all rules when nil).
func findings(in text: String, rule: RuleID? = nil) -> [Finding] {
    Engine().analyze(text, path: "Test.swift").findings.filter { rule == nil || $0.rule == rule }
}

/// The `form-without-focus-routing` notes on `text`.
func formNotes(_ text: String) -> [Finding] {
    findings(in: text, rule: "form-without-focus-routing")
}

/// The package root, for tests that read the sample forms.
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
