import FocusModel
import Foundation
import ProjectFiles
import TestSupport
import Testing

/// What the build files around a source file say of the targets compiling it (`BuildTargetIndex`):
/// the platforms of the Xcode targets listing it, in their Sources phase or in a folder kept in sync
/// with them.
@Suite struct BuildTargetIndexTests {
    /// `Desk` builds for the Mac (its own `SDKROOT`), `Pocket` for iOS (the project's); `Desk/`
    /// holds `DeskForm.swift`, compiled by `Desk` only, and `Both/` holds `BothForm.swift`, compiled
    /// by both, and `MacSheet.swift`, which `Pocket` compiles for the Mac only (a platform filter of
    /// a multiplatform target). `Notes.swift` is in the project but in no target.
    private static let classicProject = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 56;
        \tobjects = {

        /* Begin PBXBuildFile section */
        \t\t0A01 /* DeskForm.swift in Sources */ = {isa = PBXBuildFile; fileRef = 0B01 /* DeskForm.swift */; };
        \t\t0A02 /* BothForm.swift in Sources */ = {isa = PBXBuildFile; fileRef = 0B02 /* BothForm.swift */; };
        \t\t0A03 /* BothForm.swift in Sources */ = {isa = PBXBuildFile; fileRef = 0B02 /* BothForm.swift */; };
        \t\t0A04 /* MacSheet.swift in Sources */ = {isa = PBXBuildFile; fileRef = 0B04 /* MacSheet.swift */; platformFilters = (macos, ); };
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        \t\t0B01 /* DeskForm.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = DeskForm.swift; sourceTree = "<group>"; };
        \t\t0B02 /* BothForm.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = BothForm.swift; sourceTree = "<group>"; };
        \t\t0B03 /* Notes.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Both/Notes.swift; sourceTree = SOURCE_ROOT; };
        \t\t0B04 /* MacSheet.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = MacSheet.swift; sourceTree = "<group>"; };
        /* End PBXFileReference section */

        /* Begin PBXGroup section */
        \t\t0C01 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\t0C02 /* Desk */,
        \t\t\t\t0C03 /* Both */,
        \t\t\t\t0B03 /* Notes.swift */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\t0C02 /* Desk */ = {isa = PBXGroup; children = (0B01 /* DeskForm.swift */, ); path = Desk; sourceTree = "<group>"; };
        \t\t0C03 /* Both */ = {isa = PBXGroup; children = (0B02 /* BothForm.swift */, 0B04 /* MacSheet.swift */, ); path = Both; sourceTree = "<group>"; };
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\t0D01 /* Desk */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = 0E01 /* Build configuration list for PBXNativeTarget "Desk" */;
        \t\t\tbuildPhases = (
        \t\t\t\t0F01 /* Sources */,
        \t\t\t);
        \t\t\tname = Desk;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\t0D02 /* Pocket */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = 0E02 /* Build configuration list for PBXNativeTarget "Pocket" */;
        \t\t\tbuildPhases = (
        \t\t\t\t0F02 /* Sources */,
        \t\t\t);
        \t\t\tname = Pocket;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\t0G01 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tbuildConfigurationList = 0E03 /* Build configuration list for PBXProject "Desk" */;
        \t\t\tmainGroup = 0C01;
        \t\t\tprojectDirPath = "";
        \t\t\tprojectRoot = "";
        \t\t\ttargets = (
        \t\t\t\t0D01 /* Desk */,
        \t\t\t\t0D02 /* Pocket */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin PBXSourcesBuildPhase section */
        \t\t0F01 /* Sources */ = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (0A01 /* DeskForm.swift in Sources */, 0A02 /* BothForm.swift in Sources */, ); runOnlyForDeploymentPostprocessing = 0; };
        \t\t0F02 /* Sources */ = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (0A03 /* BothForm.swift in Sources */, 0A04 /* MacSheet.swift in Sources */, ); runOnlyForDeploymentPostprocessing = 0; };
        /* End PBXSourcesBuildPhase section */

