import Dispatch
import FocusModel
import FormlspEngine
import JSONRPC
import LanguageServerProtocol

/// Everything one analysis needs, taken from the state on the message queue, so that it can run
/// anywhere: the document as it is now, where its settings come from (read here, off the queue) and
/// a snapshot of the workspace index.
struct AnalysisJob: Sendable {
    let analyzer: any Analyzer
    let document: Document
    let settingsSource: SettingsSource
    let index: WorkspaceIndex

    struct Result: Sendable {
        /// The document as analysed.
        let document: Document
        let settings: ServerSettings
        let analysis: FileAnalysis
        let summary: FileSummary
        /// Why the analyzer failed, if it did; the document then has an empty analysis.
        let failure: String?
    }

    func run() -> Result {
        let settings = settingsSource.settings(forPath: document.path)
        let summary = analyzer.summary(of: document.text, path: document.path)
        let context = index.context(forPath: document.path, summary: summary)
        do {
            let analysis = try analyzer.analyze(document.text, path: document.path, settings: settings.file, context: context)
            return Result(document: document, settings: settings, analysis: analysis, summary: summary, failure: nil)
        } catch {
            return Result(document: document, settings: settings, analysis: FileAnalysis(), summary: summary, failure: "\(error)")
        }
    }
}

/// A request waiting until its document is analysed at the epoch it was sent for, or later.
struct AnalysisWaiter {
    let epoch: Int
    /// Tells the waiter apart when it stops waiting (`firstAnalysisPatience`).
    let number: Int
    let work: (inout ServerState) -> Void
    /// The request's own work, run from the analyses there are when it stops waiting.
    let answerNow: (inout ServerState) -> Void
}

extension ServerState {
    /// Whether the newest analysis of a document is of its current state.
    func isAnalyzed(_ uri: DocumentURI) -> Bool {
        guard let document = documents[uri], let analyzed = analyzed[uri] else { return false }
        return analyzed.document.epoch == document.epoch
    }

    /// A new epoch for a document's state: one counter for all documents, so epochs never repeat.
    mutating func nextEpoch() -> Int {
        lastEpoch += 1
        return lastEpoch
    }

    /// How long a request waits for a document's first analysis: a document too big to analyse
    /// quickly (megabytes of forms) gets an empty answer rather than none, within a second of its
    /// `didOpen` for the client (reading the document's megabytes of JSON takes some of that).
    static let firstAnalysisPatience = DispatchTimeInterval.milliseconds(750)

