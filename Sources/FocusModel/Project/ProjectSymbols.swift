/// The declarations of a project that one file's focus model may use, built from the files'
/// summaries (`FileSummary`), never from their text: form components and focus enums.
///
/// Names resolve as Swift resolves them: a type nested in the asking type first (`LoginView.Field`
/// before `Field`), then the asking module, then the others. A name that still matches several
/// declarations is *unknown*: the analysis stays silent rather than merge two types.
package struct ProjectSymbols: Sendable, Equatable {
    /// Component name → its declarations, one per declaring file.
    private var components: [String: [Declared<FormComponent>]] = [:]
    /// Simple enum name (`Field`) → its declarations, each with its qualified name (`LoginView.Field`).
    private var enums: [String: [Declared<EnumSummary>]] = [:]
    /// Class name → its declaration and extensions, in every file.
    private var classParts: [String: [Declared<ClassPart>]] = [:]
    /// Class name → the parts of the classes declared as its direct subclasses, in every file.
    private var subclassParts: [String: [Declared<ClassPart>]] = [:]
    /// Declaring type name (`""` for free functions) → the functions there that configure inputs.
    private var configurators: [String: [Declared<FieldConfigurator>]] = [:]
    /// View name → the views of that name that bind fields to a focus binding their callers pass.
    private var focusViews: [String: [Declared<FocusViewSummary>]] = [:]
    /// Class name → its declarations in files that spell no word a chain uses.
    private var quietClasses: [String: [Declared<QuietClass>]] = [:]
    /// Type name → the inputs of other objects (`ClassPart.delegatesOthersInputs`) that the code of
    /// each file naming the type gives a delegate: a class holding inputs of those names may
    /// have them taken over there.
    private var inputsDelegatedByNamers: [String: [Declared<Set<String>>]] = [:]
    /// What each file's types do to IQKeyboardManager, whose toolbar serves every screen of the app.
    private var keyboardManagerSwitches: [Declared<[KeyboardManagerSwitches]>] = []
    /// The names each file declares (components, enums, class parts), so that one file's
    /// declarations are found without visiting everyone's.
    private var namesByPath: [String: Set<String>] = [:]
    /// Each file's summaries, so that its own declarations are found without sifting a name's
    /// declarations in every file (fifty forms each nest an `enum Field`).
    private var summariesByPath: [String: [FileSummary]] = [:]
    /// The rank of each file added with one (`add(_:path:rank:)`); not part of what the symbols are.
    private var rankByPath: [String: Int] = [:]
    /// Where the analysis using these symbols records what it looks up (the checker's first pass);
    /// not part of what the symbols are.
    package var lookups: SymbolLookups?

    package static func == (lhs: ProjectSymbols, rhs: ProjectSymbols) -> Bool {
        lhs.components == rhs.components && lhs.enums == rhs.enums && lhs.classParts == rhs.classParts
            && lhs.subclassParts == rhs.subclassParts && lhs.configurators == rhs.configurators
            && lhs.focusViews == rhs.focusViews && lhs.quietClasses == rhs.quietClasses && lhs.inputsDelegatedByNamers == rhs.inputsDelegatedByNamers
            && lhs.keyboardManagerSwitches == rhs.keyboardManagerSwitches
            && lhs.namesByPath == rhs.namesByPath && lhs.summariesByPath == rhs.summariesByPath
    }

    struct Declared<Value: Sendable & Equatable>: Sendable, Equatable {
        var path: String
        var module: String
        var value: Value
    }

    package init() {}

    /// The symbols of these files.
    package init(_ files: some Sequence<(path: String, summary: FileSummary)>) {
        for file in files { add(file.summary, path: file.path) }
    }

    package var isEmpty: Bool {
        components.isEmpty && enums.isEmpty && classParts.isEmpty && configurators.isEmpty && focusViews.isEmpty && quietClasses.isEmpty
            && keyboardManagerSwitches.isEmpty
    }

    /// Makes room for the declarations of `files` files added with a rank, so that an index built
    /// at once (the checker's) does not grow its tables step by step.
    package mutating func reserveCapacity(files: Int) {
        rankByPath.reserveCapacity(files)
        namesByPath.reserveCapacity(files)
        summariesByPath.reserveCapacity(files)
    }

    /// Adds one file's declarations.
    package mutating func add(_ summary: FileSummary, path: String) {
        add(summary, path: path, rank: nil)
    }

    /// Adds one file's declarations; with a `rank`, each of them goes after those of every file of
    /// a rank not above it and before those of every file ranked above it, so that files added in
    /// any order hold their declarations as files added in the order of their ranks do (the
    /// checker's index, whose summaries made on lookup come late, `LazyProjectIndex`).
    package mutating func add(_ summary: FileSummary, path: String, rank: Int?) {
        if let rank { rankByPath[path] = rank }
        for component in summary.components {
            Self.put(Declared(path: path, module: summary.module, value: component), in: &components[component.name, default: []], rank: rank, ranks: rankByPath)
        }
        for enumeration in summary.enums {
            Self.put(Declared(path: path, module: summary.module, value: enumeration), in: &enums[enumeration.simpleName, default: []], rank: rank, ranks: rankByPath)
        }
        for part in summary.classParts {
            Self.put(Declared(path: path, module: summary.module, value: part), in: &classParts[part.className, default: []], rank: rank, ranks: rankByPath)
            if let superclass = part.superclass {
                Self.put(Declared(path: path, module: summary.module, value: part), in: &subclassParts[superclass, default: []], rank: rank, ranks: rankByPath)
            }
        }
        for configurator in summary.configurators {
            Self.put(Declared(path: path, module: summary.module, value: configurator), in: &configurators[configurator.owner ?? "", default: []], rank: rank, ranks: rankByPath)
        }
        for view in summary.focusViews {
            Self.put(Declared(path: path, module: summary.module, value: view), in: &focusViews[view.name, default: []], rank: rank, ranks: rankByPath)
        }
        for quiet in summary.quietClasses {
            Self.put(Declared(path: path, module: summary.module, value: quiet), in: &quietClasses[quiet.name, default: []], rank: rank, ranks: rankByPath)
        }
        if !summary.keyboardManagerSwitches.isEmpty {
            Self.put(Declared(path: path, module: summary.module, value: summary.keyboardManagerSwitches), in: &keyboardManagerSwitches, rank: rank, ranks: rankByPath)
        }
        let delegated = Set(summary.classParts.flatMap(\.delegatesOthersInputs))
        if !delegated.isEmpty {
            for name in summary.typeNames {
                Self.put(Declared(path: path, module: summary.module, value: delegated), in: &inputsDelegatedByNamers[name, default: []], rank: rank, ranks: rankByPath)
            }
        }
        let names = summary.declaredNames
        if !names.isEmpty || !summary.configurators.isEmpty {
            // A file's first summary gives its names as they are: no set rebuilt from an empty one.
            if namesByPath[path] == nil { namesByPath[path] = names } else { namesByPath[path]?.formUnion(names) }
            summariesByPath[path, default: []].append(summary)
        }
    }

    /// Appends `declared`, or with a `rank`, inserts it before the first declaration of a file
    /// ranked above it (one unranked counts as ranked last).
    private static func put<Value>(_ declared: Declared<Value>, in list: inout [Declared<Value>], rank: Int?, ranks: [String: Int]) {
        guard let rank, let last = list.last, ranks[last.path] ?? Int.max > rank else {
            list.append(declared)
            return
        }
        let position = list.firstIndex { (ranks[$0.path] ?? Int.max) > rank } ?? list.endIndex
        list.insert(declared, at: position)
    }

    /// Removes what `path` declared.
    package mutating func remove(path: String) {
        let summaries = summariesByPath.removeValue(forKey: path) ?? []
        rankByPath[path] = nil
        keyboardManagerSwitches.removeAll { $0.path == path }
        for superclass in Set(summaries.flatMap(\.classParts).compactMap(\.superclass)) {
            subclassParts[superclass]?.removeAll { $0.path == path }
            if subclassParts[superclass]?.isEmpty == true { subclassParts[superclass] = nil }
        }
        for name in Set(summaries.flatMap(\.typeNames)) {
            inputsDelegatedByNamers[name]?.removeAll { $0.path == path }
            if inputsDelegatedByNamers[name]?.isEmpty == true { inputsDelegatedByNamers[name] = nil }
        }
        for owner in Set(summaries.flatMap(\.configurators).map { $0.owner ?? "" }) {
            configurators[owner]?.removeAll { $0.path == path }
            if configurators[owner]?.isEmpty == true { configurators[owner] = nil }
        }
        for name in namesByPath.removeValue(forKey: path) ?? [] {
            components[name]?.removeAll { $0.path == path }
            if components[name]?.isEmpty == true { components[name] = nil }
            enums[name]?.removeAll { $0.path == path }
            if enums[name]?.isEmpty == true { enums[name] = nil }
            classParts[name]?.removeAll { $0.path == path }
            if classParts[name]?.isEmpty == true { classParts[name] = nil }
            focusViews[name]?.removeAll { $0.path == path }
            if focusViews[name]?.isEmpty == true { focusViews[name] = nil }
            quietClasses[name]?.removeAll { $0.path == path }
            if quietClasses[name]?.isEmpty == true { quietClasses[name] = nil }
        }
    }

    /// Every part of class `name` in the asking module, the asking file's own included.
    package func classParts(of name: String, in module: String) -> [ClassPart] {
        lookups?.record(.classPart, name)
        return (classParts[name] ?? []).filter { $0.module == module }.map(\.value)
    }

    /// Every part of class `name`, whatever its module: an extension of a UIKit class reaches each
    /// subclass in the modules that import it.
    package func classPartsInEveryModule(of name: String) -> [ClassPart] {
        lookups?.record(.classPart, name)
        return (classParts[name] ?? []).map(\.value)
    }

    /// The names of the classes inheriting from class `name`, directly or not (three generations
    /// at most), whatever their module: a storyboard scene of one of them makes an instance of
    /// `name`'s outlets too.
    package func subclasses(of name: String) -> [(name: String, parts: [ClassPart])] {
        var found: [(name: String, parts: [ClassPart])] = []
        var generation = [name]
        for _ in 0..<3 {
            var next: [String] = []
            for parent in generation {
                lookups?.record(.subclass, parent)
                for child in Set((subclassParts[parent] ?? []).map(\.value.className)).sorted() where child != name && !found.contains(where: { $0.name == child }) {
                    found.append((child, classPartsInEveryModule(of: child)))
                    next.append(child)
                }
            }
            generation = next
        }
        return found
    }

    /// The UIKit class (`UIViewController`) that the lineage of class `name` reaches when every
    /// class on the way is declared once, in a file spelling no word a chain uses (`QuietClass`),
    /// and no file adds a part to it (an extension elsewhere may answer Return); nil otherwise.
    package func quietAncestor(of name: String, from module: String) -> String? {
        var current = name
        for _ in 0..<8 {
            lookups?.record(.quietClass, current)
            lookups?.record(.classPart, current)
            guard let declarations = quietClasses[current], let declared = Self.unique(declarations, from: module),
                  (classParts[current] ?? []).allSatisfy({ $0.path == declared.path }) else { return nil }
            current = declared.value.superclass
            if UIKitAncestry.plainClasses.contains(current) { return current }
        }
        return nil
    }

    /// The quiet classes (`QuietClass`) inheriting from any of `names`, at any depth: a form whose
    /// lineage runs through them answers Return as the classes named let it.
    package func quietSubclasses(of names: Set<String>) -> Set<String> {
        var found: Set<String> = []
        var frontier = names
        for _ in 0..<8 where !frontier.isEmpty {
            let next = Set(quietClasses.values.joined().filter { frontier.contains($0.value.superclass) }.map(\.value.name)).subtracting(found)
            found.formUnion(next)
            frontier = next
        }
        return found
    }

    /// The inputs named like those of class `name` that code elsewhere gives a delegate
    /// (`cell.nameField.delegate = self`), in the files of the asking module naming the class: the
    /// class's own code does not say what Return does in them.
    package func inputsDelegatedElsewhere(in name: String, outside path: String, in module: String) -> Set<String> {
        lookups?.record(.inputsDelegated, name)
        return Set((inputsDelegatedByNamers[name] ?? []).filter { $0.path != path && $0.module == module }.flatMap(\.value))
    }

    /// The parts of class `name`, declared at `path`, that other files of the asking module hold:
    /// its extensions there. A file declaring the class again holds a copy of it (a stale duplicate
    /// left beside the file, another target's): neither that declaration nor that file's
    /// extensions are parts of this one.
    package func classParts(of name: String, outside path: String, in module: String) -> [ClassPart] {
        lookups?.record(.classPart, name)
        let parts = (classParts[name] ?? []).filter { $0.path != path && $0.module == module }
        let copies = Set(parts.filter(\.value.declaresClass).map(\.path))
        return parts.filter { !copies.contains($0.path) }.map(\.value)
    }

    /// What the file at `path` can depend on: its own declarations (the names it declares resolve
    /// to them first), the components and enums of the names it `mentions` without declaring them,
    /// the components those forward to, and every part of the classes among `classNames` (an
    /// extension elsewhere adds to a class declared here). Two files' restricted symbols compare
    /// equal exactly when their analyses see the same project.
    ///
    /// The subclasses taken are those of the classes the file declares (`classNames` less
    /// `mentions`): an analysis asks for the subclasses of its own classes only
    /// (`subclasses(of:)`), and the siblings of a class under a common base class it names
    /// are no part of what it sees.
    package func restricted(mentions: Set<String>, classNames: Set<String>, declaredIn path: String) -> ProjectSymbols {
        var reads = NamesRead()
        return restricted(mentions: mentions, classNames: classNames, declaredIn: path, reads: &reads)
    }

    /// Every name under which `restricted(mentions:classNames:declaredIn:)` looks declarations up,
    /// found or not: a file declaring nothing under any of them, and no subclass of one of its
    /// `parents`, changes nothing it returns.
    package func namesRead(mentions: Set<String>, classNames: Set<String>, declaredIn path: String) -> NamesRead {
        var reads = NamesRead(recording: true)
        _ = restricted(mentions: mentions, classNames: classNames, declaredIn: path, reads: &reads)
        return reads
    }

    /// The names a restriction looked up (when recorded): `names` for what is declared under
    /// them, `parents` for the classes declared as their subclasses.
    package struct NamesRead: Sendable {
        fileprivate var recording = false
        package private(set) var names: Set<String> = []
        package private(set) var parents: Set<String> = []

        mutating func record(_ name: String) {
            if recording { names.insert(name) }
        }

        mutating func record(_ names: some Sequence<String>) {
            if recording { self.names.formUnion(names) }
        }

        mutating func record(parent: String) {
            if recording { parents.insert(parent) }
        }
    }

    private func restricted(mentions: Set<String>, classNames: Set<String>, declaredIn path: String, reads: inout NamesRead) -> ProjectSymbols {
        var restricted = ProjectSymbols()
        var pending: [String] = []
        for summary in summariesByPath[path] ?? [] {
            // Recorded as its own, so that `ProjectContext.including` replaces rather than doubles them.
            restricted.namesByPath[path, default: []].formUnion(summary.declaredNames)
            restricted.summariesByPath[path, default: []].append(summary)
            for component in summary.components {
                restricted.components[component.name, default: []].append(Declared(path: path, module: summary.module, value: component))
                if let callee = component.forwarding?.callee { pending.append(callee) }
                if let callee = component.ownInput?.callee { pending.append(callee) }
            }
            for enumeration in summary.enums {
                restricted.enums[enumeration.simpleName, default: []].append(Declared(path: path, module: summary.module, value: enumeration))
            }
            for configurator in summary.configurators where configurator.owner == nil {
                restricted.configurators["", default: []].append(Declared(path: path, module: summary.module, value: configurator))
            }
            for view in summary.focusViews {
                restricted.focusViews[view.name, default: []].append(Declared(path: path, module: summary.module, value: view))
            }
        }
        reads.record(mentions)
        reads.record(classNames)
        // The keyboard manager serves every screen: what any file does to it is read by name of no type.
        restricted.keyboardManagerSwitches = keyboardManagerSwitches
        Self.copy(enums, under: mentions, into: &restricted.enums)
        Self.copy(focusViews, under: mentions, into: &restricted.focusViews)
        for name in classNames {
            if let parts = classParts[name] { restricted.classParts[name] = parts }
            if let delegated = inputsDelegatedByNamers[name] { restricted.inputsDelegatedByNamers[name] = delegated }
        }
        // The superclass of a class declared here whose Return handler walks an array that the
        // subclass hands its initializer (`OrderedAdvance`).
        for superclass in Set(classNames.flatMap { (classParts[$0] ?? []).compactMap(\.value.superclass) }) where !classNames.contains(superclass) {
            reads.record(superclass)
            let advancing = (classParts[superclass] ?? []).filter { $0.value.orderedAdvance != nil }
            if !advancing.isEmpty { restricted.classParts[superclass] = classParts[superclass] }
        }
        // The ancestors of the classes it names and the fields their views wrap, up to UIKit's own
        // (`UIKitInputClasses`: a `DefaultTextField` subclass, a `LabeledField` holding one).
        var inputClasses = Array(classNames)
        var seenInputClasses: Set<String> = []
        while let name = inputClasses.popLast() {
            reads.record(name)
            guard seenInputClasses.insert(name).inserted, let parts = classParts[name] else { continue }
            restricted.classParts[name] = parts
            inputClasses += parts.flatMap { [$0.value.superclass, $0.value.wrappedInput].compactMap { $0 } }
        }
        // Its own classes' subclasses, wherever they are declared, with every part of each.
        var parents = Array(classNames.subtracting(mentions))
        var seenParents: Set<String> = []
        while let parent = parents.popLast() {
            reads.record(parent: parent)
            guard seenParents.insert(parent).inserted, let children = subclassParts[parent] else { continue }
            restricted.subclassParts[parent] = children
            for child in Set(children.map(\.value.className)) {
                reads.record(child)
                if let parts = classParts[child] { restricted.classParts[child] = parts }
                parents.append(child)
            }
        }
        // The quiet classes a class named here inherits from, up to the UIKit class they reach
        // (`quietAncestor(of:from:)`), with whatever parts another file gives them.
        var lineageEnds: Set<String> = []
        for name in classNames {
            var current = name
            for _ in 0..<8 {
                reads.record(current)
                guard let declarations = quietClasses[current] else { break }
                restricted.quietClasses[current] = declarations
                if let parts = classParts[current] { restricted.classParts[current] = parts }
                current = declarations[0].value.superclass
                if UIKitAncestry.plainClasses.contains(current) { lineageEnds.insert(current) }
            }
        }
        // A Return handler in an extension of a UIKit ancestor of a class named here
        // (`extension UIViewController` for a `UITableViewController`) answers for that class.
        for name in classNames.union(lineageEnds) {
            for ancestor in UIKitAncestry.lineage(of: name).dropFirst(classNames.contains(name) ? 1 : 0) where !classNames.contains(ancestor) {
                reads.record(ancestor)
                let handlers = (classParts[ancestor] ?? []).filter { $0.value.methods.contains(UIKitModelBuilder.shouldReturn) }
                if !handlers.isEmpty { restricted.classParts[ancestor] = handlers }
            }
        }
        // The helpers of the types it names (its own class, `Style`, an extension of `UITextField`);
        // free functions from the file itself and those it calls by name.
        Self.copy(configurators, under: mentions, into: &restricted.configurators)
        Self.copy(configurators, under: classNames, into: &restricted.configurators)
        let called = (configurators[""] ?? []).filter { $0.path != path && mentions.contains($0.value.name) }
        if !called.isEmpty { restricted.configurators["", default: []] += called }
        // The classes of the delegates those helpers install (`UIKitInstalledDelegates`): they answer Return.
        for type in Set(restricted.configurators.values.joined().flatMap(\.value.installedTypes)) {
            reads.record(type)
            if let parts = classParts[type] { restricted.classParts[type] = parts }
        }
        // The mentions declared as components (every mention is recorded above).
        pending += Self.names(among: mentions, declaredIn: components)
        var visited: Set<String> = []
        while let name = pending.popLast() {
            reads.record(name)
            guard visited.insert(name).inserted, let declarations = components[name] else { continue }
            restricted.components[name] = declarations
            // A component that forwards to another, or whose input is another, depends on that one's declaration too.
            pending += declarations.compactMap(\.value.forwarding?.callee)
            pending += declarations.compactMap(\.value.ownInput?.callee)
        }
        return restricted
    }

    /// The names among `names` that `table` holds declarations under, found by walking the smaller
    /// of the two (a file mentions thousands of names; the project declares a few enums).
    private static func names<Value>(among names: Set<String>, declaredIn table: [String: Value]) -> [String] {
        table.count < names.count ? table.keys.filter(names.contains) : names.filter { table[$0] != nil }
    }

    /// Copies the declarations of `table` under `names` into `selected`, replacing what it held
    /// under them.
    private static func copy<Value>(_ table: [String: Value], under names: Set<String>, into selected: inout [String: Value]) {
        if table.count < names.count {
            for (name, declarations) in table where names.contains(name) { selected[name] = declarations }
        } else {
            for name in names {
                if let declarations = table[name] { selected[name] = declarations }
            }
        }
    }

    /// Some declaration here comes from another file than `path`: restricted to what `path` can
    /// depend on, its analysis then differs from one of the file alone.
    package func declaresAnything(outside path: String) -> Bool {
        components.values.joined().contains { $0.path != path } || enums.values.joined().contains { $0.path != path }
            || classParts.values.joined().contains { $0.path != path } || configurators.values.joined().contains { $0.path != path }
            || focusViews.values.joined().contains { $0.path != path } || quietClasses.values.joined().contains { $0.path != path }
            || inputsDelegatedByNamers.values.joined().contains { $0.path != path }
            || keyboardManagerSwitches.contains { $0.path != path }
    }

    /// Some declaration here under a name `lookups` recorded comes from another file than `path`:
    /// only then may the analysis that recorded them, of `path` alone, differ from one against these
    /// symbols.
    package func declaresAnything(outside path: String, under lookups: SymbolLookups) -> Bool {
        let names = lookups.recorded
        func outside<Value>(_ declarations: [String: [Declared<Value>]], _ kind: SymbolLookups.Kind) -> Bool {
            (names[kind] ?? []).contains { name in declarations[name]?.contains { $0.path != path } ?? false }
        }
        let configuratorNames = names[.configuratorName] ?? []
        return outside(components, .component) || outside(enums, .enumeration) || outside(classParts, .classPart) || outside(subclassParts, .subclass)
            || outside(configurators, .configuratorOwner) || outside(focusViews, .focusView) || outside(quietClasses, .quietClass)
            || outside(inputsDelegatedByNamers, .inputsDelegated)
            || configurators.values.joined().contains { $0.path != path && configuratorNames.contains($0.value.name) }
            || names[.keyboardManager] != nil && keyboardManagerSwitches.contains { $0.path != path }
    }

    /// Whether IQKeyboardManager's toolbar, with Previous and Next, shows above the keyboard on the
    /// screen of class `name` for the whole app's sake: some type turns the manager or its toolbar on
    /// and never off (an app delegate at launch), no type only turns it off, and neither class `name`
    /// itself nor `disabledToolbarClasses` keeps it from this screen. A type turning it both on and
    /// off switches it for its own screen, as it appears and goes (off in `viewWillAppear`, on
    /// again in `viewWillDisappear`, or the other way round): when it shows there depends on code
    /// run in turn, so that screen is not taken to have it, and its switching says nothing of the app.
    package func keyboardManagerToolbarShows(onScreenOf name: String) -> Bool {
        lookups?.record(.keyboardManager, "")
        guard !keyboardManagerSwitches.isEmpty else { return false }
        var byOwner: [String: KeyboardManagerSwitches] = [:]
        for switches in keyboardManagerSwitches.flatMap(\.value) {
            var merged = byOwner[switches.owner] ?? KeyboardManagerSwitches(owner: switches.owner)
            merged.turnsOn = merged.turnsOn || switches.turnsOn
            merged.turnsOff = merged.turnsOff || switches.turnsOff
            merged.classesWithoutToolbar.formUnion(switches.classesWithoutToolbar)
            byOwner[switches.owner] = merged
        }
        let owners = byOwner.values
        guard owners.contains(where: { $0.turnsOn && !$0.turnsOff }), !owners.contains(where: { $0.turnsOff && !$0.turnsOn }),
              byOwner[name]?.turnsOff != true, !owners.contains(where: { $0.classesWithoutToolbar.contains(name) }) else { return false }
        return true
    }

    /// The function that a call to `name` with argument `labels` reaches, looked for in `owners`
    /// in turn (`""`: free functions): the first owner declaring a match decides, and several
    /// matches there are unknown (nil), never a guess.
    package func configurator(named name: String, labels: [String], owners: [String], from module: String) -> FieldConfigurator? {
        for owner in owners {
            lookups?.record(.configuratorOwner, owner)
            let matching = (configurators[owner] ?? []).filter { $0.value.name == name && $0.value.parameterIndices(ofArgumentLabels: labels) != nil }
            if !matching.isEmpty { return Self.unique(matching, from: module)?.value }
        }
        return nil
    }

    /// Every trait some function named `name` assigns, whatever its subject.
    package func traitsSet(byFunctionsNamed name: String) -> Set<String> {
        lookups?.record(.configuratorName, name)
        var traits: Set<String> = []
        for declared in configurators.values.joined() where declared.value.name == name {
            for effect in declared.value.effects.values {
                traits.formUnion(effect.traits.keys)
                traits.formUnion(effect.cases.values.flatMap(\.keys))
            }
        }
        return traits
    }

    /// The names of the components a call to which may be a field of a form that spells no focus
    /// word: those that may hold a single-line input (those that forward to another included) and
    /// bind no focus, or bind it to a flag their caller passes. A component that may move focus out
    /// of sight makes its callers' forms plumbed, and one taking an enum focus binding is
    /// called with a focus state, which the prefilter's first stage sees.
    package var singleLineComponentNames: Set<String> {
        Set(components.compactMap { name, declarations in
            declarations.contains { declared in
                let component = declared.value
                guard component.forwarding == nil else { return true }
                // Read only for a keyboard without Return or a multi-line input: no field a form routes.
                guard !component.isRepresentable else { return false }
                let bindsAFlag = component.focusBinding.map { component.labels.contains($0) && component.focusValue == nil && component.boundCase == nil }
                return component.input != .multiLine && !component.mayMoveFocusOutOfSight && bindsAFlag ?? true
            } ? name : nil
        })
    }

    /// The names of the app's own classes that are text fields, whose calls (`DefaultTF(placeholder:)`)
    /// may make the fields of a form: those whose superclasses lead to `UITextField`
    /// (`UIKitInputClasses`), in any module.
    package var uiKitInputClassNames: Set<String> {
        var known: [String: Bool] = ["UITextField": true]
        func leadsToTextField(_ name: String, depth: Int) -> Bool {
            if let answer = known[name] { return answer }
            guard depth < 4 else { return false }
            let parts = classParts[name] ?? []
            let answer = parts.contains { declared in
                declared.value.superclass.map { leadsToTextField($0, depth: depth + 1) } ?? false
            }
            known[name] = answer
            return answer
        }
        return Set(classParts.keys.filter { $0 != "UITextField" && leadsToTextField($0, depth: 0) })
    }

    /// The names of the functions that configure inputs: most calls are not worth a lookup.
    package var configuratorNames: ConfiguratorNames {
        ConfiguratorNames(names: Set(configurators.values.joined().map(\.value.name)), lookups: lookups)
    }

    /// The view a call to `name` with `labels` reaches from `module`, when it binds fields of its
    /// own to the focus binding the call passes; nil when none (or several) match.
    package func focusView(named name: String, labels: [String], from module: String) -> FocusViewSummary? {
        lookups?.record(.focusView, name)
        let matching = (focusViews[name] ?? []).filter { $0.value.accepts(labels: labels) }
        return Self.unique(matching, from: module)?.value
    }

    /// The component a call to `name` with `labels` reaches from `module`, its forwarding
    /// resolved; nil when none (or several) match.
    package func component(named name: String, labels: [String], from module: String) -> FormComponent? {
        resolve(name, labels: labels, from: module, depth: 0)
    }

    private func resolve(_ name: String, labels: [String]?, from module: String, depth: Int) -> FormComponent? {
        lookups?.record(.component, name)
        guard depth < 8, let candidates = components[name] else { return nil }
        let matching = candidates.filter { labels.map($0.value.accepts(labels:)) ?? true }
        guard let declared = Self.unique(matching, from: module) else { return nil }
        let component = declared.value
        guard let forwarding = component.forwarding else { return withKeyboardOfItsInput(component, from: declared.module, depth: depth) }
        guard let inner = resolve(forwarding.callee, labels: Array(forwarding.arguments.keys), from: declared.module, depth: depth + 1) else { return nil }
        // A view handing its parameters to a representable shows that input: what Return does in it
        // is out of sight, but whether it has a Return key at all is known.
        if inner.isRepresentable { return Self.shownThrough(component, inner) }
        return Self.compose(outer: component, forwarding: forwarding, inner: inner)
    }

    /// A component whose input is a view of the app's own (`FormComponent.ownInput`) takes what a
    /// representable's `makeUIView` says of its keyboard: none (an `inputView` of the app's), or
    /// one without a Return key, wins over the component's own `.keyboardType`.
    private func withKeyboardOfItsInput(_ component: FormComponent, from module: String, depth: Int) -> FormComponent {
        guard let input = component.ownInput,
              let inner = resolve(input.callee, labels: Array(input.arguments.keys), from: module, depth: depth + 1), inner.isRepresentable else { return component }
        var component = component
        if inner.replacesKeyboard { component.replacesKeyboard = true }
        if let keyboard = inner.keyboard { component.keyboard = keyboard }
        if inner.input == .multiLine, component.input == .singleLine { component.input = .multiLine }
        return component
    }

    /// The representable `inner`, as `outer`'s calls reach it.
    private static func shownThrough(_ outer: FormComponent, _ inner: FormComponent) -> FormComponent {
        var shown = inner
        shown.name = outer.name
        shown.labels = outer.labels
        shown.requiredLabels = outer.requiredLabels
        shown.declaringType = outer.declaringType
        return shown
    }

    /// An outer component that hands its parameters to `inner`: the inner roles (argument labels),
    /// renamed to the outer parameters that feed them.
    private static func compose(outer: FormComponent, forwarding: FormComponent.Forwarding, inner: FormComponent) -> FormComponent? {
        /// The outer parameter feeding an inner role, or what the outer component passes itself.
        func feed(_ innerRole: String?) -> (parameter: String?, passesValue: Bool) {
            guard let innerRole else { return (nil, false) }
            switch forwarding.arguments[innerRole] {
            case .parameter(let name)?: return (name, false)
            case .other?: return (nil, true)
            case .nilLiteral?, nil: return (nil, false)
            }
        }
        var composed = inner
        composed.name = outer.name
        composed.labels = outer.labels
        composed.requiredLabels = outer.requiredLabels
        composed.forwarding = nil
        composed.focusBinding = feed(inner.focusBinding).parameter
        composed.focusValue = feed(inner.focusValue).parameter
        let submit = feed(inner.submit)
        composed.submit = submit.parameter
        if case .movesToArgument(let role)? = inner.ownRouting {
            // The outer component decides the target itself when it feeds the role nothing of its caller's.
            composed.ownRouting = feed(role).parameter.map(FormComponent.OwnRouting.movesToArgument) ?? .unknown
        }
        if case .byBoundCase? = inner.ownRouting, composed.focusValue == nil {
            // The outer component binds the input to a case of its own choosing: not followed.
            composed.ownRouting = .unknown
        }
        if submit.parameter == nil, inner.submit != nil {
            // The outer component decides the submit closure itself (or leaves it out): the same for every caller.
            composed.input = inner.takesReturn(submitPassed: submit.passesValue) ? .singleLine : .multiLine
            if case .whenSubmitPassed = inner.label, let label = inner.label(submitPassed: submit.passesValue) {
                composed.label = label.map(FormComponent.Label.fixed) ?? .dynamic
            }
        }
        return composed
    }

    /// The enum a focus state's type names, seen from `scope` (the owning type's qualified name,
    /// outermost first: `["LoginView"]`) in `module`.
    package func enumeration(named name: String, scope: [String], from module: String) -> EnumSummary? {
        guard let simple = name.split(separator: ".").last else { return nil }
        lookups?.record(.enumeration, String(simple))
        guard let declarations = enums[String(simple)] else { return nil }
        var candidates: [String] = []
        for depth in stride(from: scope.count, through: 1, by: -1) {
            candidates.append((scope.prefix(depth) + [name]).joined(separator: "."))
        }
        candidates.append(name)
        for qualified in candidates {
            let matching = declarations.filter { $0.value.qualifiedName == qualified }
            if !matching.isEmpty { return Self.unique(matching, from: module)?.value }
        }
        return nil
    }

    /// The one declaration among several: the asking module's own, else the only one.
    private static func unique<Value>(_ declarations: [Declared<Value>], from module: String) -> Declared<Value>? {
        let own = declarations.filter { $0.module == module }
        if own.count == 1 { return own[0] }
        if own.isEmpty, declarations.count == 1 { return declarations[0] }
        return nil
    }
}
