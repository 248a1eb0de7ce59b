import Foundation

extension Document {
    /// Where a range of this document lies, for people: `SignUpView.swift:12`.
    func displayLocation(of range: Range<Int>) -> String {
        "\((path as NSString).lastPathComponent):\(lineTable.line(containing: range.lowerBound) + 1)"
    }
}
