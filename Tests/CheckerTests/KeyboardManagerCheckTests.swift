import Checker
import FormlspEngine
import Foundation
import TestSupport
import Testing

/// The checker reads an app delegate that turns IQKeyboardManager on, though it spells no word of a
/// focus chain: a form of the app walks its fields with the library's toolbar, whether the app
/// delegate is checked too or only read for the form's sake.
@Suite struct KeyboardManagerCheckTests {
    static let appDelegate = """
        import UIKit
        import IQKeyboardManagerSwift

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                IQKeyboardManager.shared.enable = true
                return true
            }
        }

        """

    static let form = """
        import UIKit

        final class ParcelViewController: UIViewController, UITextFieldDelegate {
            private let senderField = UITextField()
            private let receiverField = UITextField()

            override func viewDidLoad() {
                super.viewDidLoad()
                senderField.delegate = self
                receiverField.delegate = self
            }

            @IBAction func sendTapped() {}
        }

        """

    static let note = """
        ParcelViewController.swift:4:17: note: Return moves focus nowhere in this form (`senderField`, `receiverField`); \
        route it from each field to the next [form-without-focus-routing]

        """

    @Test(arguments: [["."], ["ParcelViewController.swift"]])
    func aFormOfAnAppWithTheToolbarGetsNoNote(paths: [String]) throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write(".git/HEAD", "ref: refs/heads/main\n")
        try tree.write("AppDelegate.swift", Self.appDelegate)
        try tree.write("ParcelViewController.swift", Self.form)
        #expect(try checkerOutput(in: tree) { $0.input.paths = paths } == "")
    }

    @Test(arguments: [["."], ["ParcelViewController.swift"]])
    func aFormOfAnAppWithoutItKeepsItsNote(paths: [String]) throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write(".git/HEAD", "ref: refs/heads/main\n")
        try tree.write("AppDelegate.swift", Self.appDelegate.replacingOccurrences(of: "IQKeyboardManager.shared.enable = true", with: "window?.makeKeyAndVisible()"))
        try tree.write("ParcelViewController.swift", Self.form)
        #expect(try checkerOutput(in: tree) { $0.input.paths = paths } == Self.note)
    }
}
