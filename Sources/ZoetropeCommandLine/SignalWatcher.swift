import FileAccess
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Turns SIGINT (Ctrl-C) and SIGTERM into a call that stops a render cleanly; a second interrupt
/// exits at once (the next render removes whatever temporary files that leaves).
///
/// One interrupt can arrive twice: GNU `timeout` (and systemd, and `kill` of a process group after
/// the process) signals the process and then its process group, within microseconds. So a signal
/// counts as a second interrupt only when it is not the first one again: when it comes from the
/// terminal (a second Ctrl-C), from another process, or is the other signal. The same signal from
/// the same process that sent the first is the same interrupt. The kernel says who sent a signal
/// (`siginfo_t.si_pid`, with `si_code` saying whether a process sent it), so this depends on no
/// timing.
///
/// One watcher at a time in a process: the handler's state is the process's. The pipe the
/// handler wakes the watcher's thread through is never closed while the handler may write to
/// it: the watcher ends its thread with a byte of its own, so a late signal cannot write into a
/// descriptor that was closed and opened again for another file.
final class SignalWatcher {
    private let reader: Thread

    /// What the watcher's thread reads: a stop signal came, or the watcher is done.
    private enum Wake: UInt8 {
        case signal = 1
        case done = 2
    }

    /// The reason a watcher could not start.
    struct StartFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// Starts watching.
    /// - Parameters:
    ///   - makePipe: Makes the pipe the handler wakes the watcher through (`pipe(2)`: 0 and
    ///     the two ends, or -1 with `errno` set).
    ///   - stop: Called, on a thread of its own, at the first SIGINT or SIGTERM.
    /// - Throws: ``StartFailure`` when the pipe cannot be made (too many files open): a render
    ///   that could not be stopped cleanly does not start.
    init(makePipe: (UnsafeMutablePointer<Int32>) -> Int32 = { pipe($0) }, stop: @escaping @Sendable () -> Void) throws(StartFailure) {
        var ends: [Int32] = [-1, -1]
        guard makePipe(&ends) == 0 else {
            throw StartFailure(description: "cannot watch for Ctrl-C and SIGTERM: \(SystemError.describeCurrent())")
        }
        // Made before the handler can run: it only reads them.
        SignalState.first.store(0, ordering: .sequentiallyConsistent)
        SignalState.wakeDescriptor.store(ends[1], ordering: .sequentiallyConsistent)
        let readEnd = ends[0]
        reader = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(readEnd, &byte, 1)
                if count == 1, byte == Wake.signal.rawValue { stop() }
                if count == 1, byte == Wake.done.rawValue { break }
                if count == 0 || (count < 0 && errno != EINTR) { break }
            }
        }
        reader.name = "zoetrope signals"
        reader.start()
        var stopSignals = sigset_t()
        sigemptyset(&stopSignals)
        sigaddset(&stopSignals, SIGINT)
        sigaddset(&stopSignals, SIGTERM)
        // A program that starts zoetrope may leave them blocked (a blocked mask survives exec):
        // this thread takes them, then, and the threads it starts after.
        pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil)
        // The handler's first run must not make Swift type metadata (siginfo_t's, an optional
        // pointer's): that allocates, and a signal that lands while this thread is in malloc
        // (as it often is while a render starts) would wait for malloc's lock for ever.
        var unused = siginfo_t()
        _ = SignalState.sender(of: &unused)
        _ = SignalState.sender(of: nil)
        for number in [SIGINT, SIGTERM] {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = handleStopSignal
            // SA_RESTART: file writes and waits on other threads carry on instead of failing with EINTR.
            action.sa_flags = SA_SIGINFO | SA_RESTART
            action.sa_mask = stopSignals
            sigaction(number, &action, nil)
        }
    }

    deinit {
        // Signals after the render are ignored, as they were while it ran. The write end stays
        // open (a handler running now may still write to it); the thread is told to end.
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        var done = Wake.done.rawValue
        _ = write(SignalState.wakeDescriptor.load(ordering: .sequentiallyConsistent), &done, 1)
    }

    /// The signal that stopped the render, if one did.
    var received: Int32? {
        let first = SignalState.first.load(ordering: .sequentiallyConsistent)
        return first == 0 ? nil : SignalState.number(of: first)
    }
}

/// What the signal handler shares with ``SignalWatcher``: only atomics, which a handler may use.
private enum SignalState {
    /// The first interrupt: its signal number and sender (``packed(_:sender:)``), or 0 before one.
    static let first = Atomic<Int64>(0)
    /// The pipe's end the handler writes a byte to at the first interrupt; -1 when none.
    static let wakeDescriptor = Atomic<Int32>(-1)

    /// A signal and its sender in one value, never 0.
    static func packed(_ number: Int32, sender: pid_t) -> Int64 {
        Int64(number) << 32 | Int64(UInt32(bitPattern: sender))
    }

    static func number(of packed: Int64) -> Int32 {
        Int32(truncatingIfNeeded: packed >> 32)
    }

    /// The process that sent a signal, or 0 when the kernel did (Ctrl-C on a terminal, whose
    /// every press is a new interrupt) or nothing says.
    static func sender(of info: UnsafeMutablePointer<siginfo_t>?) -> pid_t {
        guard let info else { return 0 }
        return switch info.pointee.si_code {
        case 0, -1, -6: info.pointee._sifields._kill.si_pid   // SI_USER (kill), SI_QUEUE, SI_TKILL
        default: 0
        }
    }
}

/// The SIGINT and SIGTERM handler: the first interrupt wakes the watcher's thread; the same signal
/// from the same process again is ignored; any other exits at once. Async-signal-safe: atomics,
/// `write` and `_exit` only.
private func handleStopSignal(_ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _: UnsafeMutableRawPointer?) {
    let sender = SignalState.sender(of: info)
    let delivery = SignalState.packed(number, sender: sender)
    let (isFirst, first) = SignalState.first.compareExchange(expected: 0, desired: delivery, ordering: .sequentiallyConsistent)
    if isFirst {
        var byte: UInt8 = 1  // SignalWatcher.Wake.signal
        _ = write(SignalState.wakeDescriptor.load(ordering: .sequentiallyConsistent), &byte, 1)
        return
    }
    if sender != 0, first == delivery { return }
    _exit(128 + number)
}

extension SignalWatcher {
    /// Starts watching for a command (`render`, `preview`, `previews`): as
    /// ``init(makePipe:stop:)``, and when it cannot, says why and exits with 70, since a command
    /// that could not be stopped cleanly does not start.
    /// - Parameter stop: Called, on a thread of its own, at the first SIGINT or SIGTERM.
    /// - Returns: The watcher, which watches while it is kept.
    /// - Throws: `ExitCodes.internalFailure`, after printing the reason.
    static func startForCommand(stop: @escaping @Sendable () -> Void) throws -> SignalWatcher {
        do {
            return try SignalWatcher(stop: stop)
        } catch {
            printError(error.description)
            throw ExitCodes.internalFailure
        }
    }
}
