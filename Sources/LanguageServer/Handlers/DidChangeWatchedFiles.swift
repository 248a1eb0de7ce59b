import FocusModel
import FormlspEngine
import JSON
import LanguageServerProtocol
import ProjectFiles

extension ServerState {
    /// Asks the client to report changes to Swift files, storyboards and xibs (outlet delegate
    /// connections) and `.formlsp.json` files, when it lets servers register that dynamically.
    mutating func registerFileWatchers() {
        guard clientCapabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration == true else { return }
        let watchers: JSON = [["globPattern": "**/*.swift"], ["globPattern": "**/*.{storyboard,xib}"], ["globPattern": "**/.formlsp.json"]]
        let registration = Registration(id: "formlsp-watched-files", method: DidChangeWatchedFilesNotification.method, registerOptions: ["watchers": watchers])
        sendRequest(RegistrationRequest(registrations: [registration])) { _, _ in }
    }

    /// Files changed on disk: a `.formlsp.json` reloads the settings; a storyboard or xib re-checks
    /// the open documents that declare outlets; Swift files are re-read into the index (unless
    /// open: the editor's text wins), and the open documents whose chains reach into them are
    /// checked again.
    mutating func didChangeWatchedFiles(_ notification: DidChangeWatchedFilesNotification) {
        let paths = notification.changes.compactMap(\.uri.fileSystemPath)
        if paths.contains(where: { $0.hasSuffix("/.formlsp.json") }) {
            configurations.forget()
            settingsChanged()
        } else if paths.contains(where: { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }) {
            reanalyze(documents.values.filter { $0.text.contains("@IBOutlet") }.map(\.uri))
            requestDiagnosticRefresh()
        }
        reindexFromDisk(paths.filter { $0.hasSuffix(".swift") })
    }

    /// Reads and summarises files from disk in the background into the index (a missing or
    /// unreadable file leaves it), then re-checks the open documents that depend on them.
    mutating func reindexFromDisk(_ paths: [String]) {
        guard !paths.isEmpty else { return }
        let analyzer = analyzer
        scheduler.inBackground({
            paths.map { path in
                let text = RegularFile.bytes(atPath: path).map { String(decoding: $0, as: UTF8.self) }
                return (path, text, text.map { analyzer.summary(ofFileOnDisk: $0, path: path) })
            }
        }) { state, files in
            let open = Set(state.documents.values.map(\.path))
            for (path, text, summary) in files where !open.contains(path) {
                state.updateIndex(path: path, text: text, summary: summary, origin: .disk)
            }
        }
    }
}
