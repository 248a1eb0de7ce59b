import FocusModel
import Foundation
import Testing

/// The models of the sample view controllers in `Tests/Samples/UIKit`.
@Suite struct UIKitSampleModelTests {
    private static let samplesFolder: String = {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)
        return components.joined(separator: "/") + "/Samples/UIKit"
    }()

    private func scope(of sample: String, storyboard: String? = nil) throws -> UIKitScope {
        let text = try String(contentsOfFile: Self.samplesFolder + "/" + sample, encoding: .utf8)
        let outlets = try storyboard.map {
            InterfaceBuilderOutlets(interfaceFile: try String(contentsOfFile: Self.samplesFolder + "/" + $0, encoding: .utf8))
        } ?? InterfaceBuilderOutlets()
        let model = UIKitModelBuilder.model(of: text, interfaceOutlets: outlets)
        try #require(model.scopes.count == 1)
        return model.scopes[0]
    }

    @Test func signUpFollowsTheStackViewAndEveryFieldMoves() throws {
        let scope = try scope(of: "SignUpViewController.swift")
        #expect(scope.chain.fields.map(\.target.name) == ["nameField", "emailField", "passwordField"])
        #expect(scope.chain.fields.map { $0.outcome.moves.map(\.target.name) } == [["emailField"], ["passwordField"], []])
        #expect(scope.chain.fields.map { $0.label?.value } == ["next", "next", "join"])
        #expect(scope.fields.allSatisfy { $0.delegate == .set })
        #expect(scope.delegateExtension != nil)
    }

    @Test func loginReadsTheStoryboard() throws {
        let scope = try scope(of: "LoginViewController.swift", storyboard: "Login.storyboard")
        #expect(scope.fields.map(\.delegate) == [.set, .unset])
        #expect(scope.chain.fields.map { $0.label?.value } == ["next", "go"])
        #expect(scope.fields.allSatisfy { $0.isRoutedFrom })
        let withoutStoryboard = try self.scope(of: "LoginViewController.swift")
        #expect(withoutStoryboard.fields.map(\.delegate) == [.unknown, .unknown])
    }

    @Test func checkoutHasAFieldWithoutACase() throws {
        let scope = try scope(of: "CheckoutViewController.swift")
        #expect(scope.chain.fields.map(\.target.name) == ["streetField", "cityField", "zipField"])
        let outcomes = scope.chain.fields.map(\.outcome)
        #expect(outcomes[0].definitelyMoves)
        #expect(outcomes[1].isNothing)
        #expect(outcomes[2].ends)
        #expect(scope.chain.fields.allSatisfy { $0.label?.value == "next" })
    }

    @Test func tagRoutingIsUnknownAndLabelsAreComputed() throws {
        let scope = try scope(of: "TagFormViewController.swift")
        #expect(scope.chain.fields.allSatisfy { $0.outcome.isUnknown })
        #expect(scope.chain.fields.allSatisfy { $0.label?.isDynamic == true })
        #expect(scope.fields.allSatisfy { $0.delegate == .set })
    }

    @Test func amountUsesANumberPadMidForm() throws {
        let text = try String(contentsOfFile: Self.samplesFolder + "/AmountViewController.swift", encoding: .utf8)
        let model = UIKitModelBuilder.model(of: text)
        let scope = try #require(model.scopes.first)
        #expect(scope.chain.fields.first?.keyboard?.value == "numberPad")
        let filter = try #require(model.characterFilters.first)
        #expect(model.characterFilters.count == 1 && !filter.editsTextItself)
        #expect(filter.deletionExits.contains { $0.returnsFalse && $0.isDecided && !$0.isHidden })
    }
}

/// Half-typed code is the normal state of a file in an editor: the builder must not trap on it.
@Suite struct UIKitHostileInputTests {
    @Test func everyPrefixOfEverySampleBuilds() throws {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)
        let folder = components.joined(separator: "/") + "/Samples/UIKit"
        let samples = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
        #expect(samples.count >= 5)
        var built = 0
        for sample in samples {
            let bytes = Array(try String(contentsOfFile: folder + "/" + sample, encoding: .utf8).utf8)
            for end in stride(from: 0, through: bytes.count, by: 41) {
                _ = UIKitModelBuilder.model(of: String(decoding: bytes[0..<end], as: UTF8.self))
                built += 1
            }
        }
        #expect(built > 100)
    }
}

extension UIKitHostileInputTests {
    @Test func longElseIfChainsAndDeepNestingDoNotExhaustTheStack() {
        let branches = (0..<1500).map { "if textField == field\($0 % 2 == 0 ? "A" : "B") { print(\($0)) }" }.joined(separator: " else ")
        let nested = String(repeating: "if flag { ", count: 200) + "return false" + String(repeating: " }", count: 200)
        let source = """
            class DeepViewController: UIViewController, UITextFieldDelegate {
                let fieldA = UITextField()
                let fieldB = UITextField()
                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    \(branches)
                    return true
                }
                func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                    \(branches.replacingOccurrences(of: "textField == field", with: "string == field"))
                    \(nested)
                }
            }
            """
        let model = UIKitModelBuilder.model(of: source)
        #expect(model.scopes.count == 1)
    }
}
