import SwiftSyntax

/// What each `.onSubmit` learns from the views under it: the text inputs it covers (with the
/// barrier between, if any) and whether a `.searchable` is applied inside it. The rules decide
/// from these facts which handlers never run and which search submits are out of order.
extension ViewTreeWalk {
    /// A view that can submit text: every `.onSubmit` for text around it covers it, behind the
    /// innermost barrier between them, if any.
    func recordInput(_ context: Context) {
        var barrier: Range<Int>?
        for frame in context.stack.reversed() {
            switch frame {
            case .textHandler(_, let modifier):
                submitModifiers[modifier].coveredInputs.append(CoveredInput(barrier: barrier))
            case .barrier(let range, _):
                barrier = barrier ?? range
            default:
                break
            }
        }
    }

    /// A `.searchable` applied here is inside every `.onSubmit` around it.
    func noteSearchable(in context: Context) {
        for frame in context.stack {
            switch frame {
            case .barrier(_, let modifier?), .textHandler(_, let modifier): submitModifiers[modifier].hasSearchableInside = true
            default: break
            }
        }
    }
}
