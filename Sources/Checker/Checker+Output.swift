import Foundation
import ProjectFiles

/// Where a run's report goes: stdout or `--output-file`, the side files (`--sarif-file`,
/// `--summary-file`), the summary and statistics on stderr, and `--write-baseline`.
extension Checker {
    /// Prints the report, the diff or the fix summary where each belongs.
    func present(_ report: CheckReport, diffs: String, fixedFiles: Int) throws(OutputError) {
        for (format, path, option) in [(OutputFormat.sarif, options.sarifFile, "--sarif-file"), (.markdown, options.summaryFile, "--summary-file")] {
            guard let path else { continue }
            let rendered = format.render(report, workingDirectory: options.workingDirectory)
            try OutputError.write(rendered, toFileAt: Paths.absolute(path, from: options.workingDirectory), named: "\(option) \(path)")
        }
        if options.diff {
            try emit(diffs)
            return
        }
        let toTerminal = options.outputFile == nil && !printsFixedSource && console.outputIsTerminal
        let color = switch options.color {
        case .always: options.outputFile == nil
        case .never: false
        case .auto: toTerminal && !options.noColorRequested
        }
        // In text, the statistics table takes the findings' place, as in ruff.
        let statisticsAsText = options.statistics && options.format == .text && !printsFixedSource
        let text = TextFormat(color: color, summary: toTerminal && !options.quiet, statistics: statisticsAsText)
        let rendered = options.format.render(report, text: text, workingDirectory: options.workingDirectory)
        if printsFixedSource && options.outputFile == nil {
            console.writeError(rendered)
        } else {
            try emit(rendered)
        }
        // Off a terminal (a CI log, a file) the text summary goes to stderr: stdout keeps one finding a line.
        if options.format == .text && !toTerminal && !printsFixedSource && !options.quiet {
            console.writeError(TextFormat(color: false, summary: true).summaryLines(report))
        }
        if options.statistics && !statisticsAsText {
            let table = Statistics().render(report)
            // On stdout unless stdout carries a machine-readable report (or fixed source).
            if options.outputFile != nil && !printsFixedSource {
                try console.writeOutput(table)
            } else {
                console.writeError(table)
            }
        }
        if fixedFiles > 0 && !options.quiet {
            console.writeError("formlsp: fixed \(fixedFiles) file\(fixedFiles == 1 ? "" : "s")\n")
        }
    }

    /// `--write-baseline`: every finding of the run, recorded instead of reported.
    func record(_ outcomes: [Outcome], inBaseline file: String) throws(OutputError) {
        let absolute = Paths.absolute(file, from: options.workingDirectory)
        let findings = outcomes.flatMap { outcome in (outcome.checked?.findings ?? []).map { (path: outcome.absolutePath, finding: $0) } }
        let folder = (absolute as NSString).deletingLastPathComponent
        let baseline = Baseline(recording: findings, folder: folder)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try OutputError.write(baseline.serialized(), toFileAt: absolute, named: "--write-baseline \(file)")
        if !options.quiet {
            console.writeError("formlsp: recorded \(findings.count) finding\(findings.count == 1 ? "" : "s") in \(file)\n")
        }
    }

    private func emit(_ text: String) throws(OutputError) {
        guard let path = options.outputFile else {
            try console.writeOutput(text)
            return
        }
        try OutputError.write(text, toFileAt: Paths.absolute(path, from: options.workingDirectory), named: "--output-file \(path)")
    }
}
