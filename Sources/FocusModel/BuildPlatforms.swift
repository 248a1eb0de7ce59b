/// What a project's build files say about the platforms a source file is compiled for.
package enum BuildPlatforms: Sendable, Equatable {
    /// A target building for iOS compiles it.
    case iOS
    /// Only targets for macOS, tvOS or watchOS compile it (the Xcode project's own lists).
    case otherPlatformsOnly
    /// The Swift package holding it names only such platforms in `platforms:`, which sets minimum
    /// versions rather than forbidding iOS: a file that tests for iOS itself is believed first.
    case packageForOtherPlatforms
    /// No project file says.
    case unknown
}
