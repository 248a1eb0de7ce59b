import FocusRules
import Foundation
import FormlspEngine
import TestSupport
import Testing

/// Code no iOS keyboard ever types into gets no finding: a file that only Mac, tvOS or watchOS
/// targets compile (the Xcode project's lists), or, with no
/// project file to say, one whose folder or Xcode file header names a Mac target.
@Suite struct NotForIOSTests {
    /// Two fields with no routing at all, and a `.next` label whose Return moves nowhere: a note and
    /// a warning wherever iOS builds it.
    private static let signUp = MarkedText("""
        import SwiftUI

        struct SignUpSheet: View {
            enum Field { case name, email }
            @FocusState private var focus: Field?
            @State private var name = ""
            @State private var email = ""

            var body: some View {
                VStack {
                    TextField("Name", text: $name)
                        1️⃣.focused($focus, equals: .name)
                        .submitLabel(.next)
                    TextField("Email", text: $email)
                        .focused($focus, equals: .email)
                }
            }
        }
        """)

    private static let unfocused = MarkedText("""
        struct VaultUnlock: View {
            @State private var account = ""
            @State private var secret = ""

            var body: some View {
                VStack {
                    1️⃣TextField("Account", text: $account)
                    SecureField("Secret", text: $secret)
                }
            }
        }
        """)

    /// Each finding as `rule@offset`, the offset counted from the end of `prefix` (the fixture's own text).
    private func spots(of text: String, after prefix: String = "", at path: String, in tree: TemporaryTree) throws -> [String] {
        let file = try tree.write(path, prefix + text)
        return Engine().analyze(prefix + text, path: file).findings.map { "\($0.rule)@\($0.range.lowerBound - prefix.utf8.count)" }
    }

    private var noted: [String] { ["form-without-focus-routing@\(Self.unfocused["1️⃣"])"] }

    @Test func aFormOnlyAMacTargetBuildsGetsNothing() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("Desk.xcodeproj/project.pbxproj", xcodeProjectText(syncing: "Desk", settings: "SDKROOT = macosx;"))
        #expect(try spots(of: Self.signUp.text, at: "Desk/SignUpSheet.swift", in: tree).isEmpty)
        #expect(try spots(of: Self.unfocused.text, at: "Desk/VaultUnlock.swift", in: tree).isEmpty)
    }

    /// The same forms in a target that builds for iOS (alone, or beside the Mac) are analysed, and so
    /// is a file the project lists nowhere: when unsure, check.
    @Test(arguments: ["SDKROOT = iphoneos;", "SDKROOT = auto; SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\";", "SDKROOT = \"$(SDK_NAME)\";"])
    func aFormAnIOSTargetMayBuildIsAnalysed(settings: String) throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("Desk.xcodeproj/project.pbxproj", xcodeProjectText(syncing: "Desk", settings: settings))
        let found = try spots(of: Self.signUp.text, at: "Desk/SignUpSheet.swift", in: tree)
        #expect(found == ["missing-focus-transition@\(Self.signUp["1️⃣"])"], "\(found)")
        #expect(try spots(of: Self.unfocused.text, at: "Desk/VaultUnlock.swift", in: tree) == noted)
    }

    @Test func aFormTheProjectListsNowhereIsAnalysed() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("Desk.xcodeproj/project.pbxproj", xcodeProjectText(syncing: "Desk", settings: "SDKROOT = macosx;"))
        #expect(try spots(of: Self.unfocused.text, at: "Shared/VaultUnlock.swift", in: tree) == noted)
    }

    /// A folder named for tvOS says nothing when the project compiles it for iOS.
    @Test func aFolderNamedForTVOSThatAnIOSTargetBuildsIsAnalysed() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("Couch.xcodeproj/project.pbxproj", xcodeProjectText(syncing: "Couch tvOS", settings: "SDKROOT = iphoneos;"))
        #expect(try spots(of: Self.unfocused.text, at: "Couch tvOS/VaultUnlock.swift", in: tree) == noted)
        try tree.write("Couch.xcodeproj/project.pbxproj", xcodeProjectText(syncing: "Couch tvOS", settings: "SDKROOT = appletvos;"))
        #expect(try spots(of: Self.unfocused.text, at: "Couch tvOS/VaultUnlock.swift", in: tree).isEmpty)
    }

    /// A folder named for the Mac that a target of both platforms compiles: a view there whose own
    /// name says it is the Mac's too (`macosVaultUnlock`) is left alone; one named for no platform,
    /// or for the Mac only by the word `Mac` (`MacVaultUnlock`), and a Mac-named view outside such a
    /// folder are checked.
    @Test(arguments: [
        ("Split/Platforms/macOS/Vault/VaultUnlock.swift", "macosVaultUnlock", false),
        ("Split/Platforms/tvOS/Vault/VaultUnlock.swift", "TVOSVaultUnlock", false),
        ("Split/Platforms/macOS/Vault/VaultUnlock.swift", "VaultUnlock", true),
        ("Split/Platforms/macOS/Vault/VaultUnlock.swift", "MacVaultUnlock", true),
        ("Split/Platforms/Shared/Vault/VaultUnlock.swift", "macosVaultUnlock", true),
    ])
    func aViewNamedForTheMacInAMacFolderIsLeftAlone(path: String, name: String, checked: Bool) throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("Split.xcodeproj/project.pbxproj", xcodeProjectText(syncing: "Split", settings: "SDKROOT = auto; SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\";"))
        let text = Self.unfocused.text.replacingOccurrences(of: "struct VaultUnlock", with: "struct \(name)")
        let offset = Self.unfocused["1️⃣"] + name.utf8.count - "VaultUnlock".utf8.count
        #expect(try spots(of: text, at: path, in: tree) == (checked ? ["form-without-focus-routing@\(offset)"] : []), "\(name) at \(path)")
    }

    /// A package's `platforms:` sets minimum versions: one naming only the Mac still builds for iOS,
    /// and its forms (or those of an app folder below it) are checked.
    @Test(arguments: ["Tools/Sources/Tools/VaultUnlock.swift", "Tools/Apps/Pocket/VaultUnlock.swift"])
    func aFormBelowAPackageNamingOnlyTheMacIsAnalysed(path: String) throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("Tools/Package.swift", "let package = Package(name: \"Tools\", platforms: [.macOS(.v14)], targets: [.target(name: \"Tools\")])\n")
        #expect(try spots(of: Self.unfocused.text, at: path, in: tree) == noted)
    }

    /// With no project file: a folder whose name has the word `Mac`, or the target Xcode's file
    /// header names (`//  MacBox`), is the Mac app's; `Machine` and a header naming another target are not.
    @Test(arguments: [
        ("MacBox/VaultUnlock.swift", "", true),
        ("Strongbox Mac/VaultUnlock.swift", "", true),
        ("Machine/VaultUnlock.swift", "", false),
        ("Views/VaultUnlock.swift", "//\n//  VaultUnlock.swift\n//  MacBox\n//\n\n", true),
        ("Views/VaultUnlock.swift", "//\n//  VaultUnlock.swift\n//  TaskBox\n//\n\n", false),
        ("Views/VaultUnlock.swift", "//\n//  VaultUnlock.swift\n//  MacBox\n//\n\nimport UIKit\n", false),
    ])
    func aMacTargetNamedWithoutAProjectFile(path: String, header: String, silent: Bool) throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        let found = try spots(of: Self.unfocused.text, after: header, at: path, in: tree)
        #expect(found == (silent ? [] : noted), "\(path) \(found)")
    }
}