        /* Begin XCBuildConfiguration section */
        \t\t0H01 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {DESK_SETTINGS}; name = Debug; };
        \t\t0H02 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {TARGETED_DEVICE_FAMILY = "1,2"; }; name = Debug; };
        \t\t0H03 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {PROJECT_SETTINGS}; name = Debug; };
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        \t\t0E01 = {isa = XCConfigurationList; buildConfigurations = (0H01 /* Debug */, ); defaultConfigurationName = Debug; };
        \t\t0E02 = {isa = XCConfigurationList; buildConfigurations = (0H02 /* Debug */, ); defaultConfigurationName = Debug; };
        \t\t0E03 = {isa = XCConfigurationList; buildConfigurations = (0H03 /* Debug */, ); defaultConfigurationName = Debug; };
        /* End XCConfigurationList section */
        \t};
        \trootObject = 0G01 /* Project object */;
        }

        """

    private func platforms(
        deskSettings: String = "SDKROOT = macosx; ", projectSettings: String = "SDKROOT = iphoneos; ", of files: [String]
    ) throws -> [BuildPlatforms] {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        let project = Self.classicProject.replacingOccurrences(of: "{DESK_SETTINGS}", with: "{\(deskSettings)}")
            .replacingOccurrences(of: "{PROJECT_SETTINGS}", with: "{\(projectSettings)}")
        try tree.write("App/Desk.xcodeproj/project.pbxproj", project)
        let index = BuildTargetIndex()
        return try files.map { index.platforms(ofSourceAt: try tree.write("App/\($0)", "")) }
    }

    @Test func aFileOnlyAMacTargetCompilesIsForOtherPlatforms() throws {
        #expect(try platforms(of: ["Desk/DeskForm.swift", "Both/BothForm.swift", "Both/Notes.swift", "Both/Unlisted.swift"])
            == [.otherPlatformsOnly, .iOS, .unknown, .unknown])
    }

    /// A file an iOS target compiles for the Mac only (`platformFilters = (macos, )`) is for other
    /// platforms; the target's other files are not.
    @Test func aFileAnIOSTargetFiltersToTheMacIsForOtherPlatforms() throws {
        #expect(try platforms(of: ["Both/MacSheet.swift", "Both/BothForm.swift"]) == [.otherPlatformsOnly, .iOS])
    }

    /// A target without an `SDKROOT` of its own takes the project's (`macosx` here, `iphoneos` for
    /// `Pocket`, whose `SUPPORTED_PLATFORMS` decides first).
    @Test func aTargetInheritsTheProjectsPlatform() throws {
        #expect(try platforms(deskSettings: "", projectSettings: "SDKROOT = macosx; SUPPORTED_PLATFORMS = macosx; ", of: ["Desk/DeskForm.swift"])
            == [.otherPlatformsOnly])
        #expect(try platforms(deskSettings: "SDKROOT = watchos; ", of: ["Desk/DeskForm.swift"]) == [.otherPlatformsOnly])
        #expect(try platforms(deskSettings: "SDKROOT = auto; SUPPORTED_PLATFORMS = \"macosx iphoneos iphonesimulator\"; ", of: ["Desk/DeskForm.swift"])
            == [.iOS])
    }

    /// A platform an `.xcconfig` file may set, or a variable, leaves the target unknown: checked.
    @Test func aPlatformThatCannotBeReadIsUnknown() throws {
        #expect(try platforms(deskSettings: "SDKROOT = \"$(PLATFORM_NAME)\"; ", of: ["Desk/DeskForm.swift"]) == [.unknown])
        #expect(try platforms(deskSettings: "", projectSettings: "", of: ["Desk/DeskForm.swift"]) == [.unknown])
    }

    /// Xcode 16 keeps `Desk/` in sync with the Mac target; an exception set leaves `Preview.swift`
    /// out of it, another adds `Sheets/QuickAdd.swift` to the iOS target, which does not sync the folder.
    /// The iOS target keeps `Pocket/` in sync and compiles some of its files for some platforms only.
    private static let synchronizedProject = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 77;
        \tobjects = {

        /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
        \t\t1A01 /* Exceptions for "Desk" folder in "Desk" target */ = {
        \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        \t\t\tmembershipExceptions = (
        \t\t\t\tPreview.swift,
        \t\t\t);
        \t\t\ttarget = 1D01 /* Desk */;
        \t\t};
        \t\t1A02 /* Exceptions for "Desk" folder in "Pocket" target */ = {
        \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        \t\t\tmembershipExceptions = (
        \t\t\t\tSheets/QuickAdd.swift,
        \t\t\t);
        \t\t\ttarget = 1D02 /* Pocket */;
        \t\t};
        \t\t1A03 /* Exceptions for "Pocket" folder in "Pocket" target */ = {
        \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        \t\t\tplatformFiltersByRelativePath = {
        \t\t\t\tMac/SettingsForm.swift = (macos, );
        \t\t\t\tShared/SignInForm.swift = (ios, macos, );
        \t\t\t\tVision/RoomForm.swift = (xros, );
        \t\t\t};
        \t\t\ttarget = 1D02 /* Pocket */;
        \t\t};
        /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        \t\t1B01 /* Desk */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (1A01 /* Exceptions for "Desk" folder in "Desk" target */, 1A02 /* Exceptions for "Desk" folder in "Pocket" target */, ); explicitFileTypes = {}; explicitFolders = (); path = Desk; sourceTree = "<group>"; };
        \t\t1B02 /* Pocket */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (1A03 /* Exceptions for "Pocket" folder in "Pocket" target */, ); explicitFileTypes = {}; explicitFolders = (); path = Pocket; sourceTree = "<group>"; };
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXGroup section */
        \t\t1C01 = {isa = PBXGroup; children = (1B01 /* Desk */, 1B02 /* Pocket */, ); sourceTree = "<group>"; };
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\t1D01 /* Desk */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = 1E01;
        \t\t\tbuildPhases = (
        \t\t\t);
        \t\t\tfileSystemSynchronizedGroups = (
        \t\t\t\t1B01 /* Desk */,
        \t\t\t);
        \t\t\tname = Desk;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\t1D02 /* Pocket */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = 1E02;
        \t\t\tbuildPhases = (
        \t\t\t);
        \t\t\tfileSystemSynchronizedGroups = (
        \t\t\t\t1B02 /* Pocket */,
        \t\t\t);
        \t\t\tname = Pocket;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\t1G01 /* Project object */ = {isa = PBXProject; buildConfigurationList = 1E03; mainGroup = 1C01; projectDirPath = ""; projectRoot = ""; targets = (1D01 /* Desk */, 1D02 /* Pocket */, ); };
        /* End PBXProject section */

        /* Begin XCBuildConfiguration section */
        \t\t1H01 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; }; name = Release; };
        \t\t1H02 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = 2; }; name = Release; };
        \t\t1H03 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 6.0; }; name = Release; };
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        \t\t1E01 = {isa = XCConfigurationList; buildConfigurations = (1H01 /* Release */, ); };
        \t\t1E02 = {isa = XCConfigurationList; buildConfigurations = (1H02 /* Release */, ); };
        \t\t1E03 = {isa = XCConfigurationList; buildConfigurations = (1H03 /* Release */, ); };
        /* End XCConfigurationList section */
        \t};
        \trootObject = 1G01 /* Project object */;
        }

        """

    @Test func aFolderInSyncWithAMacTargetIsForOtherPlatformsSaveItsExceptions() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("Desk.xcodeproj/project.pbxproj", Self.synchronizedProject)
        let index = BuildTargetIndex()
        let files = ["Desk/NewTaskView.swift", "Desk/Sheets/QuickAdd.swift", "Desk/Preview.swift", "Pocket/NewTaskView.swift"]
        #expect(try files.map { index.platforms(ofSourceAt: try tree.write($0, "")) } == [.otherPlatformsOnly, .iOS, .unknown, .iOS])
        // The same read of the project answers the device family: its one iOS target is for the iPad.
        #expect(index.isPadOnly(sourceAt: tree.root + "/Pocket/NewTaskView.swift"))
    }

    @Test func aFileOfAFolderInSyncFilteredToTheMacIsForOtherPlatforms() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("Desk.xcodeproj/project.pbxproj", Self.synchronizedProject)
        let index = BuildTargetIndex()
        let files = ["Pocket/Mac/SettingsForm.swift", "Pocket/Shared/SignInForm.swift", "Pocket/Vision/RoomForm.swift", "Pocket/Mac/Other.swift"]
        #expect(try files.map { index.platforms(ofSourceAt: try tree.write($0, "")) } == [.otherPlatformsOnly, .iOS, .unknown, .iOS])
    }
}
