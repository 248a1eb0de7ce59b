import FocusRules
import Foundation

/// Everything `formlsp --check` was asked to do, already parsed from the command line.
public struct CheckOptions: Sendable {
    /// Files and folders; folders are searched for `.swift` files. With neither these nor
    /// `filesFrom`, the current folder.
    public var paths: [String] = []
    /// Read the source from stdin and report and configure it as this path.
    public var stdinFilename: String?
    /// A file listing paths one per line (`-`: stdin), added to `paths`.
    public var filesFrom: String?
    /// Use this configuration for every file instead of the nearest `.formlsp.json`.
    public var configFile: String?
    /// Rule ids to run (empty: all enabled ones) and to skip.
    public var select: [String] = []
    public var ignore: [String] = []
    /// Findings at or above this fail the run; nil: the configuration's `severity`, else warning.
    public var severity: Severity?
    public var exitZero = false
    public var format: OutputFormat = .text
    public var outputFile: String?
    public var statistics = false
    public var fix = false
    public var unsafeFixes = false
    public var diff = false
    /// Off only to measure what the byte prefilter saves.
    public var prefilter = true
    /// Only read and parse every file, through the same discovery, reading and cores as a check,
    /// and report nothing: the floor that benchmarks compare the checker with.
    public var parseOnly = false
    /// False when the user said no (`NO_COLOR`); color also needs a terminal.
    public var colorAllowed = true
    public var toolVersion = "0.0.0"
    public var workingDirectory = FileManager.default.currentDirectoryPath

    public init() {}

    /// Whether fixes are computed (`--fix`, `--diff`; `--unsafe-fixes` alone implies `--fix`).
    var computesFixes: Bool { fix || diff || unsafeFixes }
}
