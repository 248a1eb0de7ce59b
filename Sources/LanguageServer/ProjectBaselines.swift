import Foundation
import FormlspEngine

/// The baselines the `.formlsp.json` files of open documents name, each read again when it changes
/// on disk, and all forgotten when a `.formlsp.json` changes.
struct ProjectBaselines {
    /// The baseline file `path` → when it was read and what it holds (nil when unusable, reported once).
    private var baselines: [String: (modified: Date?, baseline: Baseline?)] = [:]

    /// The baseline a configuration names, read again when the file changes; problems go to `report`.
    mutating func baseline(of configuration: Configuration, report: (String) -> Void) -> Baseline? {
        guard let file = configuration.baseline else { return nil }
        let modified = (try? FileManager.default.attributesOfItem(atPath: file))?[.modificationDate] as? Date
        if let known = baselines[file], known.modified == modified { return known.baseline }
        do {
            let baseline = try Baseline.load(file: file)
            baselines[file] = (modified, baseline)
            return baseline
        } catch {
            report(error.description)
            baselines[file] = (modified, nil)
            return nil
        }
    }

    /// A configuration file changed, appeared or went away: read every baseline again.
    mutating func forget() {
        baselines = [:]
    }
}