    /// Analyses a document that changed, at once (or after the configured debounce), and publishes.
    mutating func scheduleAnalysis(of uri: DocumentURI) {
        guard let document = documents[uri] else { return }
        switch analysisTiming {
        case .immediate:
            finishAnalysis(of: uri, job(for: document).run())
        case .background(let debounce):
            guard let debounce, analysisWaiters[uri] == nil else {
                startAnalysis(of: uri)
                return
            }
            let epoch = document.epoch
            scheduler.post(debounce) { state in
                if state.documents[uri]?.epoch == epoch { state.startAnalysis(of: uri) }
            }
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

    /// Runs `work` once each of `uris` is analysed at its current epoch or a later one: at once when
    /// it is (or when a document is not open), else when the analyses arrive. A request never
    /// answers from a version older than the one it was sent for, and never waits for versions that
    /// came after it: those are only analysed once, newest first, while the message loop goes on.
    mutating func whenAnalyzed(_ uris: [DocumentURI], _ work: @escaping (inout ServerState) -> Void) {
        let epochs = Dictionary(uris.compactMap { uri in documents[uri].map { (uri, $0.epoch) } }, uniquingKeysWith: max)
        whenAnalyzed(at: epochs, work)
    }

    private mutating func whenAnalyzed(at epochs: [DocumentURI: Int], _ work: @escaping (inout ServerState) -> Void) {
        guard case .background = analysisTiming,
              let (uri, epoch) = epochs.first(where: { uri, epoch in documents[uri] != nil && (analyzed[uri]?.document.epoch ?? Int.min) < epoch })
        else {
            work(&self)
            return
        }
        lastWaiter += 1
        let number = lastWaiter
        let waiter = AnalysisWaiter(epoch: epoch, number: number, work: { state in state.whenAnalyzed(at: epochs, work) }, answerNow: work)
        analysisWaiters[uri, default: []].append(waiter)
        if analyzed[uri] == nil {
            scheduler.post(Self.firstAnalysisPatience) { state in state.stopWaiting(number, for: uri) }
        }
        startAnalysis(of: uri)
    }

    /// Answers a request still waiting for a document's first analysis from what is analysed now:
    /// nothing of that document, so its answer is empty.
    private mutating func stopWaiting(_ number: Int, for uri: DocumentURI) {
        guard let waiters = analysisWaiters[uri], let waiter = waiters.first(where: { $0.number == number }) else { return }
        let others = waiters.filter { $0.number != number }
        analysisWaiters[uri] = others.isEmpty ? nil : others
        log(.info, "answered a request on \(uri) without its diagnostics or chains: its first analysis is still running")
        waiter.answerNow(&self)
    }

    /// Something other than the text changed what a document's analysis would say.
    mutating func reanalyze(_ uris: some Sequence<DocumentURI>) {
        for uri in uris {
            let epoch = nextEpoch()
            documents[uri]?.invalidateAnalysis(epoch: epoch)
            scheduleAnalysis(of: uri)
        }
    }

    /// Forgets a closed document's analyses and runs its waiting requests, which find it gone.
    mutating func forgetAnalyses(of uri: DocumentURI) {
        analyzed[uri] = nil
        analysesWanted.remove(uri)
        releaseWaiters(of: uri, through: Int.max)
    }

    private mutating func releaseWaiters(of uri: DocumentURI, through epoch: Int) {
        guard let waiters = analysisWaiters.removeValue(forKey: uri) else { return }
        let (ready, waiting) = (waiters.filter { $0.epoch <= epoch }, waiters.filter { $0.epoch > epoch })
        if !waiting.isEmpty { analysisWaiters[uri] = waiting }
        for waiter in ready { waiter.work(&self) }
    }

    private mutating func job(for document: Document) -> AnalysisJob {
        AnalysisJob(analyzer: analyzer, document: document, settingsSource: settingsSource, index: index)
    }

    /// Starts a background analysis of the document's current state, unless that is analysed.
    /// One analysis per document runs at a time; one asked for meanwhile starts when it ends, on
    /// the newest state, so edits made during an analysis cost one more analysis, not one each.
    private mutating func startAnalysis(of uri: DocumentURI) {
        guard let document = documents[uri], !isAnalyzed(uri) else { return }
        guard analysesInFlight[uri] == nil else {
            if analysesInFlight[uri] != document.epoch { analysesWanted.insert(uri) }
            return
        }
        analysesInFlight[uri] = document.epoch
        let job = job(for: document)
        scheduler.inBackground({ job.run() }) { state, result in
            if state.analysesInFlight[uri] == result.document.epoch { state.analysesInFlight[uri] = nil }
            state.finishAnalysis(of: uri, result)
            if state.analysesWanted.remove(uri) != nil || state.analysisWaiters[uri] != nil {
                state.startAnalysis(of: uri)
            }
        }
    }

    /// Records an analysis unless a newer one is recorded or the document closed, answers the
    /// requests waiting for it, pushes diagnostics (unless the client pulls them), and when the
    /// text differs from what the index held, re-analyses the open documents whose chains reach
    /// into this one.
    private mutating func finishAnalysis(of uri: DocumentURI, _ result: AnalysisJob.Result) {
        guard let document = documents[uri], document.openedAt...document.epoch ~= result.document.epoch,
              result.document.epoch > analyzed[uri]?.document.epoch ?? Int.min
        else { return }
        if let failure = result.failure { log(.error, "could not analyse \(uri): \(failure)") }
        lastResultID += 1
        analyzed[uri] = AnalyzedDocument(document: result.document, settings: result.settings, analysis: result.analysis, resultID: String(lastResultID))
        releaseWaiters(of: uri, through: result.document.epoch)
        if !clientPullsDiagnostics {
            publishDiagnostics(for: uri)
        }
        updateIndex(path: document.path, text: result.document.text, summary: result.summary)
    }

    /// Puts a file's new text (nil: deleted) into the index; when that changes anything, the open
    /// documents whose chains reached into it before, or do now, are checked again, and a client
    /// that pulls diagnostics is asked to pull again.
    mutating func updateIndex(path: String, text: String?, summary: FileSummary? = nil, origin: WorkspaceIndex.TextOrigin = .editor) {
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
