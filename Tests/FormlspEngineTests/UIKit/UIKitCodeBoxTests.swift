import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// Boxes of a code typed one character each, in UIKit (issue 22 item 2): boxes that a change
/// handler moves on as their character is typed, and boxes a hidden field's change handler fills
/// while the user types into that field alone. Neither is a form whose Return is routed.
@Suite struct UIKitCodeBoxTests {
    private func spots(_ text: String) -> [String] {
        Engine().analyze(text, path: "Code.swift").findings.map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    /// A four-box confirmation code; `changeHandling` holds the class's change handling (and the
    /// registration of it, written in `setUp`); Return only drops the keyboard, and every box but
    /// the last is labelled Next.
    static func confirmationCode(setUp: String = "", changeHandling: String) -> MarkedText {
        MarkedText("""
            import UIKit

            final class ConfirmCodeViewController: UIViewController, UITextFieldDelegate {
                @IBOutlet var 1️⃣boxA: UITextField!
                @IBOutlet var 2️⃣boxB: UITextField!
                @IBOutlet var 3️⃣boxC: UITextField!
                @IBOutlet var boxD: UITextField!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    for box in [boxA, boxB, boxC, boxD] {
                        box?.delegate = self
                        box?.returnKeyType = .next
                        \(setUp)
                    }
                    boxD.returnKeyType = .done
                }

                \(changeHandling)

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    textField.resignFirstResponder()
                    return true
                }

                func confirm() {}
            }

            """)
    }

    static let advancingOnTyping = """
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                guard string.count == 1 else { return true }
                textField.text = string
                switch textField {
                case boxA: boxB.becomeFirstResponder()
                case boxB: boxC.becomeFirstResponder()
                case boxC: boxD.becomeFirstResponder()
                default: confirm()
                }
                return false
            }
        """

    static let advancingOnChange = """
        @objc func boxChanged(_ box: UITextField) {
                if box.text?.isEmpty == false {
                    if box == boxA { boxB.becomeFirstResponder() }
                    else if box == boxB { boxC.becomeFirstResponder() }
                    else if box == boxC { boxD.becomeFirstResponder() }
                    else { confirm() }
                }
            }
        """

    @Test func boxesMovedOnAsTheirCharacterIsTypedGetNothing() {
        #expect(spots(Self.confirmationCode(changeHandling: Self.advancingOnTyping).text) == [])
    }

    @Test func boxesMovedOnByAnEditingChangedActionGetNothing() {
        let form = Self.confirmationCode(
            setUp: "box?.addTarget(self, action: #selector(boxChanged(_:)), for: .editingChanged)", changeHandling: Self.advancingOnChange
        )
        #expect(spots(form.text) == [])
    }

    /// A xib owned by the code's controller whose four boxes call `boxChanged:` on `event`.
    static func boxesXib(event: String) -> String {
        let boxes = ["boxA", "boxB", "boxC", "boxD"]
        return """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ConfirmCodeViewController">
                        <connections>
            \(boxes.map { "                <outlet property=\"\($0)\" destination=\"\($0)-id\" id=\"o-\($0)\"/>" }.joined(separator: "\n"))
                        </connections>
                    </placeholder>
            \(boxes.map { "        <textField id=\"\($0)-id\"><connections><action selector=\"boxChanged:\" destination=\"-1\" eventType=\"\(event)\" id=\"a-\($0)\"/></connections></textField>" }.joined(separator: "\n"))
                </objects>
            </document>
            """
    }

    /// The same handler connected in Interface Builder to each box's *Editing Changed* event.
    @Test func boxesMovedOnByAnInspectorEditingChangedActionGetNothing() throws {
        let form = Self.confirmationCode(changeHandling: Self.advancingOnChange.replacingOccurrences(of: "@objc func", with: "@IBAction func"))
        #expect(try findings(ofController: form.text, named: "ConfirmCodeViewController", besideXib: Self.boxesXib(event: "editingChanged")) == [])
        // Connected to another event, the handler does not run as characters are typed.
        #expect(try findings(ofController: form.text, named: "ConfirmCodeViewController", besideXib: Self.boxesXib(event: "editingDidBegin"))
            == ["missing-focus-transition@\(form["1️⃣"])", "missing-focus-transition@\(form["2️⃣"])", "missing-focus-transition@\(form["3️⃣"])"])
    }

    // MARK: Still a form

    /// Without the change handling, or with a first box the handler leaves where it is, the boxes
    /// are fields whose Next goes nowhere.
    @Test func boxesThatDoNotAllMoveOnAreStillAForm() {
        let plain = Self.confirmationCode(changeHandling: "")
        #expect(spots(plain.text) == ["missing-focus-transition@\(plain["1️⃣"])", "missing-focus-transition@\(plain["2️⃣"])", "missing-focus-transition@\(plain["3️⃣"])"])
        let firstStays = Self.confirmationCode(changeHandling: Self.advancingOnTyping.replacingOccurrences(of: "case boxA: boxB.becomeFirstResponder()", with: "case boxA: break"))
        #expect(spots(firstStays.text) == ["missing-focus-transition@\(firstStays["1️⃣"])", "missing-focus-transition@\(firstStays["2️⃣"])", "missing-focus-transition@\(firstStays["3️⃣"])"])
    }

    /// A change handler that moves focus without asking whether one character is typed, or once a
    /// longer text is complete (a phone number), is no box of one character.
    @Test(arguments: ["", "guard (textField.text ?? \"\").count + string.count == 10 else { return true }\n"])
    func aHandlerMovingOnAtOtherChangesIsNoCodeEntry(test: String) {
        let form = Self.confirmationCode(changeHandling: Self.advancingOnTyping.replacingOccurrences(of: "guard string.count == 1 else { return true }\n", with: test))
        #expect(spots(form.text) == ["missing-focus-transition@\(form["1️⃣"])", "missing-focus-transition@\(form["2️⃣"])", "missing-focus-transition@\(form["3️⃣"])"])
    }

    // MARK: Boxes filled from a hidden field

    /// A verification popup: the user types into one hidden field, whose change handler writes each
    /// digit into a box of its own.
    static func mirroredBoxes(boxes: [String]) -> String {
        let outlets = boxes.map { "    @IBOutlet weak var \($0): UITextField!" }.joined(separator: "\n")
        let cases = boxes.indices.map { "        case \($0 + 1): \(boxes[$0]).text = string" }.joined(separator: "\n")
        return """
            import UIKit

            final class VerifyPhonePopup: UIViewController, UITextFieldDelegate {
                @IBOutlet weak var hiddenCodeField: UITextField!
            \(outlets)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    hiddenCodeField.delegate = self
                }

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    hiddenCodeField.becomeFirstResponder()
                }

                func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                    let typed = (textField.text ?? "") + string
                    switch typed.count {
            \(cases)
                    default: break
                    }
                    return typed.count <= \(boxes.count)
                }

                @IBAction func send(_ sender: Any) {
                    submit(hiddenCodeField.text ?? "")
                }

                func submit(_ code: String) {}
            }

            """
    }

    @Test func boxesFilledFromAHiddenFieldAreNoForm() {
        #expect(spots(Self.mirroredBoxes(boxes: ["digitOne", "digitTwo", "digitThree", "digitFour"])) == [])
    }

    /// One field the handler writes into beside the one typed in is no row of boxes: the two are
    /// still a form nothing routes.
    @Test func oneFieldFilledByTheHandlerIsStillAField() {
        #expect(spots(Self.mirroredBoxes(boxes: ["digitOne"])).map { $0.prefix { $0 != "@" } } == ["form-without-focus-routing"])
    }
}
