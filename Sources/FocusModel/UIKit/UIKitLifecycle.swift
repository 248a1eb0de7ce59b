/// Methods UIKit runs to set a screen or a view up, not on a user's action.
enum UIKitLifecycle {
    /// Run once, as the screen or the view loads.
    static let loading: Set<String> = ["viewDidLoad", "loadView", "awakeFromNib"]
    /// A controller's set-up: its loading, then each appearance and layout.
    static let screenSetUp: Set<String> = loading.union(["viewWillAppear", "viewDidAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
    /// A screen's or a view's set-up: a view's layout, its move into a window and its initializers too.
    static let setUp: Set<String> = screenSetUp.union([
        "layoutSubviews", "didMoveToSuperview", "didMoveToWindow", "updateConstraints", "updateViewConstraints", "init",
    ])
}
