import FormlspEngine
import Foundation
import ProjectFiles

/// The files the byte prefilter rules out, found ahead of the first pass on the core discovery
/// leaves idle: discovery walks the named paths on one thread while the project walk, done sooner,
/// reads the projects' Swift files on another and keeps the verdict for each file that cannot
/// matter (the checker's targets are most often those files). The first pass then takes a kept
/// verdict instead of reading the file again, and reads the rest as before; `stop` ends the scan
/// when discovery is done, so that it never competes with the first pass for the cores.
final class RuledOutFiles: @unchecked Sendable {
    /// What the first pass concludes of a file it would read and find no chain word in.
    enum Verdict: Sendable, Equatable {
        /// Valid text that no rule and no chain looks at: checked, nothing to report, unless it
        /// calls the project's components (the names it calls, for the component stage). The
        /// classes it declares are indexed (`WorkspaceIndex.quietEntry`): forms may inherit from them.
        case ruledOut(CalledNames, quietEntry: WorkspaceIndex.Entry? = nil)
        /// Bytes that are not Swift source (`RegularFileError.binary`, `.notUTF8`), reported as such.
        case notSource(RegularFileError)
    }

    private let lock = NSLock()
    private var stopped = false
    private var verdicts: [String: Verdict] = [:]

    /// Reads `paths` in turn until `stop`, keeping a verdict for each file that no chain may
    /// concern (`WorkspaceIndex.mayConcernChains`), or that holds a NUL. A file that cannot be
    /// read gets none: the first pass reads it again and reports it.
    func scan(_ paths: [String]) {
        for path in paths {
            if lock.withLock({ stopped }) { return }
            guard let bytes = RegularFile.bytes(atPath: path), let verdict = Self.verdict(of: bytes, path: path) else { continue }
            lock.withLock { verdicts[path] = verdict }
        }
    }

    /// Ends the scan (after the file it is reading) and returns the verdicts kept, by path.
    func stop() -> [String: Verdict] {
        lock.withLock {
            stopped = true
            return verdicts
        }
    }

    /// The verdict the first pass would reach on `bytes` without decoding them; nil when it would
    /// decode them (a chain word occurs).
    static func verdict(of bytes: [UInt8], path: String = "") -> Verdict? {
        if RegularFile.holdsNUL(bytes) { return .notSource(.binary) }
        guard !WorkspaceIndex.mayConcernChains(bytes) else { return nil }
        return RegularFile.encodingProblem(of: bytes).map(Verdict.notSource)
            ?? .ruledOut(CalledNames(of: bytes), quietEntry: WorkspaceIndex.quietEntry(of: bytes, path: path))
    }
}

extension Checker.Outcome {
    /// What the first pass makes of `target` on `verdict`: what `Checker.process` makes of it.
    init(_ target: CheckTarget, ruledOut verdict: RuledOutFiles.Verdict) {
        switch verdict {
        case .ruledOut(let calls, let quietEntry): self.init(readable: true, indexed: quietEntry, awaitsComponents: true, calledNames: calls)
        case .notSource(let error): self.init(problem: FileProblem(path: target.displayPath, message: error.description))
        }
    }
}
