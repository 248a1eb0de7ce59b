import FocusRules
import FormlspEngine
import Testing
import TestSupport

/// A view with no focus state that labels its fields Next can be routed only by an `.onSubmit`
/// above the places that show it. When every such place is known, up to a root (an `App`, a
/// hosting controller), and none has a handler above it, Return in those fields just ends editing:
/// the Next label promises what nothing does. Any doubt about where the view is shown is silence.
@Suite struct NextLabelCallersTests {
    /// Three traveller fields, each labelled Next, and no focus state or handler of their own.
    static let travellerSection = MarkedText("""
        import SwiftUI

        struct TravellerSection: View {
            @Binding var firstName: String
            @Binding var lastName: String
            @Binding var passport: String

            var body: some View {
                Section("Traveller") {
                    1️⃣TextField("First name", text: $firstName)
                        .submitLabel(.next)
                    2️⃣TextField("Last name", text: $lastName)
                        .submitLabel(.next)
                    TextField("Passport", text: $passport)
                        3️⃣.submitLabel(.next)
                }
            }
        }

        """)

    /// A booking screen showing the section as `call` (an expression over its bindings); the screen
    /// has a trip name field of its own, so its file spells a text input.
    static func bookingScreen(call: String, name: String = "BookingScreen", around: String = "") -> String {
        """
        import SwiftUI

        struct \(name): View {
            @State private var tripName = ""
            @State private var firstName = ""
            @State private var lastName = ""
            @State private var passport = ""

            var body: some View {
                Form {
                    TextField("Trip name", text: $tripName)
                    \(call)
                    Button("Book") { book() }
                }\(around)
            }

            func book() {}
        }

        """
    }

    static let plainCall = "TravellerSection(firstName: $firstName, lastName: $lastName, passport: $passport)"

    static func app(showing view: String) -> String {
        """
        import SwiftUI

        @main
        struct TravelApp: App {
            var body: some Scene {
                WindowGroup { \(view) }
            }
        }

        """
    }

    /// Findings of `path` analysed against every file, as the checker's second pass and the server do.
    static func findings(in path: String, of files: [String: String], rule: RuleID? = nil) -> [Finding] {
        var index = WorkspaceIndex()
        for (file, text) in files { index.update(path: file, text: text) }
        index.readQuietFilesShowingViewsThatMatter { files[$0] }
        let engine = Engine()
        let text = files[path] ?? ""
        return engine.findings(in: text, path: path, context: index.context(forPath: path, summary: engine.summary(of: text, path: path)))
            .filter { rule == nil || $0.rule == rule }
    }

    static func project(screen: String, app: String = app(showing: "BookingScreen()"), more: [String: String] = [:]) -> [String: String] {
        ["/p/TravellerSection.swift": travellerSection.text, "/p/BookingScreen.swift": screen, "/p/TravelApp.swift": app].merging(more) { $1 }
    }

    static func sectionFindings(_ files: [String: String]) -> [String] {
        findings(in: "/p/TravellerSection.swift", of: files).map { "\($0.rule.rawValue)@\($0.range.lowerBound)" }
    }

    static let expected = [
        "missing-focus-transition@\(travellerSection["1️⃣"])", "missing-focus-transition@\(travellerSection["2️⃣"])",
        "submit-label-mismatch@\(travellerSection["3️⃣"])",
    ]

    @Test func aSectionShownByAParentThatNeverRoutesBreaksItsNextLabels() throws {
        let files = Self.project(screen: Self.bookingScreen(call: Self.plainCall))
        #expect(Self.sectionFindings(files) == Self.expected)
        let warning = try #require(Self.findings(in: "/p/TravellerSection.swift", of: files, rule: "missing-focus-transition").first)
        #expect(warning.message.contains("`firstName`") && warning.message.contains("`lastName`"), "\(warning.message)")
        #expect(warning.fixes.isEmpty, "no focus state to route with")
    }

    @Test func aSectionShownByItsOwnFileThatNeverRoutesBreaksItsNextLabels() {
        let file = MarkedText(Self.travellerSection.text + Self.bookingScreen(call: Self.plainCall) + Self.app(showing: "BookingScreen()"))
        let findings = Self.findings(in: "/p/Booking.swift", of: ["/p/Booking.swift": file.text]).map(\.rule.rawValue)
        #expect(findings == ["missing-focus-transition", "missing-focus-transition", "submit-label-mismatch"])
    }

