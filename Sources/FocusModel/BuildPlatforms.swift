/// What a project's build files say about the platforms a source file is compiled for.
package enum BuildPlatforms: Sendable, Equatable {
    /// A target building for iOS compiles it.
    case iOS
    /// Only targets for macOS, tvOS or watchOS compile it (the Xcode project's own lists).
    case otherPlatformsOnly
    /// No project file says.
    case unknown
}
