import Foundation

/// The `main` of every fuzz target. A target is one property: a function of arbitrary bytes that
/// traps when formlsp misbehaves on them.
///
/// In a normal build this is a replay tool: it runs each file named on the command line (a folder
/// stands for the files in it) through the property, which is how the regression tests run crashing
/// inputs the fuzzer once found (`Tests/Fuzz/Regressions/<Target>/`). Built with `-DFUZZING` and
/// `-sanitize=fuzzer` (`make fuzz`), it hands the command line to libFuzzer's driver instead, which
/// calls the property through `LLVMFuzzerTestOneInput`.
public enum FuzzMain {
    public static func run(_ property: @escaping ([UInt8]) -> Void) -> Never {
        #if FUZZING
        fuzzedProperty = property
        var argc = CommandLine.argc
        var argv = Optional(CommandLine.unsafeArgv)
        exit(LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput))
        #else
        replay(property)
        #endif
    }

    private static func replay(_ property: ([UInt8]) -> Void) -> Never {
        let paths = CommandLine.arguments.dropFirst()
        guard !paths.isEmpty else {
            FileHandle.standardError.write(Data("usage: \(CommandLine.arguments[0]) FILE|FOLDER…\n".utf8))
            exit(2)
        }
        var count = 0
        for path in paths {
            for file in files(at: path) {
                guard let data = FileManager.default.contents(atPath: file) else {
                    FileHandle.standardError.write(Data("cannot read \(file)\n".utf8))
                    exit(2)
                }
                property(Array(data))
                count += 1
            }
        }
        print("replayed \(count) input\(count == 1 ? "" : "s")")
        exit(0)
    }

    private static func files(at path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { path + "/" + $0 }
    }
}

#if FUZZING
/// Set once by `FuzzMain.run` before libFuzzer starts; libFuzzer runs inputs on that thread.
nonisolated(unsafe) private var fuzzedProperty: (([UInt8]) -> Void)?

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let fuzzedProperty else { preconditionFailure("libFuzzer started without FuzzMain.run") }
    fuzzedProperty(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

/// libFuzzer's documented entry for programs with their own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
#endif
