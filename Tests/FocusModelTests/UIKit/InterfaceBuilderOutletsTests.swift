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

    @Test(arguments: ["", "<document", "<a b=\"unterminated", "<<<>>>", "</close></close>", "<!-- never closed"])
    func brokenFilesYieldNothingAndDoNotCrash(text: String) {
        #expect(InterfaceBuilderOutlets(interfaceFile: text).classes.isEmpty)
    }
}
