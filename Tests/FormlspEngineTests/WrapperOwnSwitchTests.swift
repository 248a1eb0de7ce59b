import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// An input wrapper, in a file of its own, that stores the case its call binds it to and whose
/// Return runs a method of its own deciding by that case (`switch stop { case .origin: focus = .via
/// … }`), then the caller's closure when one is passed. Each call's Return goes where the arm for its
/// own case says: a case the calling form binds is routing, one it does not is a move nowhere.
@Suite struct WrapperOwnSwitchTests {
    /// `LegInput(title:text:focus:stop:onReturn:)`; `handler` is how its input calls `hop()`.
    static func legInput(handler: String = ".onSubmit {\n                hop()\n                onReturn?()\n            }", hop: String = hopBySwitch) -> String {
        """
        import SwiftUI

        enum Stop: Hashable { case origin, via, destination, notes }

        struct LegInput: View {
            let title: String
            @Binding var text: String
            var focus: FocusState<Stop?>.Binding
            let stop: Stop
            var onReturn: (() -> Void)? = nil

            var body: some View {
                TextField(title, text: $text)
                    .focused(focus, equals: stop)
                    .submitLabel(.next)
                    \(handler)
            }

            \(hop)
        }

        """
    }

    static let hopBySwitch = """
        private func hop() {
                switch stop {
                case .origin: focus.wrappedValue = .via
                case .via: focus.wrappedValue = .destination
                case .destination: focus.wrappedValue = .notes
                case .notes: focus.wrappedValue = nil
                }
            }
        """

    static let hopByComparison = """
        private func hop() {
                if stop == .origin {
                    focus.wrappedValue = .via
                } else if stop == .via {
                    focus.wrappedValue = .destination
                } else {
                    focus.wrappedValue = nil
                }
            }
        """

    /// A trip form calling the wrapper once per stop it passes (`.origin`, `.via` …).
    static func trip(stops: [String], arguments: [String: String] = [:]) -> MarkedText {
        let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣"]
        let calls = stops.enumerated().map { place, stop in
            "LegInput(title: \"\(stop)\", text: $texts[\(place)], \(markers[place])focus: $stop, stop: \(stop)\(arguments[stop] ?? ""))"
        }
        return MarkedText("""
            import SwiftUI

            struct TripForm: View {
                @FocusState private var stop: Stop?
                @State private var texts = ["", "", "", ""]

                var body: some View {
                    VStack {
                        \(calls.joined(separator: "\n            "))
                    }
                }
            }

            """)
    }

    static let tripPath = "/app/Trips/TripForm.swift"

    private func findings(of form: String, wrapper: String = Self.legInput()) -> [Finding] {
        var index = WorkspaceIndex()
        index.update(path: "/app/Design/LegInput.swift", text: wrapper, origin: .disk)
        index.update(path: Self.tripPath, text: form)
        let engine = Engine()
        return engine.findings(in: form, path: Self.tripPath, context: index.context(forPath: Self.tripPath, summary: engine.summary(of: form, path: Self.tripPath)))
    }

    @Test func eachCallMovesToTheCaseItsArmNames() {
        let form = Self.trip(stops: [".origin", ".via", ".destination", ".notes"])
        let found = findings(of: form.text)
        // The last stop clears focus under the wrapper's Next key: that label alone is wrong.
        #expect(found.map(\.rule) == ["submit-label-mismatch"], "\(found.map(\.message))")
        #expect(found.first?.range.lowerBound == form["4️⃣"])
    }

    @Test func aCaseTheFormDoesNotBindIsAMoveNowhere() {
        let form = Self.trip(stops: [".origin", ".destination"])
        let found = findings(of: form.text)
        #expect(found.map(\.rule) == ["unbound-focus-target", "unbound-focus-target"], "\(found.map(\.message))")
        #expect(found.map(\.range.lowerBound) == [form["1️⃣"], form["2️⃣"]])
        #expect(found.first?.message.contains("`.via`") == true)
    }

    @Test func comparisonsOnTheStoredCaseAreDecidedToo() {
        let wrapper = Self.legInput(hop: Self.hopByComparison)
        let bound = findings(of: Self.trip(stops: [".origin", ".via", ".destination"]).text, wrapper: wrapper)
        #expect(bound.map(\.rule) == ["submit-label-mismatch"], "\(bound.map(\.message))")
        let unbound = findings(of: Self.trip(stops: [".origin", ".destination"]).text, wrapper: wrapper)
        // `.destination` falls to the `else`, which clears focus under Next.
        #expect(unbound.map(\.rule) == ["unbound-focus-target", "submit-label-mismatch"], "\(unbound.map(\.message))")
    }

    /// `.onSubmit(hop)`: the method itself is the handler, and no caller's closure runs.
    @Test func aMethodHandedToOnSubmitIsFollowed() {
        let wrapper = Self.legInput(handler: ".onSubmit(hop)")
        let found = findings(of: Self.trip(stops: [".origin", ".via"]).text, wrapper: wrapper)
        #expect(found.map(\.rule) == ["unbound-focus-target"], "\(found.map(\.message))")
        let routed = findings(of: Self.trip(stops: [".origin", ".via", ".destination", ".notes"]).text, wrapper: wrapper)
        #expect(routed.map(\.rule) == ["submit-label-mismatch"], "\(routed.map(\.message))")
    }

    /// The caller's closure runs after the wrapper's move: what it does to focus last wins.
    @Test func theCallersClosureRunsFromTheMove() {
        let overriding = findings(of: Self.trip(stops: [".origin", ".destination"], arguments: [".origin": ", onReturn: { stop = .destination }"]).text)
        #expect(overriding.map(\.rule) == ["unbound-focus-target"], "\(overriding.map(\.message))")
        let working = findings(of: Self.trip(stops: [".origin", ".via"], arguments: [".origin": ", onReturn: { print(\"origin\") }"]).text)
        #expect(!working.contains { $0.rule == "submit-label-mismatch" && $0.message.contains("origin") }, "\(working.map(\.message))")
    }

    @Test func aCaseWorkedOutAtTheCallIsUnknown() {
        let form = MarkedText("""
            import SwiftUI

            struct ShortTrip: View {
                @FocusState private var stop: Stop?
                @State private var from = ""
                @State private var to = ""
                @State private var direct = true

                var body: some View {
                    VStack {
                        LegInput(title: "From", text: $from, focus: $stop, stop: direct ? .origin : .via)
                        LegInput(title: "To", text: $to, focus: $stop, stop: .notes)
                    }
                }
            }

            """)
        let found = findings(of: form.text).filter { $0.rule == "unbound-focus-target" || $0.rule == "submit-label-mismatch" }
        // Only the last call, which clears focus under Next, is told.
        #expect(found.map(\.rule) == ["submit-label-mismatch"], "\(found.map(\.message))")
    }

    /// The caller's closure called before the wrapper moves focus: the order is not followed.
    @Test func aClosureCalledBeforeTheMoveIsNotFollowed() {
        let wrapper = Self.legInput(handler: ".onSubmit {\n                onReturn?()\n                hop()\n            }")
        let found = findings(of: Self.trip(stops: [".origin", ".destination"]).text, wrapper: wrapper)
        #expect(!found.contains { $0.rule == "unbound-focus-target" }, "\(found.map(\.message))")
    }
}
