import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A parent owns the focus state and hands `$focus` to a child view declared in another file; the
/// child's own `.onSubmit` moves focus on. The parent's file places the child's fields in its chain,
/// in the parent's order, from the child's summary (never its text).
@Suite struct ChildViewRoutingTests {
    /// Street, city and postcode, each moving focus on in its own handler, the postcode ending.
    static func addressFields(cityHandler: String = ".onSubmit { focus = .postcode }") -> String {
        """
        import SwiftUI

        struct AddressFields: View {
            @FocusState.Binding var focus: ShippingForm.Field?
            @State private var street = ""
            @State private var city = ""
            @State private var postcode = ""

            var body: some View {
                TextField("Street", text: $street)
                    .focused($focus, equals: .street)
                    .submitLabel(.next)
                    .onSubmit { focus = .city }
                TextField("City", text: $city)
                    .focused($focus, equals: .city)
                    .submitLabel(.next)
                    \(cityHandler)
                TextField("Postcode", text: $postcode)
                    .focused($focus, equals: .postcode)
                    .submitLabel(.done)
                    .onSubmit { focus = nil }
            }
        }

        """
    }

    /// The recipient's name, then the address fields of the child view.
    static func shippingForm(nameModifiers: String) -> MarkedText {
        MarkedText("""
            import SwiftUI

            struct ShippingForm: View {
                enum Field { case name, street, city, postcode }
                @FocusState private var focus: Field?
                @State private var name = ""

                var body: some View {
                    Form {
                        TextField("Name", text: $name)
                            1️⃣.focused($focus, equals: .name)
                            \(nameModifiers)
                        AddressFields(2️⃣focus: $focus3️⃣)
                    }
                }
            }

            """)
    }

    static let formPath = "/app/Shipping/ShippingForm.swift"
    static let childPath = "/app/Shipping/AddressFields.swift"

    /// Findings and chains of the form analysed as the checker does: every file summarised first.
    private func analysis(of form: MarkedText, child: String?) -> FileAnalysis {
        var files = [Self.formPath: form.text]
        if let child { files[Self.childPath] = child }
        var index = WorkspaceIndex()
        for (file, text) in files { index.update(path: file, text: text) }
        let engine = Engine()
        return engine.analyze(form.text, path: Self.formPath, context: index.context(forPath: Self.formPath, summary: engine.summary(of: form.text, path: Self.formPath)))
    }

    @Test func theChildsFieldsFollowTheParentsInItsChain() throws {
        let form = Self.shippingForm(nameModifiers: ".submitLabel(.next).onSubmit { focus = .street }")
        let analysis = analysis(of: form, child: Self.addressFields())
        #expect(analysis.findings.isEmpty, "\(analysis.findings.map(\.message))")
        let chain = try #require(analysis.chains.first)
        #expect(chain.fields.map(\.target.name) == ["name", "street", "city", "postcode"])
        #expect(chain.fields.dropFirst().allSatisfy { $0.range == form["2️⃣"]..<form["3️⃣"] })
        #expect(!chain.hasFieldsElsewhere)
    }

    /// The parent's field labelled Next does nothing on Return, while the child's street follows.
    @Test func aParentFieldBeforeTheChildThatGoesNowhereIsReported() {
        let form = Self.shippingForm(nameModifiers: ".submitLabel(.next)")
        let found = analysis(of: form, child: Self.addressFields()).findings
        #expect(found.map { "\($0.rule.rawValue)@\($0.range.lowerBound)" } == ["missing-focus-transition@\(form["1️⃣"])"], "\(found.map(\.message))")
        #expect(found.first?.message == "Return in `name` moves focus nowhere; the next field is `street`")
    }

    /// The child's city field has no handler of its own and the parent adds none around the call:
    /// Return stops there, mid-form; the finding points at the call in the parent.
    @Test func aChildFieldThatGoesNowhereIsReportedAtTheCall() {
        let form = Self.shippingForm(nameModifiers: ".submitLabel(.next).onSubmit { focus = .street }")
        let found = analysis(of: form, child: Self.addressFields(cityHandler: "")).findings
        #expect(found.map(\.rule.rawValue).contains("missing-focus-transition"))
        let missing = found.first { $0.rule.rawValue == "missing-focus-transition" }
        #expect(missing?.message == "Return in `city` moves focus nowhere; the next field is `postcode`")
        #expect(missing?.range == form["2️⃣"]..<form["3️⃣"])
    }

