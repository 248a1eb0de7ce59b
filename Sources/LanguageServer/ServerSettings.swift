import FocusRules
import FormlspEngine
import JSON
import ProjectFiles

/// The settings that apply to one file in the server: what the file reports (`FileSettings`,
/// resolved by the engine's `SettingsResolver` from the `.formlsp.json` governing the file, the
/// client's `initializationOptions`, then the client's settings for the file's workspace folder
/// (`ClientSettings`), later winning per key), and the editor's own switches.
struct ServerSettings {
    var file = FileSettings()
    /// Show the chain on hover.
    var hover = true
    /// Show what Return does after each field.
    var inlayHints = true
}

/// What one source of the editor's settings says (`initializationOptions`, or the client's answer
/// for the window or for one workspace folder): only the keys it sets. The keys `.formlsp.json` has
/// (`rules`, `exclude`, `include`, `severity`, `baseline`) are read as it reads them, with paths
/// relative to the workspace folder; `hover` and `inlayHints` are the editor's own. Unknown keys
/// and bad values are reported in `problems` and ignored, so one typo never discards the rest.
struct EditorSettings: Equatable {
    var shared = SettingsLayer()
    var hover: Bool?
    var inlayHints: Bool?

    init() {}

    init(json: JSON, knownRules: Set<RuleID>, problems: inout [String]) {
        guard case .object(let members) = json else {
            if json != .null { problems.append("settings must be an object") }
            return
        }
        for (key, value) in members.sorted(by: { $0.key < $1.key }) {
            if shared.read(key, value, knownRules: knownRules, problem: { problems.append($1) }) { continue }
            switch key {
            case "hover", "inlayHints":
                guard let flag = value.boolValue else {
                    problems.append("\"\(key)\" must be true or false")
                    continue
                }
                if key == "hover" { hover = flag } else { inlayHints = flag }
            case "debounceMilliseconds":
                // Read with `initialize`.
                continue
            default:
                problems.append("unknown setting \"\(key)\"")
            }
        }
    }
}

/// What the client answers to `workspace/configuration` or sends with `didChangeConfiguration`:
/// settings for the whole window and, from a client asked per workspace folder (`scopeUri`), each
/// folder's own, so that the folders of a multi-root workspace are configured apart.
struct ClientSettings: Equatable {
    /// For files in no folder with settings of its own; also all that a client pushing its
    /// settings sends.
    var window = EditorSettings()
    /// Workspace folder (absolute path) → its settings, which replace `window` for its files.
    var folders: [String: EditorSettings] = [:]

    /// The settings for the files of `folder` (nil: a file in no workspace folder).
    func settings(forFolder folder: String?) -> EditorSettings {
        folder.flatMap { folders[$0] } ?? window
    }
}
