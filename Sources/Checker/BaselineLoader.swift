import FormlspEngine
import ProjectFiles

/// The baseline each file is checked against: `--baseline FILE` for every file, else the `baseline`
/// of the configuration governing it; each file read once. `--write-baseline` checks against none,
/// so that it records every finding.
struct BaselineLoader {
    var override: String?
    var workingDirectory: String
    var recording: Bool

    func attach(to targets: [CheckTarget]) throws(ConfigurationError) -> [CheckTarget] {
        guard !recording else { return targets }
        if let override {
            let baseline = try Baseline.load(file: Paths.absolute(override, from: workingDirectory), displayName: override)
            return targets.map { target in
                var target = target
                target.baseline = baseline
                return target
            }
        }
        var loaded: [String: Baseline] = [:]
        var attached: [CheckTarget] = []
        for var target in targets {
            if let file = target.configuration.baseline {
                if loaded[file] == nil {
                    loaded[file] = try Baseline.load(file: file, displayName: Paths.display(file, relativeTo: workingDirectory))
                }
                target.baseline = loaded[file]
            }
            attached.append(target)
        }
        return attached
    }
}