    /// The parent's own `.onSubmit` around the call routes the child's fields: nothing to report.
    @Test func aParentHandlerAroundTheChildRoutesItsFields() {
        let form = MarkedText("""
            import SwiftUI

            struct ShippingForm: View {
                enum Field { case name, street, city, postcode }
                @FocusState private var focus: Field?
                @State private var name = ""

                var body: some View {
                    Form {
                        TextField("Name", text: $name).focused($focus, equals: .name).submitLabel(.next)
                        AddressFields(focus: $focus)
                    }
                    .onSubmit {
                        switch focus {
                        case .name: focus = .street
                        case .city: focus = .postcode
                        default: break
                        }
                    }
                }
            }

            """)
        #expect(analysis(of: form, child: Self.addressFields(cityHandler: "")).findings.isEmpty)
    }

    /// A child that calls a closure its caller passes may move focus there: unknown, never reported.
    @Test func aChildCallingAClosureItIsGivenIsNotJudged() {
        let form = Self.shippingForm(nameModifiers: ".submitLabel(.next).onSubmit { focus = .street }")
        let child = Self.addressFields(cityHandler: ".onSubmit { onCityCommit?() }")
            .replacingOccurrences(of: "    @State private var street = \"\"\n", with: "    var onCityCommit: (() -> Void)?\n    @State private var street = \"\"\n")
        #expect(analysis(of: form, child: child).findings.isEmpty)
    }

    /// Without the child's file the parent cannot tell its fields: moving to `.street` is not an
    /// unbound target, and the name field is not told it is the last.
    @Test func withoutTheChildsFileNothingIsReported() {
        let form = Self.shippingForm(nameModifiers: ".submitLabel(.next).onSubmit { focus = .street }")
        #expect(analysis(of: form, child: nil).findings.isEmpty)
    }

    /// A child that hands the binding on to a view of yet another file is not summarised: its
    /// fields are not all known, so the chain keeps its fields elsewhere.
    @Test func aChildWhoseFieldsAreNotAllKnownIsNotPlaced() throws {
        let form = Self.shippingForm(nameModifiers: ".submitLabel(.next).onSubmit { focus = .street }")
        let child = Self.addressFields().replacingOccurrences(of: "        TextField(\"Postcode\"", with: "        PostcodeRow(focus: $focus)\n        TextField(\"Postcode\"")
        let analysis = analysis(of: form, child: child)
        #expect(analysis.findings.isEmpty)
        #expect(try #require(analysis.chains.first).hasFieldsElsewhere)
    }

    /// A child whose initialiser takes the binding under another name than the property it keeps it
    /// in: the call's label is the initialiser's.
    @Test func aChildWithItsOwnInitialiserIsPlacedByItsLabel() throws {
        let child = Self.addressFields()
            .replacingOccurrences(of: "    @FocusState.Binding var focus: ShippingForm.Field?\n", with: """
                    @FocusState.Binding var focus: ShippingForm.Field?

                    init(focusedField: FocusState<ShippingForm.Field?>.Binding) {
                        _focus = focusedField
                    }

                """)
        let form = MarkedText(Self.shippingForm(nameModifiers: ".submitLabel(.next).onSubmit { focus = .street }").text
            .replacingOccurrences(of: "AddressFields(focus: $focus)", with: "AddressFields(focusedField: $focus)"))
        let analysis = analysis(of: form, child: child)
        #expect(analysis.findings.isEmpty)
        #expect(try #require(analysis.chains.first).fields.map(\.target.name) == ["name", "street", "city", "postcode"])
    }

    /// The same in one file: the child keeps the binding it is given in a property of another name.
    @Test func aChildInTheSameFileKeepsTheBindingUnderAnotherName() throws {
        let text = Self.shippingForm(nameModifiers: ".submitLabel(.next)").text
            .replacingOccurrences(of: "AddressFields(focus: $focus)", with: "AddressFields(focusedField: $focus)")
            + Self.addressFields().replacingOccurrences(of: "import SwiftUI\n", with: "")
                .replacingOccurrences(of: "    @FocusState.Binding var focus: ShippingForm.Field?\n", with: """
                        let focus: FocusState<ShippingForm.Field?>.Binding

                        init(focusedField: FocusState<ShippingForm.Field?>.Binding) {
                            self.focus = focusedField
                        }

                    """)
                .replacingOccurrences(of: ".focused($focus,", with: ".focused(focus,")
                .replacingOccurrences(of: "{ focus = ", with: "{ focus.wrappedValue = ")
        let found = findings(in: text)
        #expect(found.map(\.message) == ["Return in `name` moves focus nowhere; the next field is `street`"])
    }
}
