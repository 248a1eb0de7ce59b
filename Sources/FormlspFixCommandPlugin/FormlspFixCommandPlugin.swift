import Foundation
import PackagePlugin

/// `swift package formlsp-fix [--target NAME…] [FLAGS…]`: `formlsp check --fix` over the source
/// folders of the named targets (default: every source target); `--unsafe-fixes` and the checker's
/// other flags pass through. It declares the permission to write the package's files, so SwiftPM
/// asks for it on a terminal (elsewhere: `--allow-writing-to-package-directory`); checking alone is
/// `swift package formlsp`, which needs none.
@main
struct FormlspFixCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets = try context.package.targets(named: targetNames)
        let modules = targetNames.isEmpty ? context.package.sourceModules : targets.compactMap { $0 as? SourceModuleTarget }
        let process = Process()
        process.executableURL = try context.tool(named: "formlsp").url
        process.arguments = ["check", "--fix"] + extractor.remainingArguments + modules.map(\.directoryURL.path)
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw FixFailed(status: process.terminationStatus)
        }
    }
}

struct FixFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "formlsp check --fix exited with status \(status)" }
}
