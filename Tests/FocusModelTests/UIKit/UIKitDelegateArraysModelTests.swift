import FocusModel
import TestSupport
import Testing

/// Whose delegate an assignment through an array sets: every field of an array the class fills
/// with its outlets in code, none of an array of other objects, and any (so unknown) of one whose
/// elements cannot be told.
@Suite struct UIKitDelegateArraysModelTests {
    /// Two outlets the storyboard leaves without a delegate; `setup` is the rest of `viewDidLoad`.
    private func delegates(_ setup: String, members: String = "") throws -> [DelegateState] {
        let source = """
            final class TicketViewController: UIViewController, UITextFieldDelegate {
                @IBOutlet weak var seatField: UITextField!
                @IBOutlet weak var rowField: UITextField!
                var fields: [UITextField]!
                var printers = [NetService]()
            \(members)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(setup)
                }

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField == seatField { rowField.becomeFirstResponder() }
                    return true
                }
            }
            """
        let outlets = InterfaceBuilderOutlets(classes: ["TicketViewController": [
            "seatField": OutletFacts(delegateConnected: false),
            "rowField": OutletFacts(delegateConnected: false),
        ]])
        let model = UIKitModelBuilder.model(of: source, interfaceOutlets: outlets)
        try #require(model.scopes.count == 1)
        return model.scopes[0].fields.map(\.delegate)
    }

    @Test func aLoopOverTheArrayTheOutletsArePutInSetsTheirDelegate() throws {
        let setup = "fields = [seatField, rowField]\n        for field in fields { field.delegate = self }"
        #expect(try delegates(setup) == [.set, .set])
        #expect(try delegates(setup.replacingOccurrences(of: "for field in fields", with: "for field in self.fields")) == [.set, .set])
    }

    /// Appended to, the array may hold anything by the time the loop runs.
    @Test func aLoopOverAnArrayChangedElsewhereMaySetAnyDelegate() throws {
        let setup = "fields = [seatField]\n        fields.append(rowField)\n        for field in fields { field.delegate = self }"
        #expect(try delegates(setup) == [.unknown, .unknown])
    }

    /// A printer is no field: the fields' delegates stay unset.
    @Test(arguments: ["printers[0].delegate = self", "let printer = printers[0]\n        printer.delegate = self"])
    func anElementOfAnArrayOfOtherObjectsSetsNoFieldsDelegate(setup: String) throws {
        #expect(try delegates(setup) == [.unset, .unset])
    }

    @Test func anElementOfAnArrayOfUnknownElementsMaySetAnyDelegate() throws {
        #expect(try delegates("others[0].delegate = self", members: "    var others = makeOthers()\n") == [.unknown, .unknown])
    }
}
