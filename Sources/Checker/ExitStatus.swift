/// The checker's exit codes: what CI, pre-commit and Xcode act on.
package enum ExitStatus: Int32, Sendable {
    /// Nothing at or above the threshold (or nothing to change, with `--diff`).
    case clean = 0
    /// Findings at or above the threshold, or a non-empty `--diff`.
    case findings = 1
    /// A usage, configuration or I/O error: the result cannot be trusted.
    case failure = 2
}

/// A problem that stops the run before any file is checked: bad flags, bad configuration.
package struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) { self.message = message }

    package var description: String { message }
}
