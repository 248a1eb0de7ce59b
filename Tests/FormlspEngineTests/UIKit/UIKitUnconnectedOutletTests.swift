import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// An outlet that the scene of its class never connects stays nil: a section taken out of the
/// storyboard with its properties left in the code puts no field on screen, so it is no member of
/// the form's chain. Where no scene of the class is known, every outlet stays a member, as before.
@Suite struct UIKitUnconnectedOutletTests {
    /// Recipient, street and city route on to one another, then city ends editing; two gift fields
    /// are declared after them. `streetReturn` is what Return does in the street field.
    static func deliveryScreen(streetReturn: String = "cityField.becomeFirstResponder()") -> MarkedText {
        MarkedText("""
            import UIKit

            final class DeliveryDetailsViewController: UIViewController, UITextFieldDelegate {
                @IBOutlet weak var recipientField: UITextField!
                @IBOutlet weak var 1️⃣streetField: UITextField!
                @IBOutlet weak var 2️⃣cityField: UITextField!
                @IBOutlet weak var 3️⃣giftMessageField: UITextField!
                @IBOutlet weak var giftSenderField: UITextField!
                @IBOutlet weak var continueButton: UIButton!

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == recipientField {
                        streetField.becomeFirstResponder()
                    } else if textField == streetField {
                        \(streetReturn)
                    } else {
                        textField.resignFirstResponder()
                    }
                    return true
                }

                @IBAction func continueTapped(_ sender: UIButton) {
                    print(recipientField.text ?? "", streetField.text ?? "", cityField.text ?? "")
                }
            }

            """)
    }

    /// A scene of `className` connecting the outlets `connected` (each to a field whose delegate is
    /// the controller, labelled Next but city and the gift sender, Done) and the continue button.
    static func scene(of className: String = "DeliveryDetailsViewController", connecting connected: [String]) -> String {
        let fields = connected.enumerated().map { index, name in
            let key = ["cityField", "giftSenderField"].contains(name) ? "done" : "next"
            return """
                <textField id="field\(index)"><rect key="frame" x="16" y="\(100 + 50 * index)" width="358" height="40"/>\
                <textInputTraits key="textInputTraits" returnKeyType="\(key)"/>\
                <connections><outlet property="delegate" destination="vc" id="d\(index)"/></connections></textField>
                """
        }.joined(separator: "\n")
        let outlets = connected.enumerated().map { index, name in #"<outlet property="\#(name)" destination="field\#(index)" id="o\#(index)"/>"# }
            .joined(separator: "\n")
        return """
            <document><scenes><scene><objects>
              <viewController id="vc" customClass="\(className)">
                <view key="view" id="root"><subviews>
                  \(fields)
                  <button id="go"><rect key="frame" x="16" y="400" width="358" height="44"/></button>
                </subviews></view>
                <connections>
                  \(outlets)
                  <outlet property="continueButton" destination="go" id="ob"/>
                </connections>
              </viewController>
            </objects></scene></scenes></document>
            """
    }

    static let shownFields = ["recipientField", "streetField", "cityField"]
    static let everyField = shownFields + ["giftMessageField", "giftSenderField"]

    private func spots(_ screen: MarkedText, storyboard: String?) throws -> [String] {
        let files = storyboard.map { ["App/Base.lproj/Main.storyboard": $0] } ?? [:]
        return try TemporaryProject.findings(for: screen.text, named: "DeliveryDetailsViewController.swift", with: files)
            .map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    /// City ends the address its scene shows: the gift outlets it never connects are not next.
    @Test func outletsTheSceneNeverConnectsAreNotInTheChain() throws {
        #expect(try spots(Self.deliveryScreen(), storyboard: Self.scene(connecting: Self.shownFields)) == [])
    }

    /// The scene connecting the gift fields puts them on screen after city (whose Done ends the
    /// address on purpose): the gift message's Next drops the keyboard before the sender.
    @Test func outletsTheSceneConnectsStayInTheChain() throws {
        let screen = Self.deliveryScreen()
        let found = try spots(screen, storyboard: Self.scene(connecting: Self.everyField))
        #expect(found == ["missing-focus-transition@\(screen["3️⃣"])"])
    }

    /// No interface file: whether the gift outlets are connected is unknown, so they stay members.
    @Test func withNoInterfaceFileEveryOutletStaysAMember() throws {
        let screen = Self.deliveryScreen()
        #expect(try spots(screen, storyboard: nil).contains("missing-focus-transition@\(screen["2️⃣"])"))
    }

    /// A storyboard with scenes of other classes only says nothing of this class's outlets.
    @Test func aStoryboardWithoutTheClassesSceneSaysNothingOfItsOutlets() throws {
        let screen = Self.deliveryScreen()
        let found = try spots(screen, storyboard: Self.scene(of: "GiftWrapViewController", connecting: Self.shownFields))
        #expect(found.contains("missing-focus-transition@\(screen["2️⃣"])"))
    }

    /// A defect among the fields on screen is still reported beside the unconnected outlets.
    @Test func aStuckFieldOnScreenIsStillReported() throws {
        let screen = Self.deliveryScreen(streetReturn: "textField.resignFirstResponder()")
        let found = try spots(screen, storyboard: Self.scene(connecting: Self.shownFields))
        #expect(found == ["missing-focus-transition@\(screen["1️⃣"])"])
    }
}
