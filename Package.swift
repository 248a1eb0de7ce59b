// swift-tools-version:6.1
import PackageDescription

// The layers, with their one-way arrows (ARCHITECTURE.md has the map):
//   CJsonCpp → JSONBridge → JSON → LanguageServerProtocol → JSONRPC ─┐
//   SwiftSyntax → FocusModel → FocusRules → ProjectFiles → FormlspEngine ─┼→ LanguageServer ─┐
//                                         SourceText (shared)       └→ Checker ───────┴→ formlsp
let package = Package(
    name: "formlsp",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "formlsp", targets: ["formlsp"]),
        .plugin(name: "FormlspCommandPlugin", targets: ["FormlspCommandPlugin"]),
        .plugin(name: "FormlspFixCommandPlugin", targets: ["FormlspFixCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    ],
    targets: [
        // MARK: JSON (jsoncpp, reached through a plain C header)
        .systemLibrary(
            name: "CJsonCpp",
            pkgConfig: "jsoncpp",
            providers: [.apt(["libjsoncpp-dev"]), .brew(["jsoncpp"])]
        ),
        .target(name: "JSONBridge", dependencies: ["CJsonCpp"]),
        .target(name: "JSON", dependencies: ["JSONBridge"]),

        // MARK: Protocol and transport (know nothing of Swift syntax or rules)
        .target(name: "LanguageServerProtocol", dependencies: ["JSON"]),
        .target(name: "JSONRPC", dependencies: ["JSON", "LanguageServerProtocol"]),

        // MARK: Analysis (knows nothing of LSP)
        .target(name: "SourceText"),
        // The byte-pair search under the prefilter's word scan (SSSE3 table lookups), in C for `pshufb`.
        .target(name: "CWordScan"),
        .target(
            name: "FocusModel",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "FocusRules",
            dependencies: [
                "FocusModel", "SourceText",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            exclude: ["Rules/README.md"]
        ),
        // The project on disk: its root, its files, configuration, `.gitignore` and baselines.
        .target(name: "ProjectFiles", dependencies: ["FocusRules", "SourceText", "JSON"]),
        .target(
            name: "FormlspEngine",
            dependencies: [
                "ProjectFiles", "FocusRules", "FocusModel", "SourceText", "JSON", "CWordScan",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),

        // MARK: The two front doors, thin shells over the engine
        // The engine's values as the protocol's: positions in an encoding, chains in their one shape.
        .target(name: "ProtocolConversions", dependencies: ["FormlspEngine", "LanguageServerProtocol", "SourceText"]),
        .target(
            name: "LanguageServer",
            dependencies: [
                "FormlspEngine", "ProjectFiles", "FocusRules", "FocusModel", "SourceText", "LanguageServerProtocol", "ProtocolConversions", "JSONRPC",
                "JSON",
            ]
        ),
        // The C library's extended-attribute calls, which `--fix` copies to the files it rewrites.
        .systemLibrary(name: "CExtendedAttributes"),
        .target(name: "Checker", dependencies: [
            "FormlspEngine", "ProjectFiles", "FocusRules", "FocusModel", "SourceText", "JSON", "CExtendedAttributes", "LanguageServerProtocol",
            "ProtocolConversions",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(
            name: "formlsp",
            dependencies: [
                "LanguageServer", "Checker", "FormlspEngine", "ProjectFiles", "FocusRules",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // `swift package formlsp` checks, asking for no permission; `swift package formlsp-fix` fixes,
        // asking to write. The build-tool plugin (Sources/FormlspBuildToolPlugin) is declared by the
        // plugins package `make release` assembles around the artifact bundle (see the Makefile), so
        // the packages applying it run the prebuilt checker and never compile swift-syntax.
        .plugin(
            name: "FormlspCommandPlugin",
            capability: .command(intent: .custom(verb: "formlsp", description: "Check SwiftUI and UIKit form focus chains")),
            dependencies: ["formlsp"],
            path: "Sources/FormlspCommandPlugin"
        ),
        .plugin(
            name: "FormlspFixCommandPlugin",
            capability: .command(
                intent: .custom(verb: "formlsp-fix", description: "Apply formlsp's fixes to SwiftUI and UIKit form focus chains"),
                permissions: [.writeToPackageDirectory(reason: "formlsp --fix rewrites the Swift files it fixes")]
            ),
            dependencies: ["formlsp"],
            path: "Sources/FormlspFixCommandPlugin"
        ),

        // MARK: Tests, one target per layer
        .target(name: "TestSupport", dependencies: ["SourceText"], path: "Tests/TestSupport"),
        .testTarget(name: "JSONTests", dependencies: ["JSON", "TestSupport"]),
        .testTarget(name: "SourceTextTests", dependencies: ["SourceText", "TestSupport"]),
        .testTarget(name: "LanguageServerProtocolTests", dependencies: ["LanguageServerProtocol", "JSONRPC", "JSON"]),
        .testTarget(
            name: "FocusModelTests",
            dependencies: [
                "FocusModel", "TestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "FocusRulesTests",
            dependencies: [
                "FocusRules", "FocusModel", "TestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "FormlspEngineTests",
            dependencies: [
                "FormlspEngine", "ProjectFiles", "FocusRules", "FocusModel", "TestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "ProjectFilesTests", dependencies: ["ProjectFiles", "FocusModel", "TestSupport"]),
        .testTarget(name: "LanguageServerTests", dependencies: ["LanguageServer", "LanguageServerProtocol", "JSONRPC", "JSON", "FormlspEngine", "ProjectFiles", "FocusRules", "FocusModel", "SourceText", "TestSupport"]),
        .testTarget(name: "CheckerTests", dependencies: ["Checker", "FormlspEngine", "ProjectFiles", "FocusRules", "FocusModel", "SourceText", "JSON", "TestSupport"]),

        // MARK: Fuzz targets (Tests/Fuzz/README.md): replay tools in a normal build, libFuzzer
        // targets when built with `-DFUZZING` (`make fuzz`)
        .target(name: "FuzzSupport", path: "Tests/Fuzz/FuzzSupport"),
        .executableTarget(name: "FuzzJSON", dependencies: ["FuzzSupport", "JSON"], path: "Tests/Fuzz/FuzzJSON"),
        .executableTarget(name: "FuzzFramer", dependencies: ["FuzzSupport", "JSONRPC"], path: "Tests/Fuzz/FuzzFramer"),
        .executableTarget(name: "FuzzMessage", dependencies: ["FuzzSupport", "JSON", "JSONRPC", "LanguageServerProtocol"], path: "Tests/Fuzz/FuzzMessage"),
        .executableTarget(name: "FuzzPositions", dependencies: ["FuzzSupport", "SourceText"], path: "Tests/Fuzz/FuzzPositions"),
        .executableTarget(name: "FuzzEngine", dependencies: ["FuzzSupport", "FormlspEngine", "FocusRules"], path: "Tests/Fuzz/FuzzEngine"),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
