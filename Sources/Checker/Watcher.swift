import FormlspEngine
import Foundation
import ProjectFiles

extension Checker {
    /// `--watch`: checks, then checks again each time a Swift file, storyboard, `.formlsp.json`,
    /// `.gitignore` or the baseline under the named paths changes, appears or goes away. It polls
    /// (every `interval` seconds), which works the same on every system and file system. Runs
    /// until interrupted, or for `rounds` checks (tests).
    package func watch(interval: Double = 0.5, rounds: Int? = nil) -> ExitStatus {
        var status = ExitStatus.clean
        var round = 0
        var seen = watchedFiles()
        while true {
            status = run()
            round += 1
            if let rounds, round >= rounds { return status }
            if !options.quiet { console.writeError("formlsp: watching for changes (Ctrl-C ends)\n") }
            while true {
                Thread.sleep(forTimeInterval: interval)
                let now = watchedFiles()
                if now != seen {
                    seen = now
                    break
                }
            }
            if !options.quiet { console.writeError("formlsp: files changed; checking again\n") }
        }
    }

    /// Each watched file with its modification date and size.
    private func watchedFiles() -> [String: FileStamp] {
        let paths = (options.input.paths.isEmpty ? ["."] : options.input.paths).map { Paths.absolute($0, from: options.workingDirectory) }
        var files: [String: FileStamp] = [:]
        var extra = paths.compactMap { Configuration.nearestFile(governing: $0) }
        if let baseline = options.baselineFile { extra.append(Paths.absolute(baseline, from: options.workingDirectory)) }
        if let config = options.input.configFile { extra.append(Paths.absolute(config, from: options.workingDirectory)) }
        for path in paths + extra {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                files[path] = FileStamp(path)
                continue
            }
            for file in ProjectWalk.files(under: path, endingIn: Self.watchedSuffixes).files {
                files[file] = FileStamp(file)
            }
        }
        return files
    }

    private static let watchedSuffixes = [".swift", ".storyboard", ".xib", Configuration.fileName, ".gitignore"]
}

/// When a file last changed, and how big it is.
private struct FileStamp: Equatable {
    var modified: Date?
    var size: Int?

    init(_ path: String) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        modified = attributes?[.modificationDate] as? Date
        size = (attributes?[.size] as? NSNumber)?.intValue
    }
}