    /// A hosting controller's root view has no SwiftUI view above it.
    @Test func aSectionShownByAHostedScreenThatNeverRoutesBreaksItsNextLabels() {
        let host = """
            import UIKit
            import SwiftUI

            final class BookingHost {
                func make() -> UIViewController { UIHostingController(rootView: BookingScreen()) }
            }

            """
        let files = Self.project(screen: Self.bookingScreen(call: Self.plainCall), app: host)
        #expect(Self.sectionFindings(files) == Self.expected)
    }

    /// `.submitScope()` closest to the call keeps every handler outside it from the section's submits.
    @Test func aHandlerBeyondASubmitScopeRoutesNothing() {
        let files = Self.project(screen: Self.bookingScreen(call: Self.plainCall + ".submitScope()", around: ".onSubmit { book() }"))
        #expect(Self.sectionFindings(files) == Self.expected)
    }

    @Test(arguments: [
        // The parent's own handler above the call.
        bookingScreen(call: plainCall, around: ".onSubmit { book() }"),
        bookingScreen(call: plainCall + ".onSubmit(book)"),
        // A wrapper handed a Return closure, and a modifier named for Return, may install one.
        bookingScreen(call: "ReturnRouter(onReturn: book) { \(plainCall) }"),
        bookingScreen(call: plainCall + ".onReturnKey { book() }"),
        // Made but not shown where it is made, or shown inside a container out of sight.
        bookingScreen(call: "steps[0]").replacingOccurrences(of: "func book() {}", with: "var steps: [AnyView] { [AnyView(\(plainCall))] }\n    func book() {}"),
        bookingScreen(call: "ThirdPartyCard { \(plainCall) }"),
        // Made in a ternary: which is shown is not read.
        bookingScreen(call: "isGroup ? AnyView(\(plainCall)) : AnyView(EmptyView())").replacingOccurrences(of: "func book() {}", with: "var isGroup = false\n    func book() {}"),
    ])
    func aParentThatMayRouteKeepsItQuiet(screen: String) {
        #expect(Self.sectionFindings(Self.project(screen: screen)).isEmpty)
    }

    /// Two levels up: the screen's own parent routes Return around it.
    @Test func aGrandparentHandlerKeepsItQuiet() {
        let flow = """
            import SwiftUI

            struct TripFlow: View {
                var body: some View {
                    NavigationStack {
                        BookingScreen()
                            .onSubmit { advance() }
                    }
                }

                func advance() {}
            }

            """
        let files = Self.project(screen: Self.bookingScreen(call: Self.plainCall), app: Self.app(showing: "TripFlow()"), more: ["/p/TripFlow.swift": flow])
        #expect(Self.sectionFindings(files).isEmpty)
        let routed = files.merging(["/p/TripFlow.swift": flow.replacingOccurrences(of: ".onSubmit { advance() }", with: ".padding()")]) { $1 }
        #expect(Self.sectionFindings(routed) == Self.expected)
    }

    /// A generic container of the app's own whose body routes Return around its content.
    @Test func aContainerThatRoutesItsContentKeepsItQuiet() {
        let container = """
            import SwiftUI

            struct StepCard<Content: View>: View {
                @ViewBuilder var content: Content

                var body: some View {
                    VStack { content }
                        .onSubmit { next() }
                }

                func next() {}
            }

            """
        let call = "StepCard { \(Self.plainCall) }"
        let files = Self.project(screen: Self.bookingScreen(call: call), more: ["/p/StepCard.swift": container])
        #expect(Self.sectionFindings(files).isEmpty)
        let plain = container.replacingOccurrences(of: "\n            .onSubmit { next() }", with: "")
        #expect(Self.sectionFindings(files.merging(["/p/StepCard.swift": plain]) { $1 }) == Self.expected)
    }

    /// Two screens show the section: each must leave Return unhandled.
    @Test func everyPlaceShowingTheViewMustLeaveReturnUnhandled() {
        let other = Self.bookingScreen(call: Self.plainCall, name: "RebookingScreen", around: ".onSubmit { book() }")
        let app = Self.app(showing: "TabView { BookingScreen(); RebookingScreen() }")
        let files = Self.project(screen: Self.bookingScreen(call: Self.plainCall), app: app, more: ["/p/RebookingScreen.swift": other])
        #expect(Self.sectionFindings(files).isEmpty)
        let unrouted = other.replacingOccurrences(of: ".onSubmit { book() }", with: "")
        #expect(Self.sectionFindings(files.merging(["/p/RebookingScreen.swift": unrouted]) { $1 }) == Self.expected)
    }

