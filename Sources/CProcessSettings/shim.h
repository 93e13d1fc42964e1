// Settings of the running process that Swift cannot reach directly: glibc's allocator
// (`mallopt`), Linux's transparent huge pages for the programs it starts (`prctl` is variadic),
// and the pipes it feeds them through (`F_SETPIPE_SZ` and `vmsplice` need `_GNU_SOURCE`, which
// Glibc's Swift module is built without).
#include <fcntl.h>
#include <malloc.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>

#ifndef F_SETPIPE_SZ
#define F_SETPIPE_SZ 1031
#endif
#ifndef F_GETPIPE_SZ
#define F_GETPIPE_SZ 1032
#endif

/// Whether programs this process starts from now on may get transparent huge pages: with
/// `allowed` 0 they may not (`PR_SET_THP_DISABLE`, inherited by children and kept across exec).
/// Returns 0, or -1 with errno set.
static inline int zoetrope_allow_huge_pages(int allowed) {
    return prctl(PR_SET_THP_DISABLE, allowed ? 0 : 1, 0, 0, 0);
}

/// Whether this process may get transparent huge pages (`PR_GET_THP_DISABLE` is 0): 1 or 0.
static inline int zoetrope_huge_pages_allowed(void) {
    return prctl(PR_GET_THP_DISABLE, 0, 0, 0, 0) == 0;
}

/// Asks for a pipe's buffer to hold `bytes` (Linux rounds up to a power of two of pages). Returns
/// the capacity it then has, or -1 with errno set.
static inline int zoetrope_set_pipe_capacity(int fd, int bytes) {
    return fcntl(fd, F_SETPIPE_SZ, bytes);
}

/// The capacity of a pipe's buffer in bytes, or -1 with errno set.
static inline int zoetrope_pipe_capacity(int fd) {
    return fcntl(fd, F_GETPIPE_SZ);
}

/// Hands up to `length` bytes to the pipe `fd` by reference (`vmsplice` without flags): the pipe
/// keeps the pages, and its reader copies from them, so the memory must not change until the
/// reader has read it. Blocks while the pipe is full. Returns the bytes handed, or -1 with errno.
static inline long zoetrope_splice_to_pipe(int fd, const void *bytes, unsigned long length) {
    struct iovec span = { (void *)bytes, length };
    return syscall(SYS_vmsplice, fd, &span, 1UL, 0U);
}
