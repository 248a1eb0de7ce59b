import FocusRules
import FormlspEngine
import Foundation
import ProjectFiles

extension Checker {
    /// `--show-settings`: what governs the first named path (or the current folder) once the
    /// configuration file, the flags and `.gitignore` are taken together: which file configures it,
    /// whether it would be checked, the threshold, the baseline and every rule's severity.
    package func showSettings() -> ExitStatus {
        do {
            try console.writeOutput(try settingsReport())
            return .clean
        } catch {
            return fail(error)
        }
    }

    private func settingsReport() throws -> String {
        let selection = try RuleSelection(select: options.select, ignore: options.ignore, known: analyzer.rules)
        let configurations = try ConfigurationCache(
            configFile: options.input.configFile, knownRules: Set(analyzer.rules.map(\.id)), workingDirectory: options.workingDirectory)
        let discovery = FileDiscovery(
            configurations: configurations, workingDirectory: options.workingDirectory, respectGitignore: options.respectGitignore, forceExclude: options.forceExclude)
        let path = options.stdinFilename ?? options.input.paths.first ?? "."
        let absolute = Paths.absolute(path, from: options.workingDirectory)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory)
        guard exists || options.stdinFilename != nil else { throw UsageError("\(path): no such file or directory") }
        let folder = isDirectory.boolValue ? absolute : (absolute as NSString).deletingLastPathComponent
        let configuration = try discovery.configuration(forFolder: folder)
        let display = Paths.tidy(path)

        var lines: [(String, String)] = []
        let configurationFile = configurations.file(forFolder: folder).map { Paths.display($0, relativeTo: options.workingDirectory) }
        lines.append(("configuration", configurationFile.map { $0 + (options.input.configFile != nil ? " (--config)" : "") } ?? "none (the defaults)"))
        if let reason = discovery.reasonLeftOut(absolute, display: display, isDirectory: isDirectory.boolValue, under: configuration) {
            let named = options.forceExclude ? "not checked, even when named (--force-exclude)" : "checked only when named on the command line"
            lines.append(("checked", "no: left out by \(reason); \(named)"))
        } else {
            lines.append(("checked", "yes"))
        }
        let threshold = options.severity.map { "\($0.rawValue) (--severity)" } ?? configuration.severityThreshold.map { $0.rawValue } ?? "warning (the default)"
        lines.append(("fails at", threshold))
        let baseline = options.baselineFile.map { "\($0) (--baseline)" } ?? configuration.baseline.map { Paths.display($0, relativeTo: options.workingDirectory) }
        lines.append(("baseline", baseline ?? "none"))
        lines.append(("exclude", configuration.exclude.isEmpty ? "nothing" : configuration.exclude.map(\.pattern).joined(separator: ", ")))
        lines.append(("include", configuration.include.isEmpty ? "every Swift file" : configuration.include.map(\.pattern).joined(separator: ", ")))
        lines.append(("respect .gitignore", options.respectGitignore ? "yes" : "no (--no-respect-gitignore)"))
        lines.append(("force exclude", options.forceExclude ? "yes" : "no"))

        let resolver = try settingsResolver(configurations: configurations, recording: true)
        let settings = try resolve([CheckTarget(displayPath: display, absolutePath: absolute, configuration: configuration)], with: resolver, selection: selection)[0].settings
        let width = lines.map(\.0.count).max() ?? 0
        var output = "Settings for \(Paths.printable(display)):\n"
        for (name, value) in lines {
            output += "  " + (name + ":").padding(width + 1) + " " + value + "\n"
        }
        output += "  rules:\n"
        let idWidth = analyzer.rules.map(\.id.rawValue.count).max() ?? 0
        for rule in analyzer.rules.sorted(by: { $0.id < $1.id }) {
            let severity = settings.rules.severity(of: rule)?.rawValue ?? "off"
            let note = severity == rule.defaultSeverity.rawValue ? "" : " (default \(rule.defaultSeverity.rawValue))"
            output += "    " + rule.id.rawValue.padding(idWidth) + "  " + severity + note + "\n"
        }
        return output
    }
}
