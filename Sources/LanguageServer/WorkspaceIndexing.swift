import FocusModel
import FormlspEngine
import Foundation
import JSONRPC
import LanguageServerProtocol
import ProjectFiles

extension ServerState {
    /// Indexes the workspace folders in the background, reporting work-done progress when the
    /// client agrees to show it. Requests are answered meanwhile; when the index is ready, open
    /// documents are checked again with their cross-file context.
    mutating func indexWorkspace() {
        index(folders: workspaceRoots.compactMap(\.fileSystemPath))
    }

    /// Indexes folders (all of them at start, or ones added later) under a fresh progress token:
    /// `formlsp/indexing` the first time, numbered after that.
    mutating func index(folders roots: [String]) {
        guard !roots.isEmpty else {
            isIndexed = true
            return
        }
        indexingRuns += 1
        let token = indexingRuns == 1 ? "formlsp/indexing" : "formlsp/indexing-\(indexingRuns)"
        guard clientCapabilities.window?.workDoneProgress == true else {
            startIndexing(roots, progressToken: nil)
            return
        }
        sendRequest(WorkDoneProgressCreateRequest(token: token)) { state, result in
            let accepted = (try? result.get()) != nil
            state.startIndexing(roots, progressToken: accepted ? token : nil)
        }
    }

    /// Indexes the project around a document opened outside the workspace folders and the folders
    /// indexed so far, as the checker walks the project around a file it is given; a file with
    /// no project around it stands alone.
    mutating func indexProject(around path: String) {
        let known = workspaceRoots.compactMap(\.fileSystemPath) + indexedFolders
        guard !known.contains(where: { Self.folder($0, holds: path) }) else { return }
        scheduler.inBackground({ ProjectWalk.folders(around: [path], roots: ProjectRoot.Finder()) }) { state, folders in
            let new = folders.filter { folder in !state.indexedFolders.contains { Self.folder($0, holds: folder) } }
            if !new.isEmpty { state.index(folders: new) }
        }
    }

    private static func folder(_ folder: String, holds path: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// Forgets the indexed files under folders removed from the workspace (open documents stay).
    mutating func forget(folders roots: [String]) {
        let open = Set(documents.values.map(\.path))
        let prefixes = roots.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        for path in index.entries.keys.sorted() where !open.contains(path) && prefixes.contains(where: path.hasPrefix) {
            updateIndex(path: path, text: nil)
        }
        indexedFolders.removeAll { folder in roots.contains { Self.folder($0, holds: folder) } }
    }

    private mutating func startIndexing(_ roots: [String], progressToken: String?) {
        let connection = connection
        let report: @Sendable (WorkDoneProgress) -> Void = { progress in
            if let progressToken { connection.send(ProgressNotification(token: progressToken, value: progress)) }
        }
        let analyzer = analyzer
        scheduler.inBackground({ WorkspaceIndexer(roots: roots, analyzer: analyzer).index(report: report) }) { state, built in
            state.indexedFolders += built.folders
            let before = state.contextsOfOpenDocuments()
            state.index.merge(built.index, excluding: Set(state.documents.values.map(\.path)))
            state.isIndexed = true
            state.log(.info, "indexed \(built.index.entries.count) of \(built.fileCount) Swift files in \(roots.count) folder(s)")
            report(.end(message: "\(built.index.entries.count) of \(built.fileCount) files can take part in focus chains"))
            let changed = state.contextsOfOpenDocuments().filter { uri, context in before[uri] != context }.map(\.key)
            if !changed.isEmpty {
                state.reanalyze(changed)
                state.requestDiagnosticRefresh()
            }
        }
    }
}

extension ServerState {
    /// What each indexed open document's analysis sees of the rest of the project.
    func contextsOfOpenDocuments() -> [DocumentURI: ProjectContext] {
        var contexts: [DocumentURI: ProjectContext] = [:]
        for document in documents.values {
            guard let summary = index.entries[document.path]?.summary else { continue }
            contexts[document.uri] = index.context(forPath: document.path, summary: summary)
        }
        return contexts
    }
}

/// Walks the projects around the workspace folders for Swift files, skipping build products and
/// dependencies, and indexes those the byte prefilter lets through.
struct WorkspaceIndexer: Sendable {
    let roots: [String]
    /// Summarises each file, as it will summarise the open documents.
    let analyzer: any Analyzer
    struct Built: Sendable {
        var index: WorkspaceIndex
        var fileCount: Int
        /// The folders walked.
        var folders: [String]
    }

    /// Reads and summarises the files on every core, reporting progress as files complete. The
    /// files are those of the projects around the workspace folders, as the checker walks them
    /// (`ProjectWalk.folders(around:roots:)`): a folder inside a repository sees the repository's code.
    func index(report: @Sendable (WorkDoneProgress) -> Void) -> Built {
        let folders = ProjectWalk.folders(around: roots, roots: ProjectRoot.Finder())
        let files = folders.flatMap { ProjectWalk.swiftFiles(under: $0, limit: ProjectWalk.maximumEntriesVisited) ?? [] }
        report(.begin(title: "Indexing focus chains", message: "0/\(files.count) files", percentage: 0))
        let step = max(1, files.count / 10)
        let done = Locked(0)
        let analyzer = analyzer
        let entries = concurrentMap(files.count) { number -> WorkspaceIndex.Entry? in
            defer {
                // Reported under the lock, so that the percentages reach the client in order.
                done.withLock { finished in
                    finished += 1
                    if finished % step == 0 || finished == files.count {
                        report(.report(message: "\(finished)/\(files.count) files", percentage: finished * 100 / max(files.count, 1)))
                    }
                }
            }
            guard let bytes = RegularFile.bytes(atPath: files[number]) else { return nil }
            guard WorkspaceIndex.mayConcernChains(bytes) else { return WorkspaceIndex.quietEntry(of: bytes, path: files[number]) }
            let text = String(decoding: bytes, as: UTF8.self)
            return WorkspaceIndex.diskEntry(summary: analyzer.summary(ofFileOnDisk: text, path: files[number]))
        }
        var index = WorkspaceIndex()
        for (path, entry) in zip(files, entries) {
            if let entry { index.record(entry, at: path) }
        }
        return Built(index: index, fileCount: files.count, folders: folders)
    }
}
