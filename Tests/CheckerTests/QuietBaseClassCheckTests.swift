import Checker
import FormlspEngine
import Foundation
import TestSupport
import Testing

/// The checker indexes the classes of a file that spells no chain word: a form's controller
/// inheriting from one (a themed base) is read as inheriting from UIKit, whichever pass reads the base.
@Suite struct QuietBaseClassCheckTests {
    static let base = """
        import UIKit

        class ThemedViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .black
            }
        }

        """

    static let signIn = """
        import UIKit

        final class SignInViewController: ThemedViewController {
            private let userField = UITextField()
            private let passwordField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                passwordField.isSecureTextEntry = true
                view.addSubview(userField)
                view.addSubview(passwordField)
            }

            @objc func signIn() {}
        }

        """

    static let note = """
        SignInViewController.swift:4:17: note: Return moves focus nowhere in this form (`userField`, `passwordField`); \
        route it from each field to the next [form-without-focus-routing]

        """

    @Test(arguments: [["."], ["SignInViewController.swift"]])
    func aFormOnAThemedBaseGetsItsNote(paths: [String]) throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write(".git/HEAD", "ref: refs/heads/main\n")
        try tree.write("ThemedViewController.swift", Self.base)
        try tree.write("SignInViewController.swift", Self.signIn)
        #expect(try checkerOutput(in: tree) { $0.input.paths = paths } == Self.note)
    }
}
