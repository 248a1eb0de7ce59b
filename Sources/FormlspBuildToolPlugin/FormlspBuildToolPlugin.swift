import Foundation
import PackagePlugin

/// Checks a target's focus chains when its Swift files change, as a SwiftPM build-tool plugin or, in an
/// Xcode project, an Xcode build-tool plugin. The plugins package `make release` assembles gives it the
/// prebuilt `formlsp` of the artifact bundle, so applying it never compiles swift-syntax.
///
/// Findings print as `path:line:col: warning: message [rule]` with absolute paths, which `swift build`
/// and Xcode show as warnings on the lines. Only findings configured as `error` fail the build.
@main
struct FormlspBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let swiftFiles = module.sourceFiles(withSuffix: "swift").map(\.url)
        guard !swiftFiles.isEmpty else { return [] }
        // The target's folder rather than its files: the checker then applies `.formlsp.json`'s excludes
        // (a path named on the command line is checked whatever they say).
        return [
            checkCommand(
                tool: try context.tool(named: "formlsp"), paths: [module.directoryURL.path],
                inputs: swiftFiles + configurations(from: module.directoryURL, upTo: context.package.directoryURL),
                workDirectory: context.pluginWorkDirectoryURL)
        ]
    }
}

/// The one command both kinds of project run: `formlsp check --severity error PATH…`, again whenever one
/// of `inputs` changes.
///
/// A build command must write what it declares, and SwiftPM copies any output that is not source code
/// into the target's resources, while a prebuild command's output is shown only when it fails. So a
/// shell runs the checker and, when it passes, writes an empty Swift file as the declared output.
func checkCommand(tool: PluginContext.Tool, paths: [String], inputs: [URL], workDirectory: URL) -> Command {
    let stamp = workDirectory.appending(path: "FormlspChecked.swift")
    let script = #"stamp=$1; shift; "$@" && echo '// formlsp checked this target.' > "$stamp""#
    return .buildCommand(
        displayName: "formlsp: checking focus chains",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", script, "sh", stamp.path, tool.url.path, "check", "--severity", "error"] + paths,
        inputFiles: [tool.url] + inputs,
        outputFiles: [stamp]
    )
}

/// The `.formlsp.json` files that may govern a folder's files, from the folder up to the project's.
func configurations(from folder: URL, upTo top: URL) -> [URL] {
    var found: [URL] = []
    var current = folder.standardizedFileURL
    let topPath = top.standardizedFileURL.path
    while current.path.hasPrefix(topPath) {
        let candidate = current.appending(path: ".formlsp.json")
        if FileManager.default.fileExists(atPath: candidate.path) { found.append(candidate) }
        if current.path == topPath { break }
        current = current.deletingLastPathComponent()
    }
    return found
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension FormlspBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        // An Xcode target has no folder of its own: its Swift files are named one by one.
        let swiftFiles = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        guard !swiftFiles.isEmpty else { return [] }
        let project = context.xcodeProject.directoryURL
        let folders = Set(swiftFiles.map { $0.deletingLastPathComponent() })
        let configurationFiles = Set(folders.flatMap { configurations(from: $0, upTo: project) })
        return [
            checkCommand(
                tool: try context.tool(named: "formlsp"), paths: swiftFiles.map(\.path),
                inputs: swiftFiles + configurationFiles.sorted { $0.path < $1.path },
                workDirectory: context.pluginWorkDirectoryURL)
        ]
    }
}
#endif
