import FocusRules
import FormlspEngine
import ProjectFiles

extension ConfigurationCache {
    /// The checker's configurations: `configFile` (`--config`) for every folder when given, else
    /// each folder's nearest `.formlsp.json`, named in errors relative to the working directory.
    convenience init(configFile: String?, knownRules: Set<RuleID>, workingDirectory: String) throws(ConfigurationError) {
        var override: (file: String, configuration: Configuration)?
        if let configFile {
            let absolute = Paths.absolute(configFile, from: workingDirectory)
            override = (absolute, try Configuration.load(file: absolute, displayName: configFile, knownRules: knownRules))
        }
        self.init(knownRules: knownRules, override: override, displayName: { Paths.display($0, relativeTo: workingDirectory) })
    }
}
