import FocusRules
import Foundation

/// The configuration governing each folder, for both front doors: the nearest `.formlsp.json`
/// upward within the project (`Configuration.nearestFile(governing:roots:)`), each file read once, or one file for
/// everything (the checker's `--config`). The language server keeps one for its whole life and
/// calls `forget()` when a `.formlsp.json` changes; any thread may ask.
package final class ConfigurationCache: @unchecked Sendable {
    private let knownRules: Set<RuleID>
    private let override: (file: String, configuration: Configuration)?
    private let displayName: @Sendable (String) -> String
    private let invalidFileRead: @Sendable (ConfigurationError) -> Void
    /// The project roots the lookups stop at, found once per folder until `forget()`; a run's
    /// `.gitignore` shares them.
    package let roots = ProjectRoot.Finder()
    /// Guards the two tables below.
    private let lock = NSLock()
    /// Folder → the configuration file governing it, or nil for none.
    private var fileByFolder: [String: String?] = [:]
    /// Configuration file → its contents, or why it cannot be used.
    private var loaded: [String: Result<Configuration, ConfigurationError>] = [:]

    /// - Parameters:
    ///   - override: the file, already read, that configures every folder when one is named for
    ///     everything.
    ///   - displayName: how errors name a configuration file, given its absolute path.
    ///   - invalidFileRead: told once each time a file that cannot be used is read (a server logs it).
    package init(
        knownRules: Set<RuleID>, override: (file: String, configuration: Configuration)? = nil,
        displayName: @escaping @Sendable (String) -> String = { $0 },
        invalidFileRead: @escaping @Sendable (ConfigurationError) -> Void = { _ in }
    ) {
        self.knownRules = knownRules
        self.override = override
        self.displayName = displayName
        self.invalidFileRead = invalidFileRead
    }

    /// The configuration for the files directly inside `folder` (absolute); nil when no file
    /// governs them. A file that cannot be used throws its error, at every lookup until `forget()`.
    package func configuration(forFolder folder: String) throws(ConfigurationError) -> Configuration? {
        if let override { return override.configuration }
        let (found, isFirstRead) = lock.withLock { lookUp(folder) }
        if isFirstRead, case .failure(let error)? = found { invalidFileRead(error) }
        return try found?.get()
    }

    /// The file the configuration of `folder` comes from (absolute), or nil for none.
    package func file(forFolder folder: String) -> String? {
        if let override { return override.file }
        return lock.withLock { fileGoverning(folder) }
    }

    /// Under the lock: the nearest `.formlsp.json`, looked up once per folder (a folder without
    /// one takes its parent's answer, itself looked up once).
    private func fileGoverning(_ folder: String) -> String? {
        if let known = fileByFolder[folder] { return known }
        let file = Configuration.nearestFile(governing: folder, roots: roots) { fileGoverning($0) }
        fileByFolder[folder] = file
        return file
    }

    /// Under the lock, so that each file is read once however many threads ask.
    private func lookUp(_ folder: String) -> (Result<Configuration, ConfigurationError>?, isFirstRead: Bool) {
        guard let file = fileGoverning(folder) else { return (nil, false) }
        if let known = loaded[file] { return (known, false) }
        let result: Result<Configuration, ConfigurationError>
        do throws(ConfigurationError) {
            result = .success(try Configuration.load(file: file, displayName: displayName(file), knownRules: knownRules))
        } catch {
            result = .failure(error)
        }
        loaded[file] = result
        return (result, true)
    }

    /// A configuration file changed, appeared or went away: look everything up again.
    package func forget() {
        lock.withLock {
            fileByFolder = [:]
            loaded = [:]
            roots.forget()
        }
    }
}
