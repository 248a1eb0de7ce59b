import Foundation

/// The names under which one analysis looked declarations up in its `ProjectSymbols`. An analysis
/// asks only through those names, so when the project declares nothing under them outside the
/// file, analysing the file against the project gives what analysing it alone gave: the checker's
/// first pass records them, and its second pass analyses again only the files for which the
/// project does declare something there (`ProjectSymbols.declaresAnything(outside:under:)`).
package final class SymbolLookups: @unchecked Sendable {
    enum Kind: Hashable {
        case component
        /// An enum's simple name (`Field`).
        case enumeration
        case classPart
        /// A class declared in a file that spells no word a chain uses (`QuietClass`).
        case quietClass
        /// A class whose subclasses were asked for.
        case subclass
        /// The type whose configurators were searched (`""`: free functions).
        case configuratorOwner
        /// A configurator's own name, whatever its type.
        case configuratorName
        case focusView
        /// A class whose inputs other files' code may give a delegate.
        case inputsDelegated
        /// What the app does to IQKeyboardManager (`ProjectSymbols.keyboardManagerToolbarShows(onScreenOf:)`).
        case keyboardManager
    }

    private let lock = NSLock()
    private var names: [Kind: Set<String>] = [:]

    package init() {}

    func record(_ kind: Kind, _ name: String) {
        lock.withLock { _ = names[kind, default: []].insert(name) }
    }

    /// The names looked up, by kind.
    var recorded: [Kind: Set<String>] {
        lock.withLock { names }
    }
}

/// The names of the project's functions that configure inputs (`ProjectSymbols.configuratorNames`),
/// which tell the calls worth a lookup; a name asked about is recorded as looked up.
package struct ConfiguratorNames: Sendable {
    let names: Set<String>
    let lookups: SymbolLookups?

    func contains(_ name: String) -> Bool {
        lookups?.record(.configuratorName, name)
        return names.contains(name)
    }
}
