/// Names joined into groups (union–find): each group is known by one of its names, its root.
struct NameGroups {
    private var parent: [String: String] = [:]

    /// Whether `name` was added or joined to another.
    func contains(_ name: String) -> Bool { parent[name] != nil }

    /// The name the group of `name` is known by (`name` itself when it was never joined).
    func root(_ name: String) -> String {
        var current = name
        while let next = parent[current], next != current { current = next }
        return current
    }

    /// Adds `name` as a group of its own, unless it is already in one.
    mutating func insert(_ name: String) {
        if parent[name] == nil { parent[name] = name }
    }

    /// Joins the group of `other` to the group of `name`, which keeps its root.
    mutating func join(_ name: String, _ other: String) {
        let (kept, joined) = (root(name), root(other))
        if kept != joined { parent[joined] = kept }
    }
}
