import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A field followed by sibling `if` blocks that each test one value (`if method != .pickup`, `if
/// method == .pickup`): the cases of one choice, each block a step of the form whenever shown,
/// as the arms of one `if`/`else` are. Blocks each behind a flag of their own stay options.
@Suite struct ChoiceBlocksIdiomTests {
    /// A delivery form: the recipient, then `blocks`, then a button that sends it.
    static func delivery(blocks: String) -> MarkedText {
        MarkedText("""
            struct DeliveryForm: View {
                enum Method { case courier, post, pickup }
                @State private var method: Method = .post
                let wantsGift: Bool
                let wantsInvoice: Bool
                @State private var recipient = ""
                @State private var street = ""
                @State private var locker = ""
                @State private var giftNote = ""

                var body: some View {
                    VStack {
                        Picker("Method", selection: $method) {
                            Text("Courier").tag(Method.courier)
                            Text("Post").tag(Method.post)
                            Text("Pickup").tag(Method.pickup)
                        }
                        Text("Who receives it")
                        1️⃣TextField("Recipient", text: $recipient)
                        \(blocks)
                        Button("Send", action: send)
                    }
                }

                func send() {}
            }
            """)
    }

    /// Blocks on complementary tests of one value (one or the other is shown), and blocks on
    /// overlapping cases of it (both shown for a courier), join the recipient. Complementary blocks
    /// fill one slot, named once as the arms of an `if`/`else` are: the street, or else the locker.
    @Test(arguments: [
        ("""
        if method != .pickup { TextField("Street", text: $street) }
                if method == .pickup { TextField("Locker", text: $locker) }
        """, "`recipient`, `street`)"),
        ("""
        if method == .courier { TextField("Street", text: $street) }
                if method == .courier || method == .pickup { TextField("Locker", text: $locker) }
        """, "`recipient`, `street`, `locker`"),
        ("""
        if wantsGift { TextField("Street", text: $street) }
                if !wantsGift { TextField("Locker", text: $locker) }
        """, "`recipient`, `street`)"),
    ])
    func blocksTestingOneValueJoinTheFieldBeforeThem(blocks: String, named: String) throws {
        let form = Self.delivery(blocks: blocks)
        let note = try #require(formNotes(form.text).first, "\(blocks)")
        #expect(note.range.lowerBound == form["1️⃣"])
        #expect(note.message.contains(named), "\(note.message)")
    }

    /// One block alone joins the field before it, as before.
    @Test func oneBlockJoinsTheFieldBeforeIt() throws {
        let form = Self.delivery(blocks: "if method != .pickup { TextField(\"Street\", text: $street) }")
        let note = try #require(formNotes(form.text).first)
        #expect(note.message.contains("`recipient`, `street`"), "\(note.message)")
    }

    /// Blocks each on a flag of their own, or one on the choice and one on a flag, or one needing
    /// the choice and a flag, are shown independently: the recipient stays alone.
    @Test(arguments: [
        """
        if wantsGift { TextField("Gift note", text: $giftNote) }
                if wantsInvoice { TextField("Street", text: $street) }
        """,
        """
        if method == .courier { TextField("Street", text: $street) }
                if wantsGift { TextField("Gift note", text: $giftNote) }
        """,
        """
        if method == .courier && wantsInvoice { TextField("Street", text: $street) }
                if method == .pickup { TextField("Locker", text: $locker) }
        """,
    ])
    func blocksOnUnrelatedConditionsStayOptions(blocks: String) {
        #expect(formNotes(Self.delivery(blocks: blocks).text).isEmpty, "\(blocks)")
    }

