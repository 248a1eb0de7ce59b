import FocusModel
import SwiftParser
import SwiftSyntax

extension UIKitModelBuilder {
    /// Parses `source` and builds its UIKit model alone, as `FileModel.build` does inside a file.
    static func model(of source: String, interfaceOutlets: InterfaceBuilderOutlets = InterfaceBuilderOutlets()) -> UIKitModel {
        UIKitModelBuilder(roots: [Syntax(Parser.parse(source: source))], interfaceOutlets: interfaceOutlets).build()
    }
}
