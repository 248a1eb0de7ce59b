import FocusModel
import FocusRules
import FormlspEngine
import Foundation
import ProjectFiles
import SourceText

/// `formlsp --check`: finds the files, analyses them on every core, prints the report in the asked
/// format, applies or shows fixes, and says how it went through the exit status.
package struct Checker: Sendable {
    package var options: CheckOptions
    package var analyzer: any Analyzer
    package var console: any Console
    /// The source bytes whose parse the first pass may keep for the second (`ParseBudget`).
    package var parseBudget = ParseBudget.defaultBytes
    /// The options every file's reading asks for, read once a run: a flag's getter goes through
    /// its property wrapper, and the first pass asks for several per file.
    private var perFile = PerFileOptions()

    package init(options: CheckOptions, analyzer: any Analyzer = Engine(interfaceFiles: .forOneRun()), console: any Console = StandardConsole()) {
        self.options = options
        self.analyzer = analyzer
        self.console = console
    }

    package func run() -> ExitStatus {
        // Past a file-size limit (`ulimit -f`) a write fails with EFBIG, reported with its path,
        // instead of the signal ending the run with nothing said.
        signal(SIGXFSZ, SIG_IGN)
        // One engine for the run: its caches (the storyboards read) serve every file, and the next
        // run (`--watch`) starts anew.
        var run = self
        run.analyzer = analyzer.forOneRun()
        run.perFile = PerFileOptions(options)
        do {
            return try run.runChecked()
        } catch {
            return fail(error)
        }
    }

    /// Reports what stopped a run (a usage or configuration error, an unwritable report): exit 2.
    func fail(_ error: any Error) -> ExitStatus {
        switch error {
        case let error as UsageError: console.writeError("formlsp: error: \(error.message)\n")
        case let error as ConfigurationError: console.writeError("\(error)\n")
        default: console.writeError("formlsp: error: \(error)\n")
        }
        return .failure
    }

    /// What became of one file.
    struct Outcome: Sendable {
        var checked: CheckedFile?
        /// Where the checked file is, for `--write-baseline`.
        var absolutePath = ""
        var problem: FileProblem?
        var diff = ""
        var fixedText: String?
        var wroteFix = false
        /// The file could be read as Swift source (even if the prefilter then skipped it).
        var readable = false
        /// Some finding is at or above the file's severity threshold.
        var failsThreshold = false
        /// The first pass's index entry for the file (its summary), when it may matter to other files.
        var indexed: WorkspaceIndex.Entry?
        /// A file only summarised whose summary waits until some file may look it up (`LazyProjectIndex`).
        var waiting: LazyProjectIndex.Waiting?
        /// The text the first pass analysed, kept for the second when the file was summarised.
        var text: String?
        /// The first pass's parse of the file, kept with its summary (`ParseBudget`): the file is
        /// analysed once, by the second pass, against the project.
        var parse: KeptParse?
        /// The names the first pass's analysis looked declarations up under (nil: any may count).
        var lookups: SymbolLookups?
        /// The first pass did not analyse the file against the project though it spells no focus word:
        /// the prefilter ruled it out, or it was analysed alone. A form of the project's components may
        /// still be in it, which the second pass looks for once those are known.
        var awaitsComponents = false
        /// What a file the prefilter ruled out calls, taken from the first read: the component
        /// stage reads the file again only when it may call a component (nil: it reads it again).
        var calledNames: CalledNames?
    }

    private func runChecked() throws -> ExitStatus {
        guard options.stdinFilename == nil || options.filesFrom != "-" else {
            throw UsageError("--stdin-filename and --files-from - both want stdin")
        }
        let selection = try RuleSelection(select: options.select, ignore: options.ignore, known: analyzer.rules)
        let configurations = try ConfigurationCache(
            configFile: options.input.configFile, knownRules: Set(analyzer.rules.map(\.id)), workingDirectory: options.workingDirectory)
        var discovery = FileDiscovery(
            configurations: configurations, workingDirectory: options.workingDirectory, respectGitignore: options.respectGitignore, forceExclude: options.forceExclude)
        let resolver = try settingsResolver(configurations: configurations)

        var problems: [FileProblem] = []
        var emptyNamedPaths = false
        let outcomes: [Outcome]
        if let stdinPath = options.stdinFilename {
            outcomes = try checkStandardInput(as: stdinPath, discovery: discovery, resolver: resolver, selection: selection)
        } else {
            let paths = try requestedPaths()
            let named = paths.map { Paths.absolute($0, from: options.workingDirectory) }
            // The other Swift files of the projects around the named paths, found while discovery
            // runs; then, until discovery is done, the files among them the prefilter rules out.
            let listings = discovery.listings
            let scan = RuledOutFiles()
            let scansAhead = options.prefilter && !options.parseOnly && !options.computesFixes && !options.drawsDiagrams
            let projectFiles = BackgroundValue {
                let walk = ProjectFolder.walk(around: named, listings: listings)
                if scansAhead { scan.scan(walk.swiftFiles) }
                return walk
            }
            defer { _ = scan.stop() }
            try discovery.add(paths)
            problems = discovery.problems
            for empty in discovery.emptyPaths where !options.quiet {
                console.writeError("formlsp: warning: \(empty.warning)\n")
            }
            // The current folder, checked because no path was named, may hold nothing to check.
            emptyNamedPaths = !discovery.emptyPaths.isEmpty && (!options.input.paths.isEmpty || options.filesFrom != nil)
            let targets = try resolve(discovery.takeTargets(), with: resolver, selection: selection)
            outcomes = check(targets, projectFiles: projectFiles, ruledOut: scan.stop())
            // The walk's thousands of paths are freed on another thread while the report is made.
            releaseInBackground(consume projectFiles)
        }
        problems += outcomes.compactMap(\.problem)

        if let file = options.writeBaselineFile {
            try record(outcomes, inBaseline: file)
            return problems.isEmpty && !emptyNamedPaths ? .clean : .failure
        }

        var report = CheckReport(
            files: outcomes.compactMap(\.checked), problems: problems, checkedFileCount: outcomes.count(where: \.readable),
            rules: analyzer.rules, toolVersion: options.toolVersion)
        report.unsafeFixes = options.unsafeFixes
        for problem in report.problems {
            console.writeError("\(Paths.printable(problem.path)): error: \(problem.message)\n")
        }
        try present(report, diffs: outcomes.map(\.diff).joined(), fixedFiles: outcomes.count(where: \.wroteFix))

        let status: ExitStatus
        if !report.problems.isEmpty || emptyNamedPaths {
            status = .failure
        } else {
            let failed = options.diff ? outcomes.contains { !$0.diff.isEmpty } : outcomes.contains(where: \.failsThreshold)
            status = failed && !options.exitZero ? .findings : .clean
        }
        // What the run holds (an outcome per file, every folder's listing) is freed on another
        // thread: on the caller's, it held up the end of the run while the other cores idled.
        releaseInBackground((consume outcomes, consume report, consume resolver, consume configurations))
        return status
    }

    /// Resolves the settings of every file over one configuration cache and one baseline cache: the
    /// baseline `--baseline` names for every file (read now, so that a bad one stops the run
    /// whatever is checked), else each configuration's; none when `--write-baseline` records.
    func settingsResolver(configurations: ConfigurationCache, recording: Bool? = nil) throws(ConfigurationError) -> SettingsResolver {
        let baselines = BaselineCache(displayName: { [workingDirectory = options.workingDirectory] in Paths.display($0, relativeTo: workingDirectory) })
        var source = SettingsResolver.BaselineSource.configured
        if recording ?? (options.writeBaselineFile != nil) {
            source = .none
        } else if let file = options.baselineFile {
            let absolute = Paths.absolute(file, from: options.workingDirectory)
            _ = try baselines.baseline(file: absolute, displayName: file).baseline.get()
            source = .file(absolute, displayName: file)
        }
        return SettingsResolver(configurations: configurations, baselines: baselines, baselineSource: source, judgesExclusion: false)
    }

    /// Each target's settings, from the configuration discovery found for it under the flags; the
    /// first baseline that cannot be read stops the run. The checker's settings depend on the
    /// configuration alone (it judges no exclusion per file), and neighbouring targets mostly share
    /// one: a target under the same configuration as the one before takes its settings.
    /// The targets are set in place, not copied: a run holds one per file.
    func resolve(_ targets: consuming [CheckTarget], with resolver: SettingsResolver, selection: RuleSelection) throws(ConfigurationError) -> [CheckTarget] {
        let overrides = SettingsOverrides(threshold: options.severity, selection: selection)
        var problem: ConfigurationError?
        var last: (configuration: ConfigurationKey, settings: FileSettings)?
        var resolved = consume targets
        for index in resolved.indices {
            let configuration = ConfigurationKey(resolved[index].configuration)
            if let last, last.configuration == configuration {
                resolved[index].settings = last.settings
                continue
            }
            resolved[index].settings = resolver.settings(forFile: resolved[index].absolutePath, under: resolved[index].configuration, overrides: overrides) { error, _ in
                problem = problem ?? error
            }
            last = (configuration, resolved[index].settings)
        }
        if let problem { throw problem }
        return resolved
    }

    /// What of a configuration a file's settings come from, to tell two apart.
    private struct ConfigurationKey: Equatable {
        var folder: String
        var rules: [RuleID: Severity?]
        var severityThreshold: Severity?
        var baseline: String?

        init(_ configuration: Configuration) {
            folder = configuration.folder
            rules = configuration.rules
            severityThreshold = configuration.severityThreshold
            baseline = configuration.baseline
        }
    }

    /// Whether the fixed source goes to stdout (`--fix` with `--stdin-filename`).
    var printsFixedSource: Bool { options.stdinFilename != nil && options.computesFixes && !options.diff }

    /// Every file on every core, in two passes. The first reads each target and, in one parse,
    /// summarises it (what other files' chains use of it: form components, focus enums, a class's
    /// parts), keeping that parse for the second within `parseBudget`; a target past the budget is
    /// analysed alone at once. The other Swift files of the projects around the named paths are
    /// summarised. The second analyses, against the project those summaries make, the targets kept
    /// parsed, and again those analysed alone that use another file's declarations. `--fix` analyses every target against the
    /// project, since its fixes are written. A progress bar shows the first pass for long runs on
    /// a terminal.
    /// `ruledOut`: what `RuledOutFiles` found of some of the files before the first pass began.
    private func check(_ targets: [CheckTarget], projectFiles: BackgroundValue<ProjectFolder.Walk>, ruledOut: [String: RuledOutFiles.Verdict]) -> [Outcome] {
        let walk = projectFiles.value
        for (root, files) in walk.interfaceFiles { analyzer.recordWalk(of: root, interfaceFiles: files) }
        // The project's files that are not targets, sorted out while the first pass reads the targets.
        let otherFiles = BackgroundValue { [targets] in
            let targetPaths = Set(targets.map(\.absolutePath))
            return walk.swiftFiles.filter { !targetPaths.contains($0) }
        }
        // Fixes are written and diagrams drawn from the final analysis, so both see the project
        // from the start.
        if options.computesFixes || options.parseOnly || options.drawsDiagrams {
            // Each target is read once: its summary and its analysis come from the same bytes.
            let read = concurrentMap(targets.count) { index in
                let file = RegularFile.read(targets[index].absolutePath, stamped: options.computesFixes)
                return (file: file, entry: (try? file.get()).flatMap { indexEntry(of: $0.bytes, path: targets[index].absolutePath) })
            }
            var index = projectIndex(of: otherFiles.value)
            for (target, file) in zip(targets, read) {
                if let entry = file.entry { index.record(entry, at: target.absolutePath) }
            }
            let project = index
            let componentForms = ComponentFormPrefilter(of: project)
            return concurrentMap(targets.count) { index in
                switch read[index].file {
                case .success(let file): process(targets[index], source: file, project: project, componentForms: componentForms, fromStandardInput: false)
                case .failure(let error): Outcome(problem: FileProblem(path: targets[index].displayPath, message: error.description))
                }
            }
        }
        let progress = console.errorIsTerminal && !options.quiet && targets.count > ProgressBar.minimumFiles
            ? ProgressBar(total: targets.count, console: console) : nil
        let budget = ParseBudget(bytes: parseBudget)
        let alone = concurrentMap(targets.count) { index in
            defer { progress?.advance() }
            if let verdict = ruledOut[targets[index].absolutePath] { return Outcome(targets[index], ruledOut: verdict) }
            return process(targets[index], source: nil, project: nil, fromStandardInput: false, keepingParsesWithin: budget)
        }
        progress?.finish()
        var lazy = lazyProjectIndex(of: otherFiles.value, ruledOut: ruledOut)
        for (target, outcome) in zip(targets, alone) {
            if let entry = outcome.indexed { lazy.record(entry, at: target.absolutePath) }
            if let waiting = outcome.waiting { lazy.record(waiting: waiting, at: target.absolutePath) }
        }
        let summarised = targets.indices.filter { alone[$0].readable && alone[$0].indexed != nil }
        // The files analysed again look the project up: what they may read is summarised first.
        let readers = summarised.compactMap { index in
            alone[index].text == nil ? nil : alone[index].indexed.map { (path: targets[index].absolutePath, summary: $0.summary) }
        }
        let summarise = summaryOfText
        let project = lazy.settled(for: readers, with: summarise)
        // The largest texts first: a large file analysed last would leave the other cores idle.
        let again = concurrentMap(summarised.count, costliestFirst: { alone[summarised[$0]].text?.utf8.count ?? 0 }) { number -> Outcome? in
            let index = summarised[number]
            guard let indexed = alone[index].indexed, let text = alone[index].text else { return nil }
            let path = targets[index].absolutePath
            if let parse = alone[index].parse {
                return analyse(parse, of: targets[index], summary: indexed.summary, context: project.context(forPath: path, summary: indexed.summary))
            }
            guard let context = project.contextIfDependingOnOtherFiles(path: path, summary: indexed.summary, lookups: alone[index].lookups) else { return nil }
            return analyse(text, of: targets[index], summary: indexed.summary, context: context)
        }
        // Taken, not copied: the outcomes of every file of the run.
        var outcomes = consume alone
        for (index, outcome) in zip(summarised, again) {
            if let outcome { outcomes[index] = outcome }
            outcomes[index].text = nil
            outcomes[index].parse = nil
            outcomes[index].lookups = nil
            outcomes[index].waiting = nil
        }
        let componentForms = ComponentFormPrefilter(of: project)
        let awaiting = componentForms.looksForNothing ? [] : targets.indices.filter { index in
            outcomes[index].awaitsComponents && outcomes[index].calledNames.map(componentForms.mayHoldAForm(calling:)) != false
        }
        let holding = concurrentMap(awaiting.count) { number -> [UInt8]? in
            guard let bytes = RegularFile.bytes(atPath: targets[awaiting[number]].absolutePath), componentForms.mayHoldAForm(bytes) else { return nil }
            return bytes
        }
        // Those analysed now look the project up too, with their own summaries as `context(of:at:in:)` takes them.
        var ownSummaries: [FileSummary?] = Array(repeating: nil, count: awaiting.count)
        // The parse each summary was made from, kept for the file's analysis: one parse per file.
        var ownParses: [KeptParse?] = Array(repeating: nil, count: awaiting.count)
        var formsProject = project
        let holders = awaiting.indices.filter { holding[$0] != nil }
        if !holders.isEmpty, lazy.counts.waiting > lazy.counts.summarised {
            lazy.summarise(declaringAnyOf: [], at: holders.map { targets[awaiting[$0]].absolutePath }, with: summarise)
            let summarisedHolders = lazy
            // Within the budget of the first pass, whose kept parses are gone by now.
            let holderBudget = ParseBudget(bytes: parseBudget)
            let computed = concurrentMap(holders.count) { number -> (summary: FileSummary, parse: KeptParse?)? in
                let path = targets[awaiting[holders[number]]].absolutePath
                guard summarisedHolders.entry(at: path) == nil, let bytes = holding[holders[number]], !RegularFile.holdsNUL(bytes),
                      case .success(let text) = RegularFile.text(of: bytes), NestingLimit.refusal(of: text) == nil else { return nil }
                if holderBudget.take(text.utf8.count) {
                    if let (summary, parse) = analyzer.summaryKeepingParse(of: text, path: path) { return (summary, parse) }
                    holderBudget.giveBack(text.utf8.count)
                }
                return (summarise(text, path), nil)
            }
            for (holder, made) in zip(holders, computed) {
                ownSummaries[holder] = made?.summary
                ownParses[holder] = made?.parse
            }
            let formReaders = holders.compactMap { holder -> (path: String, summary: FileSummary)? in
                let path = targets[awaiting[holder]].absolutePath
                return (lazy.entry(at: path)?.summary ?? ownSummaries[holder]).map { (path, $0) }
            }
            formsProject = lazy.settled(for: formReaders, with: summarise)
        }
        // The summaries made on lookup are all in `formsProject` now.
        releaseInBackground(consume lazy)
        let settledForms = formsProject
        let computedSummaries = ownSummaries
        let keptParses = consume ownParses
        let forms = concurrentMap(awaiting.count) { number -> Outcome? in
            guard let bytes = holding[number] else { return nil }
            if let parse = keptParses[number], let summary = computedSummaries[number] {
                // What `process` makes of the text the summary was made from (it passed the
                // stages that `process` tests), analysed from the same parse.
                let target = targets[awaiting[number]]
                return analyse(parse, of: target, summary: summary, context: context(of: parse.text, at: target, in: settledForms, ownSummary: summary))
            }
            return process(
                targets[awaiting[number]], source: RegularFile(bytes: bytes), project: settledForms, componentForms: componentForms, fromStandardInput: false,
                ownSummary: computedSummaries[number])
        }
        for (index, outcome) in zip(awaiting, forms) {
            if let outcome { outcomes[index] = outcome }
        }
        // The project's index and the bytes read again are freed on another thread while the report is made.
        releaseInBackground((consume formsProject, consume project, consume holding, consume again, consume forms, consume keptParses))
        return outcomes
    }

    /// The summary of a file's text, as the first pass makes it.
    private var summaryOfText: @Sendable (String, String) -> FileSummary {
        let analyzer = analyzer
        return { text, path in analyzer.summary(of: text, path: path) }
    }

    /// `projectIndex(of:ruledOut:)`, with the summaries of the files only summarised waiting until
    /// some file may look them up, when the analyser's summaries are its texts'.
    func lazyProjectIndex(of paths: [String], ruledOut: [String: RuledOutFiles.Verdict]) -> LazyProjectIndex {
        enum Read: Sendable {
            case entry(WorkspaceIndex.Entry)
            case waiting(LazyProjectIndex.Waiting)
        }
        var lazy = LazyProjectIndex()
        guard !options.parseOnly else { return lazy }
        let read = concurrentMap(paths.count) { index -> Read? in
            switch ruledOut[paths[index]] {
            case .ruledOut(_, let quietEntry)?: return quietEntry.map(Read.entry)
            case .notSource?: return nil
            case nil:
                guard let bytes = RegularFile.bytes(atPath: paths[index]) else { return nil }
                if let waiting = waitingSummary(of: bytes) { return .waiting(waiting) }
                return indexEntry(of: bytes, path: paths[index]).map(Read.entry)
            }
        }
        for (path, read) in zip(paths, read) {
            switch read {
            case .entry(let entry)?: lazy.record(entry, at: path)
            case .waiting(let waiting)?: lazy.record(waiting: waiting, at: path)
            case nil: break
            }
        }
        return lazy
    }

    /// A file that `indexEntry` would summarise, whose summary may wait (`LazyProjectIndex`); nil
    /// for any other.
    private func waitingSummary(of bytes: [UInt8]) -> LazyProjectIndex.Waiting? {
        guard analyzer.summarisesText, !perFile.parseOnly, !RegularFile.holdsNUL(bytes), WorkspaceIndex.mayConcernChains(bytes),
              case .success(let text) = RegularFile.text(of: bytes), NestingLimit.refusal(of: text) == nil else { return nil }
        return LazyProjectIndex.waiting(text: text)
    }

    /// The summaries of the files that may declare something a chain uses
    /// (`WorkspaceIndex.mayConcernChains`); those `ruledOut` has a verdict for are not read.
    /// Unreadable files are reported by the analysis.
    func projectIndex(of paths: [String], ruledOut: [String: RuledOutFiles.Verdict] = [:]) -> WorkspaceIndex {
        guard !options.parseOnly else { return WorkspaceIndex() }
        let entries = concurrentMap(paths.count) { index -> WorkspaceIndex.Entry? in
            switch ruledOut[paths[index]] {
            case .ruledOut(_, let quietEntry)?: return quietEntry
            case .notSource?: return nil
            case nil: return RegularFile.bytes(atPath: paths[index]).flatMap { indexEntry(of: $0, path: paths[index]) }
            }
        }
        var project = WorkspaceIndex(tracksDependents: false)
        for (path, entry) in zip(paths, entries) {
            if let entry { project.record(entry, at: path) }
        }
        return project
    }

    /// The index entry of a file's bytes, when they may declare something a chain uses: its
    /// summary, or the classes a file spelling no chain word declares.
    private func indexEntry(of bytes: [UInt8], path: String) -> WorkspaceIndex.Entry? {
        guard !perFile.parseOnly, !RegularFile.holdsNUL(bytes) else { return nil }
        guard WorkspaceIndex.mayConcernChains(bytes) else { return WorkspaceIndex.quietEntry(of: bytes, path: path) }
        guard case .success(let text) = RegularFile.text(of: bytes), NestingLimit.refusal(of: text) == nil else { return nil }
        return WorkspaceIndex.diskEntry(summary: analyzer.summary(of: text, path: path))
    }

    /// The source on stdin, configured and reported as `path`; with `--force-exclude`, an excluded
    /// path is not checked.
    private func checkStandardInput(as path: String, discovery: FileDiscovery, resolver: SettingsResolver, selection: RuleSelection) throws -> [Outcome] {
        let (configuration, excluded) = try discovery.configuration(forFileAt: path)
        let bytes = console.readInput()
        var outcomes: [Outcome] = []
        if !excluded {
            let located = CheckTarget(
                displayPath: Paths.tidy(path), absolutePath: Paths.absolute(path, from: options.workingDirectory), configuration: configuration)
            let target = try resolve([located], with: resolver, selection: selection)[0]
            // The buffer on stdin sees the project around its path as it is on disk.
            let walk = ProjectFolder.walk(around: [target.absolutePath], listings: discovery.listings)
            for (root, files) in walk.interfaceFiles { analyzer.recordWalk(of: root, interfaceFiles: files) }
            let project = projectIndex(of: walk.swiftFiles.filter { $0 != target.absolutePath })
            let componentForms = ComponentFormPrefilter(of: project)
            outcomes = [process(target, source: RegularFile(bytes: bytes), project: project, componentForms: componentForms, fromStandardInput: true)]
        }
        if printsFixedSource {
            try console.writeOutput(outcomes.first?.fixedText ?? String(decoding: bytes, as: UTF8.self))
        }
        return outcomes
    }

    /// The command-line paths plus `--files-from`; the current folder when neither names any.
    private func requestedPaths() throws(UsageError) -> [String] {
        var paths = options.input.paths
        if let list = options.filesFrom {
            let bytes: [UInt8]
            if list == "-" {
                bytes = console.readInput()
            } else {
                guard let data = FileManager.default.contents(atPath: Paths.absolute(list, from: options.workingDirectory)) else {
                    throw UsageError("--files-from: cannot read \(list)")
                }
                bytes = Array(data)
            }
            paths += String(decoding: bytes, as: UTF8.self)
                .split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
            return paths
        }
        return paths.isEmpty ? ["."] : paths
    }

    /// Reads (unless given), analyses and, when asked, fixes one file.
    /// With no `project`, the file is analysed alone and summarised (the first pass). With one,
    /// `componentForms` lets through a file the prefilter rules out that may hold a form of the
    /// project's components.
    /// `ownSummary`: the file's summary, when the caller made it for the project's lookups.
    /// `budget`: how much the first pass may keep parsed until the second (none when nil).
    private func process(
        _ target: CheckTarget, source: RegularFile?, project: WorkspaceIndex?, componentForms: ComponentFormPrefilter? = nil, fromStandardInput: Bool,
        ownSummary: FileSummary? = nil, keepingParsesWithin budget: ParseBudget? = nil
    ) -> Outcome {
        var outcome = Outcome()
        let file: RegularFile
        if let source {
            file = source
        } else {
            switch RegularFile.read(target.absolutePath, stamped: perFile.computesFixes) {
            case .success(let read): file = read
            case .failure(let error): return Outcome(problem: FileProblem(path: target.displayPath, message: error.description))
            }
        }
        if RegularFile.holdsNUL(file.bytes) {
            return Outcome(problem: FileProblem(path: target.displayPath, message: RegularFileError.binary.description))
        }
        outcome.readable = true
        // The project's words include the rules': one scan rules most files out.
        let concernsChains = WorkspaceIndex.mayConcernChains(file.bytes)
        let analysed = perFile.parseOnly || !perFile.prefilter || (concernsChains && Prefilter.mayConcernRules(file.bytes))
            || componentForms?.mayHoldAForm(file.bytes) == true
        guard analysed || (project == nil && concernsChains) else {
            // Skipped without decoding, yet a file that is not UTF-8 is reported as any other is.
            if let problem = RegularFile.encodingProblem(of: file.bytes) {
                return Outcome(problem: FileProblem(path: target.displayPath, message: problem.description))
            }
            if project == nil {
                outcome.awaitsComponents = true
                outcome.calledNames = CalledNames(of: file.bytes)
                outcome.indexed = WorkspaceIndex.quietEntry(of: file.bytes, path: target.absolutePath)
            }
            return outcome
        }
        let text: String
        switch RegularFile.text(of: file.bytes) {
        case .success(let decoded): text = decoded
        case .failure(let error): return Outcome(problem: FileProblem(path: target.displayPath, message: error.description))
        }
        if let refusal = NestingLimit.refusal(of: text) {
            return Outcome(problem: FileProblem(path: target.displayPath, message: refusal))
        }
        if perFile.parseOnly {
            analyzer.parseOnly(text)
            return outcome
        }
        do {
            return try self.outcome(
                of: text, read: file, at: target, project: project, analysed: analysed, concernsChains: concernsChains, fromStandardInput: fromStandardInput,
                ownSummary: ownSummary, budget: budget, into: outcome)
        } catch {
            return Outcome(problem: FileProblem(path: target.displayPath, message: "the analysis failed: \(error)"), readable: true)
        }
    }

    /// `process`'s analysis of the text it read (and `analysed`, whether the prefilter let it
    /// through; `concernsChains`, whether it may take part in a chain). Throws what the analyser throws.
    private func outcome(
        of text: String, read file: RegularFile, at target: CheckTarget, project: WorkspaceIndex?, analysed: Bool, concernsChains: Bool,
        fromStandardInput: Bool, ownSummary: FileSummary?, budget: ParseBudget?, into outcome: Outcome
    ) throws -> Outcome {
        var outcome = outcome
        let settings = target.settings
        guard let project else {
            // The first pass: a file no rule looks at is only summarised for the others.
            guard analysed else {
                if analyzer.summarisesText, let waiting = LazyProjectIndex.waiting(text: text) {
                    outcome.waiting = waiting
                } else {
                    outcome.indexed = WorkspaceIndex.diskEntry(summary: analyzer.summary(of: text, path: target.absolutePath))
                }
                outcome.awaitsComponents = true
                return outcome
            }
            guard concernsChains else {
                // Analysed only because the prefilter is off: it declares nothing a chain uses, and
                // without a focus word only another file's components can make a chain of it.
                let findings = try analyzer.findings(in: text, path: target.absolutePath, settings: settings, context: ProjectContext(path: target.absolutePath))
                outcome.awaitsComponents = true
                return report(findings, of: text, in: target, into: outcome)
            }
            // Kept parsed, the file is analysed once the project is known; else alone now, and
            // again only if it uses another file's declarations.
            if let budget, budget.take(text.utf8.count) {
                if let (summary, parse) = analyzer.summaryKeepingParse(of: text, path: target.absolutePath) {
                    outcome.indexed = WorkspaceIndex.diskEntry(summary: summary)
                    outcome.text = text
                    outcome.parse = parse
                    return outcome
                }
                budget.giveBack(text.utf8.count)
            }
            let (summary, findings, lookups) = try analyzer.summaryAndFindings(of: text, path: target.absolutePath, settings: settings)
            outcome.indexed = WorkspaceIndex.diskEntry(summary: summary)
            outcome.text = text
            outcome.lookups = lookups
            return report(findings, of: text, in: target, into: outcome)
        }
        let context = context(of: text, at: target, in: project, ownSummary: ownSummary)
        var current = text
        if options.computesFixes {
            let fixing = try analyzer.fixAll(text, path: target.absolutePath, settings: settings, includeUnsafe: options.unsafeFixes, context: context)
            let fixed = fixing.text
            // Every round of fixes would leave the file unparsable, so none was kept.
            if fixing.rejectedUnparsable && fixed == text {
                outcome.problem = FileProblem(path: target.displayPath, message: "the fixes would leave the file unparsable; not written")
                return outcome
            }
            if fixed != text {
                if options.diff {
                    outcome.diff = UnifiedDiff.render(old: text, new: fixed, oldPath: target.displayPath, newPath: target.displayPath)
                    return outcome
                }
                if fromStandardInput {
                    outcome.fixedText = fixed
                } else {
                    do {
                        try AtomicFileWriter.replace(target.absolutePath, expecting: file, with: fixed)
                        outcome.wroteFix = true
                    } catch {
                        outcome.problem = FileProblem(path: target.displayPath, message: error.description)
                        return outcome
                    }
                }
                current = fixed
            } else if options.diff {
                return outcome
            }
        }

        guard options.drawsDiagrams else {
            return report(try analyzer.findings(in: current, path: target.absolutePath, settings: settings, context: context), of: current, in: target, into: outcome)
        }
        let analysis = try analyzer.analyze(current, path: target.absolutePath, settings: settings, context: context)
        var drawn = report(analysis.findings, of: current, in: target, into: outcome)
        if let checked = drawn.checked {
            drawn.checked?.diagrams = ChainDiagram.diagrams(of: analysis.chains, findings: checked.findings, path: checked.path, lines: checked.lines).filter(\.hasProblems)
        }
        return drawn
    }

    /// The second pass: a file whose parse the first pass kept, analysed in the `context` the
    /// project gives it.
    private func analyse(_ parse: KeptParse, of target: CheckTarget, summary: FileSummary, context: ProjectContext) -> Outcome {
        do {
            let findings = try analyzer.findings(of: parse, path: target.absolutePath, settings: target.settings, context: context, summary: summary)
            return report(findings, of: parse.text, in: target, into: Outcome(readable: true))
        } catch {
            return Outcome(problem: FileProblem(path: target.displayPath, message: "the analysis failed: \(error)"), readable: true)
        }
    }

    /// The second pass: the text the first pass read and summarised, analysed again in the
    /// `context` the project gives it.
    private func analyse(_ text: String, of target: CheckTarget, summary: FileSummary, context: ProjectContext) -> Outcome {
        do {
            let findings = try analyzer.findings(in: text, path: target.absolutePath, settings: target.settings, context: context, summary: summary)
            return report(findings, of: text, in: target, into: Outcome(readable: true))
        } catch {
            return Outcome(problem: FileProblem(path: target.displayPath, message: "the analysis failed: \(error)"), readable: true)
        }
    }

    /// What the file at `target` sees of `project`; `ownSummary`, the summary of `text` when the caller made it.
    private func context(of text: String, at target: CheckTarget, in project: WorkspaceIndex, ownSummary: FileSummary? = nil) -> ProjectContext {
        let summary = project.entries[target.absolutePath]?.summary ?? ownSummary ?? analyzer.summary(of: text, path: target.absolutePath)
        return project.context(forPath: target.absolutePath, summary: summary)
    }

    /// The findings the analysis reported (the baseline and the severities applied already).
    private func report(_ findings: [Finding], of text: String, in target: CheckTarget, into outcome: Outcome) -> Outcome {
        guard !findings.isEmpty else { return outcome }
        var outcome = outcome
        outcome.absolutePath = target.absolutePath
        outcome.failsThreshold = findings.contains { $0.severity >= target.settings.threshold }
        outcome.checked = CheckedFile(path: target.displayPath, lines: LineTable(text), findings: findings)
        return outcome
    }
}

/// `CheckOptions` a file's reading asks for, read out of their property wrappers once a run.
private struct PerFileOptions {
    var parseOnly = false
    var prefilter = true
    var computesFixes = false

    init() {}

    init(_ options: CheckOptions) {
        parseOnly = options.parseOnly
        prefilter = options.prefilter
        computesFixes = options.computesFixes
    }
}
