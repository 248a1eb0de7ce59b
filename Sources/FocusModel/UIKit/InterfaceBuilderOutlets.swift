/// What storyboards and xibs say about the outlets of each class: whether the text field behind an
/// outlet has its `delegate` connected, and the Return key and keyboard set in the inspector.
package struct InterfaceBuilderOutlets: Sendable, Equatable {
    /// Outlets by owning class name (`customClass`), then by outlet property name.
    package var classes: [String: [String: OutletFacts]]
    /// Outlet collections by owning class name, then by property name: the outlets of the same
    /// class that point at each element, in the order the file connects them (the array's order
    /// at run time). A collection with an element no single outlet of the class names is left out.
    package var collections: [String: [String: [String]]]

    package init(classes: [String: [String: OutletFacts]] = [:], collections: [String: [String: [String]]] = [:]) {
        self.classes = classes
        self.collections = collections
    }

    /// The outlets the collection `property` of `className` holds, in order, when an interface file tells.
    package func collection(_ property: String, of className: String) -> [String]? {
        collections[className]?[property]
    }

    /// The facts of one outlet, when some interface file connects it.
    package func outlet(_ property: String, of className: String) -> OutletFacts? {
        classes[className]?[property]
    }

    /// The interface files hold a scene of `className` (a storyboard scene, a xib's owner) that
    /// connects outlets, none of them `property`: that outlet stays nil, no field of its is on screen.
    /// False when no scene of the class is known.
    package func leavesUnconnected(_ property: String, of className: String) -> Bool {
        guard let outlets = classes[className], !outlets.isEmpty else { return false }
        return outlets[property] == nil
    }

    /// What the interface files of a project say together about the classes of the Swift file at
    /// `sourcePath`. Two storyboards may name one class: each class is taken from the files nearest
    /// the Swift file (sharing the longest folder path with it: its target's, when targets have
    /// folders of their own), and among those an outlet's Return counts as handled by an action only
    /// when every file that has the outlet says so. Files that disagree on its delegate (a stale copy
    /// of the scene, left without its connections) leave it unknown: which scene the app shows is
    /// not read (`OutletFacts.delegateDisputed`).
    package init(combining files: [(path: String, outlets: InterfaceBuilderOutlets)], forSourceAt sourcePath: String) {
        let sourceFolders = sourcePath.split(separator: "/").dropLast()
        func sharedFolders(_ path: String) -> Int {
            zip(sourceFolders, path.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
        }
        var nearest: [String: (shared: Int, outlets: [String: OutletFacts], collections: [String: [String]])] = [:]
        for file in files {
            let shared = sharedFolders(file.path)
            for (className, outlets) in file.outlets.classes {
                let collections = file.outlets.collections[className] ?? [:]
                if let known = nearest[className], known.shared > shared { continue }
                if let known = nearest[className], known.shared == shared {
                    nearest[className]?.outlets = known.outlets.merging(outlets, uniquingKeysWith: OutletFacts.inEveryInstance)
                    nearest[className]?.collections = Self.inEveryInstance(known.collections, collections)
                } else {
                    nearest[className] = (shared, outlets, collections)
                }
            }
        }
        self.init(classes: nearest.mapValues(\.outlets), collections: nearest.mapValues(\.collections).filter { !$0.value.isEmpty })
    }
}

extension InterfaceBuilderOutlets {
    /// These outlets with those that the scenes of `subclasses` connect counted for `className`
    /// too: a scene whose custom class is a subclass makes an instance of the superclass's fields.
    /// An outlet both connect is taken as `OutletFacts.inEveryInstance` says.
    package func countingScenes(of subclasses: [String], for className: String) -> InterfaceBuilderOutlets {
        var combined = self
        for subclass in subclasses {
            guard let outlets = classes[subclass] else { continue }
            combined.classes[className] = (combined.classes[className] ?? [:]).merging(outlets, uniquingKeysWith: OutletFacts.inEveryInstance)
            combined.collections[className] = Self.inEveryInstance(combined.collections[className] ?? [:], collections[subclass] ?? [:])
        }
        return combined
    }

    /// The collections two scenes of one class connect: an order only both tell is known.
    fileprivate static func inEveryInstance(_ mine: [String: [String]], _ theirs: [String: [String]]) -> [String: [String]] {
        mine.merging(theirs) { first, _ in first }.filter { property, outlets in
            (mine[property] ?? outlets) == outlets && (theirs[property] ?? outlets) == outlets
        }
    }
}

/// The text field an outlet points at, as the interface file describes it.
package struct OutletFacts: Sendable, Equatable {
    package var delegateConnected: Bool
    /// `next`, `done`, …; nil for the default Return key.
    package var returnKeyType: String?
    package var keyboardType: String?
    /// A *Did End On Exit* or *Primary Action Triggered* action handles Return instead of the delegate.
    package var returnHandledByAction: Bool
    /// The field itself connects outlets other than its delegate (a custom field class's
    /// `nextField`): it may route Return on its own.
    package var hasOwnOutlets: Bool
    /// The inspector marks the field's entry secure: it takes a password.
    package var isSecure: Bool
    /// The inspector leaves the field enabled and taking touches, and no button of the same frame
    /// lies over it; a field with either unticked (a text field used as a label), or under such a
    /// button (a value a custom keypad fills in), is never tapped.
    package var isInteractive: Bool
    /// Where the field sits in its scene (its frame's origin added to its ancestors'), when the
    /// file records frames: fields are read top to bottom, then left to right.
    package var screenPosition: ScreenPosition?
    /// The tag the inspector gives the field: 0 when it gives none; nil when two files give it two.
    package var tag: Int?
    /// Another view of the file carries the same tag: a lookup by that tag may find either.
    package var tagIsShared: Bool
    /// The other outlets of the same object connected to this very field: one field under two names.
    package var alsoConnectedAs: Set<String> = []
    /// The methods the field's *Editing Changed* actions call, by base name (`codeChanged` for
    /// `codeChanged:` or `codeChangedWithSender:`): run as each character is typed.
    package var editingChangedActions: Set<String> = []
    /// Scenes of the class disagree on the field's delegate, one connecting it and one not: whether
    /// the field shown has a delegate is not known.
    package var delegateDisputed = false

    /// One outlet that two scenes connect, each making an instance of its class: a delegate or an
    /// action handling Return counts only when both have it, and a delegate one has and the other
    /// lacks is disputed; the field takes a password or touches when either says so.
    static func inEveryInstance(_ mine: OutletFacts, _ theirs: OutletFacts) -> OutletFacts {
        var facts = OutletFacts(
            delegateConnected: mine.delegateConnected && theirs.delegateConnected,
            returnKeyType: mine.returnKeyType ?? theirs.returnKeyType,
            keyboardType: mine.keyboardType ?? theirs.keyboardType,
            returnHandledByAction: mine.returnHandledByAction && theirs.returnHandledByAction,
            hasOwnOutlets: mine.hasOwnOutlets || theirs.hasOwnOutlets,
            screenPosition: mine.screenPosition, isSecure: mine.isSecure || theirs.isSecure,
            isInteractive: mine.isInteractive || theirs.isInteractive,
            tag: mine.tag == theirs.tag ? mine.tag : nil, tagIsShared: mine.tagIsShared || theirs.tagIsShared,
            alsoConnectedAs: mine.alsoConnectedAs.intersection(theirs.alsoConnectedAs)
        )
        facts.editingChangedActions = mine.editingChangedActions.union(theirs.editingChangedActions)
        facts.delegateDisputed = mine.delegateDisputed || theirs.delegateDisputed || mine.delegateConnected != theirs.delegateConnected
        return facts
    }

    package init(
        delegateConnected: Bool, returnKeyType: String? = nil, keyboardType: String? = nil, returnHandledByAction: Bool = false,
        hasOwnOutlets: Bool = false, screenPosition: ScreenPosition? = nil, isSecure: Bool = false, isInteractive: Bool = true,
        tag: Int? = 0, tagIsShared: Bool = false, alsoConnectedAs: Set<String> = []
    ) {
        self.delegateConnected = delegateConnected
        self.returnKeyType = returnKeyType
        self.keyboardType = keyboardType
        self.returnHandledByAction = returnHandledByAction
        self.hasOwnOutlets = hasOwnOutlets
        self.screenPosition = screenPosition
        self.isSecure = isSecure
        self.isInteractive = isInteractive
        self.tag = tag
        self.tagIsShared = tagIsShared
        self.alsoConnectedAs = alsoConnectedAs
    }
}

/// A point in a scene, ordered as a reader scans a form: by row, then by column.
package struct ScreenPosition: Sendable, Equatable, Comparable {
    package var y: Double
    package var x: Double

    package init(y: Double, x: Double) {
        self.y = y
        self.x = x
    }

    package static func < (lhs: ScreenPosition, rhs: ScreenPosition) -> Bool {
        (lhs.y, lhs.x) < (rhs.y, rhs.x)
    }
}

extension InterfaceBuilderOutlets {
    /// The keyboard as Swift names it: Interface Builder writes the ASCII-capable number pad
    /// `ASCIICapableNumberPad` (`.asciiCapableNumberPad`), every other keyboard as Swift does.
    static func swiftKeyboardName(_ interfaceBuilderName: String) -> String {
        interfaceBuilderName == "ASCIICapableNumberPad" ? "asciiCapableNumberPad" : interfaceBuilderName
    }

    /// The Swift base name of the method an Objective-C selector calls: `codeChanged` for
    /// `codeChanged:` and `codeChangedWithSender:` (a first parameter labelled `sender`).
    package static func methodBaseName(ofSelector selector: String) -> String {
        let first = selector.split(separator: ":", omittingEmptySubsequences: false).first.map(String.init) ?? selector
        if let with = first.range(of: "With", options: .backwards), with.lowerBound > first.startIndex,
           first[with.upperBound...].first?.isUppercase == true {
            return String(first[..<with.lowerBound])
        }
        return first
    }

    /// Reads a `.storyboard` or `.xib`. A tolerant scanner rather than a validating parser: broken or
    /// truncated files yield whatever outlets can still be read.
    package init(interfaceFile text: String) {
        let root = InterfaceBuilderScanner.scan(text)
        var elementsByID: [String: InterfaceBuilderScanner.Element] = [:]
        root.forEachDescendant { element in
            if let id = element.attributes["id"] { elementsByID[id] = element }
        }
        let positions = InterfaceBuilderScanner.screenPositions(in: root)
        let covered = InterfaceBuilderScanner.fieldsUnderButtons(in: root)
        var tagCounts: [String: Int] = [:]
        root.forEachDescendant { element in
            if let tag = element.attributes["tag"] { tagCounts[tag, default: 0] += 1 }
        }
        var classes: [String: [String: OutletFacts]] = [:]
        var collections: [String: [String: [String]]] = [:]
        root.forEachDescendant { owner in
            guard let className = owner.attributes["customClass"] else { return }
            if let named = Self.collections(of: owner) {
                collections[className] = collections[className].map { Self.inEveryInstance($0, named) } ?? named
            }
            var propertiesByDestination: [String: Set<String>] = [:]
            for outlet in owner.connections where outlet.name == "outlet" {
                guard let property = outlet.attributes["property"], let destination = outlet.attributes["destination"] else { continue }
                propertiesByDestination[destination, default: []].insert(property)
            }
            for outlet in owner.connections where outlet.name == "outlet" {
                guard let property = outlet.attributes["property"], let destination = outlet.attributes["destination"],
                      let field = elementsByID[destination]
                else { continue }
                let traits = field.children.first { $0.name == "textInputTraits" }?.attributes ?? [:]
                var facts = OutletFacts(
                    delegateConnected: field.connections.contains { $0.name == "outlet" && $0.attributes["property"] == "delegate" },
                    returnKeyType: traits["returnKeyType"],
                    keyboardType: traits["keyboardType"].map(Self.swiftKeyboardName),
                    returnHandledByAction: field.connections.contains {
                        $0.name == "action" && ["editingDidEndOnExit", "primaryActionTriggered"].contains($0.attributes["eventType"] ?? "")
                    },
                    hasOwnOutlets: field.connections.contains { $0.name == "outlet" && $0.attributes["property"] != "delegate" },
                    screenPosition: positions[destination], isSecure: traits["secureTextEntry"] == "YES",
                    isInteractive: field.attributes["enabled"] != "NO" && field.attributes["userInteractionEnabled"] != "NO"
                        && !covered.contains(destination),
                    tag: field.attributes["tag"].map { Int($0) } ?? 0,
                    tagIsShared: field.attributes["tag"].map { tagCounts[$0, default: 0] > 1 } ?? false,
                    alsoConnectedAs: propertiesByDestination[destination, default: []].subtracting([property])
                )
                facts.editingChangedActions = Set(field.connections.compactMap { action in
                    guard action.name == "action", action.attributes["eventType"] == "editingChanged",
                          let selector = action.attributes["selector"] else { return nil }
                    return Self.methodBaseName(ofSelector: selector)
                })
                classes[className, default: [:]][property] = facts
            }
        }
        self.init(classes: classes, collections: collections)
    }

    /// The outlet collections `owner` connects, each as the outlets of `owner` naming its elements
    /// in order; a collection with an element that no one outlet of `owner` names is left out.
    private static func collections(of owner: InterfaceBuilderScanner.Element) -> [String: [String]]? {
        var outletsByDestination: [String: [String]] = [:]
        var elements: [String: [String]] = [:]
        var order: [String] = []
        for connection in owner.connections {
            guard let property = connection.attributes["property"], let destination = connection.attributes["destination"] else { continue }
            if connection.name == "outlet" { outletsByDestination[destination, default: []].append(property) }
            if connection.name == "outletCollection" {
                if elements[property] == nil { order.append(property) }
                elements[property, default: []].append(destination)
            }
        }
        var named: [String: [String]] = [:]
        for property in order {
            let outlets = elements[property, default: []].compactMap { destination in
                outletsByDestination[destination].flatMap { $0.count == 1 ? $0[0] : nil }
            }
            if outlets.count == elements[property]?.count, Set(outlets).count == outlets.count { named[property] = outlets }
        }
        return named.isEmpty ? nil : named
    }
}

/// Splits XML into elements with attributes, skipping comments, processing instructions and CDATA.
enum InterfaceBuilderScanner {
    final class Element {
        let name: String
        let attributes: [String: String]
        var children: [Element] = []

        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }

        /// Its `<rect key="frame">` as written: x, y, width and height.
        var frame: [String?]? {
            children.first { $0.name == "rect" && $0.attributes["key"] == "frame" }.map { rect in
                ["x", "y", "width", "height"].map { rect.attributes[$0] }
            }
        }

        /// The `<outlet>` and `<action>` elements of this element's own `<connections>`.
        var connections: [Element] {
            children.filter { $0.name == "connections" }.flatMap(\.children)
        }

        func forEachDescendant(_ body: (Element) -> Void) {
            var pending = children
            while let element = pending.popLast() {
                body(element)
                pending.append(contentsOf: element.children)
            }
        }
    }

    /// The text fields a later sibling button covers exactly (the same frame): taps go to the button.
    static func fieldsUnderButtons(in root: Element) -> Set<String> {
        var covered: Set<String> = []
        root.forEachDescendant { parent in
            let siblings = parent.children
            for (index, field) in siblings.enumerated() where field.name == "textField" {
                guard let id = field.attributes["id"], let frame = field.frame else { continue }
                if siblings[(index + 1)...].contains(where: { $0.name == "button" && $0.frame == frame }) { covered.insert(id) }
            }
        }
        return covered
    }

    /// The position of every element with an `id` and a frame (`<rect key="frame">`), its origin
    /// added to those of the elements around it.
    static func screenPositions(in root: Element) -> [String: ScreenPosition] {
        var positions: [String: ScreenPosition] = [:]
        var pending = [(root, ScreenPosition(y: 0, x: 0))]
        while let (element, origin) = pending.popLast() {
            var here = origin
            let frame = element.children.first { $0.name == "rect" && $0.attributes["key"] == "frame" }
            if let frame {
                here.y += frame.attributes["y"].flatMap(Double.init) ?? 0
                here.x += frame.attributes["x"].flatMap(Double.init) ?? 0
                if let id = element.attributes["id"] { positions[id] = here }
            }
            pending += element.children.map { ($0, here) }
        }
        return positions
    }

    static func scan(_ text: String) -> Element {
        var text = text
        return text.withUTF8 { scan(Bytes(bytes: $0)) }
    }

    /// Goes through the bytes once: a storyboard of megabytes is split without making a string of
    /// anything but names and attribute values.
    private static func scan(_ text: Bytes) -> Element {
        let root = Element(name: "", attributes: [:])
        var stack = [root]
        var index = 0
        while index < text.count {
            guard text[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if text.starts(at: index, with: "<!--") {
                index = text.find("-->", from: index) + 3
                continue
            }
            if text.starts(at: index, with: "<![CDATA[") {
                index = text.find("]]>", from: index) + 3
                continue
            }
            let start = index + 1
            let end = min(tagEnd(text, from: start), text.count)
            index = end + 1
            let first = start < end ? text[start] : nil
            if first == UInt8(ascii: "?") || first == UInt8(ascii: "!") { continue }
            if first == UInt8(ascii: "/") {
                let name = text.string(text.trimmed(start + 1..<end))
                if let match = stack.lastIndex(where: { $0.name == name }), match > 0 { stack.removeSubrange(match...) }
                continue
            }
            let selfClosing = start < end && text[end - 1] == UInt8(ascii: "/")
            let bodyEnd = selfClosing ? end - 1 : end
            var nameEnd = start
            while nameEnd < bodyEnd, !Bytes.isSpace(text[nameEnd]) { nameEnd += 1 }
            let element = Element(name: text.string(start..<nameEnd), attributes: attributes(text, in: nameEnd..<bodyEnd))
            stack.last?.children.append(element)
            if !selfClosing { stack.append(element) }
        }
        return root
    }

    /// The attributes anything reads (`InterfaceBuilderOutlets(interfaceFile:)`, `screenPositions`):
    /// the others, most of a storyboard's, are never made into strings.
    static let keptAttributes: Set<String> = [
        "id", "customClass", "property", "destination", "eventType", "selector", "returnKeyType", "keyboardType", "secureTextEntry", "enabled", "tag",
        "userInteractionEnabled", "key", "x", "y", "width", "height",
    ]
    private static let keptAttributeBytes = keptAttributes.map { Array($0.utf8) }

    /// `key="value"` pairs among `keptAttributes`, with entities decoded.
    private static func attributes(_ text: Bytes, in range: Range<Int>) -> [String: String] {
        var result: [String: String] = [:]
        var rest = range.lowerBound
        while let equals = text.firstIndex(of: UInt8(ascii: "="), in: rest..<range.upperBound) {
            let keyRange = text.trimmed(rest..<equals)
            var open = equals + 1
            while open < range.upperBound, Bytes.isSpace(text[open]) { open += 1 }
            guard open < range.upperBound, text[open] == UInt8(ascii: "\"") || text[open] == UInt8(ascii: "'") else { break }
            guard let close = text.firstIndex(of: text[open], in: (open + 1)..<range.upperBound) else { break }
            if let key = keptKey(text, keyRange) { result[key] = decodeEntities(text.string(open + 1..<close)) }
            rest = close + 1
        }
        return result
    }

    /// The key at `range` when it is one of `keptAttributes`: ASCII keys are compared as bytes,
    /// others as strings are (a non-ASCII spelling may equal a kept key as a string).
    private static func keptKey(_ text: Bytes, _ range: Range<Int>) -> String? {
        let key = UnsafeBufferPointer(rebasing: text.bytes[range])
        guard key.allSatisfy({ $0 < 0x80 }) else {
            let string = text.string(range)
            return keptAttributes.contains(string) ? string : nil
        }
        return keptAttributeBytes.contains { $0.elementsEqual(key) } ? text.string(range) : nil
    }

    /// XML's five predefined entities and its character references (`&#10;`, `&#x2F;`), as an XML
    /// parser decodes them; anything else after `&` stays as written.
    private static func decodeEntities(_ value: String) -> String {
        guard value.utf8.contains(UInt8(ascii: "&")) else { return value }
        var result = ""
        var rest = value[...]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            guard let semicolon = rest.prefix(12).firstIndex(of: ";"),
                  let decoded = character(named: rest[rest.index(after: ampersand)..<semicolon])
            else {
                result.append("&")
                rest = rest.dropFirst()
                continue
            }
            result.append(decoded)
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    /// The character an entity's name (between `&` and `;`) stands for.
    private static func character(named name: Substring) -> Character? {
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case "amp": return "&"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let code = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return code.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }

    /// The index of the `>` closing a tag, skipping `>` inside quoted attribute values.
    private static func tagEnd(_ text: Bytes, from start: Int) -> Int {
        var quote: UInt8?
        var index = start
        while index < text.count {
            let byte = text[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index
            }
            index += 1
        }
        return text.count
    }

    /// The text being scanned, as UTF-8.
    private struct Bytes {
        let bytes: UnsafeBufferPointer<UInt8>

        var count: Int { bytes.count }

        subscript(index: Int) -> UInt8 { bytes[index] }

        static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || (0x09...0x0D).contains(byte)
        }

        func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }

        /// `range` without the white space at either end.
        func trimmed(_ range: Range<Int>) -> Range<Int> {
            var lower = range.lowerBound
            var upper = range.upperBound
            while lower < upper, Self.isSpace(bytes[lower]) { lower += 1 }
            while upper > lower, Self.isSpace(bytes[upper - 1]) { upper -= 1 }
            return lower..<upper
        }

        func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
            range.first { bytes[$0] == byte }
        }

        func starts(at index: Int, with prefix: StaticString) -> Bool {
            guard index + prefix.utf8CodeUnitCount <= bytes.count else { return false }
            return (0..<prefix.utf8CodeUnitCount).allSatisfy { bytes[index + $0] == prefix.utf8Start[$0] }
        }

        /// Where `needle` next starts at or after `start`; `count` when it does not.
        func find(_ needle: StaticString, from start: Int) -> Int {
            (start..<bytes.count).first { starts(at: $0, with: needle) } ?? bytes.count
        }
    }
}
