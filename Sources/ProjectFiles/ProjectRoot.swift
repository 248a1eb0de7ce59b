import Foundation

/// The project a file or folder belongs to, found by one rule for everything that asks: the
/// configuration lookup, `.gitignore`, the project walk that gives a file's analysis its context,
/// the storyboard lookup and the device family.
///
/// The rule: the root is the **repository**, the nearest folder at or above the path holding
/// `.git` (a folder, or a worktree's file), so a package or an app inside a repository shares the
/// repository's `.formlsp.json`, `.gitignore` and code with everything else in it, as a run over the
/// whole repository sees them. Outside any repository, it is the nearest folder holding
/// `Package.swift`, an `.xcodeproj` or an `.xcworkspace`. With neither above it, a path belongs to
/// no project (a file in `/tmp` must not make all of `/tmp` a project).
package struct ProjectRoot: Sendable, Hashable {
    /// The root folder, absolute and standardised.
    package var path: String
    /// The root holds `.git`: git's ignore files apply below it.
    package var isRepository: Bool

    package init(path: String, isRepository: Bool) {
        self.path = path
        self.isRepository = isRepository
    }

    /// Finds the roots of folders, each folder's answer looked up once: a walk asks for every folder
    /// of a project. Any thread may ask; one finder lives as long as the caches that use it.
    package final class Finder: @unchecked Sendable {
        private let lock = NSLock()
        /// Folder → the nearest folder at or above it holding `.git`, or nil.
        private var repositoryByFolder: [String: String?] = [:]
        /// Folder → the nearest folder at or above it holding a package or an Xcode project, or nil.
        private var markedByFolder: [String: String?] = [:]

        /// The listings the search for an Xcode project reads, which a run's walks share.
        package let listings: ListedFolders

        package init(listings: ListedFolders = ListedFolders()) {
            self.listings = listings
        }

        /// The root of the project `folder` (absolute, standardised) belongs to; nil for none.
        package func root(ofFolder folder: String) -> ProjectRoot? {
            lock.withLock {
                if let repository = repository(folder) { return ProjectRoot(path: repository, isRepository: true) }
                return marked(folder).map { ProjectRoot(path: $0, isRepository: false) }
            }
        }

        /// The nearest folder at or above `folder` holding `Package.swift`, an `.xcodeproj` or an
        /// `.xcworkspace`, repository or not; nil for none.
        package func nearestProject(ofFolder folder: String) -> String? {
            lock.withLock { marked(folder) }
        }

        /// The root of the project around `path`: a folder's own, or its folder's for a file.
        package func root(around path: String) -> ProjectRoot? {
            let standard = URL(fileURLWithPath: path).standardizedFileURL.path
            var isFolder: ObjCBool = false
            let named = FileManager.default.fileExists(atPath: standard, isDirectory: &isFolder) && isFolder.boolValue
            return root(ofFolder: named ? standard : (standard as NSString).deletingLastPathComponent)
        }

        /// Finds every root again (a `.git` or a project appeared or went away).
        package func forget() {
            lock.withLock {
                repositoryByFolder = [:]
                markedByFolder = [:]
            }
            listings.forget()
        }

        private func repository(_ folder: String) -> String? {
            if let known = repositoryByFolder[folder] { return known }
            let holdsGit = listings.holdsEntry(named: ".git", in: folder) ?? FileManager.default.fileExists(atPath: ProjectRoot.child(folder, ".git"))
            let found = holdsGit ? folder : ProjectRoot.parent(of: folder).flatMap(repository)
            repositoryByFolder[folder] = found
            return found
        }

        private func marked(_ folder: String) -> String? {
            if let known = markedByFolder[folder] { return known }
            let found = holdsProject(folder) ? folder : ProjectRoot.parent(of: folder).flatMap(marked)
            markedByFolder[folder] = found
            return found
        }

        private func holdsProject(_ folder: String) -> Bool {
            listings.entries(of: folder)?.contains {
                $0.name == "Package.swift" || $0.name.hasSuffix(".xcodeproj") || $0.name.hasSuffix(".xcworkspace")
            } ?? false
        }
    }


    static func child(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The folder above `folder` (absolute); nil above `/`.
    static func parent(of folder: String) -> String? {
        let parent: String
        if isStandard(folder), let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
            parent = slash == folder.startIndex ? "/" : String(folder[..<slash])
        } else {
            parent = (folder as NSString).deletingLastPathComponent
        }
        return parent == folder || parent.isEmpty ? nil : parent
    }

    /// `path` (absolute) as a standardised file URL has it: `.` and `..` resolved, no empty
    /// component, no trailing `/`. The folders a walk builds are so already and come back as they are.
    package static func standardized(_ path: String) -> String {
        isStandard(path) ? path : URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL.path
    }

    /// Whether `path` starts with `/` and has no empty, `.` or `..` component (`/` itself is standard).
    /// Read from the string's contiguous bytes: a walk asks for every folder's parent.
    private static func isStandard(_ path: String) -> Bool {
        var path = path
        return path.withUTF8(isStandard(bytes:))
    }

    private static func isStandard(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        guard bytes.first == slash else { return false }
        guard bytes.count > 1 else { return true }
        var length = 0
        var dots = 0
        for byte in bytes.dropFirst() {
            if byte == slash {
                if length == 0 || (dots == length && length <= 2) { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == dot { dots += 1 }
            }
        }
        return length > 0 && !(dots == length && length <= 2)
    }
}
