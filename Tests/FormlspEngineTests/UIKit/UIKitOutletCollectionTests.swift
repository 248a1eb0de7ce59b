import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// An outlet collection (`@IBOutlet var addressFields: [UITextField]!`) holds the fields its xib
/// connects to it, in that order, when each is also a single outlet of the class. A loop over
/// every position of it (`for i in 0..<addressFields.count`, `addressFields.indices`) gives each
/// field what it gives `addressFields[i]`: its delegate, and its tag by position
/// (`addressFields[i].tag = i + 1`), which a handler looking up `viewWithTag(tag + 1)` (the
/// class's own or a base class's) follows. A collection the xib does not tell, or a loop over
/// part of it, leaves the fields' tags and delegates unknown: nothing is said.
@Suite struct UIKitOutletCollectionTests {
    /// A base controller answering Return for its subclasses by the next tag.
    static let base = """
        import UIKit

        class StepFormController: UIViewController, UITextFieldDelegate {
            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if let following = textField.superview?.viewWithTag(textField.tag + 1) {
                    following.becomeFirstResponder()
                } else {
                    textField.resignFirstResponder()
                }
                return false
            }
        }

        """

    /// The fields declared out of their screen order; `loop` runs over the collection.
    static func parcel(loop: String = "for position in 0 ..< addressFields.count") -> MarkedText {
        MarkedText("""
            import UIKit

            final class ParcelController: StepFormController {
                @IBOutlet weak var phoneField: UITextField!
                @IBOutlet weak var 3️⃣cityField: UITextField!
                @IBOutlet weak var 2️⃣streetField: UITextField!
                @IBOutlet weak var 1️⃣recipientField: UITextField!
                @IBOutlet var addressFields: [UITextField]!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(loop) {
                        addressFields[position].tag = position + 1
                        addressFields[position].delegate = self
                    }
                }

                @IBAction func shipTapped(_ sender: Any) {}
            }

            """)
    }

    /// Recipient, street, city, phone: connected to the collection in screen order unless `order` says otherwise.
    static func xib(order: [String] = ["r", "s", "c", "p"], returnKeys: String = "", collected: Bool = true) -> String {
        let collection = collected
            ? order.map { "<outletCollection property=\"addressFields\" destination=\"\($0)\" collectionClass=\"NSMutableArray\"/>" }.joined()
            : ""
        return """
            <document><objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ParcelController">
                <connections>
                  <outlet property="phoneField" destination="p"/><outlet property="cityField" destination="c"/>
                  <outlet property="streetField" destination="s"/><outlet property="recipientField" destination="r"/>
                  \(collection)
                </connections>
              </placeholder>
              <stackView id="stack"><subviews>
                <textField id="r">\(returnKeys)</textField>
                <textField id="s">\(returnKeys)</textField>
                <textField id="c">\(returnKeys)</textField>
                <textField id="p"/>
              </subviews></stackView>
            </objects></document>
            """
    }

