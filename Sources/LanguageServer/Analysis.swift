import FormlspEngine
import JSONRPC
import LanguageServerProtocol

/// Everything one analysis needs, taken from the state on the message queue, so that it can run
/// anywhere: the text, its settings and a snapshot of the workspace index.
struct AnalysisJob: Sendable {
    let analyzer: any DocumentAnalyzer
    let text: String
    let path: String
    let settings: ServerSettings
    let index: WorkspaceIndex

    struct Result: Sendable {
        let analysis: FileAnalysis
        let summary: DeclarationSummary
        /// Why the analyzer failed, if it did; the document then has an empty analysis.
        let failure: String?
    }

    func run() -> Result {
        let summary = analyzer.declarationSummary(of: text, path: path)
        let context = index.context(forPath: path, summary: summary)
        do {
            var analysis = try analyzer.analyze(text, path: path, settings: settings.ruleSettings, context: context)
            if settings.isExcluded { analysis.findings = [] }
            return Result(analysis: analysis, summary: summary, failure: nil)
        } catch {
            return Result(analysis: FileAnalysis(), summary: summary, failure: "\(error)")
        }
    }
}

extension ServerState {
    /// The analysis of an open document's current text, computed now if need be.
    mutating func analysis(of uri: DocumentURI) -> FileAnalysis? {
        guard let document = documents[uri] else { return nil }
        if let analysis = document.analysis { return analysis }
        finishAnalysis(of: uri, epoch: document.epoch, job(for: document).run())
        return documents[uri]?.analysis
    }

    /// Analyses a document that changed, at once or after the debounce delay, and publishes.
    mutating func scheduleAnalysis(of uri: DocumentURI) {
        guard let document = documents[uri] else { return }
        switch analysisTiming {
        case .immediate:
            _ = analysis(of: uri)
        case .debounced(let delay):
            if analysisWaiters[uri] != nil {
                startAnalysis(of: uri, epoch: document.epoch)
                return
            }
            let epoch = document.epoch
            scheduler.post(delay) { state in state.startAnalysis(of: uri, epoch: epoch) }
        }
    }

    /// The open documents whose analysis a request is answered from: the one it names
    /// (`textDocument`, or the `data` of a hint or action to resolve), or all of them for
    /// `workspace/diagnostic`.
    func documentsAnswering(_ request: IncomingRequest) -> [DocumentURI] {
        if request.method == WorkspaceDiagnosticRequest.method { return Array(documents.keys) }
        let named = request.params?["textDocument"]?["uri"] ?? request.params?["data"]?["uri"]
        return named?.stringValue.map { [DocumentURI($0)] } ?? []
    }

    /// Runs `work` once the current text of each of `uris` is analysed: at once when it is (or
    /// when a document is not open), else when the analyses arrive. Requests wait here instead of
    /// answering for an older version, and the message loop goes on meanwhile.
    mutating func whenAnalyzed(_ uris: [DocumentURI], _ work: @escaping (inout ServerState) -> Void) {
        guard case .debounced = analysisTiming,
              let pending = uris.first(where: { documents[$0] != nil && documents[$0]?.analysis == nil }),
              let document = documents[pending]
        else {
            work(&self)
            return
        }
        analysisWaiters[pending, default: []].append { state in state.whenAnalyzed(uris, work) }
        startAnalysis(of: pending, epoch: document.epoch)
    }

    /// Something other than the text changed what a document's analysis would say.
    mutating func reanalyze(_ uris: some Sequence<DocumentURI>) {
        for uri in uris {
            documents[uri]?.invalidateAnalysis()
            scheduleAnalysis(of: uri)
        }
    }

    /// Runs the waiting requests of a document that closed; they find it gone.
    mutating func releaseWaiters(of uri: DocumentURI) {
        for work in analysisWaiters.removeValue(forKey: uri) ?? [] { work(&self) }
    }

    private mutating func job(for document: Document) -> AnalysisJob {
        AnalysisJob(analyzer: analyzer, text: document.text, path: document.path, settings: settings(forPath: document.path), index: index)
    }

    /// Starts a background analysis unless the epoch is stale, already analysed or already running.
    private mutating func startAnalysis(of uri: DocumentURI, epoch: Int) {
        guard let document = documents[uri], document.epoch == epoch, document.analysis == nil, analysesInFlight[uri] != epoch else { return }
        analysesInFlight[uri] = epoch
        let job = job(for: document)
        scheduler.inBackground({ job.run() }) { state, result in
            state.finishAnalysis(of: uri, epoch: epoch, result)
        }
    }

    /// Records a finished analysis if it is still current, answers the requests waiting for it,
    /// pushes diagnostics (unless the client pulls them), and when the text differs from what the
    /// index held, re-analyses the open documents whose chains reach into this one.
    private mutating func finishAnalysis(of uri: DocumentURI, epoch: Int, _ result: AnalysisJob.Result) {
        if analysesInFlight[uri] == epoch { analysesInFlight[uri] = nil }
        guard var document = documents[uri] else { return }
        guard document.epoch == epoch else {
            if analysisWaiters[uri] != nil { startAnalysis(of: uri, epoch: document.epoch) }
            return
        }
        if let failure = result.failure { log(.error, "could not analyse \(uri): \(failure)") }
        lastResultID += 1
        document.record(result.analysis, resultID: String(lastResultID))
        documents[uri] = document
        releaseWaiters(of: uri)
        if !clientPullsDiagnostics {
            publishDiagnostics(for: uri)
        }
        updateIndex(path: document.path, text: document.text, summary: result.summary)
    }

    /// Puts a file's new text (nil: deleted) into the index; when that changes anything, the open
    /// documents whose chains reached into it before, or do now, are checked again, and a client
    /// that pulls diagnostics is asked to pull again.
    mutating func updateIndex(path: String, text: String?, summary: DeclarationSummary? = nil, origin: WorkspaceIndex.TextOrigin = .editor) {
        let openPaths = Dictionary(documents.values.map { ($0.path, $0.uri) }, uniquingKeysWith: { first, _ in first })
        let before = index.dependents(of: path, among: openPaths.keys)
        let changed = text.map { index.update(path: path, text: $0, summary: summary, origin: origin) } ?? index.remove(path: path)
        guard changed else { return }
        let dependents = Set(before + index.dependents(of: path, among: openPaths.keys)).sorted().compactMap { openPaths[$0] }
        guard !dependents.isEmpty else { return }
        reanalyze(dependents)
        requestDiagnosticRefresh()
    }
}
