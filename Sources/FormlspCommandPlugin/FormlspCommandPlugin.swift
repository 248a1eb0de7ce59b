import Foundation
import PackagePlugin

/// `swift package formlsp [--target NAME…] [FLAGS…]`: runs `formlsp check` over the source folders
/// of the named targets (default: every source target), passing the other flags through
/// (`--format`, `--severity`, `--select`…). It only reads, so it asks for no permission and runs in
/// CI as it is; `swift package formlsp-fix` (FormlspFixCommandPlugin) writes fixes, as SwiftLint
/// splits `swiftlint` and its fixing verb.
@main
struct FormlspCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let flags = extractor.remainingArguments
        if let writing = flags.first(where: { $0 == "--fix" || $0 == "--unsafe-fixes" }) {
            throw FormlspPluginError(description: """
                `swift package formlsp` only checks; \(writing) writes files, which `swift package formlsp-fix` does \
                (with --allow-writing-to-package-directory where SwiftPM cannot ask)
                """)
        }
        let targets = try context.package.targets(named: targetNames)
        let modules = targetNames.isEmpty ? context.package.sourceModules : targets.compactMap { $0 as? SourceModuleTarget }
        let process = Process()
        process.executableURL = try context.tool(named: "formlsp").url
        process.arguments = ["check"] + flags + modules.map(\.directoryURL.path)
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw FormlspPluginError(description: "formlsp check exited with status \(process.terminationStatus)")
        }
    }
}

struct FormlspPluginError: Error, CustomStringConvertible {
    var description: String
}
