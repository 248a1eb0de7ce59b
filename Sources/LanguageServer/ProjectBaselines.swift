import Foundation
import FormlspEngine
import JSONRPC
import ProjectFiles

/// The baselines the `.formlsp.json` files and the editor's settings name for open documents, each
/// read again when it changes on disk. Shared by the analyses, which run off the message queue:
/// safe to call from any thread.
final class ProjectBaselines: Sendable {
    /// The baseline file `path` → when it was read and what it holds (nil when unusable, reported once).
    private let baselines = Locked<[String: (modified: Date?, baseline: Baseline?)]>([:])

    /// The baseline in `file` (absolute), read again when the file changes; problems go to `report`.
    func baseline(file: String, report: (String) -> Void) -> Baseline? {
        let modified = (try? FileManager.default.attributesOfItem(atPath: file))?[.modificationDate] as? Date
        if let known = baselines.withLock({ $0[file] }), known.modified == modified { return known.baseline }
        do {
            let baseline = try Baseline.load(file: file)
            baselines.withLock { $0[file] = (modified, baseline) }
            return baseline
        } catch {
            report(error.description)
            baselines.withLock { $0[file] = (modified, nil) }
            return nil
        }
    }
}
