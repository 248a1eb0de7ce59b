import SwiftSyntax

/// The text and source range of syntax nodes, read the cheap way. The model asks for them on every
/// declaration and inside thousand-deep `else if` chains, where `trimmedDescription` (which rebuilds
/// the node) would cost more than the rest of the analysis; every layer above uses these.
extension SyntaxProtocol {
    /// The node's text without its outer trivia: `trimmedDescription`, without the two copies of the
    /// node that one makes.
    package var sourceText: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = max(start, bytes.count - trailingTriviaLength.utf8Length)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The node's tokens without any trivia, joined: `self.emailField`, `UITextField!`. It costs only
    /// the node's own size.
    package var compactText: String {
        tokens(viewMode: .sourceAccurate).map(\.text).joined()
    }

    /// The node's source range without trivia, as UTF-8 offsets.
    package var utf8Offsets: Range<Int> {
        positionAfterSkippingLeadingTrivia.utf8Offset..<endPositionBeforeTrailingTrivia.utf8Offset
    }
}

extension ExprSyntax {
    /// The expression without the wrappers that do not change what it refers to: parentheses
    /// around one element, `try`, `await`, `?` and `!`.
    var unwrapped: ExprSyntax {
        var current = self
        for _ in 0..<16 {
            if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                current = only.expression
            } else if let tryExpr = current.as(TryExprSyntax.self) {
                current = tryExpr.expression
            } else if let awaitExpr = current.as(AwaitExprSyntax.self) {
                current = awaitExpr.expression
            } else if let chained = current.as(OptionalChainingExprSyntax.self) {
                current = chained.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else {
                break
            }
        }
        return current
    }
}

extension MemberAccessExprSyntax {
    /// The range of the modifier call `call` this member names, from the period to the closing
    /// parenthesis or brace (`.focused($focus, equals: .email)`): how the model and the fixes
    /// name a modifier.
    package func modifierRange(calledBy call: FunctionCallExprSyntax) -> Range<Int> {
        period.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
    }
}

extension FunctionCallExprSyntax {
    /// Every closure passed to the call: labelled or not, trailing or additional trailing.
    var allClosures: [ClosureExprSyntax] {
        arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
            + [trailingClosure].compactMap { $0 } + additionalTrailingClosures.map(\.closure)
    }
}
