import FocusModel
import Foundation

/// What the build files around a Swift file say of the targets that compile it: whether its Xcode
/// project targets the iPad alone (every `TARGETED_DEVICE_FAMILY` is `2`: the iPad's number pad has
/// a Return key), and whether it is built for iOS at all (the platforms of the Xcode targets listing
/// it). A Swift package's `platforms:` is not read: it sets minimum versions, not the platforms built.
///
/// The Xcode project is the nearest `.xcodeproj` in the file's folder or above it, up to the
/// project's root (`ProjectRoot`). Each
/// `project.pbxproj` is read once, for both answers (`XcodeProjectFile`), and what a folder says is
/// kept for the life of the engine: a project's targets are set once, and a changed one is seen on
/// the next run.
package final class BuildTargetIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var factsByFolder: [String: FolderFacts] = [:]
    /// Each project file read, by path.
    private var projectFiles: [String: XcodeProjectFile] = [:]
    private let roots = ProjectRoot.Finder()

    package init() {}

    /// Every device family the nearest Xcode project names is the iPad's (`2`); false when none is
    /// named (Xcode's default is the iPhone's).
    package func isPadOnly(sourceAt path: String) -> Bool {
        lock.withLock {
            guard let (_, facts) = facts(around: path) else { return false }
            return facts.projects.reduce(into: Set<String>()) { $0.formUnion(projectFiles[$1]?.deviceFamilies ?? []) } == ["2"]
        }
    }

    /// Whether the file at `path` is built for iOS: a target listing it builds for iOS, or only
    /// targets for other platforms list it.
    /// The first question about a project parses its targets.
    package func platforms(ofSourceAt path: String) -> BuildPlatforms {
        lock.withLock {
            guard let (file, facts) = facts(around: path) else { return .unknown }
            let platforms = facts.projects.flatMap { projectFiles[$0]?.targets()?.platforms(ofSourceAt: file) ?? [] }
            if platforms.contains(.iOS) { return .iOS }
            if !platforms.isEmpty { return platforms.allSatisfy { $0 == .otherThanIOS } ? .otherPlatformsOnly : .unknown }
            return .unknown
        }
    }

    /// The file's standardised path and what its folder's build files say; nil outside a project.
    /// Called with the lock held.
    private func facts(around path: String) -> (String, FolderFacts)? {
        // A path that names no file (an unsaved buffer, a test's made-up name) has no project around it.
        guard !path.isEmpty, FileManager.default.fileExists(atPath: path) else { return nil }
        let file = URL(fileURLWithPath: path).standardizedFileURL.path
        let folder = (file as NSString).deletingLastPathComponent
        guard let root = roots.root(ofFolder: folder)?.path else { return nil }
        return (file, facts(ofFolder: folder, root: root))
    }

    /// The nearest Xcode projects at or above `folder`. Called with the lock held.
    private func facts(ofFolder folder: String, root: String) -> FolderFacts {
        if let known = factsByFolder[folder] { return known }
        let parent = (folder as NSString).deletingLastPathComponent
        let above = folder == root || parent == folder ? FolderFacts() : facts(ofFolder: parent, root: root)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let projectNames = names.filter { $0.hasSuffix(".xcodeproj") }.sorted()
        var facts = above
        if !projectNames.isEmpty {
            facts = FolderFacts(projects: projectNames.map { "\(folder)/\($0)/project.pbxproj" })
            for path in facts.projects where projectFiles[path] == nil {
                projectFiles[path] = XcodeProjectFile(path: path)
            }
        }
        factsByFolder[folder] = facts
        return facts
    }
}

private struct FolderFacts {
    /// The paths of the nearest `project.pbxproj` files.
    var projects: [String] = []
}
