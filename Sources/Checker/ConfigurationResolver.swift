import FocusRules
import FormlspEngine
import Foundation

/// Finds the configuration that governs each folder: the nearest `.formlsp.json` upward (stopping
/// at the workspace root), or the `--config` file for everything. Each file is read once.
final class ConfigurationResolver {
    private let override: Configuration?
    private let knownRules: Set<RuleID>
    private let workingDirectory: String
    private var byFolder: [String: Configuration] = [:]
    private var byFile: [String: Configuration] = [:]

    init(configFile: String?, knownRules: Set<RuleID>, workingDirectory: String) throws(ConfigurationError) {
        self.knownRules = knownRules
        self.workingDirectory = workingDirectory
        if let configFile {
            let absolute = Paths.absolute(configFile, from: workingDirectory)
            override = try Configuration.load(file: absolute, displayName: configFile, knownRules: knownRules)
        } else {
            override = nil
        }
    }

    /// The configuration for files directly inside `folder` (absolute).
    func configuration(forFolder folder: String) throws(ConfigurationError) -> Configuration {
        if let override { return override }
        if let known = byFolder[folder] { return known }
        let configuration: Configuration
        if let file = Configuration.nearestFile(governing: folder) {
            if let loaded = byFile[file] {
                configuration = loaded
            } else {
                let display = Paths.display(file, relativeTo: workingDirectory)
                configuration = try Configuration.load(file: file, displayName: display, knownRules: knownRules)
                byFile[file] = configuration
            }
        } else {
            configuration = Configuration(folder: workingDirectory)
        }
        byFolder[folder] = configuration
        return configuration
    }
}
