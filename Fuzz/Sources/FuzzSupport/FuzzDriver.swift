import Foundation

@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(_ argc: UnsafeMutablePointer<Int32>,
                             _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                             _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

/// Hands the program over to libFuzzer's driver, which reads the arguments libFuzzer takes
/// (`-max_total_time=60`, a corpus folder, …) and calls `callback` with each input.
///
/// SwiftPM links an executable on Linux with `main` aliased to `<target>_main`, which a target
/// without top-level code (as libFuzzer needs) never defines; so each fuzzer defines it with
/// `@_cdecl` and calls this.
/// - Returns: libFuzzer's exit status.
public func runLibFuzzer(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32 {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments, callback)
}

/// Stops the fuzzer on a wrong answer: prints what is wrong and aborts, which libFuzzer reports as
/// a crash and answers by writing the input to its `crash-*` file.
/// - Parameter message: What the input showed, with the values that disagree.
public func fuzzFinding(_ message: @autoclosure () -> String) -> Never {
    FileHandle.standardError.write(Data("\nFUZZ FINDING: \(message())\n".utf8))
    abort()
}

/// A file of this process's own in the temporary folder, for targets whose input is read from a
/// file (a manifest on disk, a PNG an image item draws): `zoetrope-fuzz-<pid>-<name>`.
/// - Parameter name: The file's name within the process, such as `manifest.json`.
/// - Returns: Its URL; parallel fuzzing jobs (`-jobs=N`) each have their own.
public func scratchFile(_ name: String) -> URL {
    let folder = ProcessInfo.processInfo.environment["TMPDIR"].map { URL(fileURLWithPath: $0) }
        ?? URL(fileURLWithPath: "/tmp")
    return folder.appendingPathComponent("zoetrope-fuzz-\(getpid())-\(name)")
}
