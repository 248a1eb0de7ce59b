import FocusModel
import Testing

/// Reading outlet connections out of storyboards and xibs.
@Suite struct InterfaceBuilderOutletsTests {
    @Test func storyboardOutletsAndTheirDelegates() {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <!-- Login <scene> with a comment that looks like a tag -->
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1" customClass="LoginViewController" customModule="App" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v1">
                                    <subviews>
                                        <textField opaque="NO" placeholder="Email &amp; name" id="tf1">
                                            <textInputTraits key="textInputTraits" keyboardType="emailAddress" returnKeyType="next"/>
                                            <connections>
                                                <outlet property="delegate" destination="vc1" id="c1"/>
                                            </connections>
                                        </textField>
                                        <textField opaque="NO" placeholder="a > b" id="tf2">
                                            <textInputTraits key="textInputTraits" returnKeyType="go"/>
                                            <connections>
                                                <action selector="submit:" destination="vc1" eventType="editingDidEndOnExit" id="a1"/>
                                            </connections>
                                        </textField>
                                    </subviews>
                                </view>
                                <connections>
                                    <outlet property="emailField" destination="tf1" id="o1"/>
                                    <outlet property="passwordField" destination="tf2" id="o2"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let outlets = InterfaceBuilderOutlets(interfaceFile: storyboard)
        #expect(outlets.outlet("emailField", of: "LoginViewController")
            == OutletFacts(delegateConnected: true, returnKeyType: "next", keyboardType: "emailAddress"))
        #expect(outlets.outlet("passwordField", of: "LoginViewController")
            == OutletFacts(delegateConnected: false, returnKeyType: "go", returnHandledByAction: true))
        #expect(outlets.outlet("emailField", of: "OtherViewController") == nil)
    }

    @Test func xibFilesOwnerOutlets() {
        let xib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileView">
                        <connections>
                            <outlet property="nameField" destination="n1" id="x1"/>
                        </connections>
                    </placeholder>
                    <textField id="n1">
                        <connections>
                            <outlet property="delegate" destination="-1" id="x2"/>
                        </connections>
                    </textField>
                </objects>
            </document>
            """
        #expect(InterfaceBuilderOutlets(interfaceFile: xib).outlet("nameField", of: "ProfileView")?.delegateConnected == true)
    }

    /// A text field the inspector disables, or takes touches from, shows a value: nobody types into it.
    @Test(arguments: [(#"enabled="NO""#, false), (#"userInteractionEnabled="NO""#, false), (#"enabled="YES""#, true), ("", true)])
    func disabledFieldsAreNotInteractive(attribute: String, interactive: Bool) {
        let storyboard = """
            <document><scenes><scene><objects>
              <viewController id="vc" customClass="PasswordViewController">
                <view key="view" id="root"><subviews><textField \(attribute) id="e1"/></subviews></view>
                <connections><outlet property="emailField" destination="e1" id="o1"/></connections>
              </viewController>
            </objects></scene></scenes></document>
            """
        #expect(InterfaceBuilderOutlets(interfaceFile: storyboard).outlet("emailField", of: "PasswordViewController")?.isInteractive == interactive)
    }

    @Test func fieldPositionsAddUpTheirAncestorsFramesAndOwnOutletsAreNoted() {
        let storyboard = """
            <document><objects>
              <viewController id="vc" customClass="TripViewController">
                <view key="view" id="root">
                  <rect key="frame" x="0" y="0" width="390" height="844"/>
                  <subviews>
                    <stackView id="stack">
                      <rect key="frame" x="20" y="300" width="350" height="100"/>
                      <subviews>
                        <textField id="from">
                          <rect key="frame" x="0" y="10" width="350" height="40"/>
                          <connections><outlet property="nextField" destination="to" id="n1"/></connections>
                        </textField>
                      </subviews>
                    </stackView>
                    <textField id="to">
                      <rect key="frame" x="20" y="200" width="350" height="40"/>
                    </textField>
                    <textField id="unplaced"/>
                  </subviews>
                </view>
                <connections>
                  <outlet property="fromField" destination="from" id="o1"/>
                  <outlet property="toField" destination="to" id="o2"/>
                  <outlet property="viaField" destination="unplaced" id="o3"/>
                </connections>
              </viewController>
            </objects></document>
            """
        let outlets = InterfaceBuilderOutlets(interfaceFile: storyboard)
        let from = outlets.outlet("fromField", of: "TripViewController")
        #expect(from?.screenPosition == ScreenPosition(y: 310, x: 20))
        #expect(from?.hasOwnOutlets == true)
        #expect(outlets.outlet("toField", of: "TripViewController")?.screenPosition == ScreenPosition(y: 200, x: 20))
        #expect(outlets.outlet("toField", of: "TripViewController")?.hasOwnOutlets == false)
        #expect(outlets.outlet("viaField", of: "TripViewController")?.screenPosition == nil)
        #expect(ScreenPosition(y: 200, x: 20) < ScreenPosition(y: 310, x: 20))
        #expect(ScreenPosition(y: 200, x: 20) < ScreenPosition(y: 200, x: 40))
    }

    /// Character references decode as an XML parser decodes them; an entity XML does not define
    /// stays as written.
    @Test func attributeValuesDecodeCharacterReferences() {
        let xib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Sign&#85;p&#x56;iew">
                        <connections>
                            <outlet property="name&#70;ield" destination="n1" id="x1"/>
                            <outlet property="mail&nbsp;Field" destination="n1" id="x2"/>
                        </connections>
                    </placeholder>
                    <textField id="n1">
                        <textInputTraits key="textInputTraits" returnKeyType="&#x6E;ext"/>
                    </textField>
                </objects>
            </document>
            """
        let outlets = InterfaceBuilderOutlets(interfaceFile: xib)
        #expect(outlets.outlet("nameField", of: "SignUpView")?.returnKeyType == "next")
        #expect(outlets.outlet("mail&nbsp;Field", of: "SignUpView") != nil)
        #expect(outlets.outlet("name&#70;ield", of: "SignUpView") == nil)
    }

    @Test(arguments: ["", "<document", "<a b=\"unterminated", "<<<>>>", "</close></close>", "<!-- never closed"])
    func brokenFilesYieldNothingAndDoNotCrash(text: String) {
        #expect(InterfaceBuilderOutlets(interfaceFile: text).classes.isEmpty)
    }

    /// The inspector's Secure Text Entry marks a password field; an unmarked one is not secure.
    @Test func secureTextEntryMarksAPasswordField() {
        let xib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="VaultUnlockView">
                        <connections>
                            <outlet property="accountField" destination="a1" id="x1"/>
                            <outlet property="secretField" destination="s1" id="x2"/>
                        </connections>
                    </placeholder>
                    <textField id="a1"><textInputTraits key="textInputTraits" returnKeyType="next"/></textField>
                    <textField id="s1"><textInputTraits key="textInputTraits" secureTextEntry="YES"/></textField>
                </objects>
            </document>
            """
        let outlets = InterfaceBuilderOutlets(interfaceFile: xib)
        #expect(outlets.outlet("secretField", of: "VaultUnlockView")?.isSecure == true)
        #expect(outlets.outlet("accountField", of: "VaultUnlockView")?.isSecure == false)
    }
    /// An outlet collection holds, in the order the file connects them, the fields its class's
    /// single outlets also name; one with a field no single outlet names is not told.
    @Test func outletCollectionsInConnectionOrder() {
        let xib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ParcelController">
                        <connections>
                            <outlet property="cityField" destination="c"/>
                            <outlet property="streetField" destination="s"/>
                            <outlet property="zipField" destination="z"/>
                            <outletCollection property="addressFields" destination="s" collectionClass="NSMutableArray"/>
                            <outletCollection property="addressFields" destination="z" collectionClass="NSMutableArray"/>
                            <outletCollection property="addressFields" destination="c" collectionClass="NSMutableArray"/>
                            <outletCollection property="allFields" destination="s" collectionClass="NSMutableArray"/>
                            <outletCollection property="allFields" destination="n" collectionClass="NSMutableArray"/>
                        </connections>
                    </placeholder>
                    <view id="root"><subviews>
                        <textField id="s"/><textField id="z"/><textField id="c"/><textField id="n"/>
                    </subviews></view>
                </objects>
            </document>
            """
        let outlets = InterfaceBuilderOutlets(interfaceFile: xib)
        #expect(outlets.collection("addressFields", of: "ParcelController") == ["streetField", "zipField", "cityField"])
        #expect(outlets.collection("allFields", of: "ParcelController") == nil)
    }

    /// Two files of one folder connecting a collection of one class in different orders: neither is trusted.
    @Test func collectionsTwoFilesOrderApartAreNotTold() {
        func file(_ first: String, _ second: String) -> InterfaceBuilderOutlets {
            InterfaceBuilderOutlets(
                classes: ["ParcelController": ["streetField": OutletFacts(delegateConnected: false), "zipField": OutletFacts(delegateConnected: false)]],
                collections: ["ParcelController": ["addressFields": [first, second]]]
            )
        }
        let same = InterfaceBuilderOutlets(
            combining: [("/app/UI/A.xib", file("streetField", "zipField")), ("/app/UI/B.xib", file("streetField", "zipField"))],
            forSourceAt: "/app/UI/ParcelController.swift"
        )
        #expect(same.collection("addressFields", of: "ParcelController") == ["streetField", "zipField"])
        let apart = InterfaceBuilderOutlets(
            combining: [("/app/UI/A.xib", file("streetField", "zipField")), ("/app/UI/B.xib", file("zipField", "streetField"))],
            forSourceAt: "/app/UI/ParcelController.swift"
        )
        #expect(apart.collection("addressFields", of: "ParcelController") == nil)
    }
    /// Two files of one target connecting the same outlet: a delegate both connect, or neither, is
    /// told; one only one of them connects is disputed.
    @Test func delegatesTwoFilesDisagreeOnAreDisputed() {
        func file(connected: Bool) -> InterfaceBuilderOutlets {
            InterfaceBuilderOutlets(classes: ["PayeeController": ["ibanField": OutletFacts(delegateConnected: connected)]])
        }
        func combined(_ first: Bool, _ second: Bool) -> OutletFacts? {
            InterfaceBuilderOutlets(
                combining: [("/app/UI/Payee.storyboard", file(connected: first)), ("/app/UI/Legacy.storyboard", file(connected: second))],
                forSourceAt: "/app/UI/PayeeController.swift"
            ).outlet("ibanField", of: "PayeeController")
        }
        #expect(combined(true, true)?.delegateConnected == true)
        #expect(combined(true, true)?.delegateDisputed == false)
        #expect(combined(false, false)?.delegateConnected == false)
        #expect(combined(false, false)?.delegateDisputed == false)
        #expect(combined(true, false)?.delegateDisputed == true)
        #expect(combined(false, true)?.delegateDisputed == true)
    }

    /// Interface Builder spells the ASCII-capable number pad its own way; it is read as Swift's name,
    /// a keypad with no Return key.
    @Test func asciiCapableNumberPadIsReadAsSwiftNamesIt() {
        let xib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="TopUpView">
                        <connections>
                            <outlet property="amountField" destination="a1" id="x1"/>
                            <outlet property="noteField" destination="n1" id="x2"/>
                        </connections>
                    </placeholder>
                    <textField id="a1"><textInputTraits key="textInputTraits" keyboardType="ASCIICapableNumberPad"/></textField>
                    <textField id="n1"><textInputTraits key="textInputTraits" keyboardType="URL"/></textField>
                </objects>
            </document>
            """
        let outlets = InterfaceBuilderOutlets(interfaceFile: xib)
        #expect(outlets.outlet("amountField", of: "TopUpView")?.keyboardType == "asciiCapableNumberPad")
        #expect(outlets.outlet("amountField", of: "TopUpView")?.keyboardType.map { Keyboard(value: $0, range: 0..<0).hasNoReturnKey } == true)
        #expect(outlets.outlet("noteField", of: "TopUpView")?.keyboardType == "URL")
    }

    /// The Objective-C selector of an action names its method by the part before the first colon,
    /// less a `With…` of its first label.
    @Test(arguments: [("codeChanged:", "codeChanged"), ("codeChangedWithSender:", "codeChanged"), ("refresh", "refresh"), ("withdraw:", "withdraw")])
    func selectorsNameTheirMethods(selector: String, method: String) {
        #expect(InterfaceBuilderOutlets.methodBaseName(ofSelector: selector) == method)
    }

    /// Two outlets of one owner connected to one field each know the other's name.
    @Test func outletsSharingAFieldNameEachOther() {
        let xib = """
            <document><objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="VoucherController">
                    <connections>
                        <outlet property="codeField" destination="c"/>
                        <outlet property="ownerField" destination="c"/>
                        <outlet property="noteField" destination="n"/>
                    </connections>
                </placeholder>
                <view id="root"><subviews><textField id="c"/><textField id="n"/></subviews></view>
            </objects></document>
            """
        let outlets = InterfaceBuilderOutlets(interfaceFile: xib)
        #expect(outlets.outlet("codeField", of: "VoucherController")?.alsoConnectedAs == ["ownerField"])
        #expect(outlets.outlet("ownerField", of: "VoucherController")?.alsoConnectedAs == ["codeField"])
        #expect(outlets.outlet("noteField", of: "VoucherController")?.alsoConnectedAs == [])
    }
}
