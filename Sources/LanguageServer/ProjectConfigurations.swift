import Foundation
import FocusRules
import FormlspEngine

/// The `.formlsp.json` files governing open documents, found and read the way the checker does
/// (`Configuration.nearestFile(governing:)`, `Configuration.load`), cached per folder until a
/// watched `.formlsp.json` changes.
struct ProjectConfigurations {
    /// Folder → the configuration file governing it, or nil for none.
    private var fileByFolder: [String: String?] = [:]
    /// Configuration file → its contents, or nil when it is invalid (reported once).
    private var loaded: [String: Configuration?] = [:]

    /// The configuration governing the file at `path`, if any; problems go to `report`.
    mutating func configuration(forPath path: String, knownRules: Set<RuleID>, report: (String) -> Void) -> Configuration? {
        guard path.hasPrefix("/") else { return nil }
        let folder = (path as NSString).deletingLastPathComponent
        let file: String?
        if let known = fileByFolder[folder] {
            file = known
        } else {
            file = Configuration.nearestFile(governing: folder)
            fileByFolder[folder] = file
        }
        guard let file else { return nil }
        if let known = loaded[file] { return known }
        do {
            let configuration = try Configuration.load(file: file, knownRules: knownRules)
            loaded[file] = configuration
            return configuration
        } catch {
            report(error.description)
            loaded[file] = .some(nil)
            return nil
        }
    }

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

    /// A configuration file changed, appeared or went away: look everything up again.
    mutating func forget() {
        fileByFolder = [:]
        loaded = [:]
        baselines = [:]
    }
}
