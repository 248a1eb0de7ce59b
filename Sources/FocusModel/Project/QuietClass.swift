/// A class declared in a file that spells no word of text input, focus or Return handling (no
/// `TextField`, `@IBOutlet`, `returnKeyType`, …: the files the project index reads no further),
/// with the type it inherits from. Such a class holds no field and answers no field's Return, so
/// a subclass's fields behave as if the subclass inherited straight from the UIKit class its
/// lineage reaches (`ProjectSymbols.quietAncestor(of:from:)`): a `BaseViewController` that only
/// themes the screen leaves a login form's Return as UIKit has it. Read off the file's bytes,
/// never parsed (`QuietClassScan`).
package struct QuietClass: Sendable, Equatable {
    package var name: String
    /// The first type named after the colon, its module dropped (`UIViewController`).
    package var superclass: String

    package init(name: String, superclass: String) {
        self.name = name
        self.superclass = superclass
    }
}