    /// A block on the choice alone and one on its opposite that also waits on a flag: whenever the
    /// flag holds, one of them is shown, so both join the recipient, filling one slot named once.
    @Test(arguments: [
        """
        if !wantsGift && method != .pickup { TextField("Street", text: $street) }
                if method == .pickup { TextField("Locker", text: $locker) }
        """,
        """
        if method != .pickup { TextField("Street", text: $street) }
                if wantsInvoice && method == .pickup { TextField("Locker", text: $locker) }
        """,
    ])
    func blocksOnOppositeTestsOfOneValueJoinThoughOneWaitsOnAFlag(blocks: String) throws {
        let form = Self.delivery(blocks: blocks)
        let note = try #require(formNotes(form.text).first, "\(blocks)")
        #expect(note.range.lowerBound == form["1️⃣"])
        #expect(note.message.contains("`recipient`, `street`)"), "\(note.message)")
    }

    /// Opposite tests of the choice each also waiting on a flag of their own, or tests of the
    /// choice that are not opposite, leave a case where neither is shown: options.
    @Test(arguments: [
        """
        if wantsGift && method != .pickup { TextField("Street", text: $street) }
                if wantsInvoice && method == .pickup { TextField("Locker", text: $locker) }
        """,
        """
        if wantsGift && method != .pickup { TextField("Street", text: $street) }
                if method == .courier { TextField("Locker", text: $locker) }
        """,
    ])
    func oppositeTestsEachBehindAFlagStayOptions(blocks: String) {
        #expect(formNotes(Self.delivery(blocks: blocks).text).isEmpty, "\(blocks)")
    }

    /// A budget line: its title, then the amount on a number pad, asked as the opening balance
    /// or as the credit limit by the account's kind (`amounts`), then Save.
    static func budgetLine(amounts: String) -> MarkedText {
        MarkedText("""
            struct BudgetLine: View {
                let isRenaming: Bool
                let showsLimit: Bool
                @State private var kind = "cash"
                @State private var title = ""
                @State private var opening = ""
                @State private var limit = ""

                var body: some View {
                    Form {
                        1️⃣TextField("Title", text: $title)
                        \(amounts)
                        Button("Save") {}
                    }
                }
            }
            """)
    }

    /// An amount on a number pad in each alternative (opposite tests of the kind, or the arms of an
    /// `if`/`else`) is always a step after the title.
    @Test(arguments: [
        """
        if !isRenaming && kind != "credit" { TextField("Opening", text: $opening).keyboardType(.decimalPad) }
                        if kind == "credit" { TextField("Limit", text: $limit).keyboardType(.decimalPad) }
        """,
        """
        if kind == "credit" { TextField("Limit", text: $limit).keyboardType(.decimalPad) } else { TextField("Opening", text: $opening).keyboardType(.decimalPad) }
        """,
    ])
    func keypadInEveryAlternativeIsAStepAfterTheTitle(amounts: String) throws {
        let form = Self.budgetLine(amounts: amounts)
        let note = try #require(formNotes(form.text).first, "\(amounts)")
        #expect(note.range.lowerBound == form["1️⃣"])
    }

    /// A number pad shown on a condition of its own, with nothing shown otherwise, or in blocks
    /// each on a flag of their own, is no step reached from the title.
    @Test(arguments: [
        """
        if kind == "credit" { TextField("Limit", text: $limit).keyboardType(.decimalPad) }
        """,
        """
        if isRenaming { TextField("Opening", text: $opening).keyboardType(.decimalPad) }
                        if showsLimit { TextField("Limit", text: $limit).keyboardType(.decimalPad) }
        """,
    ])
    func keypadShownOnItsOwnConditionIsNoStep(amounts: String) {
        #expect(formNotes(Self.budgetLine(amounts: amounts).text).isEmpty, "\(amounts)")
    }

    /// Blocks testing one value with no field shown outside them are each shown alone: no form.
    @Test func casesWithNoFieldOutsideThemAreNoForm() {
        let source = """
            struct LockerOrStreet: View {
                enum Method { case post, pickup }
                let method: Method
                @State private var street = ""
                @State private var locker = ""

                var body: some View {
                    VStack {
                        if method == .post { TextField("Street", text: $street) }
                        if method == .pickup { TextField("Locker", text: $locker) }
                        Button("Send") {}
                    }
                }
            }
            """
        #expect(formNotes(source).isEmpty)
    }
}
