/// Folders no search of formlsp's enters: build products, version-control data and vendored
/// dependencies. The checker, the server's workspace index and the storyboard lookup share it, so
/// they see the same files.
package enum SkippedFolders {
    package static let names: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules"]
}
