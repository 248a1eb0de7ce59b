import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A parent hands `$focus` to child views that each hold one field and move the parent's focus in
/// their own `.onSubmit` (`focus = .city`, or `focus.wrappedValue = next` with `next` handed in by
/// the call). Such a child is read as an input component; its own handler is routing of the
/// parent's chain, seen at each call.
@Suite struct OneFieldChildRoutingTests {
    /// The traveller's name row (its own handler decides where Return goes) and the booking form
    /// around it: the row, a city row, then a passport number the form binds itself.
    static func booking(rowHandler: String, rowLabel: String = ".submitLabel(.next)", call: String = "NameRow(name: $name, focus: $focus)") -> MarkedText {
        MarkedText("""
            import SwiftUI

            struct BookingForm: View {
                enum Field { case name, city, passport }
                @FocusState private var focus: Field?
                @State private var name = ""
                @State private var city = ""
                @State private var passport = ""

                var body: some View {
                    Form {
                        1️⃣\(call)2️⃣
                        CityRow(city: $city, focus: $focus)
                        TextField("Passport", text: $passport)
                            .focused($focus, equals: .passport)
                            .submitLabel(.done)
                    }
                }
            }

            struct NameRow: View {
                @Binding var name: String
                @FocusState.Binding var focus: BookingForm.Field?
                var then: BookingForm.Field = .city
                var isValid = true

                var body: some View {
                    TextField("Name", text: $name)
                        .focused($focus, equals: .name)
                        \(rowLabel)
                        \(rowHandler)
                }
            }

            struct CityRow: View {
                @Binding var city: String
                let focus: FocusState<BookingForm.Field?>.Binding

                var body: some View {
                    TextField("City", text: $city)
                        .focused(focus, equals: .city)
                        .submitLabel(.next)
                        .onSubmit { focus.wrappedValue = .passport }
                }
            }

            """)
    }

    private func rules(_ found: [Finding]) -> [String] {
        found.map(\.rule.rawValue)
    }

