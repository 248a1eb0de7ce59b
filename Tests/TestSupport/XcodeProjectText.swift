/// A minimal `project.pbxproj`, in the format Xcode 16 writes: one app target keeping `folder`
/// (below the project's folder) in sync, with `settings` as its build settings (`SDKROOT = macosx;`).
package func xcodeProjectText(syncing folder: String, settings: String) -> String {
    """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 77;
    \tobjects = {

    /* Begin PBXFileSystemSynchronizedRootGroup section */
    \t\t2B01 /* \(folder) */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = "\(folder)"; sourceTree = "<group>"; };
    /* End PBXFileSystemSynchronizedRootGroup section */

    /* Begin PBXGroup section */
    \t\t2C01 = {isa = PBXGroup; children = (2B01 /* \(folder) */, ); sourceTree = "<group>"; };
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    \t\t2D01 /* App */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildConfigurationList = 2E01;
    \t\t\tbuildPhases = (
    \t\t\t);
    \t\t\tfileSystemSynchronizedGroups = (
    \t\t\t\t2B01 /* \(folder) */,
    \t\t\t);
    \t\t\tname = App;
    \t\t\tproductType = "com.apple.product-type.application";
    \t\t};
    /* End PBXNativeTarget section */

    /* Begin PBXProject section */
    \t\t2G01 /* Project object */ = {isa = PBXProject; buildConfigurationList = 2E02; mainGroup = 2C01; projectDirPath = ""; projectRoot = ""; targets = (2D01 /* App */, ); };
    /* End PBXProject section */

    /* Begin XCBuildConfiguration section */
    \t\t2H01 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {\(settings) }; name = Debug; };
    \t\t2H02 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 6.0; }; name = Debug; };
    /* End XCBuildConfiguration section */

    /* Begin XCConfigurationList section */
    \t\t2E01 = {isa = XCConfigurationList; buildConfigurations = (2H01 /* Debug */, ); };
    \t\t2E02 = {isa = XCConfigurationList; buildConfigurations = (2H02 /* Debug */, ); };
    /* End XCConfigurationList section */
    \t};
    \trootObject = 2G01 /* Project object */;
    }

    """
}
