import Checker
import FormlspEngine
import Foundation
import TestSupport
import Testing

/// Outlets of the app's own `UITextField` subclass whose name does not end in `TextField`, in a
/// controller spelling no focus word: the prefilter's second stage counts the fields of that class
/// once the project's classes are known (`ComponentFormPrefilter`), so the checker reads the form.
@Suite struct AppTextFieldClassFormTests {
    /// The app's underlined field, declared as `declaration` says.
    static func underlinedEntry(_ declaration: String = "class UnderlinedEntry: UITextField {") -> String {
        """
        import UIKit

        \(declaration)
            private let underline = CALayer()

            override func layoutSubviews() {
                super.layoutSubviews()
                underline.frame = CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
            }
        }

        """
    }

    /// A passphrase change: two outlets of the underlined field, read together by one action.
    static let changePassphrase = MarkedText("""
        import UIKit

        final class ChangePassphraseViewController: UIViewController {
            @IBOutlet weak var 1️⃣currentPassphrase: UnderlinedEntry!
            @IBOutlet weak var newPassphrase: UnderlinedEntry!

            @IBAction func save(_ sender: UIButton) {
                vault.change(from: currentPassphrase.text ?? "", to: newPassphrase.text ?? "")
            }
        }

        """)

    /// The scene: no delegate connected, the default Return key on both fields.
    static let scene = """
        <document><scenes><scene><objects>
          <viewController id="vc" customClass="ChangePassphraseViewController">
            <view key="view" id="root">
              <rect key="frame" x="0" y="0" width="390" height="844"/>
              <subviews>
                <textField id="current" customClass="UnderlinedEntry"><rect key="frame" x="16" y="100" width="358" height="40"/></textField>
                <textField id="new" customClass="UnderlinedEntry"><rect key="frame" x="16" y="150" width="358" height="40"/></textField>
              </subviews>
            </view>
            <connections>
              <outlet property="currentPassphrase" destination="current" id="o1"/>
              <outlet property="newPassphrase" destination="new" id="o2"/>
            </connections>
          </viewController>
        </objects></scene></scenes></document>
        """

    private func output(entry: String, screen: String) throws -> (prefiltered: String, whole: String) {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write(".git/HEAD", "ref: refs/heads/main\n")
        try tree.write("App/Views/UnderlinedEntry.swift", entry)
        try tree.write("App/ChangePassphraseViewController.swift", screen)
        try tree.write("App/Base.lproj/Main.storyboard", Self.scene)
        return (try checkerOutput(in: tree), try checkerOutput(in: tree) { $0.noPrefilter = true })
    }

    @Test func outletsOfTheAppsFieldClassMakeAForm() throws {
        let form = Self.changePassphrase
        let line = form.text.utf8.prefix(form["1️⃣"]).count { $0 == UInt8(ascii: "\n") } + 1
        let (prefiltered, whole) = try output(entry: Self.underlinedEntry(), screen: form.text)
        #expect(prefiltered.hasPrefix("""
            App/ChangePassphraseViewController.swift:\(line):24: note: Return moves focus nowhere in this form \
            (`currentPassphrase`, `newPassphrase`)
            """), "\(prefiltered)")
        #expect(prefiltered == whole)
    }

    /// A class of the app's that is no text field (a view drawing a line), and one outlet of the
    /// field class, make no form.
    @Test(arguments: [
        (underlinedEntry("class UnderlinedEntry: UIView {"), changePassphrase.text),
        (underlinedEntry(), changePassphrase.text.replacingOccurrences(of: "    @IBOutlet weak var newPassphrase: UnderlinedEntry!\n", with: "")),
    ])
    func noTwoFieldsOfTheClassGetNothing(entry: String, screen: String) throws {
        let (prefiltered, whole) = try output(entry: entry, screen: screen)
        #expect(!prefiltered.contains("ChangePassphraseViewController.swift"), "\(prefiltered)")
        #expect(prefiltered == whole)
    }
}
