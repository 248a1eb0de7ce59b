import FocusModel
import SwiftParser
import SwiftSyntax
import Testing

/// Submit triggers, barriers and conditional members.
@Suite struct SubmitTriggerTests {
    private func chain(_ body: String) -> FocusChain? {
        FileModel.build(from: Parser.parse(source: """
            struct Triggers: View {
                @FocusState private var focus: Field?
                var body: some View {
                    \(body)
                }
            }
            """)).chains.first
    }

    @Test func textAndSearchArrayHandlesText() {
        let result = chain("""
            TextField("A", text: $a).focused($focus, equals: .a)
                .onSubmit(of: [.text, .search]) { focus = .b }
            """)
        #expect(result?.fields.first?.outcome.moves.map(\.target.name) == ["b"])
    }

    @Test func searchOnlySubmitStopsTextFromGoingFurther() {
        let result = chain("""
            VStack {
                TextField("A", text: $a).focused($focus, equals: .a)
                    .onSubmit(of: .search) { focus = .b }
            }
            .onSubmit { focus = .c }
            """)
        #expect(result?.fields.first?.outcome.isNothing == true)
    }

    @Test func functionReferenceHandler() {
        let result = FileModel.build(from: Parser.parse(source: """
            struct Ref: View {
                @FocusState private var focus: Field?
                var body: some View {
                    TextField("A", text: $a).focused($focus, equals: .a).onSubmit(of: .text, advance)
                }
                func advance() { focus = .b }
            }
            """)).chains.first
        #expect(result?.fields.first?.outcome.moves.map(\.target.name) == ["b"])
    }

    @Test func fieldsInSwitchArmsAreConditionalAndExclusive() throws {
        let result = try #require(chain("""
            switch mode {
            case .email:
                TextField("Email", text: $a).focused($focus, equals: .login)
            case .phone:
                TextField("Phone", text: $b).focused($focus, equals: .login)
            }
            """))
        #expect(result.fields.allSatisfy { $0.isConditional })
        #expect(result.fields[0].excludes(result.fields[1]))
    }
}