    private func rules(_ swift: String, xib: String = xib(), base: String = base) throws -> [String] {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("Package.swift", "// swift-tools-version:6.0")
        try tree.write("Sources/App/Shipping/ParcelController.xib", xib)
        let basePath = try tree.write("Sources/App/Base/StepFormController.swift", base)
        let path = try tree.write("Sources/App/Shipping/ParcelController.swift", swift)
        var index = WorkspaceIndex()
        index.update(path: basePath, text: base)
        index.update(path: path, text: swift)
        let engine = Engine()
        let context = index.context(forPath: path, summary: engine.summary(of: swift, path: path))
        return engine.findings(in: swift, path: path, context: context).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    private var movingOn: [String] {
        let source = Self.parcel()
        return ["1️⃣", "2️⃣", "3️⃣"].map { "missing-submit-label@\(source[$0])" }
    }

    @Test func fieldsTaggedByTheirPlaceInTheCollectionMoveOnUnderTheDefaultKey() throws {
        #expect(try rules(Self.parcel().text).sorted() == movingOn.sorted())
    }

    @Test func everyWayOfWalkingThePositionsIsRead() throws {
        for loop in ["for position in addressFields.indices", "for position in 0...addressFields.count - 1",
                     "for (position, _) in addressFields.enumerated()"] {
            #expect(try rules(Self.parcel(loop: loop).text).sorted() == movingOn.sorted(), "\(loop)")
        }
    }

    /// The collection's order is the xib's, not the declarations': the field connected last is the one that ends.
    @Test func theLastFieldConnectedEndsTheChain() throws {
        let source = Self.parcel()
        let found = try rules(source.text, xib: Self.xib(order: ["p", "r", "s", "c"]))
        #expect(!found.contains("missing-submit-label@\(source["3️⃣"])"))
        #expect(found.contains("missing-submit-label@\(source["1️⃣"])"))
    }

    @Test func fieldsLabelledNextInTheInspectorAreRight() throws {
        let next = "<textInputTraits key=\"textInputTraits\" returnKeyType=\"next\"/>"
        #expect(try rules(Self.parcel().text, xib: Self.xib(returnKeys: next)).isEmpty)
    }

    /// The xib connects no collection: which field holds which position is unknown.
    @Test func aCollectionTheXibDoesNotTellIsUnknown() throws {
        #expect(try rules(Self.parcel().text, xib: Self.xib(collected: false)).isEmpty)
    }

    /// A loop stopping short of the last position tags only some fields: none is read by position.
    @Test func aLoopOverPartOfTheCollectionIsUnknown() throws {
        #expect(try rules(Self.parcel(loop: "for position in 0 ..< addressFields.count - 1").text).isEmpty)
        #expect(try rules(Self.parcel(loop: "for position in 1 ..< addressFields.count").text).isEmpty)
    }

    /// The position is another name than the subscript's: the loop does not say which field it is.
    @Test func aSubscriptByAnotherNameIsUnknown() throws {
        let shifted = Self.parcel().text.replacingOccurrences(of: "addressFields[position].tag", with: "addressFields[position - 1].tag")
        #expect(shifted.contains("[position - 1]"))
        #expect(try rules(shifted).isEmpty)
    }
}

/// The delegate given through the collection, tags set in the inspector, the class's own handler
/// following them.
@Suite struct UIKitOutletCollectionDelegateTests {
    static let controller = MarkedText("""
        import UIKit

        final class MemberController: UIViewController, UITextFieldDelegate {
            @IBOutlet weak var 1️⃣nicknameField: UITextField!
            @IBOutlet weak var 2️⃣mailField: UITextField!
            @IBOutlet weak var cityField: UITextField!
            @IBOutlet var editableFields: [UITextField]!

            func startEditing() {
                for index in 0 ..< editableFields.count {
                    editableFields[index].isUserInteractionEnabled = true
                    editableFields[index].delegate = self
                }
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                guard let following = view.viewWithTag(textField.tag + 1) else {
                    textField.resignFirstResponder()
                    return true
                }
                following.becomeFirstResponder()
                return true
            }
        }

        """)

    /// Nickname untagged (0), mail 1, city 2; none takes touches until the code turns them on.
    static func xib(collected: Bool = true) -> String {
        let collection = ["n", "m", "c"].map { "<outletCollection property=\"editableFields\" destination=\"\($0)\"/>" }.joined()
        return """
            <document><objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="MemberController">
                <connections>
                  <outlet property="nicknameField" destination="n"/><outlet property="mailField" destination="m"/>
                  <outlet property="cityField" destination="c"/>\(collected ? collection : "")
                </connections>
              </placeholder>
              <view id="root"><subviews>
                <textField id="n" userInteractionEnabled="NO"/>
                <textField id="m" tag="1" userInteractionEnabled="NO"/>
                <textField id="c" tag="2" userInteractionEnabled="NO"/>
              </subviews></view>
            </objects></document>
            """
    }

    private func rules(xib: String) throws -> [String] {
        try findings(ofController: Self.controller.text, named: "MemberController", besideXib: xib)
    }

    @Test func fieldsGivenTheirDelegateThroughTheCollectionRouteByTheirTags() throws {
        let source = Self.controller
        #expect(try rules(xib: Self.xib()) == ["missing-submit-label@\(source["1️⃣"])", "missing-submit-label@\(source["2️⃣"])"])
    }

    /// Without the collection's elements, no field is known to get the delegate: nothing is said of its Return.
    @Test func withoutTheCollectionTheDelegateIsUnknown() throws {
        #expect(try rules(xib: Self.xib(collected: false)).allSatisfy { !$0.hasPrefix("missing-submit-label") })
    }
}
