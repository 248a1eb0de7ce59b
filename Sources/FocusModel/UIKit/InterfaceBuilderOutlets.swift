/// What storyboards and xibs say about the outlets of each class: whether the text field behind an
/// outlet has its `delegate` connected, and the Return key and keyboard set in the inspector.
package struct InterfaceBuilderOutlets: Sendable, Equatable {
    /// Outlets by owning class name (`customClass`), then by outlet property name.
    package var classes: [String: [String: OutletFacts]]

    package init(classes: [String: [String: OutletFacts]] = [:]) {
        self.classes = classes
    }

    /// The facts of one outlet, when some interface file connects it.
    package func outlet(_ property: String, of className: String) -> OutletFacts? {
        classes[className]?[property]
    }

    /// What the interface files of a project say together about the classes of the Swift file at
    /// `sourcePath`. Two storyboards may name one class: each class is taken from the files nearest
    /// the Swift file (sharing the longest folder path with it: its target's, when targets have
    /// folders of their own), and among those an outlet's delegate counts as connected, and its
    /// Return as handled by an action, only when every file that has the outlet says so: each file
    /// makes an instance of the class, and the one without the connection leaves its field's Return
    /// unhandled.
    package init(combining files: [(path: String, outlets: InterfaceBuilderOutlets)], forSourceAt sourcePath: String) {
        let sourceFolders = sourcePath.split(separator: "/").dropLast()
        func sharedFolders(_ path: String) -> Int {
            zip(sourceFolders, path.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
        }
        var nearest: [String: (shared: Int, outlets: [String: OutletFacts])] = [:]
        for file in files {
            let shared = sharedFolders(file.path)
            for (className, outlets) in file.outlets.classes {
                if let known = nearest[className], known.shared > shared { continue }
                if let known = nearest[className], known.shared == shared {
                    nearest[className]?.outlets = known.outlets.merging(outlets) { mine, theirs in
                        OutletFacts(
                            delegateConnected: mine.delegateConnected && theirs.delegateConnected,
                            returnKeyType: mine.returnKeyType ?? theirs.returnKeyType,
                            keyboardType: mine.keyboardType ?? theirs.keyboardType,
                            returnHandledByAction: mine.returnHandledByAction && theirs.returnHandledByAction
                        )
                    }
                } else {
                    nearest[className] = (shared, outlets)
                }
            }
        }
        self.init(classes: nearest.mapValues(\.outlets))
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

    package init(delegateConnected: Bool, returnKeyType: String? = nil, keyboardType: String? = nil, returnHandledByAction: Bool = false) {
        self.delegateConnected = delegateConnected
        self.returnKeyType = returnKeyType
        self.keyboardType = keyboardType
        self.returnHandledByAction = returnHandledByAction
    }
}

extension InterfaceBuilderOutlets {
    /// Reads a `.storyboard` or `.xib`. A tolerant scanner rather than a validating parser: broken or
    /// truncated files yield whatever outlets can still be read.
    package init(interfaceFile text: String) {
        let root = InterfaceBuilderScanner.scan(text)
        var elementsByID: [String: InterfaceBuilderScanner.Element] = [:]
        root.forEachDescendant { element in
            if let id = element.attributes["id"] { elementsByID[id] = element }
        }
        var classes: [String: [String: OutletFacts]] = [:]
        root.forEachDescendant { owner in
            guard let className = owner.attributes["customClass"] else { return }
            for outlet in owner.connections where outlet.name == "outlet" {
                guard let property = outlet.attributes["property"], let destination = outlet.attributes["destination"],
                      let field = elementsByID[destination]
                else { continue }
                let traits = field.children.first { $0.name == "textInputTraits" }?.attributes ?? [:]
                classes[className, default: [:]][property] = OutletFacts(
                    delegateConnected: field.connections.contains { $0.name == "outlet" && $0.attributes["property"] == "delegate" },
                    returnKeyType: traits["returnKeyType"],
                    keyboardType: traits["keyboardType"],
                    returnHandledByAction: field.connections.contains {
                        $0.name == "action" && ["editingDidEndOnExit", "primaryActionTriggered"].contains($0.attributes["eventType"] ?? "")
                    }
                )
            }
        }
        self.init(classes: classes)
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

    static func scan(_ text: String) -> Element {
        let root = Element(name: "", attributes: [:])
        var stack = [root]
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if starts(bytes, at: index, with: "<!--") {
                index = find(bytes, "-->", from: index) + 3
                continue
            }
            if starts(bytes, at: index, with: "<![CDATA[") {
                index = find(bytes, "]]>", from: index) + 3
                continue
            }
            let end = tagEnd(bytes, from: index + 1)
            let tag = String(decoding: bytes[(index + 1)..<min(end, bytes.count)], as: UTF8.self)
            index = end + 1
            if tag.hasPrefix("?") || tag.hasPrefix("!") { continue }
            if tag.hasPrefix("/") {
                let name = String(tag.dropFirst()).trimmingWhitespace
                if let match = stack.lastIndex(where: { $0.name == name }), match > 0 { stack.removeSubrange(match...) }
                continue
            }
            let selfClosing = tag.hasSuffix("/")
            let body = selfClosing ? String(tag.dropLast()) : tag
            let name = String(body.prefix { !$0.isWhitespace })
            let element = Element(name: name, attributes: attributes(in: body.dropFirst(name.count)))
            stack.last?.children.append(element)
            if !selfClosing { stack.append(element) }
        }
        return root
    }

    /// `key="value"` pairs, with the five predefined entities decoded.
    private static func attributes(in text: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = text
        while let equals = rest.firstIndex(of: "=") {
            let key = rest[..<equals].trimmingWhitespace
            rest = rest[rest.index(after: equals)...].drop { $0.isWhitespace }
            guard let quote = rest.first, quote == "\"" || quote == "'" else { break }
            rest = rest.dropFirst()
            guard let close = rest.firstIndex(of: quote) else { break }
            result[key] = decodeEntities(rest[..<close])
            rest = rest[rest.index(after: close)...]
        }
        return result
    }

    private static func decodeEntities(_ value: Substring) -> String {
        guard value.contains("&") else { return String(value) }
        return String(value)
            .replacing("&lt;", with: "<").replacing("&gt;", with: ">")
            .replacing("&quot;", with: "\"").replacing("&apos;", with: "'").replacing("&amp;", with: "&")
    }

    /// The index of the `>` closing a tag, skipping `>` inside quoted attribute values.
    private static func tagEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var quote: UInt8?
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index
            }
            index += 1
        }
        return bytes.count
    }

    private static func starts(_ bytes: [UInt8], at index: Int, with prefix: String) -> Bool {
        let prefixBytes = Array(prefix.utf8)
        return index + prefixBytes.count <= bytes.count && Array(bytes[index..<(index + prefixBytes.count)]) == prefixBytes
    }

    private static func find(_ bytes: [UInt8], _ needle: String, from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            if starts(bytes, at: index, with: needle) { return index }
            index += 1
        }
        return bytes.count
    }
}

extension StringProtocol {
    fileprivate var trimmingWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
