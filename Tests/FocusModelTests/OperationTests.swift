@testable import FocusModel
import SwiftParser
import SwiftSyntax
import Testing

/// How a flat sequence expression is grouped (`Operation`, folded by SwiftOperators' standard
/// precedence) and the shapes read from it: assignments, ternaries and equality tests.
@Suite struct OperationTests {
    /// The sequence of `expression`, written as a statement.
    private func sequence(_ expression: String) -> SequenceExprSyntax {
        let file = Parser.parse(source: expression)
        return file.statements.first!.item.as(SequenceExprSyntax.self)!
    }

    private func texts(_ elements: [ExprSyntax]) -> String {
        elements.map(\.trimmedDescription).joined(separator: " ")
    }

    @Test func theLoosestOperatorIsAppliedLast() throws {
        let operation = try #require(Operation(sequence("a == b && c || d && e")))
        guard case .infix(_, let left, let right) = operation else { Issue.record("not infix"); return }
        #expect(operation.operatorText == "||")
        #expect(texts(left) == "a == b && c")
        #expect(texts(right) == "d && e")
    }

    @Test func operandsKeepTheirPlaceInTheFile() throws {
        let source = sequence("first + second * third == total")
        let operation = try #require(Operation(source))
        guard case .infix(_, let left, _) = operation else { Issue.record("not infix"); return }
        #expect(operation.operatorText == "==")
        let second = try #require(left.last)
        #expect(second.trimmedDescription == "third")
        #expect(second.utf8Offsets == 17..<22)
        #expect(second.parent?.parent?.id == source.id)
    }

    @Test func aTernaryBindsLooserThanItsCondition() throws {
        let operation = try #require(Operation(sequence("a || b ? c : d ?? e")))
        guard case .ternary(let condition, let then, let otherwise) = operation else { Issue.record("not a ternary"); return }
        #expect(texts(condition) == "a || b")
        #expect(then.trimmedDescription == "c")
        #expect(texts(otherwise) == "d ?? e")
    }

    @Test func noGroupingIsGuessedForUndeclaredOperatorsOrCasts() {
        #expect(Operation(sequence("a <~> b && c")) == nil)
        #expect(Operation(sequence("a as? B")) == nil)
        #expect(Operation(Array(sequence("a == b").elements.prefix(1))) == nil)
    }

    @Test func anAssignmentTakesWholeTheValueItIsGiven() throws {
        let assignment = try #require(Assignment(sequence("field.tag = index + 1")))
        #expect(assignment.target.trimmedDescription == "field.tag")
        #expect(texts(assignment.value) == "index + 1")
        #expect(assignment.singleValue == nil)
        #expect(assignment.property?.name == "tag")
        #expect(assignment.property?.base.trimmedDescription == "field")
        #expect(Assignment(sequence("a == b")) == nil)
    }

    @Test func aPropertyIsAssignedOnlyThroughAMember() throws {
        let assignment = try #require(Assignment(sequence("returnKeyType = .next")))
        #expect(assignment.singleValue?.trimmedDescription == ".next")
        #expect(assignment.property == nil)
    }

    @Test func everyEqualityOperatorIsOneTest() throws {
        for (expression, negated) in [("a == b", false), ("a === b", false), ("a != b", true), ("a !== b", true)] {
            let test = try #require(EqualityTest(Array(sequence(expression).elements)))
            #expect(test.isNegated == negated)
            #expect(test.operands?.left.trimmedDescription == "a")
            #expect(test.outcome(.yes) == (negated ? .no : .yes))
        }
        #expect(EqualityTest(Array(sequence("a < b").elements)) == nil)
        #expect(EqualityTest(Array(sequence("a == b || c").elements)) == nil)
    }

    @Test func isEqualIsAnEqualityTest() throws {
        let call = try #require(Parser.parse(source: "a.isEqual(b)").statements.first?.item.as(FunctionCallExprSyntax.self))
        let test = try #require(EqualityTest(call))
        #expect(!test.isNegated)
        #expect(test.operands?.right.trimmedDescription == "b")
        let other = try #require(Parser.parse(source: "a.contains(b)").statements.first?.item.as(FunctionCallExprSyntax.self))
        #expect(EqualityTest(other) == nil)
    }

    /// A compilation condition mixing `||` and `&&` is grouped as Swift groups it.
    @Test func compilationConditionsMixingOperatorsAreDecided() {
        #expect(NonIOSCode.holdsOnIOS(ExprSyntax(sequence("os(iOS) || os(tvOS) && DEBUG"))) == true)
        #expect(NonIOSCode.holdsOnIOS(ExprSyntax(sequence("os(watchOS) || os(tvOS) && DEBUG"))) == false)
        #expect(NonIOSCode.holdsOnIOS(ExprSyntax(sequence("os(watchOS) || DEBUG && os(iOS)"))) == nil)
    }
}
