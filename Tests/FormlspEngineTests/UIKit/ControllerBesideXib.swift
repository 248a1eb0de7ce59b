import FormlspEngine
import TestSupport

/// The findings of a controller analysed beside its xib (`Sources/App/NAME.swift` and
/// `Sources/App/NAME.xib` in a package of their own), each as `rule@offset`.
func findings(ofController swift: String, named name: String, besideXib xib: String) throws -> [String] {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try tree.write("Package.swift", "// swift-tools-version:6.0")
    try tree.write("Sources/App/\(name).xib", xib)
    let path = try tree.write("Sources/App/\(name).swift", swift)
    return Engine().analyze(swift, path: path).findings.map { "\($0.rule)@\($0.range.lowerBound)" }
}
