import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's error numbers in words for people, the same in every message Zoetrope prints.
package enum SystemError {
    /// What `code` (an `errno` value) means, in lower case: `permission denied`,
    /// `no space left on the device`, `it is a folder, not a file`; the system's own words
    /// (`strerror`) for numbers without a phrase of ours.
    package static func describe(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "permission denied"
        case ENOENT: "no such file or folder"
        case ENOSPC: "no space left on the device"
        case EDQUOT: "the disk quota is used up"
        case EFBIG: "the file would be larger than this process may write (see `ulimit -f`)"
        case EROFS: "the file system is read-only"
        case EISDIR: "it is a folder, not a file"
        case ENOTDIR: "a part of the path is a file, not a folder"
        case EEXIST: "something of that name is already there"
        case ENAMETOOLONG: "the name is too long"
        case ELOOP: "the path has too many symbolic links"
        case EMFILE, ENFILE: "too many files are open"
        case ENOMEM: "out of memory"
        case EIO: "an input/output error (the disk or device failed)"
        default: lowercasedFirst(String(cString: strerror(code)))
        }
    }

    /// The current `errno` in words; see ``describe(_:)``.
    package static func describeCurrent() -> String {
        describe(errno)
    }

    /// The reason of a Foundation file error in the same words as ``describe(_:)``, reading the
    /// POSIX error under it when there is one (Foundation's own text, such as "The file doesn't
    /// exist." or "NSCocoaErrorDomain error 512", names neither the cause nor the file).
    package static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return describe(Int32(truncatingIfNeeded: nsError.code)) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return describe(Int32(truncatingIfNeeded: underlying.code))
        }
        switch nsError.code {
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return describe(ENOENT)
        case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return describe(EACCES)
        case NSFileWriteOutOfSpaceError: return describe(ENOSPC)
        case NSFileWriteVolumeReadOnlyError: return describe(EROFS)
        case NSFileWriteFileExistsError: return describe(EEXIST)
        default: return lowercasedFirst(nsError.localizedDescription)
        }
    }

    private static func lowercasedFirst(_ text: String) -> String {
        text.prefix(1).lowercased() + text.dropFirst()
    }
}
