import Foundation

/// The targets of one `project.pbxproj`: the platform of each, with the source files it compiles
/// (listed in its Sources phase, or found in the folders Xcode 16 keeps in sync with it). A file
/// of a multiplatform target may be compiled for some of its platforms only (a platform filter).
struct XcodeProject: Sendable {
    /// Absolute source path → the platforms of the targets listing it.
    private var listed: [String: [TargetPlatform]] = [:]
    /// The folders kept in sync with a target, absolute, with the paths (relative to the folder)
    /// the target leaves out of it and the platform filters of the others.
    private var synchronized: [(folder: String, platform: TargetPlatform, leftOut: [String], filters: [String: [String]])] = []

    /// The project in `text`, whose `.xcodeproj` is in `folder`; nil when it is no project.
    init?(text: String, folder: String) {
        guard let list = OldStylePropertyList.parse(text), let objects = list["objects"]?.dictionary,
              let rootID = list["rootObject"]?.string, let root = objects[rootID] else { return nil }
        let model = ProjectObjects(objects: objects, folder: folder, root: root)
        for case .string(let targetID) in root["targets"]?.array ?? [] {
            guard let target = objects[targetID], target["isa"]?.string == "PBXNativeTarget" else { continue }
            let platform = model.platform(of: target)
            for case .string(let phaseID) in target["buildPhases"]?.array ?? [] where objects[phaseID]?["isa"]?.string == "PBXSourcesBuildPhase" {
                for case .string(let buildFileID) in objects[phaseID]?["files"]?.array ?? [] {
                    guard let buildFile = objects[buildFileID], let referenceID = buildFile["fileRef"]?.string,
                          let path = model.path(of: referenceID) else { continue }
                    let filters = buildFile["platformFilters"]?.array?.compactMap(\.string) ?? buildFile["platformFilter"]?.string.map { [$0] }
                    listed[path, default: []].append(platform.filtered(by: filters))
                }
            }
            for case .string(let groupID) in target["fileSystemSynchronizedGroups"]?.array ?? [] {
                guard let folder = model.path(of: groupID) else { continue }
                let exceptions = model.exceptions(of: groupID, for: targetID)
                synchronized.append((folder, platform, exceptions.leftOut, exceptions.filters))
            }
        }
        // An exception for a target that is not kept in sync with the folder adds the file to it.
        for (groupID, group) in objects where group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            guard let folder = model.path(of: groupID) else { continue }
            for case .string(let exceptionID) in group["exceptions"]?.array ?? [] {
                guard let exception = objects[exceptionID], let targetID = exception["target"]?.string, let target = objects[targetID],
                      !(target["fileSystemSynchronizedGroups"]?.array ?? []).contains(.string(groupID)) else { continue }
                let platform = model.platform(of: target)
                for case .string(let relative) in exception["membershipExceptions"]?.array ?? [] {
                    listed[Self.standardized("\(folder)/\(relative)"), default: []].append(platform)
                }
            }
        }
    }

    /// The platforms of the targets compiling the source at `path` (absolute, standardised); empty
    /// when no target of this project does.
    func platforms(ofSourceAt path: String) -> [TargetPlatform] {
        var platforms = listed[path] ?? []
        for entry in synchronized where path.hasPrefix(entry.folder + "/") {
            let relative = String(path.dropFirst(entry.folder.count + 1))
            if !entry.leftOut.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) {
                platforms.append(entry.platform.filtered(by: entry.filters[relative]))
            }
        }
        return platforms
    }

    /// `path` without `.` and `..` components or doubled slashes, as `URL.standardizedFileURL`
    /// gives the sources' paths; most paths of a project have none, and are taken as they are.
    static func standardized(_ path: String) -> String {
        let slash = UInt8(ascii: "/")
        let bytes = path.utf8
        let plain = zip(bytes, bytes.dropFirst()).allSatisfy { $0 != slash || ($1 != slash && $1 != UInt8(ascii: ".")) } && bytes.last != slash
        guard !plain else { return path }
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }
}

/// The platform a target builds for, from its build settings.
enum TargetPlatform: Sendable, Equatable {
    /// iOS among them (alone, or with others in a multiplatform target).
    case iOS
    /// Only macOS, tvOS or watchOS.
    case otherThanIOS
    /// The settings cannot say (a value from an `.xcconfig` file or a variable, visionOS, none).
    case unknown

    /// The platform a file of this target is compiled for under its platform filters (`ios`,
    /// `macos`, `maccatalyst`, `tvos`, `watchos`, `xros`, …; none: every platform of the target).
    func filtered(by filters: [String]?) -> TargetPlatform {
        guard let filters, !filters.isEmpty, !filters.contains("ios") else { return self }
        let otherPlatforms: Set<String> = ["macos", "maccatalyst", "tvos", "watchos"]
        return filters.allSatisfy(otherPlatforms.contains) ? .otherThanIOS : .unknown
    }
}

/// The objects of a project file, read for paths and platforms.
private final class ProjectObjects {
    let objects: [String: OldStylePropertyList]
    let folder: String
    let root: OldStylePropertyList
    /// Each group's child → the group.
    private let parents: [String: String]
    /// The paths found so far, each group's once however many files it holds.
    private var paths: [String: String?] = [:]

