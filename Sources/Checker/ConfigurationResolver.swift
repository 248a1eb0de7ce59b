import FocusRules
import FormlspEngine

/// Finds the configuration that governs each folder: the nearest `.formlsp.json` upward (stopping
/// at the workspace root), or the `--config` file for everything. Each file is read once.
final class ConfigurationResolver {
    private let override: Configuration?
    private let overrideFile: String?
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
            overrideFile = absolute
        } else {
            override = nil
            overrideFile = nil
        }
    }

    /// The file the configuration of `folder` comes from: `--config`'s, the nearest `.formlsp.json`,
    /// or nil for the defaults.
    func file(forFolder folder: String) -> String? {
        overrideFile ?? Configuration.nearestFile(governing: folder)
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
