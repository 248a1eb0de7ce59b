/// The UIKit classes a view controller or view commonly inherits from, each with its UIKit
/// superclass: none of them handles Return itself, yet an app may extend any of them with a
/// `textFieldShouldReturn(_:)` that every subclass then answers with.
enum UIKitAncestry {
    private static let superclass: [String: String] = [
        "UIViewController": "UIResponder", "UITableViewController": "UIViewController",
        "UICollectionViewController": "UIViewController", "UINavigationController": "UIViewController",
        "UIPageViewController": "UIViewController", "UIInputViewController": "UIViewController",
        "UIView": "UIResponder", "UIScrollView": "UIView", "UIStackView": "UIView", "UIControl": "UIView",
        "UITableViewCell": "UIView", "UICollectionReusableView": "UIView", "UICollectionViewCell": "UICollectionReusableView",
        "UITableViewHeaderFooterView": "UIView", "UIResponder": "NSObject",
    ]

    /// The plain UIKit superclasses a class may name.
    static let plainClasses: Set<String> = Set(superclass.keys).union(["NSObject"])

    /// `name` and its UIKit superclasses, nearest first: `UITableViewController`,
    /// `UIViewController`, `UIResponder`, `NSObject`. Empty for a class UIKit does not declare.
    static func lineage(of name: String) -> [String] {
        guard plainClasses.contains(name) else { return [] }
        var lineage = [name]
        while let parent = superclass[lineage[lineage.count - 1]] { lineage.append(parent) }
        return lineage
    }
}