    @Test func childrenThatMoveTheParentsFocusOnRouteTheChain() {
        let found = findings(in: Self.booking(rowHandler: ".onSubmit { focus = .city }").text)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func aChildAssigningThroughSelfOrTheWrappedValueRoutesToo() {
        for handler in [".onSubmit { self.focus = .city }", ".onSubmit { $focus.wrappedValue = .city }", ".onSubmit { focus = BookingForm.Field.city }"] {
            let found = findings(in: Self.booking(rowHandler: handler).text)
            #expect(found.isEmpty, "\(handler): \(found.map(\.message))")
        }
    }

    /// The handler may sit on a container around the row's one field.
    @Test func aHandlerOnTheRowsContainerRoutesToo() {
        let text = Self.booking(rowHandler: "", rowLabel: "").text.replacingOccurrences(of: """
                    TextField("Name", text: $name)
                        .focused($focus, equals: .name)
            """, with: """
                    VStack {
                        Text("Traveller")
                        TextField("Name", text: $name)
                            .focused($focus, equals: .name)
                            .submitLabel(.next)
                    }
                    .onSubmit { focus = .city }
            """)
        #expect(text.contains("VStack"))
        let found = findings(in: text)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// Two handlers of the row that both set focus leave it to the order they run in: not judged.
    @Test func twoHandlersOfTheRowThatSetFocusAreNotJudged() {
        let found = findings(in: Self.booking(rowHandler: ".onSubmit { focus = .passport }.onSubmit { focus = .city }", rowLabel: ".submitLabel(.done)").text)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// The row moves to whatever case its call hands it.
    @Test func theCaseTheCallHandsTheChildIsWhereFocusGoes() {
        let found = findings(in: Self.booking(rowHandler: ".onSubmit { focus = then }", call: "NameRow(name: $name, focus: $focus, then: .city)").text)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// Still negative for the rule that matters: a row without a handler, between two that route,
    /// is reported at its call.
    @Test func aChildWithoutAHandlerIsStillReportedAtItsCall() {
        let form = Self.booking(rowHandler: "")
        let found = findings(in: form.text)
        #expect(rules(found) == ["missing-focus-transition"], "\(found.map(\.message))")
        #expect(found.first?.message == "Return in `name` moves focus nowhere; the next field is `city`")
    }

    /// Moving on under a Done label set inside the child is a mismatch, told at the call.
    @Test func aDoneLabelOnAChildThatMovesOnIsAMismatch() {
        let form = Self.booking(rowHandler: ".onSubmit { focus = .city }", rowLabel: ".submitLabel(.done)")
        let found = findings(in: form.text)
        #expect(rules(found) == ["submit-label-mismatch"], "\(found.map(\.message))")
        #expect(found.first?.message == "`name` shows `.done` (set inside `NameRow`) but Return moves focus to `city`")
        #expect(found.first.map { form["1️⃣"] <= $0.range.lowerBound && $0.range.upperBound <= form["2️⃣"] } == true)
    }

    /// Moving on with the default key: the Next label is missing.
    @Test func aChildThatMovesOnWithTheDefaultKeyLacksItsLabel() {
        let found = findings(in: Self.booking(rowHandler: ".onSubmit { focus = .city }", rowLabel: "").text)
        #expect(rules(found) == ["missing-submit-label"], "\(found.map(\.message))")
    }

    /// A move under a condition, to a computed value, or to a case the call does not spell out is
    /// routing this reading does not follow: nothing is said of the row.
    @Test func routingTheReadingCannotFollowIsNotJudged() {
        let cases = [
            (".onSubmit { if isValid { focus = .city } }", "NameRow(name: $name, focus: $focus)"),
            (".onSubmit { focus = nextField() }", "NameRow(name: $name, focus: $focus)"),
            (".onSubmit { focus = then }", "NameRow(name: $name, focus: $focus, then: upcoming)"),
        ]
        for (handler, call) in cases {
            let found = findings(in: Self.booking(rowHandler: handler, rowLabel: ".submitLabel(.done)", call: call).text)
            #expect(found.isEmpty, "\(handler) / \(call): \(found.map(\.message))")
        }
    }

    /// The rows declared in a file of their own: read from that file's summary, the same.
    @Test func childrenInAnotherFileRouteTheChain() {
        let text = Self.booking(rowHandler: ".onSubmit { focus = then }", call: "NameRow(name: $name, focus: $focus, then: .city)").text
        let split = text.range(of: "struct NameRow")!.lowerBound
        let form = String(text[..<split])
        let rows = "import SwiftUI\n\n" + String(text[split...])
        var index = WorkspaceIndex()
        index.update(path: "/app/BookingForm.swift", text: form)
        index.update(path: "/app/Rows.swift", text: rows)
        let engine = Engine()
        let analysis = engine.analyze(form, path: "/app/BookingForm.swift", context: index.context(forPath: "/app/BookingForm.swift", summary: engine.summary(of: form, path: "/app/BookingForm.swift")))
        #expect(analysis.findings.isEmpty, "\(analysis.findings.map(\.message))")
        #expect(analysis.chains.first?.fields.map(\.target.name) == ["name", "city", "passport"])
        let unrouted = form.replacingOccurrences(of: ", then: .city)", with: ", then: .passport)")
        let skipping = engine.analyze(unrouted, path: "/app/BookingForm.swift", context: index.context(forPath: "/app/BookingForm.swift", summary: engine.summary(of: unrouted, path: "/app/BookingForm.swift")))
        #expect(skipping.findings.map(\.rule.rawValue).contains("focus-chain-gap"), "\(skipping.findings.map(\.message))")
    }

    /// A child that only clears the focus routes nothing: the row still stops mid-form, told at its call.
    @Test func aChildThatOnlyClearsFocusDoesNotRoute() {
        for handler in [".onSubmit { focus = nil }", ".onSubmit { focus = .none }"] {
            let form = Self.booking(rowHandler: handler)
            let atCall = findings(in: form.text).filter { form["1️⃣"] <= $0.range.lowerBound && $0.range.upperBound <= form["2️⃣"] }
            #expect(rules(atCall) == ["missing-focus-transition"], "\(handler): \(atCall.map(\.message))")
        }
    }
}
