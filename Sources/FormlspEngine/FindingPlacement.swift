import FocusModel
import FocusRules

/// Which chain and which field of it a finding is about: the one answer that findings' subjects
/// (baselines, SARIF fingerprints, in the checker and the server alike), `formlsp chains` and the
/// reports' diagrams share, so a diagram marks exactly the fields `check` reports.
package enum FindingPlacement {
    package struct Place: Equatable, Sendable {
        /// Index into the chains placed among.
        package var chain: Int
        /// Index into that chain's fields; nil for a finding about the chain as a whole (a handler,
        /// the focus state).
        package var field: Int?
    }

    /// The innermost chain holding the finding's start (in its type's extent or its declaration),
    /// and the field whose binding, Return-key label or keyboard the finding starts at. When that
    /// spot is shared (one statement setting the Return key of several fields), the field is the
    /// one the message names first (every message names, in backticks, the field it is about);
    /// a finding naming none of them is about the chain.
    package static func place(_ finding: Finding, among chains: [FocusChain]) -> Place? {
        Placer(chains).place(finding)
    }

    /// Places the findings of one file among its chains, each looking at the few chains around it:
    /// a file of ten thousand forms has as many chains.
    package struct Placer {
        package let chains: [FocusChain]
        /// The chains' indices by where each starts (its extent or its declaration, whichever is first).
        private let order: [Int]
        private let starts: [Int]
        /// The furthest end among the chains of `order` up to each position: no chain at or before
        /// a position whose furthest end is at or before an offset can hold it.
        private let furthestEnds: [Int]

        package init(_ chains: [FocusChain]) {
            self.chains = chains
            let spans = chains.map { chain in
                (start: min(chain.extent.lowerBound, chain.declaration.lowerBound), end: max(chain.extent.upperBound, chain.declaration.upperBound))
            }
            order = chains.indices.sorted { spans[$0].start < spans[$1].start }
            starts = order.map { spans[$0].start }
            var furthest = Int.min
            furthestEnds = order.map { index in
                furthest = max(furthest, spans[index].end)
                return furthest
            }
        }

        package func place(_ finding: Finding) -> Place? {
            FindingPlacement.place(finding, among: chains, holding: chains(holding: finding.range.lowerBound))
        }

        /// The indices of the chains whose extent or declaration holds `offset`, in increasing order.
        private func chains(holding offset: Int) -> [Int] {
            var low = 0
            var high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] <= offset { low = middle + 1 } else { high = middle }
            }
            var holding: [Int] = []
            var position = low - 1
            while position >= 0, furthestEnds[position] > offset {
                let chain = chains[order[position]]
                if chain.extent.contains(offset) || chain.declaration.contains(offset) { holding.append(order[position]) }
                position -= 1
            }
            return holding.sorted()
        }
    }

    /// `place(_:among:)`, given the chains holding the finding's start.
    private static func place(_ finding: Finding, among chains: [FocusChain], holding: [Int]) -> Place? {
        let start = finding.range.lowerBound
        guard let index = holding.min(by: { chains[$0].extent.count < chains[$1].extent.count }) else { return nil }
        let fields = chains[index].fields
        let candidates = fields.indices.filter { field in
            [fields[field].range, fields[field].label?.range, fields[field].keyboard?.range, fields[field].firstCall].contains { $0?.contains(start) ?? false }
        }
        guard candidates.count > 1 else { return Place(chain: index, field: candidates.first) }
        let named = quotedNames(in: finding.message)
        let field = named.lazy.compactMap { name in candidates.first { fields[$0].target.name == name } }.first
        return Place(chain: index, field: field)
    }

    /// The names a message quotes in backticks, in order: `name`, `.done`.
    static func quotedNames(in message: String) -> [String] {
        message.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap { index, part in
            index % 2 == 1 ? String(part) : nil
        }
    }
}
