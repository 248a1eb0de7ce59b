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
                inputs: swiftFiles + settingsInputs(folders: [module.directoryURL], upTo: context.package.directoryURL),
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

/// What the check reads besides the Swift files, so that changing it checks again: the
/// `.formlsp.json` files that may govern the folders' files (from each folder up to the project's),
/// the baselines they name, and the folders themselves, whose listing changes when a `.formlsp.json`
/// is added to one (it then governs the files below it).
func settingsInputs(folders: [URL], upTo top: URL) -> [URL] {
    var inputs: Set<URL> = []
    let topPath = top.standardizedFileURL.path
    for folder in folders {
        var current = folder.standardizedFileURL
        while current.path.hasPrefix(topPath) {
            inputs.insert(current)
            let configuration = current.appending(path: ".formlsp.json")
            if let text = try? String(contentsOf: configuration, encoding: .utf8) {
                inputs.insert(configuration)
                if let baseline = baselinePath(in: text),
                   case let file = (baseline.hasPrefix("/") ? URL(fileURLWithPath: baseline) : current.appending(path: baseline)).standardizedFileURL,
                   FileManager.default.fileExists(atPath: file.path) {
                    inputs.insert(file)
                }
            }
            if current.path == topPath { break }
            current = current.deletingLastPathComponent()
        }
    }
    return inputs.sorted { $0.path < $1.path }
}

/// The `"baseline"` a `.formlsp.json` names (relative to its folder), read without a JSON parser (the
/// file allows comments): the first `"baseline": "…"` outside a `//` comment.
func baselinePath(in configuration: String) -> String? {
    for line in configuration.split(whereSeparator: \.isNewline) {
        let code = line.components(separatedBy: "//").first ?? ""
        guard let key = code.range(of: "\"baseline\""), let colon = code[key.upperBound...].firstIndex(of: ":") else { continue }
        let value = code[code.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
        guard value.first == "\"", let end = value.dropFirst().firstIndex(of: "\"") else { continue }
        return String(value[value.index(after: value.startIndex)..<end])
    }
    return nil
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension FormlspBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        // An Xcode target has no folder of its own: its Swift files are named one by one.
        let swiftFiles = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        guard !swiftFiles.isEmpty else { return [] }
        let project = context.xcodeProject.directoryURL
        let folders = Set(swiftFiles.map { $0.deletingLastPathComponent() }).sorted { $0.path < $1.path }
        return [
            checkCommand(
                tool: try context.tool(named: "formlsp"), paths: swiftFiles.map(\.path),
                inputs: swiftFiles + settingsInputs(folders: folders, upTo: project),
                workDirectory: context.pluginWorkDirectoryURL)
        ]
    }
}
#endif
