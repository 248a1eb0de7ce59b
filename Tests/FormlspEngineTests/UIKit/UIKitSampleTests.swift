import FocusRules
import FormlspEngine
import Foundation
import Testing

/// The realistic view controllers in `Tests/Samples/UIKit`, analysed through the engine at their
/// real paths (so `LoginViewController` finds `Login.storyboard`), and fixed.
@Suite struct UIKitSampleTests {
    static let samplesFolder = packageRoot + "/Tests/Samples/UIKit"

    /// Each sample with the findings it must produce: rule id and the text the finding starts at.
    static let expectations: [(sample: String, findings: [(RuleID, String)])] = [
        ("SignUpViewController.swift", []),
        ("TagFormViewController.swift", []),
        ("LoginViewController.swift", [("text-field-delegate-unset", "passwordField")]),
        ("CheckoutViewController.swift", [
            ("missing-focus-transition", "cityField"),
            ("submit-label-mismatch", "field.returnKeyType = .next"),
        ]),
        ("AmountViewController.swift", [
            ("keypad-without-return", "amountField"),
            ("deletion-blocked", "return Int(string) != nil"),
        ]),
    ]

    private static func read(_ sample: String) throws -> (path: String, text: String) {
        let path = samplesFolder + "/" + sample
        return (path, try String(contentsOfFile: path, encoding: .utf8))
    }

    @Test(arguments: expectations.map(\.sample))
    func samplesReportExactlyTheirMistakes(sample: String) throws {
        let (path, text) = try Self.read(sample)
        let expected = Self.expectations.first { $0.sample == sample }!.findings
        let bytes = Array(text.utf8)
        let found = Engine().analyze(text, path: path).findings.map { finding -> (RuleID, String) in
            let end = min(bytes.count, finding.range.lowerBound + 64)
            return (finding.rule, String(decoding: bytes[finding.range.lowerBound..<end], as: UTF8.self))
        }
        #expect(found.count == expected.count, "\(sample): \(found)")
        for (rule, start) in expected {
            #expect(found.contains { $0.0 == rule && $0.1.hasPrefix(start) }, "\(sample) lacks \(rule) at \(start): \(found)")
        }
    }

    @Test func aPathNamingNoFileReadsNoStoryboard() throws {
        let (_, text) = try Self.read("LoginViewController.swift")
        let madeUp = Self.samplesFolder + "/Unsaved.swift"
        #expect(Engine().analyze(text, path: madeUp).findings.isEmpty, "the outlets stay unknown")
    }

    @Test(arguments: expectations.map(\.sample))
    func fixingConvergesReparsesAndIsIdempotent(sample: String) throws {
        let (path, text) = try Self.read(sample)
        let engine = Engine()
        let fixed = engine.fixAll(text, path: path, includeUnsafe: true)
        #expect(!fixed.rejectedUnparsable)
        #expect(Engine.parses(fixed.text))
        let fixableRules: Set<RuleID> = ["missing-focus-transition", "submit-label-mismatch", "text-field-delegate-unset", "deletion-blocked"]
        let remaining = engine.analyze(fixed.text, path: path).findings.filter { fixableRules.contains($0.rule) }
        #expect(remaining.isEmpty, "\(sample) after fixing:\n\(fixed.text)\n\(remaining.map(\.message))")
        let again = engine.fixAll(fixed.text, path: path, includeUnsafe: true)
        #expect(again == FixOutcome(text: fixed.text), "fixing twice changes nothing")
    }
}
