// swift-tools-version:6.1
// A consumer of formlsp's plugins package (`make release` puts it at .build/dist/formlsp-plugins; the
// test lays it beside this folder): the build-tool plugin checks SampleForms on every build.
import PackageDescription

let package = Package(
    name: "SamplePackage",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../formlsp-plugins")],
    targets: [
        .target(name: "SampleForms", plugins: [.plugin(name: "FormlspBuildToolPlugin", package: "formlsp-plugins")]),
    ]
)