    @Test func aViewShownNowhereOrOnlyByPreviewsIsNotChecked() {
        let preview = """
            import SwiftUI

            #Preview { TravellerSection(firstName: .constant(""), lastName: .constant(""), passport: .constant("")) }

            """
        #expect(Self.sectionFindings(["/p/TravellerSection.swift": Self.travellerSection.text]).isEmpty)
        #expect(Self.sectionFindings(["/p/TravellerSection.swift": Self.travellerSection.text, "/p/Previews.swift": preview]).isEmpty)
        // A preview beside a real place does not count either way.
        let files = Self.project(screen: Self.bookingScreen(call: Self.plainCall), more: ["/p/Previews.swift": preview])
        #expect(Self.sectionFindings(files) == Self.expected)
    }

    /// A screen nobody is seen to show (no root above it) may be shown from code out of sight.
    @Test func aParentShownNowhereKeepsItQuiet() {
        let files = Self.project(screen: Self.bookingScreen(call: Self.plainCall), app: "import SwiftUI\n")
        #expect(Self.sectionFindings(files).isEmpty)
    }

    /// A file that spells no chain word is read only as bytes: a screen there showing the section,
    /// under whatever it applies, is out of sight.
    @Test func aParentInAFileReadOnlyAsBytesKeepsItQuiet() {
        let quiet = """
            import SwiftUI

            struct SummaryScreen: View {
                @State private var firstName = ""
                @State private var lastName = ""
                @State private var passport = ""

                var body: some View {
                    Form { TravellerSection(firstName: $firstName, lastName: $lastName, passport: $passport) }
                }
            }

            """
        #expect(!WorkspaceIndex.mayConcernChains(quiet.utf8))
        let files = Self.project(screen: Self.bookingScreen(call: Self.plainCall), more: ["/p/SummaryScreen.swift": quiet])
        #expect(Self.sectionFindings(files).isEmpty)
    }

    /// A view of its own focus state is its chain's to judge: its Next labels are reported once,
    /// by the chain, whatever shows it.
    @Test func aViewWithItsOwnFocusStateIsReportedByItsChainOnce() {
        let section = MarkedText("""
            import SwiftUI

            struct TravellerSection: View {
                enum Field { case first, last }
                @FocusState private var focus: Field?
                @Binding var firstName: String
                @Binding var lastName: String

                var body: some View {
                    Section("Traveller") {
                        TextField("First name", text: $firstName)1️⃣.focused($focus, equals: .first).submitLabel(.next)
                        TextField("Last name", text: $lastName).focused($focus, equals: .last).submitLabel(.done)
                    }
                }
            }

            """)
        let files = Self.project(screen: Self.bookingScreen(call: "TravellerSection(firstName: $firstName, lastName: $lastName)"))
            .merging(["/p/TravellerSection.swift": section.text]) { $1 }
        let warnings = Self.findings(in: "/p/TravellerSection.swift", of: files).filter { $0.severity == .warning }
        #expect(warnings.map(\.rule.rawValue) == ["missing-focus-transition"])
        #expect(warnings.map(\.range.lowerBound) == [section["1️⃣"]])
    }

    /// The view's file depends on every file recording a place up the way: an edit to the app's
    /// root analyses the open section again, and the checker's second pass analyses it against them.
    @Test func everyFileUpTheWayIsOneTheViewsAnalysisDependsOn() {
        var index = WorkspaceIndex()
        let files = Self.project(screen: Self.bookingScreen(call: Self.plainCall))
        for (file, text) in files { index.update(path: file, text: text) }
        index.readQuietFilesShowingViewsThatMatter { files[$0] }
        #expect(index.dependents(of: "/p/TravelApp.swift", among: ["/p/TravellerSection.swift"]) == ["/p/TravellerSection.swift"])
        let (summary, _, lookups) = Engine().summaryAndFindings(of: Self.travellerSection.text, path: "/p/TravellerSection.swift")
        #expect(index.dependsOnOtherFiles(path: "/p/TravellerSection.swift", summary: summary, lookups: lookups))
    }
}
