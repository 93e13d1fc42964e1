#if canImport(CProcessSettings)
import CProcessSettings
#endif
import Foundation
import Synchronization

/// An ffmpeg process fed raw frames on its standard input.
///
/// Its standard error is read on a background thread as it comes (so ffmpeg never blocks on a
/// full pipe) and the last lines kept for error messages. SIGPIPE is ignored in this process, so a
/// write to an ffmpeg that died fails with an error instead of killing the render.
final class FFmpegPipe {
    private let program: ExternalProgram
    private let process = Process()
    private let input = Pipe()
    private let errors = Pipe()
    private let errorText = ErrorText()
    private let errorsRead = DispatchGroup()
    /// The pipe's capacity while frames are handed over by reference; `nil` once they are copied.
    private var spliceCapacity: Int?
    /// Frames handed over by reference, with the count of bytes written when each ended.
    private var handedFrames: [(bytes: [UInt8], end: Int)] = []
    /// Bytes written to ffmpeg so far.
    private var bytesWritten = 0

    /// The most of ffmpeg's standard error kept, in bytes.
    static let keptErrorBytes = 16_384

    /// Starts ffmpeg.
    /// - Parameters:
    ///   - program: ffmpeg.
    ///   - arguments: Its arguments (after the program name).
    /// - Throws: ``RenderError/programFailed(program:status:output:)`` when it cannot start.
    init(_ program: ExternalProgram, arguments: [String]) throws(RenderError) {
        self.program = program
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = program.url
        process.arguments = arguments
        process.environment = ExternalProgram.environment
        process.standardInput = input
        spliceCapacity = Self.widen(input)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do {
            try Self.withoutHugePages { try process.run() }
        } catch {
            throw .programFailed(program: program.name, status: -1, output: "\(error)")
        }
        let handle = errors.fileHandleForReading
        let kept = errorText
        DispatchQueue.global().async(group: errorsRead) {
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { return }
                kept.text.withLock { text in
                    text += String(decoding: chunk, as: UTF8.self)
                    if text.utf8.count > Self.keptErrorBytes { text = String(text.suffix(Self.keptErrorBytes / 2)) }
                }
            }
        }
    }

    /// Runs `body` (which starts ffmpeg) with transparent huge pages refused to the programs this
    /// process starts, then allows them again. libx264 asks for huge pages on its buffers
    /// (`madvise`), and the kernel then clears 2 MiB pages as they are first touched, or not, as
    /// memory allows: ffmpeg's CPU for the benchmark's 61-frame 1080p MP4 was 0.43 s in 10 of 16
    /// renders and 0.49–0.68 s in the others, against 0.46–0.48 s in 16 of 16 without huge pages
    /// (docs/performance.md, "Videos"). Where the setting is refused, ffmpeg runs as before.
    private static func withoutHugePages<T>(_ body: () throws -> T) rethrows -> T {
        #if canImport(CProcessSettings)
        // Only a setting this process changed is changed back (a parent may have refused them).
        let refused = zoetrope_huge_pages_allowed() == 1 && zoetrope_allow_huge_pages(0) == 0
        defer { if refused { _ = zoetrope_allow_huge_pages(1) } }
        #endif
        return try body()
    }

    /// The pipe's buffer asked for, in bytes: Linux's default of 64 KiB would wake ffmpeg about 50
    /// times for each 1080p frame; 1 MiB (the most an unprivileged process may ask for, by
    /// default) takes a frame in a few writes.
    static let pipeBytes: Int32 = 1 << 20

    /// Widens the pipe's buffer where the system allows (Linux's `F_SETPIPE_SZ`); a pipe left
    /// narrower only costs more wake-ups.
    /// - Returns: The pipe's capacity in bytes, or `nil` where it cannot be read.
    private static func widen(_ pipe: Pipe) -> Int? {
        #if canImport(CProcessSettings)
        let descriptor = pipe.fileHandleForWriting.fileDescriptor
        _ = zoetrope_set_pipe_capacity(descriptor, pipeBytes)
        let capacity = zoetrope_pipe_capacity(descriptor)
        return capacity > 0 ? Int(capacity) : nil
        #else
        return nil
        #endif
    }

    /// Whether frames are handed to ffmpeg by reference (Linux's `vmsplice`) rather than copied.
    var handsOverByReference: Bool { spliceCapacity != nil }

    /// Writes bytes to ffmpeg's standard input.
    ///
    /// On Linux the bytes are handed over by reference (`vmsplice`) instead of copied into the
    /// pipe; ffmpeg then copies them straight from this process's memory. The frame is kept, and
    /// so left unchanged, until a pipe's capacity of later bytes has gone in behind it: the pipe
    /// holds at most that many, so by then ffmpeg has read the frame. Where the kernel refuses
    /// (another system, a filter on system calls), the bytes are copied in as before.
    /// - Throws: ``RenderError/programFailed(program:status:output:)`` when ffmpeg has stopped reading.
    func write(_ bytes: [UInt8]) throws(RenderError) {
        let handed = try splice(bytes)
        guard handed < bytes.count else { return }
        do {
            try input.fileHandleForWriting.write(contentsOf: bytes[handed...])
        } catch {
            throw failure(status: terminateAndWait())
        }
        bytesWritten += bytes.count - handed
    }

    /// Hands as much of `bytes` as the kernel takes by reference, and keeps them while ffmpeg may
    /// still read them.
    /// - Returns: How many bytes were handed over: all of them, or fewer when splicing is refused
    ///   (from then on every byte is copied).
    private func splice(_ bytes: [UInt8]) throws(RenderError) -> Int {
        #if canImport(CProcessSettings)
        guard let capacity = spliceCapacity else { return 0 }
        let descriptor = input.fileHandleForWriting.fileDescriptor
        var handed = 0
        let refusal = bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return false }
            while handed < raw.count {
                let count = zoetrope_splice_to_pipe(descriptor, base + handed, UInt(raw.count - handed))
                if count > 0 {
                    handed += count
                } else if count == 0 || errno != EINTR {
                    return true
                }
            }
            return false
        }
        if handed > 0 {
            bytesWritten += handed
            handedFrames.append((bytes, end: bytesWritten))
        }
        while let oldest = handedFrames.first, bytesWritten - oldest.end >= capacity {
            handedFrames.removeFirst()
        }
        // Any refusal, ffmpeg gone included, hands the rest to the copying write, which reports
        // a stopped ffmpeg as it always did.
        if refusal { spliceCapacity = nil }
        return handed
        #else
        return 0
        #endif
    }

    /// Closes ffmpeg's input and waits for it to finish the file.
    /// - Throws: ``RenderError/programFailed(program:status:output:)`` when it fails.
    func finish() throws(RenderError) {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        errorsRead.wait()
        handedFrames.removeAll()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw failure(status: process.terminationStatus)
        }
    }

    /// Stops ffmpeg without finishing the file.
    func abandon() {
        _ = terminateAndWait()
    }

    private func terminateAndWait() -> Int32 {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        errorsRead.wait()
        handedFrames.removeAll()
        return process.terminationStatus
    }

    private func failure(status: Int32) -> RenderError {
        .programFailed(program: program.name, status: status,
                       output: ExternalProgram.lastLines(of: errorText.text.withLock { $0 }))
    }
}

/// What ffmpeg wrote to standard error, kept from the reading thread.
private final class ErrorText: Sendable {
    let text = Mutex("")
}
