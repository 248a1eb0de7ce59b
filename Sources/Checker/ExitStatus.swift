/// The checker's exit codes: what CI, pre-commit and Xcode act on.
public enum ExitStatus: Int32, Sendable {
    /// Nothing at or above the threshold (or nothing to change, with `--diff`).
    case clean = 0
    /// Findings at or above the threshold, or a non-empty `--diff`.
    case findings = 1
    /// A usage, configuration or I/O error: the result cannot be trusted.
    case failure = 2
}

/// A problem that stops the run before any file is checked: bad flags, bad configuration.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
