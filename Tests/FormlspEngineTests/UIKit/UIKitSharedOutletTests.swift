import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Two outlets of one class connected to the same text field in the xib: one field under two
/// names. A move from one name to the other stays in that field, and the code's names no longer
/// say which fields are on screen: nothing is said of Return in either. The class's other fields
/// are read as before.
@Suite struct UIKitSharedOutletTests {
    static let controller = MarkedText("""
        import UIKit

        final class VoucherController: UIViewController, UITextFieldDelegate {
            @IBOutlet weak var codeField: UITextField!
            @IBOutlet weak var ownerField: UITextField!
            @IBOutlet weak var 1️⃣amountField: UITextField!
            @IBOutlet weak var noteField: UITextField!

            override func viewDidLoad() {
                super.viewDidLoad()
                codeField.delegate = self
                codeField.tag = 0
                ownerField.delegate = self
                ownerField.tag = 1
                amountField.delegate = self
                amountField.tag = 2
                noteField.delegate = self
                noteField.tag = 3
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if let following = textField.superview?.viewWithTag(textField.tag + 1) {
                    following.becomeFirstResponder()
                } else {
                    textField.resignFirstResponder()
                }
                return false
            }

            @IBAction func redeemTapped(_ sender: Any) {}
        }

        """)

    /// `ownerDestination` is the field the owner outlet is connected to: its own, or the code field.
    static func xib(ownerDestination: String) -> String {
        """
        <document><objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="VoucherController">
            <connections>
              <outlet property="codeField" destination="c"/><outlet property="ownerField" destination="\(ownerDestination)"/>
              <outlet property="amountField" destination="a"/><outlet property="noteField" destination="n"/>
            </connections>
          </placeholder>
          <view id="root"><subviews>
            <textField id="c"/><textField id="o"/><textField id="a"/><textField id="n"/>
          </subviews></view>
        </objects></document>
        """
    }

    private func rules(xib: String) throws -> [String] {
        try findings(ofController: Self.controller.text, named: "VoucherController", besideXib: xib)
    }

    @Test func outletsOfOneFieldSayNothingAndTheOthersAreStillRead() throws {
        #expect(try rules(xib: Self.xib(ownerDestination: "c")) == ["missing-submit-label@\(Self.controller["1️⃣"])"])
    }

    /// Each outlet on a field of its own: the code and owner fields move on under the default key too.
    @Test func outletsOfFieldsOfTheirOwnAreRead() throws {
        let found = try rules(xib: Self.xib(ownerDestination: "o"))
        #expect(found.count == 3)
        #expect(found.contains("missing-submit-label@\(Self.controller["1️⃣"])"))
    }
}