    init(objects: [String: OldStylePropertyList], folder: String, root: OldStylePropertyList) {
        self.objects = objects
        self.folder = folder
        self.root = root
        var parents: [String: String] = [:]
        for (groupID, group) in objects {
            for case .string(let childID) in group["children"]?.array ?? [] { parents[childID] = groupID }
        }
        self.parents = parents
    }

    /// The absolute path of a file reference or group: its `path` below its parent group's, or
    /// below the project's folder (`SOURCE_ROOT`, the main group); nil for paths outside the project's
    /// sources (`BUILT_PRODUCTS_DIR`, `SDKROOT`, an absolute path of someone's machine).
    func path(of id: String) -> String? {
        if let known = paths[id] { return known }
        let path = joinedPath(of: id).map(XcodeProject.standardized)
        paths[id] = .some(path)
        return path
    }

    private func joinedPath(of id: String) -> String? {
        guard let object = objects[id] else { return nil }
        let own = object["path"]?.string
        let base: String
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            if let parent = parents[id] {
                guard let parentPath = path(of: parent) else { return nil }
                base = parentPath
            } else {
                let projectDirectory = root["projectDirPath"]?.string ?? ""
                base = projectDirectory.isEmpty ? folder : "\(folder)/\(projectDirectory)"
            }
        case "SOURCE_ROOT":
            base = folder
        default:
            return nil
        }
        return own.map { "\(base)/\($0)" } ?? base
    }

    /// What the exception sets of the synchronised folder `groupID` say for `targetID`: the paths
    /// it leaves out, and the platform filters of paths compiled for some platforms only.
    func exceptions(of groupID: String, for targetID: String) -> (leftOut: [String], filters: [String: [String]]) {
        var paths: [String] = []
        var filters: [String: [String]] = [:]
        for case .string(let exceptionID) in objects[groupID]?["exceptions"]?.array ?? [] {
            guard let exception = objects[exceptionID], exception["target"]?.string == targetID else { continue }
            paths += (exception["membershipExceptions"]?.array ?? []).compactMap(\.string)
            for (relative, platforms) in exception["platformFiltersByRelativePath"]?.dictionary ?? [:] {
                filters[relative] = platforms.array?.compactMap(\.string)
            }
        }
        return (paths, filters)
    }

    /// iOS when any configuration of the target builds for it or may; other platforms only when
    /// every configuration says so.
    func platform(of target: OldStylePropertyList) -> TargetPlatform {
        let configurations = self.configurations(of: target)
        let projectConfigurations = self.configurations(of: root)
        guard !configurations.isEmpty else { return .unknown }
        var platforms: [TargetPlatform] = []
        for configuration in configurations {
            let name = configuration["name"]?.string
            let projectConfiguration = projectConfigurations.first { $0["name"]?.string == name }
            let setting = { (key: String) in Self.setting(key, in: configuration, over: projectConfiguration) }
            platforms.append(Self.platform(sdk: setting("SDKROOT"), supported: setting("SUPPORTED_PLATFORMS")))
        }
        if platforms.contains(.iOS) { return .iOS }
        return platforms.allSatisfy { $0 == .otherThanIOS } ? .otherThanIOS : .unknown
    }

    private func configurations(of object: OldStylePropertyList) -> [OldStylePropertyList] {
        guard let listID = object["buildConfigurationList"]?.string else { return [] }
        return (objects[listID]?["buildConfigurations"]?.array ?? []).compactMap { $0.string.flatMap { objects[$0] } }
    }

    /// A setting as the target sees it: its own, else (without an `.xcconfig` file of its own,
    /// which would come first) the project's.
    private enum Setting {
        case value(String)
        case unset
        /// An `.xcconfig` file, which this reading does not open, may set it.
        case unreadable
    }

    private static func setting(_ key: String, in configuration: OldStylePropertyList, over project: OldStylePropertyList?) -> Setting {
        if let value = configuration["buildSettings"]?[key] { return Self.value(value) }
        if configuration["baseConfigurationReference"] != nil { return .unreadable }
        if let value = project?["buildSettings"]?[key] { return Self.value(value) }
        return project?["baseConfigurationReference"] != nil ? .unreadable : .unset
    }

    private static func value(_ value: OldStylePropertyList) -> Setting {
        if let text = value.string ?? value.array.map({ $0.compactMap(\.string).joined(separator: " ") }) { return .value(text) }
        return .unreadable
    }

    /// `SUPPORTED_PLATFORMS` decides when it is read (`iphoneos iphonesimulator macosx` includes
    /// iOS); else `SDKROOT` (`macosx`, `watchos`, `appletvos` are other platforms; `auto` or a
    /// variable says nothing).
    private static func platform(sdk: Setting, supported: Setting) -> TargetPlatform {
        if case .value(let supported) = supported {
            let names = supported.split(whereSeparator: \.isWhitespace)
            if names.contains(where: { $0.hasPrefix("iphone") }) { return .iOS }
            return !names.isEmpty && names.allSatisfy(isOtherPlatform) ? .otherThanIOS : .unknown
        }
        guard case .value(let sdk) = sdk else { return .unknown }
        if sdk.hasPrefix("iphone") { return .iOS }
        return isOtherPlatform(Substring(sdk)) ? .otherThanIOS : .unknown
    }

    private static func isOtherPlatform(_ name: Substring) -> Bool {
        ["macosx", "watchos", "watchsimulator", "appletvos", "appletvsimulator"].contains { name.hasPrefix($0) }
    }
}
