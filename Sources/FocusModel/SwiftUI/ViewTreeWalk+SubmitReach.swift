import SwiftSyntax

/// Which `.onSubmit` handlers the text inputs under them reach, and search submits outside their `.searchable`.
extension ViewTreeWalk {
    // MARK: Submit reach

    /// A view that can submit text: every `.onSubmit` around it learns whether it is reached.
    func recordInput(_ context: Context) {
        var barrier: Range<Int>?
        for frame in context.stack.reversed() {
            switch frame {
            case .textHandler(let site, _):
                handlerSites[site].coveredInputs += 1
                if let barrier {
                    handlerSites[site].barrier = handlerSites[site].barrier ?? barrier
                } else {
                    handlerSites[site].reachedInputs += 1
                }
            case .barrier(let range, _):
                barrier = barrier ?? range
            default:
                break
            }
        }
    }

    /// A `.searchable` inside a search submit: that submit is in the right order.
    func noteSearchable(in context: Context) {
        for frame in context.stack {
            switch frame {
            case .barrier(_, let searchSubmit?), .textHandler(_, let searchSubmit?): searchSubmitsSatisfied.insert(searchSubmit)
            default: break
            }
        }
    }

    /// Once a root's tree is walked: search submits inside their `.searchable`, handlers no input reaches.
    func finishRoot() {
        for (site, searchable) in searchSubmitsOutside.sorted(by: { $0.key < $1.key }) where !searchSubmitsSatisfied.contains(site) {
            let handler = searchSubmitSites[site]
            if !misorderedSearchSubmits.contains(where: { $0.handler == handler }) {
                misorderedSearchSubmits.append(MisorderedSearchSubmit(handler: handler, searchable: searchable))
            }
        }
        searchSubmitsOutside = [:]
    }

    /// The handlers whose fields a barrier keeps from them, once every view is walked (read once:
    /// worked out from all the walks' handler sites). A child view's handler walked from several
    /// parents is one handler: blocked only if no walk reaches it.
    var blockedHandlers: [BlockedHandler] {
        var reached: Set<Range<Int>> = []
        var blocked: [Range<Int>: Range<Int>] = [:]
        for site in handlerSites where site.coveredInputs > 0 {
            if site.reachedInputs > 0 {
                reached.insert(site.range)
            } else if let barrier = site.barrier {
                blocked[site.range] = blocked[site.range] ?? barrier
            }
        }
        return blocked.filter { !reached.contains($0.key) }
            .map { BlockedHandler(handler: $0.key, barrier: $0.value) }
            .sorted { $0.handler.lowerBound < $1.handler.lowerBound }
    }
}
