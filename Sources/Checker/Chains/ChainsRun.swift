import FocusRules
import FormlspEngine
import Foundation
import ProjectFiles
import SourceText

extension Checker {
    /// `formlsp chains [PATH…]`: every form's chain under the paths, drawn in `format`, each with
    /// the problems the check finds marked on it. Files are found, configured and read as `check`
    /// finds, configures and reads them, and see their project as `check` does.
    package func chains(format: ChainFormat) -> ExitStatus {
        var run = self
        run.analyzer = analyzer.forOneRun()
        return run.drawChains(format: format)
    }

    private func drawChains(format: ChainFormat) -> ExitStatus {
        do {
            let configurations = try ConfigurationCache(
                configFile: options.input.configFile, knownRules: Set(analyzer.rules.map(\.id)), workingDirectory: options.workingDirectory)
            var discovery = FileDiscovery(
                configurations: configurations, workingDirectory: options.workingDirectory, respectGitignore: options.respectGitignore, forceExclude: options.forceExclude)
            let paths = options.input.paths.isEmpty ? ["."] : options.input.paths
            try discovery.add(paths)
            let targets = discovery.targets
            let walk = ProjectFolder.walk(around: paths.map { Paths.absolute($0, from: options.workingDirectory) }, listings: discovery.listings)
            for (root, files) in walk.interfaceFiles { analyzer.recordWalk(of: root, interfaceFiles: files) }
            let others = walk.swiftFiles.filter { !Set(targets.map(\.absolutePath)).contains($0) }
            let project = projectIndex(of: targets.map(\.absolutePath) + others)
            let selection = try RuleSelection(select: options.select, ignore: options.ignore, known: analyzer.rules)
            // A diagram marks every problem, whatever a baseline accepts.
            let resolved = try resolve(targets, with: try settingsResolver(configurations: configurations, recording: true), selection: selection)
            let drawn = concurrentMap(resolved.count) { index in diagrams(of: resolved[index], project: project) }
            var problems = discovery.problems + drawn.compactMap(\.problem)
            problems.sort { $0.path < $1.path }
            for problem in problems {
                console.writeError("\(Paths.printable(problem.path)): error: \(problem.message)\n")
            }
            try console.writeOutput(format.render(drawn.flatMap(\.diagrams), workingDirectory: options.workingDirectory))
            return problems.isEmpty ? .clean : .failure
        } catch let error as ConfigurationError {
            console.writeError("\(error)\n")
        } catch {
            console.writeError("formlsp: error: \(error)\n")
        }
        return .failure
    }

    private func diagrams(of target: CheckTarget, project: WorkspaceIndex) -> (diagrams: [ChainDiagram], problem: FileProblem?) {
        let text: String
        switch RegularFile.read(target.absolutePath, stamped: false) {
        case .success(let file):
            guard Prefilter.mayConcernRules(file.bytes) else { return ([], nil) }
            switch RegularFile.text(of: file.bytes) {
            case .success(let decoded): text = decoded
            case .failure(let error): return ([], FileProblem(path: target.displayPath, message: error.description))
            }
        case .failure(let error):
            return ([], FileProblem(path: target.displayPath, message: error.description))
        }
        if let refusal = NestingLimit.refusal(of: text) { return ([], FileProblem(path: target.displayPath, message: refusal)) }
        let context = project.context(forPath: target.absolutePath, summary: project.entries[target.absolutePath]?.summary ?? analyzer.summary(of: text, path: target.absolutePath))
        let analysis: FileAnalysis
        do {
            analysis = try analyzer.analyze(text, path: target.absolutePath, settings: target.settings, context: context)
        } catch {
            return ([], FileProblem(path: target.displayPath, message: "the analysis failed: \(error)"))
        }
        let lines = LineTable(text)
        return (ChainDiagram.diagrams(of: analysis.chains, findings: analysis.findings, path: target.displayPath, lines: lines).filter(\.isForm), nil)
    }
}
