import Foundation

/// The baseline files a run or a server reads, each read once (the server's again when it changes
/// on disk), for both front doors. Any thread may ask.
package final class BaselineCache: @unchecked Sendable {
    private let displayName: @Sendable (String) -> String
    private let rereadsChangedFiles: Bool
    /// Guards `loaded`.
    private let lock = NSLock()
    /// File → when it was read and what it holds, or why it cannot be used.
    private var loaded: [String: (modified: Date?, baseline: Result<Baseline, ConfigurationError>)] = [:]

    /// - Parameters:
    ///   - displayName: how errors name a baseline file, given its absolute path.
    ///   - rereadsChangedFiles: a file is read again when its modification date changes (a server;
    ///     a checker's run reads each once).
    package init(displayName: @escaping @Sendable (String) -> String = { $0 }, rereadsChangedFiles: Bool = false) {
        self.displayName = displayName
        self.rereadsChangedFiles = rereadsChangedFiles
    }

    /// The baseline in `file` (absolute), named `displayName` in errors when given. `isFirstRead`
    /// tells a failure read now from one read before (a server logs each once).
    package func baseline(file: String, displayName name: String? = nil) -> (baseline: Result<Baseline, ConfigurationError>, isFirstRead: Bool) {
        let modified = rereadsChangedFiles ? (try? FileManager.default.attributesOfItem(atPath: file))?[.modificationDate] as? Date : nil
        return lock.withLock {
            if let known = loaded[file], known.modified == modified { return (known.baseline, false) }
            let baseline: Result<Baseline, ConfigurationError>
            do throws(ConfigurationError) {
                baseline = .success(try Baseline.load(file: file, displayName: name ?? displayName(file)))
            } catch {
                baseline = .failure(error)
            }
            loaded[file] = (modified, baseline)
            return (baseline, true)
        }
    }
}
