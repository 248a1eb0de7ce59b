import ArgumentParser

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: "Check Swift files and report focus-chain problems.")

    @Argument(help: "Files or folders to check.") var paths: [String] = ["."]

    func run() throws {
        // Filled in by the checker work.
        throw ExitCode(2)
    }
}
