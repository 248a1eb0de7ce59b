import FocusModel
import SwiftParser
import Testing

/// A field reached twice by the walk is one member of its chain: alternatives that show the same
/// view, and a container bound to the value of the input inside it.
@Suite struct OneFieldOnePlaceTests {
    private func chain(_ source: String) throws -> FocusChain {
        try #require(FileModel.build(from: Parser.parse(source: source)).chains.first)
    }

    @Test func viewThatFitsShowsItsContentOnce() throws {
        let chain = try chain("""
            struct LoginView: View {
                enum Field { case user, password }
                @FocusState private var focus: Field?
                var body: some View {
                    ViewThatFits(in: .vertical) {
                        fields
                        ScrollView { fields }
                    }
                }
                var fields: some View {
                    VStack {
                        TextField("User", text: $user).focused($focus, equals: .user).onSubmit { focus = .password }
                        SecureField("Password", text: $password).focused($focus, equals: .password)
                    }
                }
            }
            """)
        #expect(chain.fields.map(\.target.name) == ["user", "password"])
        #expect(chain.field(after: chain.fields[0])?.target.name == "password")
    }

    /// Different views in the alternatives are alternatives: never each other's next field.
    @Test func viewThatFitsAlternativesExcludeEachOther() throws {
        let chain = try chain("""
            struct SearchBar: View {
                enum Field { case wide, narrow }
                @FocusState private var focus: Field?
                var body: some View {
                    ViewThatFits {
                        TextField("Search everything", text: $query).focused($focus, equals: .wide)
                        TextField("Search", text: $query).focused($focus, equals: .narrow)
                    }
                }
            }
            """)
        #expect(chain.fields.count == 2)
        #expect(chain.fields[1].excludes(chain.fields[0]))
        #expect(chain.isLast(chain.fields[0]))
    }

    /// A property shown in both arms of an `if` (with a different wrapper) is one field, present
    /// in either case.
    @Test func aPropertyInBothArmsIsOneField() throws {
        let chain = try chain("""
            struct NoteView: View {
                enum Field { case title, body }
                @FocusState private var focus: Field?
                var body: some View {
                    if compact {
                        titleField
                    } else {
                        HStack { titleField }
                    }
                    TextField("Body", text: $text).focused($focus, equals: .body)
                }
                var titleField: some View {
                    TextField("Title", text: $title).focused($focus, equals: .title).onSubmit { focus = .body }
                }
            }
            """)
        #expect(chain.fields.map(\.target.name) == ["title", "body"])
        #expect(chain.fields[0].branch.isEmpty)
    }

    /// One helper called from two places in a form, binding one value, makes two fields (a
    /// duplicate binding); called in the two arms of an `if`, one.
    @Test func aHelperCalledTwiceIsOneFieldOnlyInAlternatives() throws {
        let source = { (body: String) in
            """
            struct NoteView: View {
                enum Field { case note }
                @FocusState private var focus: Field?
                var body: some View {
                    \(body)
                }
                @ViewBuilder func noteField() -> some View {
                    TextField("Note", text: $note).focused($focus, equals: .note)
                }
            }
            """
        }
        #expect(try chain(source("VStack { noteField(); noteField() }")).fields.count == 2)
        #expect(try chain(source("if #available(iOS 16, *) { noteField().scrollDismissesKeyboard(.interactively) } else { noteField() }")).fields.count == 1)
    }

    /// Two helper calls binding different values at one source location stay two fields.
    @Test func oneHelperCalledForTwoValuesIsTwoFields() throws {
        let chain = try chain("""
            struct NameView: View {
                enum Field { case first, last }
                @FocusState private var focus: Field?
                var body: some View {
                    VStack {
                        row(.first)
                        row(.last)
                    }
                }
                @ViewBuilder func row(_ field: Field) -> some View {
                    TextField("", text: $text).focused($focus, equals: field)
                }
            }
            """)
        #expect(chain.fields.map(\.target.name) == ["first", "last"])
    }

    /// A row bound to the value of the text field inside it is that field, not a second one.
    @Test func aContainerBoundLikeItsInputIsThatInput() throws {
        let chain = try chain("""
            struct AmountView: View {
                enum Field { case amount, memo }
                @FocusState private var focus: Field?
                var body: some View {
                    VStack {
                        HStack {
                            TextField("Amount", text: $amount).focused($focus, equals: .amount)
                            Text("USD")
                        }
                        .focused($focus, equals: .amount)
                        TextField("Memo", text: $memo).focused($focus, equals: .memo)
                    }
                }
            }
            """)
        #expect(chain.fields.map(\.target.name) == ["amount", "memo"])
        #expect(chain.fields.allSatisfy { !$0.isOpaque })
    }

    /// A container bound to another value than its input stays a member of its own.
    @Test func aContainerBoundToAnotherValueStays() throws {
        let chain = try chain("""
            struct AmountView: View {
                enum Field { case row, amount }
                @FocusState private var focus: Field?
                var body: some View {
                    HStack {
                        TextField("Amount", text: $amount).focused($focus, equals: .amount)
                    }
                    .focused($focus, equals: .row)
                }
            }
            """)
        #expect(chain.fields.map(\.target.name) == ["row", "amount"])
    }
}

/// A focus binding held as a plain property (`let focus: FocusState<Field?>.Binding`) is set
/// through `focus.wrappedValue`: that is routing.
@Suite struct PlainBindingPropertyTests {
    @Test func settingTheWrappedValueMovesFocus() throws {
        let chain = try #require(FileModel.build(from: Parser.parse(source: """
            struct PaymentForm: View {
                enum Field { case card, expiry }
                @FocusState private var focus: Field?
                var body: some View {
                    CardFields(focus: $focus)
                }
            }
            struct CardFields: View {
                let focus: FocusState<PaymentForm.Field?>.Binding
                var body: some View {
                    TextField("Card", text: $card).focused(focus, equals: .card).onSubmit { focus.wrappedValue = .expiry }
                    TextField("Expiry", text: $expiry).focused(focus, equals: .expiry).onSubmit { self.focus.wrappedValue = nil }
                }
            }
            """)).chains.first)
        #expect(chain.fields.map(\.target.name) == ["card", "expiry"])
        #expect(chain.fields[0].outcome.moves.map(\.target.name) == ["expiry"])
        #expect(chain.fields[1].outcome.definitelyEnds)
    }
}
