import Foundation
import PackagePlugin

/// `swift package formlsp [--target NAME…] [FLAGS…]`: runs `formlsp --check` over the source folders
/// of the named targets (default: every source target), passing the other flags through
/// (`--format`, `--severity`, `--select`…).
@main
struct FormlspCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "formlsp")
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets = try context.package.targets(named: targetNames)
        let modules = targetNames.isEmpty ? context.package.sourceModules : targets.compactMap { $0 as? SourceModuleTarget }
        let folders = modules.map(\.directoryURL.path)

        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["--check"] + extractor.remainingArguments + folders
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw FormlspFailed(status: process.terminationStatus)
        }
    }
}

struct FormlspFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "formlsp --check exited with status \(status)" }
}
