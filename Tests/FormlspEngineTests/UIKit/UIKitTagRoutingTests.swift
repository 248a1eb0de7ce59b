import FocusRules
import FormlspEngine
import Foundation
import Testing
import TestSupport

/// Routing by tag: `textFieldShouldReturn(_:)` looks the next field up with
/// `viewWithTag(textField.tag + 1)`, and the class tags its fields in code. The field tagged one
/// more is where Return goes; a tag that no field (or more than one) carries may find any view.
@Suite struct UIKitTagRoutingTests {
    private let engine = Engine()

    private func spots(_ text: String) -> [String] {
        engine.analyze(text, path: "Address.swift").findings.map { "\($0.rule)@\($0.range.lowerBound)" }
    }

    /// `cityKey` is the Return key of the middle field; `lookup` finds the next field.
    static func address(cityKey: String, lookup: String = "view.viewWithTag(textField.tag + 1) as? UITextField") -> MarkedText {
        MarkedText("""
            final class AddressViewController: UIViewController, UITextFieldDelegate {
                private let streetField = UITextField()
                private let cityField = UITextField()
                private let postcodeField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    for field in [streetField, cityField, postcodeField] {
                        field.delegate = self
                        view.addSubview(field)
                    }
                    streetField.tag = 1
                    cityField.tag = 2
                    postcodeField.tag = 3
                    streetField.returnKeyType = .next
                    1️⃣cityField.returnKeyType = .\(cityKey)
                    postcodeField.returnKeyType = .done
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if let next = \(lookup) {
                        next.becomeFirstResponder()
                    } else {
                        textField.resignFirstResponder()
                    }
                    return true
                }
            }
            """)
    }

    @Test func aFieldThatMovesToTheNextTagLabelledDoneIsAMismatch() {
        let source = Self.address(cityKey: "done")
        #expect(spots(source.text) == ["submit-label-mismatch@\(source["1️⃣"])"])
    }

    @Test func aChainWalkedByTagAndLabelledNextIsRight() {
        #expect(spots(Self.address(cityKey: "next").text).isEmpty)
    }

    /// Looking the tag up through the field's superview, without a cast, is the same idiom.
    @Test func aLookupThroughTheSuperviewIsRead() {
        let source = Self.address(cityKey: "done", lookup: "textField.superview?.viewWithTag(textField.tag + 1)")
        #expect(spots(source.text) == ["submit-label-mismatch@\(source["1️⃣"])"])
    }

    /// The looked-for tag kept in a local, the view found kept in another and tested against nil
    /// before it is focused: the same lookup, written out in steps.
    @Test func aLookupThroughLocalsIsRead() {
        let source = Self.address(cityKey: "done").text.replacingOccurrences(of: """
                    if let next = view.viewWithTag(textField.tag + 1) as? UITextField {
                        next.becomeFirstResponder()
            """, with: """
                    let wantedTag = textField.tag + 1
                    let following = textField.superview?.viewWithTag(wantedTag) as UIResponder?
                    if following != nil {
                        following?.becomeFirstResponder()
            """)
        #expect(source.contains("let wantedTag"))
        #expect(spots(source) == ["submit-label-mismatch@\(Self.address(cityKey: "done")["1️⃣"])"])
        #expect(spots(source.replacingOccurrences(of: "cityField.returnKeyType = .done", with: "cityField.returnKeyType = .next")).isEmpty)
    }

    /// Every view carries tag 0 until given another: a lookup of tag 0 may find the superview
    /// itself, so the field tagged 1 that looks back to the one tagged 0 goes nowhere known,
    /// while the field tagged 2 still goes back to the one tagged 1.
    @Test func aLookupOfTagZeroIsUnknown() throws {
        let source = Self.address(cityKey: "done", lookup: "view.viewWithTag(textField.tag - 1) as? UITextField").text
            .replacingOccurrences(of: "streetField.tag = 1\n", with: "streetField.tag = 0\n")
            .replacingOccurrences(of: "cityField.tag = 2\n", with: "cityField.tag = 1\n")
            .replacingOccurrences(of: "postcodeField.tag = 3\n", with: "postcodeField.tag = 2\n")
        let postcode = try #require(source.range(of: "postcodeField.returnKeyType"))
        #expect(spots(source) == ["submit-label-mismatch@\(source.utf8.distance(from: source.startIndex, to: postcode.lowerBound))"])
    }

    /// Tags that are not literals may point anywhere: nothing is said.
    @Test func computedTagsAreUnknown() {
        let source = Self.address(cityKey: "done").text.replacingOccurrences(of: "cityField.tag = 2", with: "cityField.tag = nextTag()")
        #expect(spots(source).isEmpty)
    }
}

/// Tags set in the inspector: a xib or storyboard gives the fields their tags (none is tag 0),
/// and the handler looks the next one up by them. A tag another view of the file also carries
/// may find that view; code that tags views it cannot name (`fields[i].tag = i`) may retag any
/// outlet: the inspector's tags are then not trusted.
@Suite struct UIKitInspectorTagTests {
    static let controller = MarkedText("""
        import UIKit

        final class TripViewController: UIViewController, UITextFieldDelegate {
            @IBOutlet weak var 1️⃣originField: UITextField!
            @IBOutlet weak var 2️⃣destinationField: UITextField!
            @IBOutlet weak var dateField: UITextField!
            @IBOutlet var allFields: [UITextField]!

            override func viewDidLoad() {
                super.viewDidLoad()
                originField.delegate = self
                destinationField.delegate = self
                dateField.delegate = self
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if let next = textField.superview?.viewWithTag(textField.tag + 1) {
                    next.becomeFirstResponder()
                } else {
                    textField.resignFirstResponder()
                }
                return false
            }
        }

        """)

    /// Origin untagged (0), destination 1, date 2; `labelTag` tags the label beside them.
    static func xib(labelTag: String = "") -> String {
        """
        <document><objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="TripViewController">
            <connections>
              <outlet property="originField" destination="o"/><outlet property="destinationField" destination="d"/>
              <outlet property="dateField" destination="t"/>
            </connections>
          </placeholder>
          <view id="root"><subviews>
            <label id="l" \(labelTag)/>
            <textField id="o"/>
            <textField id="d" tag="1"/>
            <textField id="t" tag="2"/>
          </subviews></view>
        </objects></document>
        """
    }

    private func rules(swift: String = controller.text, xib: String = xib()) throws -> [String] {
        try findings(ofController: swift, named: "TripViewController", besideXib: xib)
    }

    @Test func fieldsTaggedInTheInspectorRouteByTheirTags() throws {
        let source = Self.controller
        #expect(try rules() == ["missing-submit-label@\(source["1️⃣"])", "missing-submit-label@\(source["2️⃣"])"])
    }

    /// The label also tagged 1: the origin field's lookup may find it; the destination's still finds the date field.
    @Test func aTagAnotherViewCarriesIsUnknown() throws {
        #expect(try rules(xib: Self.xib(labelTag: "tag=\"1\"")) == ["missing-submit-label@\(Self.controller["2️⃣"])"])
    }

    @Test func codeRetaggingFieldsItCannotNameLeavesTheInspectorTagsUntrusted() throws {
        let retagged = Self.controller.text.replacingOccurrences(
            of: "dateField.delegate = self\n", with: "dateField.delegate = self\n        for index in allFields.indices { allFields[index].tag = index }\n"
        )
        #expect(retagged.contains("allFields[index].tag"))
        #expect(try rules(swift: retagged).isEmpty)
    }
}
